import { cn } from "~/lib/cn";
import { formatPhone, telHref, whatsappHref } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import type { Vehicle } from "~/lib/vehicle";
import { enquiryText } from "~/lib/vehicle-page";
import { BoltIcon, ChatIcon, ClockIcon, PhoneIcon, ShieldIcon } from "./more-icons";

// The booking panel's static parts: what every booking comes with, and the
// WhatsApp and Call links. Plain markup and links, hydrated on the first
// interaction (see booking-panel.tsx).

const INSTANT = { icon: BoltIcon, title: "Instant confirmation", text: "We confirm your booking right away." };
// A booked car cannot be confirmed at once: its form asks about availability.
const ANSWER = { icon: BoltIcon, title: "Answer within 24 hours", text: "We tell you when it is free, or offer a similar car." };
const ALWAYS = [
  { icon: ClockIcon, title: "24/7 support", text: "Day or night, we answer." },
  { icon: ShieldIcon, title: "Flexible cancellation", text: "Plans change; we work with you." },
];

const actionClass =
  "inline-flex min-h-12 flex-1 items-center whitespace-nowrap justify-center gap-2 rounded-full px-5 text-sm font-bold tracking-[0.14em] uppercase transition-colors";

export function BookingPromises({ available }: { available: boolean }) {
  return (
    <ul className="mt-5 space-y-3">
      {[available ? INSTANT : ANSWER, ...ALWAYS].map(({ icon: Icon, title, text }) => (
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

export function BookingContacts({ vehicle }: { vehicle: Pick<Vehicle, "brand" | "model"> }) {
  const site = useSite();
  return (
    <>
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
    </>
  );
}
