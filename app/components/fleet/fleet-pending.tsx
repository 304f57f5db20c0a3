import { useLocation, useNavigation } from "react-router";
import { FleetIntro } from "./fleet-intro";
import { FleetSkeletonGrid } from "./vehicle-card-skeleton";

// What a visitor sees while a client navigation waits for the fleet's data
// (SPEC.md: six placeholder cards; 'Loading luxury experience...' for a
// vehicle). Server-rendered pages always arrive with their data, so this only
// ever shows after hydration. Navigations within /fleet (the brand filter)
// are handled by the fleet page itself, which keeps its heading and filter.

const VEHICLE_PAGE = /^\/fleet\/[^/]+\/?$/;

/** The path a plain link navigation is loading, or null (idle, or a form submission). */
export function usePendingPath(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.formMethod) return null;
  return navigation.location.pathname;
}

export function FleetNavigationPending({ children }: { children: React.ReactNode }) {
  const pending = usePendingPath();
  const { pathname } = useLocation();
  const leaving = pending !== null && pending !== pathname;
  // One shape in every state, so the current page is never remounted.
  return (
    <>
      {leaving && pending === "/fleet" ? <FleetPendingPage /> : children}
      {leaving && VEHICLE_PAGE.test(pending) ? (
        <p
          role="status"
          className="fixed top-20 left-1/2 z-[65] -translate-x-1/2 rounded-full border border-gold-500/50 bg-black/90 px-5 py-2.5 text-sm font-medium text-gold-300 shadow-2xl"
        >
          Loading luxury experience...
        </p>
      ) : null}
    </>
  );
}

function FleetPendingPage() {
  return (
    <div className="container-page py-16 sm:py-20">
      <FleetIntro />
      <div className="mt-12">
        <FleetSkeletonGrid />
      </div>
    </div>
  );
}
