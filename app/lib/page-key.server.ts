import type { Catalog } from "./catalog.server";
import { fleetBrands, requestedBrand, UNKNOWN_BRAND } from "./fleet";

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
// the clean URL (app/lib/seo.ts takes a path from the route, never the request).

/**
 * The key; a plain string at once for every URL but a brand filter, which needs
 * the fleet's brands. The one query parameter any route reads is /fleet's `brand`;
 * every other parameter is dropped from the key.
 */
export function pageKey(url: URL, catalog: Catalog): string | Promise<string> {
  if (url.pathname !== "/fleet") return url.pathname;
  const param = url.searchParams.get("brand");
  const brand = param === null ? null : requestedBrand(param);
  if (brand === null) return "/fleet";
  return catalog.fleet().then(
    (fleet) => `/fleet?brand=${fleetBrands(fleet).some((option) => option.slug === brand) ? encodeURIComponent(brand) : UNKNOWN_BRAND}`,
    // No catalog: the page is a 503 that is never stored, whatever the key.
    () => `/fleet?brand=${encodeURIComponent(brand)}`,
  );
}
