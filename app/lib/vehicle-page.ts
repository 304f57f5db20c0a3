import { formatUsd } from "./fleet";
import type { SiteConfig } from "./site";
import type { Crumb } from "./structured-data";
import { vehicleName, vehiclePath, type CatalogVehicle, type Vehicle } from "./vehicle";

// Words and links of the vehicle page, with SPEC.md's strings quoted exactly.

export const NOT_AVAILABLE = "N/A";

/** SPEC.md section 7: the share text; the page URL follows it. */
export function shareText(site: Pick<SiteConfig, "name">, vehicle: Pick<Vehicle, "brand" | "model">): string {
  return `Check out this amazing ${vehicle.brand} ${vehicle.model} at ${site.name}!`;
}

/** A WhatsApp share to any chat (no number): the visitor picks the contact. */
export function whatsappShareHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** SPEC.md section 7: the message the booking panel's WhatsApp button starts. */
export function enquiryText(vehicle: Pick<Vehicle, "brand" | "model">): string {
  return `Hi! I'm interested in the ${vehicle.brand} ${vehicle.model}. Can you provide more information about availability and pricing?`;
}

/** '$1,495' or a plain note when the backend has no price. */
export function priceText(amount: number | null): string {
  return amount === null ? "On request" : formatUsd(amount);
}

const DESCRIPTION_LIMIT = 160;

/** The meta description: the vehicle's own text, or one built from its facts. */
export function vehicleMetaDescription(vehicle: Vehicle): string {
  const own = vehicle.description?.replace(/\s+/g, " ").trim();
  if (own) return own.length <= DESCRIPTION_LIMIT ? own : `${own.slice(0, DESCRIPTION_LIMIT - 1).replace(/\s+\S*$/, "")}…`;
  const title = [vehicle.year, vehicleName(vehicle), vehicle.variant].filter(Boolean).join(" ");
  const price = vehicle.price_per_day === null ? "" : ` from ${formatUsd(vehicle.price_per_day)} per day`;
  return `Rent the ${title} in Miami${price}. Instant confirmation, 24/7 support and flexible cancellation.`;
}

/** Home > Fleet > the vehicle: the visible breadcrumb and its JSON-LD. */
export function vehicleCrumbs(vehicle: CatalogVehicle): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Fleet", path: "/fleet" },
    { name: vehicleName(vehicle), path: vehiclePath(vehicle) },
  ];
}
