import { Suspense, use, useEffect, useState, type ReactNode, type RefObject } from "react";
import { firstInteraction } from "~/components/deferred";
import { hold, newGate } from "~/hydration/held-parts";
import { pageHydrated } from "~/hydration/navigation-fallback";

// Parts of a long list below the first screen (the fleet's cards after the
// first row) hydrate as deferred() parts do, after the first interaction with
// the page, but each only once its box is within a screen of the viewport.
// Hydrated all at once on the first interaction, twenty-odd cards kept a
// phone's main thread busy for a second or more (4x CPU), and a visitor's tap
// in that second (the swipe along the brand chips that releases them, then a
// tap on a chip) waited behind it. The server's HTML works meanwhile: links
// navigate, the carousel moves by its dots.
//
// A part is held by a promise its Suspense boundary waits on during hydration
// only; rendered later (after a client navigation) it renders at once. Every
// held part is let go the moment the router is asked for anything
// (app/hydration/held-parts.ts).

/** How far beyond the viewport a part is let go: a screen's height ahead of the visitor. */
const NEAR = "100% 0px";

function Held({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  if (until) use(until);
  return children;
}

/** `children`, hydrated once the page has been interacted with and `box` (their container) is near the viewport. */
export function HydrateWhenNear({ box, children }: { box: RefObject<Element | null>; children: ReactNode }) {
  // Only a part hydrating from the server's HTML is held (checked once: no re-render depends on it).
  const [gate] = useState(() => (typeof window !== "undefined" && !pageHydrated() ? newGate() : null));
  useEffect(() => {
    if (!gate) return;
    const unhold = hold(gate);
    let observer: IntersectionObserver | null = null;
    let live = true;
    void firstInteraction().then(() => {
      const element = box.current;
      if (!live) return;
      if (!element || typeof IntersectionObserver === "undefined") return gate.open();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          gate.open();
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
    });
    return () => {
      live = false;
      observer?.disconnect();
      unhold();
    };
  }, [gate, box]);
  return (
    <Suspense fallback={null}>
      <Held until={gate?.promise ?? null}>{children}</Held>
    </Suspense>
  );
}
