import { m } from "~/paraglide/messages";
import { formatUsd } from "./fleet";
import { localePath, type Locale } from "../i18n/i18n";
import type { SiteConfig } from "../lib/site";
import type { Crumb } from "../seo/structured-data";
import { vehicleName, vehiclePath, type CatalogVehicle, type Vehicle } from "./vehicle";

// Words and links of the vehicle page, in the page's language; SPEC.md's
// English strings live in messages/en.json exactly as quoted there.

/** SPEC.md section 7: the share text; the page URL follows it. */
export function shareText(site: Pick<SiteConfig, "name">, vehicle: Pick<Vehicle, "brand" | "model">, locale: Locale): string {
  return m.share_text({ brand: vehicle.brand, model: vehicle.model, product: site.name }, { locale });
}

/** A WhatsApp share to any chat (no number): the visitor picks the contact. */
export function whatsappShareHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** SPEC.md section 7: the message the booking panel's WhatsApp button starts. */
export function enquiryText(vehicle: Pick<Vehicle, "brand" | "model">, locale: Locale): string {
  return m.vehicle_whatsapp_enquiry({ brand: vehicle.brand, model: vehicle.model }, { locale });
}

const DESCRIPTION_LIMIT = 160;

/** The meta description: the vehicle's own text (in the page's language), or one built from its facts. */
export function vehicleMetaDescription(vehicle: Vehicle, locale: Locale): string {
  const own = vehicle.description?.replace(/\s+/g, " ").trim();
  if (own) return own.length <= DESCRIPTION_LIMIT ? own : `${own.slice(0, DESCRIPTION_LIMIT - 1).replace(/\s+\S*$/, "")}…`;
  const title = [vehicle.year, vehicleName(vehicle), vehicle.variant].filter(Boolean).join(" ");
  return vehicle.price_per_day === null
    ? m.vehicle_meta_description({ title }, { locale })
    : m.vehicle_meta_description_priced({ title, price: formatUsd(vehicle.price_per_day) }, { locale });
}

/** Home > Fleet > the vehicle, in the page's language and at its addresses: the visible breadcrumb and its JSON-LD. */
export function vehicleCrumbs(vehicle: CatalogVehicle, locale: Locale): Crumb[] {
  return [
    { name: m.nav_home({}, { locale }), path: localePath(locale, "/") },
    { name: m.nav_fleet({}, { locale }), path: localePath(locale, "/fleet") },
    { name: vehicleName(vehicle), path: localePath(locale, vehiclePath(vehicle)) },
  ];
}

// The specifications block (SPEC.md: Performance, Design and Availability,
// missing values as N/A). The values arrive in the page's language already
// (the loader says the owner's known vocabularies in it, app/i18n/vocabulary.ts).

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
