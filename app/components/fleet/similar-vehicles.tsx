import type { CardVehicle } from "~/catalog/fleet";
import { VehicleCard } from "./vehicle-card";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

/**
 * The vehicle page's closing section: other available vehicles of the same brand.
 * Laid out with the page, not only when near (content-visibility): no height
 * reserved for it beforehand can be its height at every width and for every
 * fleet, and any difference would move the footer as a slow phone reaches it
 * (e2e/fleet/similar-vehicles.test.ts).
 */
export function SimilarVehicles({ vehicles }: { vehicles: CardVehicle[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="similar-vehicles" className="mt-20 border-t border-white/10 pt-14">
      <h2 id="similar-vehicles" className="text-3xl font-bold text-stone-50 sm:text-4xl">
        {m.vehicle_similar({}, { locale })}
      </h2>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {vehicles.map((item, index) => (
          <li key={item.slug} className="fleet-card-in min-w-0" style={{ "--stagger": index } as React.CSSProperties}>
            <VehicleCard vehicle={item} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
