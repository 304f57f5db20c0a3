import * as v from "valibot";

// Rows from any backend are checked with this schema where they enter (the
// catalog sources, on the server). It lives apart from vehicle.ts so the
// browser, which only formats vehicles, never loads valibot for it.

const optionalText = v.nullish(v.pipe(v.string(), v.trim()), null);
/** A list of short texts (special features): trimmed, blanks dropped. */
const textList = v.pipe(
  v.nullish(v.array(v.string()), []),
  v.transform((list) => list.map((item) => item.trim()).filter(Boolean)),
);
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
  special_features: textList,
  created_at: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), "must be a timestamp"),
  ),
  // The owner's Spanish (supabase/migrations/20261127130100_vehicle_spanish.sql):
  // absent on a database without that migration, empty where not written.
  description_es: v.optional(optionalText),
  special_features_es: v.optional(textList),
});
