import { useLocale } from "~/i18n/i18n";
import { formatPhone, telHref, type SiteConfig } from "~/lib/site";
import { m } from "~/paraglide/messages";

// SPEC.md's contact information: phone, mailbox, hours, place and the social
// profile, each a working link where it can be one.

const card = "flex gap-4 rounded-2xl border border-white/10 bg-ink-900/80 p-5 sm:p-6";
const label = "text-xs font-semibold uppercase tracking-[0.22em] text-stone-400";
const value = "mt-1 block text-lg font-medium text-white";
const link = `${value} underline decoration-gold-500/40 underline-offset-4 transition-colors hover:text-gold-300 hover:decoration-gold-300`;

export function ContactDetails({ site }: { site: SiteConfig }) {
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <li className={card}>
        <Icon path="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
        <div className="min-w-0">
          <span className={label}>{m.contact_phone({}, { locale })}</span>
          <a href={telHref(site.phone)} className={link}>{formatPhone(site.phone)}</a>
        </div>
      </li>
      <li className={card}>
        <Icon path="M3 7l9 6 9-6M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2" />
        <div className="min-w-0">
          <span className={label}>{m.contact_email({}, { locale })}</span>
          <a href={`mailto:${site.email}`} className={`${link} break-all`}>{site.email}</a>
        </div>
      </li>
      <li className={card}>
        <Icon path="M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18" />
        <div className="min-w-0">
          <span className={label}>{m.contact_hours({}, { locale })}</span>
          <span className={value}>{m.contact_hours_value({}, { locale })}</span>
        </div>
      </li>
      <li className={card}>
        <Icon path="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5" />
        <div className="min-w-0">
          <span className={label}>{m.contact_location({}, { locale })}</span>
          <span className={value}>{m.contact_location_value({}, { locale })}</span>
        </div>
      </li>
      <li className={card}>
        <Icon path="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8M17.5 6.5h.01" />
        <div className="min-w-0">
          <span className={label}>{m.contact_social({}, { locale })}</span>
          <a href={site.socialUrl} rel="me noopener" className={link}>{m.common_follow_social({}, { locale })}</a>
        </div>
      </li>
    </ul>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-500/15 text-gold-400 ring-1 ring-gold-500/30">
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </span>
  );
}
