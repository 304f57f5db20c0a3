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

/** Every card logo's media path. */
export function cardLogoPaths(): string[] {
  return [...new Set([...Object.values(LOGO_BY_BRAND), "brand/bmw-i8.svg"])];
}
