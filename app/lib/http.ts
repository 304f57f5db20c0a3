// Cache policies, named once and applied through each route's `headers` export.
// Every visitor sees the same page, so the owner's proxy or CDN may keep pages
// for a minute and serve a stale copy while it refreshes.

export const PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Files whose URL changes with their content: hashed assets and picture copies. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
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
