import { m } from "~/paraglide/messages";
import type { Locale } from "../i18n/i18n";
import type { Vehicle } from "./vehicle";

// The vehicle page's specifications block (SPEC.md: Performance, Design and
// Availability, missing values as N/A). Apart from vehicle-page.ts because only
// the specifications, which hydrate on the first interaction, need it. The
// values arrive in the page's language already (the loader says the owner's
// known vocabularies in it, app/i18n/vocabulary.ts).

export function availabilityLabel(vehicle: Pick<Vehicle, "is_available">, locale: Locale): string {
  return vehicle.is_available ? m.spec_available({}, { locale }) : m.spec_unavailable({}, { locale });
}

export type SpecGroup = { title: string; rows: { label: string; value: string }[] };

export function specGroups(vehicle: Vehicle, locale: Locale): SpecGroup[] {
  const missing = m.vocab_not_available({}, { locale });
  const orNA = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? missing : String(value));
  return [
    {
      title: m.spec_performance({}, { locale }),
      rows: [
        { label: m.spec_fuel_type({}, { locale }), value: orNA(vehicle.fuel_type) },
        { label: m.spec_transmission({}, { locale }), value: orNA(vehicle.transmission) },
        { label: m.spec_power({}, { locale }), value: vehicle.power_hp === null ? missing : m.spec_power_value({ hp: vehicle.power_hp }, { locale }) },
      ],
    },
    {
      title: m.spec_design({}, { locale }),
      rows: [
        { label: m.spec_year({}, { locale }), value: orNA(vehicle.year) },
        { label: m.spec_exterior_color({}, { locale }), value: orNA(vehicle.color_exterior) },
        { label: m.spec_interior_color({}, { locale }), value: orNA(vehicle.color_interior) },
      ],
    },
    { title: m.spec_availability({}, { locale }), rows: [{ label: m.spec_status({}, { locale }), value: availabilityLabel(vehicle, locale) }] },
  ];
}
