import { Link } from "~/components/ui/link";
import type { FooterLink } from "~/catalog/footer-links";
import { localePath, useLocale } from "~/i18n/i18n";
import { COPYRIGHT_YEAR, formatPhone, telHref, type SiteConfig, YACHT } from "~/lib/site";
import { m } from "~/paraglide/messages";

// On touch screens each link is a 44 px row (a finger's target); with a mouse the lists stay compact.
const linkClass = "text-stone-300 transition-colors hover:text-gold-300 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center";
const listClass = "mt-4 space-y-2 text-sm pointer-coarse:mt-2 pointer-coarse:space-y-0";

/**
 * `vehicles`: the fixed vehicle links, already pointed at pages the fleet has (the root loader).
 * `faqLink`: /faq, or null when the site has no FAQ (none written yet, or the migration not run).
 * Both are English paths; every link leads to the page in the language being shown.
 */
export function SiteFooter({ site, vehicles, faqLink }: { site: SiteConfig; vehicles: readonly FooterLink[]; faqLink: string | null }) {
  const locale = useLocale();
  const to = (path: string) => localePath(locale, path);
  return (
    <footer className="mt-auto border-t border-white/10 bg-black">
      <div className="container-page grid grid-cols-1 gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-gold-400">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-stone-400">{m.common_tagline({}, { locale })}</p>
          <p className="mt-3 text-sm text-stone-400">
            {m.footer_yacht({ length: YACHT.lengthFt, guests: YACHT.guests, hours: YACHT.minimumHours }, { locale })}
          </p>
        </div>
        <nav aria-label={m.footer_explore({}, { locale })}>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-500">{m.footer_explore({}, { locale })}</h2>
          <ul className={listClass}>
            <li><Link to={to("/fleet")} className={linkClass}>{m.footer_our_fleet({}, { locale })}</Link></li>
            <li><Link to={to("/yacht-charter")} className={linkClass}>{m.common_yacht_charter({}, { locale })}</Link></li>
            <li><Link to={to("/contact")} className={linkClass}>{m.nav_contact({}, { locale })}</Link></li>
            <li><Link to={to("/privacy")} className={linkClass}>{m.footer_privacy({}, { locale })}</Link></li>
            {faqLink ? <li><Link to={to(faqLink)} className={linkClass}>{m.faq_title({}, { locale })}</Link></li> : null}
          </ul>
        </nav>
        <nav aria-label={m.footer_popular({}, { locale })}>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-500">{m.footer_popular({}, { locale })}</h2>
          <ul className={listClass}>
            {vehicles.map((vehicle) => (
              <li key={vehicle.label}>
                <Link to={to(vehicle.href)} className={linkClass}>{vehicle.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-500">{m.nav_contact({}, { locale })}</h2>
          <ul className={listClass}>
            <li><a href={telHref(site.phone)} className={linkClass}>{formatPhone(site.phone)}</a></li>
            <li><a href={`mailto:${site.email}`} className={linkClass}>{site.email}</a></li>
            <li><a href={site.socialUrl} className={linkClass} rel="me noopener">{m.common_follow_social({}, { locale })}</a></li>
            <li className="text-stone-400">{m.footer_hours({}, { locale })}</li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-xs text-stone-400">
        {m.footer_rights({ year: COPYRIGHT_YEAR, name: site.name }, { locale })}
      </p>
    </footer>
  );
}
