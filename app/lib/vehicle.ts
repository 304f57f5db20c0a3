import * as v from "valibot";

// A vehicle as the site uses it: SPEC.md section 3's fields. Rows from any
// backend are checked with `VehicleRowSchema` where they enter.

const optionalText = v.nullish(v.pipe(v.string(), v.trim()), null);
const price = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
  v.minValue(0),
);

export const VehicleRowSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty()),
  brand: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  model: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  variant: optionalText,
  description: optionalText,
  year: v.nullish(v.pipe(v.number(), v.integer()), null),
  images: v.pipe(
    v.nullish(v.array(v.string()), []),
    v.transform((list) => list.map((url) => url.trim()).filter(Boolean)),
  ),
  is_available: v.nullish(v.boolean(), true),
  is_featured: v.nullish(v.boolean(), false),
  price_per_day: v.nullish(price, null),
  price_per_hour: v.nullish(price, null),
  fuel_type: optionalText,
  transmission: optionalText,
  color_exterior: optionalText,
  color_interior: optionalText,
  power_hp: v.nullish(v.pipe(v.number(), v.integer()), null),
  special_features: v.pipe(
    v.nullish(v.array(v.string()), []),
    v.transform((list) => list.map((item) => item.trim()).filter(Boolean)),
  ),
  created_at: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), "must be a timestamp"),
  ),
});

export type Vehicle = v.InferOutput<typeof VehicleRowSchema>;

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
