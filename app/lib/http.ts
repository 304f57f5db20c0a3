// Cache policies, named once and applied through each route's `headers` export.
// Every visitor sees the same page, so the owner's proxy or CDN may share it,
// but an edit must reach every visitor within 15 s (docs/decisions/007): the
// live updates' check (CATALOG_CHECK_SECONDS, 5 s) + a 4 s s-maxage + 4 s of
// stale-while-revalidate = 13 s, with 2 s left for the catalog read and the
// render. During an outage a stale copy beats an error page for a day.

export const PAGE_CACHE = "public, max-age=0, s-maxage=4, stale-while-revalidate=4, stale-if-error=86400";
/** Outages and per-visitor answers (form errors) must never be shared. */
export const NO_STORE = "no-store";

/**
 * `headers` export for page routes: an action's answer (a form with errors) or a
 * loader (e.g. a 503) may override the shared policy.
 */
export function pageHeaders({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders?: Headers }): HeadersInit {
  return {
    "Cache-Control": actionHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PAGE_CACHE,
  };
}
