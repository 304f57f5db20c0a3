import type { Catalog } from "../catalog/catalog.server";
import { fleetBrands, requestedBrand, UNKNOWN_BRAND } from "../catalog/fleet";
import { basePath } from "../i18n/i18n";

// The page cache's key for a URL (server/page-cache.ts). No page is made for one visitor (no accounts, no
// cookies read), and a page depends only on its path and the query parameters its
// route reads, so the key holds exactly those, normalised to what the route
// makes of them. Everything else (utm_*, fbclid, gclid, a random cache-buster)
// is dropped: such a URL is answered with the very page its clean URL gets.
//
// Decided here: no redirect for a spelling (a 301 per stray parameter would
// still be a response per URL); `?brand=FERRARI` and `?brand=ferrari` are one
// entry, and every brand the fleet does not have is one entry too (the loader
// renders all of them alike, see UNKNOWN_BRAND). Canonical links already name
// the clean URL (app/seo/seo.ts takes a path from the route, never the request).

/**
 * The key; a plain string at once for every URL but a brand filter, which needs
 * the fleet's brands. The one query parameter any route reads is the fleet's `brand` (also /es/fleet);
 * every other parameter is dropped from the key.
 */
export function pageKey(url: URL, catalog: Catalog): string | Promise<string> {
  const path = url.pathname;
  if (basePath(path) !== "/fleet") return path;
  const param = url.searchParams.get("brand");
  const brand = param === null ? null : requestedBrand(param);
  if (brand === null) return path;
  return catalog.fleet().then(
    (fleet) => `${path}?brand=${fleetBrands(fleet).some((option) => option.slug === brand) ? encodeURIComponent(brand) : UNKNOWN_BRAND}`,
    // No catalog: the page is a 503 that is never stored, whatever the key.
    () => `${path}?brand=${encodeURIComponent(brand)}`,
  );
}
