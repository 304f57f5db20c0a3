import { deferred } from "~/hydration/deferred";
import { cn } from "~/lib/cn";
import { formatPhone, telHref, whatsappHref } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import type { RentalTerms } from "~/catalog/rental-terms";
import type { Vehicle } from "~/catalog/vehicle";
import { enquiryText } from "~/catalog/vehicle-page";
import { priceText } from "~/catalog/fleet";
import { useLocale, type Locale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { BoltIcon, ChatIcon, ClockIcon, PhoneIcon, ShieldIcon } from "./icons";

// The sticky booking panel. A booked vehicle still gets WhatsApp and Call Now:
// the visitor may ask when it is free, or for something like it.

// The terms block: hydrated after the page (app/hydration/deferred.tsx).
const RentalTermsBlock = deferred(() => import("./rental-terms").then((module) => module.RentalTermsBlock));

type BookingPanelProps = {
  vehicle: Pick<Vehicle, "brand" | "model" | "is_available" | "price_per_day" | "price_per_hour">;
  /** The terms to show; null shows no block (no terms known, or the migration not run). */
  terms?: RentalTerms | null;
  /** Where the terms block links for more: the FAQ's requirements, or null with no FAQ. */
  faqLink?: string | null;
  /** The booking form. */
  children?: React.ReactNode;
};

export function BookingPanel({ vehicle, terms = null, faqLink = null, children }: BookingPanelProps) {
  const locale = useLocale();
  return (
    <section
      id="book"
      aria-labelledby="booking-panel"
      className="rounded-2xl border border-gold-500/30 bg-gradient-to-b from-ink-800 to-ink-900 p-6 scroll-mt-24 shadow-2xl shadow-black/50 lg:sticky lg:top-24"
    >
      <h2 id="booking-panel" className="text-2xl font-bold text-stone-50">
        {vehicle.is_available ? m.vehicle_panel_book({}, { locale }) : m.vehicle_panel_booked({}, { locale })}
      </h2>
      {vehicle.is_available ? null : (
        <p className="mt-3 rounded-lg border border-white/10 bg-black/40 px-4 py-3 text-sm text-stone-300">
          {m.vehicle_panel_booked_note({}, { locale })}
        </p>
      )}
      <dl className="mt-5 grid grid-cols-2 gap-4 border-y border-white/10 py-4">
        <div>
          <dt className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-400 uppercase">{m.vehicle_panel_per_day({}, { locale })}</dt>
          <dd className="mt-1 text-2xl font-bold text-gold-400">{priceText(vehicle.price_per_day, locale)}</dd>
        </div>
        <div>
          <dt className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-400 uppercase">{m.vehicle_panel_per_hour({}, { locale })}</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-100">{priceText(vehicle.price_per_hour, locale)}</dd>
        </div>
      </dl>
      {terms ? <RentalTermsBlock terms={terms} faqLink={faqLink} /> : null}
      <BookingPromises available={vehicle.is_available} />
      {children ? <div className="mt-6 border-t border-white/10 pt-6">{children}</div> : null}
      <BookingContacts vehicle={vehicle} />
    </section>
  );
}

/** What a booking comes with; a booked car cannot be confirmed at once: its form asks about availability. */
function promises(available: boolean, locale: Locale) {
  return [
    available
      ? { icon: BoltIcon, title: m.vehicle_promise_instant_title({}, { locale }), text: m.vehicle_promise_instant_text({}, { locale }) }
      : { icon: BoltIcon, title: m.vehicle_promise_answer_title({}, { locale }), text: m.vehicle_promise_answer_text({}, { locale }) },
    { icon: ClockIcon, title: m.vehicle_promise_support_title({}, { locale }), text: m.vehicle_promise_support_text({}, { locale }) },
    { icon: ShieldIcon, title: m.vehicle_promise_cancel_title({}, { locale }), text: m.vehicle_promise_cancel_text({}, { locale }) },
  ];
}

const actionClass =
  "inline-flex min-h-12 flex-1 items-center whitespace-nowrap justify-center gap-2 rounded-full px-5 text-sm font-bold tracking-[0.14em] uppercase transition-colors";

function BookingPromises({ available }: { available: boolean }) {
  const locale = useLocale();
  return (
    <ul className="mt-5 space-y-3">
      {promises(available, locale).map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-500/15 text-gold-400">
            <Icon className="size-4" />
          </span>
          <span>
            <span className="block text-sm font-semibold text-stone-100">{title}</span>
            <span className="block text-sm text-stone-400">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function BookingContacts({ vehicle }: { vehicle: Pick<Vehicle, "brand" | "model"> }) {
  const site = useSite();
  const locale = useLocale();
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col">
        <a
          href={whatsappHref(site.phone, enquiryText(vehicle, locale))}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(actionClass, "bg-gold-500 text-black hover:bg-gold-400")}
        >
          <ChatIcon className="size-5" />
          WhatsApp<span className="sr-only"> {m.vehicle_new_tab({}, { locale })}</span>
        </a>
        <a href={telHref(site.phone)} className={cn(actionClass, "border border-gold-500/70 text-gold-300 hover:bg-gold-500 hover:text-black")}>
          <PhoneIcon className="size-5" />
          {m.vehicle_call_now({}, { locale })}
        </a>
      </div>
      <p className="mt-4 text-center text-xs text-stone-400">
        {m.vehicle_call_any_time({ phone: formatPhone(site.phone) }, { locale })}
      </p>
    </>
  );
}
