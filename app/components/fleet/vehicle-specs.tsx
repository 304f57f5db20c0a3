import type { Vehicle } from "~/catalog/vehicle";
import { specGroups } from "~/catalog/vehicle-page";
import { CheckIcon } from "./icons";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

const sectionTitle = "text-2xl font-bold text-stone-50 sm:text-3xl";

/** `description`: the owner's text in the page's language (the loader chose it). */
export function AboutVehicle({ description }: { description: string }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="about-vehicle">
      <h2 id="about-vehicle" className={sectionTitle}>
        {m.vehicle_about({}, { locale })}
      </h2>
      <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-stone-300 sm:text-lg">{description}</p>
    </section>
  );
}

/** SPEC.md: Performance, Design and Availability, N/A for a missing value. */
export function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="vehicle-specs">
      <h2 id="vehicle-specs" className={sectionTitle}>
        {m.vehicle_specs({}, { locale })}
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {specGroups(vehicle, locale).map((group) => (
          <div key={group.title} className="rounded-2xl border border-white/10 bg-ink-900 p-4 last:col-span-2 sm:p-5 sm:last:col-span-1">
            <h3 className="font-sans text-xs font-semibold tracking-[0.22em] text-gold-500 uppercase">{group.title}</h3>
            <dl className="mt-4 space-y-3">
              {group.rows.map((row) => (
                <div key={row.label}>
                  <dt className="text-xs text-stone-400">{row.label}</dt>
                  <dd className="mt-0.5 font-medium text-stone-100">{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}

export function PremiumFeatures({ features }: { features: string[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="premium-features">
      <h2 id="premium-features" className={sectionTitle}>
        {m.vehicle_features({}, { locale })}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-3 rounded-xl border border-white/10 bg-ink-900 px-4 py-3 text-stone-200">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-500/15 text-gold-400">
              <CheckIcon className="size-4" />
            </span>
            <span className="min-w-0">{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
