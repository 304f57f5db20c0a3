import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// SPEC.md: six placeholder cards while the fleet loads. They take a card's
// exact shape so nothing jumps when the real cards arrive.

export const PLACEHOLDER_CARDS = 6;

export function FleetSkeletonGrid() {
  const locale = useLocale();
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-fleet-pending="">
      <p className="sr-only">{m.fleet_loading({}, { locale })}</p>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} data-placeholder-card="">
            <div className="overflow-hidden rounded-2xl border border-white/10 bg-ink-900">
              <div className="aspect-[16/10] animate-pulse bg-ink-800 motion-reduce:animate-none" />
              <div className="space-y-3 p-5 sm:p-6">
                <div className="h-6 w-2/3 animate-pulse rounded bg-ink-800 motion-reduce:animate-none" />
                <div className="h-4 w-1/3 animate-pulse rounded bg-ink-800 motion-reduce:animate-none" />
                <div className="grid grid-cols-2 gap-3 border-t border-white/10 pt-4">
                  <div className="h-10 animate-pulse rounded bg-ink-800 motion-reduce:animate-none" />
                  <div className="h-10 animate-pulse rounded bg-ink-800 motion-reduce:animate-none" />
                </div>
                <div className="mt-2 h-11 animate-pulse rounded-full bg-ink-800 motion-reduce:animate-none" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
