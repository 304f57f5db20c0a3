import { lazy, startTransition, Suspense, useCallback, useRef, type ComponentType } from "react";
import { useNavigate, type NavigateOptions, type To } from "react-router";

// Parts of a page that nobody uses before touching the page (the footer, the
// contact panel's form, the similar vehicles far below) have their code in
// chunks of their own, fetched once the page has hydrated rather than with it.
// The server renders them in full, and until their code is there they are
// plain HTML that already works: links navigate and forms post, as without
// JavaScript.
//
// React keeps a part that is not hydrated yet exactly as the server sent it.
// An update in a transition that reaches it before its code is there waits for
// the code. A synchronous one cannot wait: React replaces the part's server HTML
// with its empty fallback. React Router sets its location outside transitions,
// so a navigation completed inside an event handler (a hash change, which needs
// no data) is made in startTransition (app/components/fleet/vehicle-gallery.tsx).

// What retries a chunk that failed: the visitor's next move (a pointer moving over the page usually comes well before a click on it).
const INTERACTIONS = ["pointermove", "pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin", "popstate"] as const;
/** The next interaction with the page (any of INTERACTIONS). */
function nextInteraction(): Promise<string> {
  return new Promise<string>((done) => {
    function release(event: Event) {
      for (const type of INTERACTIONS) window.removeEventListener(type, release, true);
      done(event.type);
    }
    for (const type of INTERACTIONS) window.addEventListener(type, release, { capture: true, passive: true });
  });
}

/** Runs after the browser has painted the next frame (a task after the frame's animation callbacks). */
export function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * A navigation that starts after the browser has painted the next frame, in a
 * transition: an interaction's own answer, set in its handler, is painted
 * first, and the router's work (matching, the data request, rendering the page
 * again) is neither that frame's processing time nor a synchronous render that
 * would replace parts still waiting for their code. `alongside` runs in the
 * same transition. A later call replaces one still waiting for its frame.
 */
export function useNavigateAfterPaint() {
  const navigate = useNavigate();
  const latest = useRef(0);
  return useCallback(
    (to: To, options?: NavigateOptions, alongside?: () => void) => {
      const call = (latest.current += 1);
      afterNextPaint(() => {
        if (call !== latest.current) return;
        startTransition(() => {
          alongside?.();
          void navigate(to, options);
        });
      });
    },
    [navigate],
  );
}

/**
 * A chunk's code, however long it takes. A chunk can fail (a redeploy removed
 * it, the connection dropped, it timed out): the promise then stays pending and
 * the load is tried again on the visitor's next interaction, never rejected. A
 * rejected lazy component would hand its error to the nearest error boundary,
 * which replaces the whole page; a pending one leaves React keeping what the
 * server sent, plain HTML that works (links navigate, forms post).
 */
export async function loadWhenPossible<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await nextInteraction();
    }
  }
}

/** React.lazy over loadWhenPossible: a component whose chunk failing never reaches an error boundary. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => loadWhenPossible(load).then((component) => ({ default: component })));
}

/** A component whose code comes in a chunk of its own, after the page's; the server's HTML stands until it is there. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyComponent(load);
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
