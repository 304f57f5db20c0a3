import { Link } from "~/components/ui/link";
import type { FooterLink } from "~/lib/footer-links";
import { COPYRIGHT_YEAR, formatPhone, TAGLINE, telHref, type SiteConfig, YACHT } from "~/lib/site";

// On touch screens each link is a 44 px row (a finger's target); with a mouse the lists stay compact.
const linkClass = "text-stone-300 transition-colors hover:text-gold-300 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center";
const listClass = "mt-4 space-y-2 text-sm pointer-coarse:mt-2 pointer-coarse:space-y-0";

/**
 * `vehicles`: the fixed vehicle links, already pointed at pages the fleet has (the root loader).
 * `faqLink`: /faq, or null when the site has no FAQ (none written yet, or the migration not run).
 */
export function SiteFooter({ site, vehicles, faqLink }: { site: SiteConfig; vehicles: readonly FooterLink[]; faqLink: string | null }) {
  return (
    <footer className="mt-auto border-t border-white/10 bg-black">
      <div className="container-page grid grid-cols-1 gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-gold-400">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-stone-400">{TAGLINE}</p>
          <p className="mt-3 text-sm text-stone-400">
            Luxury yacht charter available: {YACHT.lengthFt}ft, up to {YACHT.guests} guests, from {YACHT.minimumHours} hours.
          </p>
        </div>
        <nav aria-label="Explore">
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-500">Explore</h2>
          <ul className={listClass}>
            <li><Link to="/fleet" className={linkClass}>Our Fleet</Link></li>
            <li><Link to="/yacht-charter" className={linkClass}>Yacht Charter</Link></li>
            <li><Link to="/contact" className={linkClass}>Contact</Link></li>
            {faqLink ? <li><Link to={faqLink} className={linkClass}>Requirements &amp; FAQ</Link></li> : null}
          </ul>
        </nav>
        <nav aria-label="Popular vehicles">
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-500">Popular vehicles</h2>
          <ul className={listClass}>
            {vehicles.map((vehicle) => (
              <li key={vehicle.label}>
                <Link to={vehicle.href} className={linkClass}>{vehicle.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-500">Contact</h2>
          <ul className={listClass}>
            <li><a href={telHref(site.phone)} className={linkClass}>{formatPhone(site.phone)}</a></li>
            <li><a href={`mailto:${site.email}`} className={linkClass}>{site.email}</a></li>
            <li><a href={site.socialUrl} className={linkClass} rel="me noopener">Follow us on social media</a></li>
            <li className="text-stone-400">24/7 · South Florida</li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-xs text-stone-400">
        © {COPYRIGHT_YEAR} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
