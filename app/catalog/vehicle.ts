import type * as v from "valibot";
import type { Locale } from "../i18n/i18n";
import type { RentalTerms } from "./rental-terms";
import type { VehicleRowSchema } from "./vehicle-row.server";

// A vehicle as the site uses it: SPEC.md section 3's fields. Rows from any
// backend are checked with `VehicleRowSchema` (vehicle-row.server.ts) where they enter.

export type Vehicle = v.InferOutput<typeof VehicleRowSchema> & {
  /** The row's own rental terms (null values use the defaults); null when the backend has no such columns. */
  terms: RentalTerms | null;
};

/** A vehicle with its canonical path segment, as every page receives it. */
export type CatalogVehicle = Vehicle & { slug: string };

/** The owner's Spanish columns: a page shows the texts of its own language instead. */
type SpanishColumns = "description_es" | "special_features_es";

/**
 * The vehicle as a page in `locale` shows it: on a Spanish page the owner's
 * Spanish description and features, each the English one where the Spanish is
 * empty (or the database has no such column). The Spanish columns themselves
 * are left out, so a page sends one language.
 */
export function ownWordsIn<T extends Vehicle>(vehicle: T, locale: Locale): Omit<T, SpanishColumns> {
  const { description_es, special_features_es, ...shown } = vehicle;
  if (locale === "en") return shown;
  return {
    ...shown,
    description: description_es || shown.description,
    special_features: special_features_es && special_features_es.length > 0 ? special_features_es : shown.special_features,
  };
}

export function vehicleName(vehicle: Pick<Vehicle, "brand" | "model">): string {
  return `${vehicle.brand} ${vehicle.model}`;
}

export function vehiclePath(vehicle: Pick<CatalogVehicle, "slug">): string {
  return `/fleet/${vehicle.slug}`;
}

/** Newest first, by created_at; ties keep a stable order by id. */
export function byNewest(a: Vehicle, b: Vehicle): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id);
}
