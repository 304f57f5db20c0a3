import { useEffect, useMemo } from "react";
import { isRouteErrorResponse, useLocation, type ClientInstrumentation } from "react-router";

// A client navigation that fails in the browser (the next page's code or data
// could not be fetched: a redeploy removed a chunk, the connection dropped)
// becomes what a plain link would have done: a full page load of the
// destination, which the server answers with the finished page. Only errors
// raised in the browser after hydration qualify: a page the server rendered
// with its error view (a 404, an outage) shows that view, and a destination
// that fails again within a few seconds is shown as it is, not reloaded in a loop.

const KEY = "document-fallback";
/** A navigation still under way after this long (a request that never ends) is given up for a document load. */
export const ROUTE_CODE_WAIT_MS = 8_000;
const LOOP_WINDOW_MS = 10_000;

/** Whether the page has hydrated (app/root.tsx marks it): false on the server and during hydration. */
export function pageHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated");
}

/** A `{ href, at }` entry this module wrote to sessionStorage, or null (none, unreadable, no storage). */
function stored(key: string): { href?: unknown; at?: unknown } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? "null") as unknown;
    return typeof value === "object" ? (value as { href?: unknown; at?: unknown } | null) : null;
  } catch {
    return null;
  }
}

function recentlyTried(href: string): boolean {
  const last = stored(KEY);
  return last !== null && last.href === href && Date.now() - Number(last.at) < LOOP_WINDOW_MS;
}

/** True while the page is being replaced by a full load of the current location (render nothing in the meantime). */
export function useDocumentFallback(error: unknown): boolean {
  const location = useLocation();
  const href = `${location.pathname}${location.search}${location.hash}`;
  // Decided once per error: a server-rendered error view stays one after hydration.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fallback = useMemo(() => !isRouteErrorResponse(error) && pageHydrated() && !recentlyTried(href), [error]);
  useEffect(() => {
    if (!fallback) return;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ href, at: Date.now() }));
    } catch {
      // Without storage there is no loop guard beyond this one attempt per page.
    }
    window.location.replace(href);
  }, [fallback, href]);
  return fallback;
}

/** The address of the page shown: path, query and fragment. */
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

// React Router answers a route module that cannot be imported during a client
// navigation by reloading the page the visitor is leaving. So a navigation to a
// page is written down (where it goes, from where) the moment the router starts
// it, before any of its code or data is asked for, and forgotten once it is
// over. The page the router's reload brings back finds it written down and
// goes on to the destination (resumeDestination, before it hydrates).
const DESTINATION_KEY = "route-code-destination";
const DESTINATION_WAIT_MS = 10_000;

type Destination = { href: string; from: string; at: number };

function rememberDestination(destination: Destination) {
  try {
    sessionStorage.setItem(DESTINATION_KEY, JSON.stringify(destination));
  } catch {
    // Without storage, only the give-up timer is left.
  }
}

function forgetDestination(href?: string) {
  if (href !== undefined && stored(DESTINATION_KEY)?.href !== href) return;
  try {
    sessionStorage.removeItem(DESTINATION_KEY);
  } catch {
    // Nothing was written down.
  }
}

/**
 * On a page the router reloaded after a navigation from it failed: loads the
 * destination written down and returns true (the caller then does not hydrate).
 * Used once; only a path of this site, only from the page that was being left,
 * and only within DESTINATION_WAIT_MS.
 */
export function resumeDestination(): boolean {
  const pending = stored(DESTINATION_KEY) as Partial<Destination> | null;
  forgetDestination();
  if (!pending || typeof pending.href !== "string" || !pending.href.startsWith("/") || pending.href.startsWith("//")) return false;
  if (pending.from !== here() || pending.href === here() || !(Date.now() - Number(pending.at) <= DESTINATION_WAIT_MS)) return false;
  window.location.assign(pending.href);
  return true;
}

let latest = 0;

/**
 * The router's instrumentation (app/entry.client.tsx) that writes each page
 * navigation (a GET) down while it is under way; one still under way after
 * ROUTE_CODE_WAIT_MS (a request that never ends) is given up for a document
 * load of its destination.
 */
export const routeCodeFallback: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(go, { to, currentUrl, formMethod }) {
        const call = (latest += 1);
        if (typeof to === "number" || (formMethod !== undefined && formMethod.toUpperCase() !== "GET")) return void (await go());
        const url = new URL(to, new URL(currentUrl, window.location.href));
        const href = `${url.pathname}${url.search}${url.hash}`;
        const from = here();
        rememberDestination({ href, from, at: Date.now() });
        const timer = window.setTimeout(() => {
          if (call === latest && here() === from) window.location.assign(href);
        }, ROUTE_CODE_WAIT_MS);
        await go();
        window.clearTimeout(timer);
        forgetDestination(href);
      },
    });
  },
};
