import { useEffect, useLayoutEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { basePath, localeOfPath } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { FleetPendingPage } from "./fleet-pending-page";

// What a visitor sees while a client navigation waits for the fleet's data
// (SPEC.md: six placeholder cards; 'Loading luxury experience...' for a
// vehicle). Server-rendered pages always arrive with their data, so this only
// ever shows after hydration. Navigations within /fleet (the brand filter)
// are handled by the fleet page itself, which keeps its heading and filter.
// Both languages alike: the paths are compared without their /es prefix.

const VEHICLE_PAGE = /^\/fleet\/[^/]+\/?$/;

/** The path a plain link navigation is loading, or null (idle, or a form submission). */
export function usePendingPath(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.formMethod) return null;
  return navigation.location.pathname;
}

/**
 * Whether the navigation under way came from the browser's Back or Forward
 * (popstate): that one returns to a page the visitor has seen, at the place
 * they left it, so the current page stays until it is ready.
 */
function useHistoryNavigation(pending: boolean): boolean {
  const [popped, setPopped] = useState(false);
  useEffect(() => {
    function onPop() {
      setPopped(true);
    }
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  // Reset once the navigation ends, during render (no effect, no extra pass).
  if (!pending && popped) setPopped(false);
  return popped && pending;
}

export function FleetNavigationPending({ children }: { children: React.ReactNode }) {
  const pending = usePendingPath();
  const { pathname } = useLocation();
  const leaving = pending !== null && pending !== pathname;
  const popped = useHistoryNavigation(leaving);
  const toFleet = leaving && basePath(pending) === "/fleet" && !popped;
  const showPlaceholder = toFleet;
  // The placeholder is the top of the next page: shown at the top, never at the old offset.
  useLayoutEffect(() => {
    if (showPlaceholder) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [showPlaceholder]);
  // One shape in every state, so the current page is never remounted.
  return (
    <>
      {showPlaceholder ? <FleetPendingPage /> : children}
      {leaving && VEHICLE_PAGE.test(basePath(pending)) ? (
        <p
          role="status"
          className="fixed top-20 left-1/2 z-[65] -translate-x-1/2 rounded-full border border-gold-500/50 bg-black/90 px-5 py-2.5 text-sm font-medium text-gold-300 shadow-2xl"
        >
          {m.fleet_loading_vehicle({}, { locale: localeOfPath(pending) })}
        </p>
      ) : null}
    </>
  );
}
