import { cn } from "~/lib/cn";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// SPEC.md section 4: a card says Available or Booked.
export function AvailabilityBadge({ available, className }: { available: boolean; className?: string }) {
  const locale = useLocale();
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-[0.16em] uppercase shadow-lg",
        available ? "bg-gold-500 text-black" : "bg-black/80 text-stone-200 ring-1 ring-white/25 backdrop-blur",
        className,
      )}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", available ? "bg-black/70" : "bg-red-400")} />
      {available ? m.fleet_available({}, { locale }) : m.fleet_booked({}, { locale })}
    </span>
  );
}
