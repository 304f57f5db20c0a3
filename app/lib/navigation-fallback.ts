import { useEffect, useMemo } from "react";
import { isRouteErrorResponse, matchRoutes, useLocation, type RouteObject } from "react-router";

// A client navigation that fails in the browser (the next page's code or data
// could not be fetched: a redeploy removed a chunk, the connection dropped)
// becomes what a plain link would have done: a full page load of the
// destination, which the server answers with the finished page. Only errors
// raised in the browser after hydration qualify: a page the server rendered
// with its error view (a 404, an outage) shows that view, and a destination
// that fails again within a few seconds is shown as it is, not reloaded in a loop.

const KEY = "document-fallback";
/** A route module still not there after this long (a request that never ends) is given up for a document load too. */
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

type ManifestRoute = { id: string; module: string };
type RouterGlobals = {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
};

type NavigationTarget = { pathname: string; search: string; hash: string };
type DataRouter = {
  subscribe(listener: (state: { navigation: { state: string; location?: NavigationTarget } }) => void): () => void;
};

/**
 * React Router answers a route module that cannot be imported during a client
 * navigation by reloading the page the visitor is leaving. Each route module
 * the navigation needs and does not have yet is imported here too, the moment
 * the router starts the navigation (the browser fetches it once for both): if
 * it fails, the destination is loaded as a document instead, a navigation
 * started a task after the router's reload and so the one the browser follows.
 * A module still not there after ROUTE_CODE_WAIT_MS (a request that never
 * ends) is given up the same way.
 */
export function useRouteCodeFallback(): void {
  useEffect(() => {
    if (resumeDestination()) return;
    const router = (window as unknown as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
    if (!router) return;
    let watching: string | null = null;
    let timer = 0;
    const unsubscribe = router.subscribe(({ navigation }) => {
      const target = navigation.state === "idle" ? undefined : navigation.location;
      const href = target ? `${target.pathname}${target.search}${target.hash}` : null;
      if (href === watching) return;
      window.clearTimeout(timer);
      if (watching) forgetDestination(watching);
      watching = href;
      if (href) timer = watchRouteCode(href, () => watching === href);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, []);
}

// The router's reload of the page being left can still win: its own import of
// the module may fail first, and a page the server answers from its cache can
// commit before the destination's load starts (seen under load: the visitor
// stayed on the page they were leaving). So the destination is written down
// when a navigation needs code the browser lacks, forgotten once that code
// has loaded or the navigation is over, and a page that hydrates while it is
// written down goes on to it.
const DESTINATION_KEY = "route-code-destination";
const DESTINATION_WAIT_MS = 10_000;

function rememberDestination(href: string) {
  try {
    sessionStorage.setItem(DESTINATION_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // Without storage the task started after the router's reload is all there is.
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

/** On a page that hydrated after a failed navigation's reload: true when it goes on to the destination written down. */
function resumeDestination(): boolean {
  const pending = stored(DESTINATION_KEY);
  forgetDestination(); // used once
  // Only a path of this site (never another origin's address).
  if (!pending || typeof pending.href !== "string" || !pending.href.startsWith("/") || pending.href.startsWith("//")) return false;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (pending.href === here || !(Date.now() - Number(pending.at) <= DESTINATION_WAIT_MS)) return false;
  window.location.assign(pending.href);
  return true;
}

/** Imports the route modules `href` needs and the browser lacks; returns the give-up timer (0 if none is missing). */
function watchRouteCode(href: string, stillGoing: () => boolean): number {
  const globals = window as unknown as RouterGlobals;
  const manifest = globals.__reactRouterManifest?.routes ?? {};
  const loaded = globals.__reactRouterRouteModules ?? {};
  const routes = Object.values(manifest).filter((route): route is ManifestRoute => route !== undefined);
  const tree = routeTree(routes as (ManifestRoute & { parentId?: string; path?: string; index?: boolean })[]);
  const missing = (matchRoutes(tree, href) ?? [])
    .map(({ route }) => manifest[route.id!])
    .filter((entry): entry is ManifestRoute => entry !== undefined && !(entry.id in loaded));
  if (missing.length === 0) return 0;
  // Written down before any import can fail: the router's own import may fail
  // (and its reload start) before this one does.
  rememberDestination(href);
  let settled = 0;
  const loadDocument = () => window.setTimeout(() => window.location.assign(href), 0);
  for (const entry of missing) {
    import(/* @vite-ignore */ entry.module).then(() => {
      settled += 1;
      if (settled === missing.length) forgetDestination(href);
    }, loadDocument);
  }
  return window.setTimeout(() => {
    if (settled < missing.length && stillGoing()) window.location.assign(href);
  }, ROUTE_CODE_WAIT_MS);
}

function routeTree(routes: (ManifestRoute & { parentId?: string; path?: string; index?: boolean })[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}
