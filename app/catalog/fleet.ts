import { m } from "~/paraglide/messages";
import { brandLogoPath } from "./brand-logos";
import type { Locale } from "../i18n/i18n";
import { withoutPreview, type Picture } from "../pictures/picture";
import type { Pictures } from "../pictures/pictures.server";
import { slugify } from "./slug";
import type { CatalogVehicle } from "./vehicle";

// The fleet page's view of the catalog: the brand filter and the fields a card
// shows. Pure, so the loader, the components and the tests agree.

/** What a vehicle card needs; the loader sends only this, keeping the page small. */
export type CardVehicle = Pick<
  CatalogVehicle,
  "slug" | "brand" | "model" | "variant" | "year" | "is_available" | "price_per_day" | "price_per_hour"
> & {
  images: Picture[];
  /** The brand's logo (app/catalog/brand-logos.ts) through the picture pipeline, or null: chosen on the server. */
  logo: Picture | null;
};

/** What the home page's showcase shows of a vehicle; the loader sends only this, keeping the page small. */
export type ShowcaseVehicle = Pick<CatalogVehicle, "id" | "slug" | "brand" | "model" | "variant" | "description"> & { images: Picture[] };

export function toShowcaseVehicle(vehicle: CatalogVehicle, picture: (ref: string) => Picture): ShowcaseVehicle {
  const { id, slug, brand, model, variant, description, images } = vehicle;
  return { id, slug, brand, model, variant, description, images: images.map((image) => picture(image)) };
}

export type BrandOption = { name: string; slug: string };

/** The cards a first screen can show: one row of the widest grid (three columns). */
export const FIRST_SCREEN_CARDS = 3;

/**
 * A card's photos. Only a card of the first screen keeps a blurred preview,
 * on its first photo: a card further down fetches its photo before the
 * visitor scrolls to it (lazy loading looks ahead), and a carousel's later
 * photos come when the visitor reaches for it. Each preview is about 100
 * incompressible bytes, twice in the page (the HTML and its data), and the
 * document must fit a connection's first round trip
 * (e2e/server/render-output.test.ts).
 */
export function toCardVehicle(vehicle: CatalogVehicle, { picture, logo: logoOf }: Pick<Pictures, "picture" | "logo">, firstScreen = false): CardVehicle {
  const { slug, brand, model, variant, year, images, is_available, price_per_day, price_per_hour } = vehicle;
  const photos = images.map((image, index) => (firstScreen && index === 0 ? picture(image) : withoutPreview(picture(image))));
  const logo = brandLogoPath(vehicle);
  return { slug, brand, model, variant, year, images: photos, logo: logo === null ? null : logoOf(logo), is_available, price_per_day, price_per_hour };
}

/**
 * `?brand=` values are brand slugs ('rolls-royce', 'land-rover'): readable,
 * shareable and free of spaces. Any spelling that slugs the same matches.
 */
export function brandSlug(brand: string): string {
  return slugify(brand);
}

/** Distinct brands in order of first appearance in the (newest-first) list. */
export function fleetBrands(vehicles: readonly Pick<CatalogVehicle, "brand">[]): BrandOption[] {
  const seen = new Map<string, BrandOption>();
  for (const { brand } of vehicles) {
    const slug = brandSlug(brand);
    if (slug && !seen.has(slug)) seen.set(slug, { name: brand, slug });
  }
  return [...seen.values()];
}

/**
 * What the page says is active for a brand the fleet does not have: any such
 * request renders the same page (no filter link current, not indexed), so the
 * page cache keeps one copy for all of them (app/document/page-key.server.ts).
 */
export const UNKNOWN_BRAND = "~";

/** The brand a `?brand=` value asks for: null means all; '' or 'all' count as all. */
export function requestedBrand(param: string | null): string | null {
  const slug = brandSlug(param ?? "");
  return slug === "" || slug === "all" ? null : slug;
}

export function filterByBrand<T extends Pick<CatalogVehicle, "brand">>(vehicles: readonly T[], slug: string | null): T[] {
  return slug === null ? [...vehicles] : vehicles.filter((vehicle) => brandSlug(vehicle.brand) === slug);
}

export function brandFilterHref(slug: string | null): string {
  return slug === null ? "/fleet" : `/fleet?brand=${encodeURIComponent(slug)}`;
}

const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** '$1,495'; cents only when there are some ('$199.50'). */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? WHOLE_DOLLARS.format(amount) : CENTS.format(amount);
}

/** '$1,495' (US dollars in both languages) or a plain note when the backend has no price. */
export function priceText(amount: number | null, locale: Locale): string {
  return amount === null ? m.fleet_price_on_request({}, { locale }) : formatUsd(amount);
}
