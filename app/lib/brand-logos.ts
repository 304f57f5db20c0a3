import type { Vehicle } from "./vehicle";

// Wordmarks the project draws for the brands SPEC.md lists (no trademarked
// logos), as media paths: the owner may replace each with their own, in any
// format the picture pipeline takes (docs/decisions/018). BMW's card mark
// exists for the i8 only, as listed.

const LOGO_BY_BRAND: Record<string, string> = {
  lamborghini: "brand/lamborghini.svg",
  "rolls-royce": "brand/rolls-royce.svg",
  mercedes: "brand/mercedes.svg",
  "mercedes-benz": "brand/mercedes.svg",
  audi: "brand/audi.svg",
  chevrolet: "brand/chevrolet.svg",
  cadillac: "brand/cadillac.svg",
  mclaren: "brand/mclaren.svg",
};

/** Media path of the vehicle's brand wordmark, or null when there is none. */
export function brandLogoPath(vehicle: Pick<Vehicle, "brand" | "model">): string | null {
  const brand = vehicle.brand.trim().toLowerCase().replace(/\s+/g, "-");
  if (brand === "bmw") return /^i8\b/i.test(vehicle.model.trim()) ? "brand/bmw-i8.svg" : null;
  return LOGO_BY_BRAND[brand] ?? null;
}

/** SPEC.md's ten brands of the home page's wall, in its order, with their logos' media paths. */
export const BRAND_WALL = [
  { name: "Lamborghini", path: "brand/lamborghini.svg" },
  { name: "Rolls-Royce", path: "brand/rolls-royce.svg" },
  { name: "Mercedes", path: "brand/mercedes.svg" },
  { name: "BMW", path: "brand/bmw.svg" },
  { name: "Audi", path: "brand/audi.svg" },
  { name: "Ferrari", path: "brand/ferrari.svg" },
  { name: "Porsche", path: "brand/porsche.svg" },
  { name: "McLaren", path: "brand/mclaren.svg" },
  { name: "Corvette", path: "brand/corvette.svg" },
  { name: "Land Rover", path: "brand/land-rover.svg" },
] as const;

/** Every logo the site may show (the wall's and the cards'): prepared at start-up and checked by `npm run media:check`. */
export const BRAND_LOGO_PATHS: readonly string[] = [...new Set([...BRAND_WALL.map((brand) => brand.path), ...Object.values(LOGO_BY_BRAND), "brand/bmw-i8.svg"])];
