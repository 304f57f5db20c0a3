import type * as v from "valibot";
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
