import { cn } from "~/lib/cn";
import { formatPhone, telHref, whatsappHref } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import type { Vehicle } from "~/lib/vehicle";
import { enquiryText, priceText } from "~/lib/vehicle-page";
import { BoltIcon, ChatIcon, ClockIcon, PhoneIcon, ShieldIcon } from "./icons";

// The sticky booking panel. A booked vehicle still gets WhatsApp and Call Now:
// the visitor may ask when it is free, or for something like it.

const PROMISES = [
  { icon: BoltIcon, title: "Instant confirmation", text: "We confirm your booking right away." },
  { icon: ClockIcon, title: "24/7 support", text: "Day or night, we answer." },
  { icon: ShieldIcon, title: "Flexible cancellation", text: "Plans change; we work with you." },
] as const;

const actionClass =
  "inline-flex min-h-12 flex-1 items-center whitespace-nowrap justify-center gap-2 rounded-full px-5 text-sm font-bold tracking-[0.14em] uppercase transition-colors";

type BookingPanelProps = {
  vehicle: Pick<Vehicle, "brand" | "model" | "is_available" | "price_per_day" | "price_per_hour">;
  /** The booking form. */
  children?: React.ReactNode;
};

export function BookingPanel({ vehicle, children }: BookingPanelProps) {
  const site = useSite();
  return (
    <section
      id="book"
      aria-labelledby="booking-panel"
      className="rounded-2xl border border-gold-500/30 bg-gradient-to-b from-ink-800 to-ink-900 p-6 scroll-mt-24 shadow-2xl shadow-black/50 lg:sticky lg:top-24"
    >
      <h2 id="booking-panel" className="text-2xl font-bold text-stone-50">
        {vehicle.is_available ? "Book This Vehicle" : "Currently Booked"}
      </h2>
      {vehicle.is_available ? null : (
        <p className="mt-3 rounded-lg border border-white/10 bg-black/40 px-4 py-3 text-sm text-stone-300">
          This vehicle is booked right now. Message or call us to ask when it is free, or for a similar car.
        </p>
      )}
      <dl className="mt-5 grid grid-cols-2 gap-4 border-y border-white/10 py-4">
        <div>
          <dt className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-400 uppercase">Per day</dt>
          <dd className="mt-1 text-2xl font-bold text-gold-400">{priceText(vehicle.price_per_day)}</dd>
        </div>
        <div>
          <dt className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-400 uppercase">Per hour</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-100">{priceText(vehicle.price_per_hour)}</dd>
        </div>
      </dl>
      <ul className="mt-5 space-y-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
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
      {children ? <div className="mt-6 border-t border-white/10 pt-6">{children}</div> : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col">
        <a
          href={whatsappHref(site.phone, enquiryText(vehicle))}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(actionClass, "bg-gold-500 text-black hover:bg-gold-400")}
        >
          <ChatIcon className="size-5" />
          WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={telHref(site.phone)} className={cn(actionClass, "border border-gold-500/70 text-gold-300 hover:bg-gold-500 hover:text-black")}>
          <PhoneIcon className="size-5" />
          Call Now
        </a>
      </div>
      <p className="mt-4 text-center text-xs text-stone-400">
        Or call {formatPhone(site.phone)}, any time.
      </p>
    </section>
  );
}
