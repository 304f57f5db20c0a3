// Cache policies, named once and applied through each route's `headers` export.
// Every visitor sees the same page, so the owner's proxy or CDN may share it,
// but an edit must reach every visitor within 15 s (docs/decisions/007): the
// live updates' check (CATALOG_CHECK_SECONDS, 5 s) + a 4 s s-maxage + 4 s of
// stale-while-revalidate = 13 s, with 2 s left for the catalog read and the
// render. During an outage a stale copy beats an error page for a day.

export const PAGE_CACHE = "public, max-age=0, s-maxage=4, stale-while-revalidate=4, stale-if-error=86400";
/** Files whose URL changes with their content: hashed assets and picture copies. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Outages and per-visitor answers (form errors) must never be shared. */
export const NO_STORE = "no-store";

/**
 * What a page shows, named for a CDN that purges by tag (Cloudflare's `Cache-Tag`,
 * comma-separated; one header only, since every byte of a page's headers counts
 * against its first round trip: a CDN that reads another header, such as
 * Fastly's `Surrogate-Key`, copies it from this one): `fleet` and `faq`
 * (every page: the footer's vehicle links and the FAQ link), `vehicle:{id}` for
 * each vehicle a page shows by itself (a vehicle page, its similar vehicles, the
 * home showcase). A tag names data, not a URL, so a slug taken over by a new car,
 * or a page in another language, carries the same tags.
 */
export function cacheTagHeaders(tags: Iterable<string>): Record<string, string> {
  const unique = [...new Set(tags)];
  return { "Cache-Tag": unique.join(",") };
}

export const vehicleTag = (id: string) => `vehicle:${id}`;

function tagsOf(headers: Headers | undefined): string[] {
  return headers?.get("Cache-Tag")?.split(",").filter(Boolean) ?? [];
}

/**
 * `headers` export for page routes: an action's answer (a form with errors) or a
 * loader (e.g. a 503) may override the shared policy. The tags are the parent
 * routes' and the loader's together.
 */
export function pageHeaders({
  loaderHeaders,
  actionHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders?: Headers;
  parentHeaders?: Headers;
}): HeadersInit {
  const tags = [...tagsOf(parentHeaders), ...tagsOf(loaderHeaders)];
  return {
    "Cache-Control": actionHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PAGE_CACHE,
    ...(tags.length > 0 ? cacheTagHeaders(tags) : {}),
  };
}
