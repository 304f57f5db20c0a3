import rows from "./demo-catalog.json" with { type: "json" };

// The embedded demo fleet: what the site serves when no Supabase project is
// configured (DESIGN.md "The vehicle catalog"). Rows have exactly the shape
// Supabase returns, so they go through the same intake as live data. Images
// are storage paths in the `media` bucket (demo copies live in public/media).
//
// Deliberate gaps and quirks, each covering a case the pages must handle:
// booked vehicles, vehicles without images, description, features, colours
// or fuel, and one pair of Huracans whose colours give the same slug
// ('Verde Mantis Pearl' and 'Verde Mantis' -> lamborghini-huracan-verde-mantis).
// Rental terms vary: the most powerful cars ask an older driver and a larger
// deposit; some rows leave every term empty, so the defaults show.
// The rows themselves are data, in demo-catalog.json.

export type VehicleRow = {
  id: string;
  brand: string;
  model: string;
  variant: string | null;
  description: string | null;
  year: number;
  images: string[];
  is_available: boolean;
  is_featured: boolean;
  price_per_day: number;
  price_per_hour: number;
  fuel_type: string | null;
  transmission: string | null;
  color_exterior: string | null;
  color_interior: string | null;
  power_hp: number | null;
  special_features: string[];
  created_at: string;
  // The owner's Spanish (shown on /es pages); null or [] shows the English.
  description_es: string | null;
  special_features_es: string[];
  // Rental terms; null means "the site-wide default".
  min_driver_age: number | null;
  security_deposit: number | null;
  miles_per_day: number | null;
  extra_mile_price: number | null;
  min_rental_hours: number | null;
};

export const DEMO_VEHICLE_ROWS: VehicleRow[] = rows;

export const DEMO_IMAGE_PATHS: string[] = [...new Set(DEMO_VEHICLE_ROWS.flatMap((row) => row.images))];
