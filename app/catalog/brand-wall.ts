import { cardLogoPaths } from "./brand-logos.ts";

// The home page's brand wall: SPEC.md's ten brands in its order, each with its
// logo's media path (the project's wordmark, or the owner's own in any format
// the picture pipeline takes, docs/decisions/018). Apart from app/catalog/brand-logos.ts
// so the fleet's code does not carry it.

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
export function brandLogoPaths(): string[] {
  return [...new Set([...BRAND_WALL.map((brand) => brand.path), ...cardLogoPaths()])];
}
