import { deferred } from "~/hydration/deferred";
import type { RentalTerms } from "~/catalog/rental-terms";
import type { Vehicle } from "~/catalog/vehicle";
import { priceText } from "~/catalog/fleet";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The sticky booking panel. A booked vehicle still gets WhatsApp and Call Now:
// the visitor may ask when it is free, or for something like it.

// Plain markup and links (the terms, the promises, the contacts): hydrated after the page (app/hydration/deferred.tsx).
const loadExtras = () => import("./booking-panel-extras");
const BookingPromises = deferred(() => loadExtras().then((module) => module.BookingPromises));
const BookingContacts = deferred(() => loadExtras().then((module) => module.BookingContacts));
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
