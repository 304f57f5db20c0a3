import { cn } from "~/lib/cn";
import { formatPhone, telHref, whatsappHref } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import type { Vehicle } from "~/catalog/vehicle";
import { enquiryText } from "~/catalog/vehicle-page";
import { useLocale, type Locale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { BoltIcon, ChatIcon, ClockIcon, PhoneIcon, ShieldIcon } from "./icons";

// The booking panel's static parts: what every booking comes with, and the
// WhatsApp and Call links. Plain markup and links, hydrated on the first
// interaction (see booking-panel.tsx).

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

export function BookingPromises({ available }: { available: boolean }) {
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

export function BookingContacts({ vehicle }: { vehicle: Pick<Vehicle, "brand" | "model"> }) {
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
