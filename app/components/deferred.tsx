import { lazy, startTransition, Suspense, useCallback, useRef, type ComponentType } from "react";
import { useNavigate, type NavigateOptions, type To } from "react-router";

// Parts of a page that nobody uses before touching the page (the footer, the
// contact panel's form, the similar vehicles far below) are hydrated when the
// visitor first interacts with the page, not with it. The server renders them
// in full, and until then they are plain HTML that already works: links
// navigate and forms post, as without JavaScript. Their code is fetched on the
// first pointer, key, touch, wheel, scroll or focus event, or a history
// navigation, whichever comes first, once the press it began has ended and a
// frame has been painted after it (so a tap's own paint does not wait for them;
// a click that comes before the code, on a footer link say, is simply a plain
// link's navigation); after that (and on client navigations) they load like any
// other component.
//
// React keeps a part that is not hydrated yet exactly as the server sent it.
// An update in a transition that reaches it before its code is there waits for
// the code. A synchronous one cannot wait: React replaces the part's server HTML
// with its empty fallback. React Router sets its location outside transitions,
// so a navigation completed inside an event handler (a hash change, which needs
// no data) is made in startTransition (app/components/fleet/vehicle-gallery.tsx).

// A pointer moving over the page usually comes well before a click on it.
const INTERACTIONS = ["pointermove", "pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin", "popstate"] as const;
// A press (finger, button, key) under way, and the events that end one.
const PRESS_STARTS = ["pointerdown", "touchstart", "keydown"] as const;
const PRESS_ENDS = ["pointerup", "pointercancel", "touchend", "touchcancel", "keyup", "click"] as const;
// A press held longer than this (a long press, a drag) no longer holds the parts back.
const LONGEST_PRESS_MS = 1000;

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
 * Once the interaction that began it is over and its result painted: the tap
 * (or key) that started it gets the main thread to itself, and its next paint
 * (what INP measures) does not wait for the hydration of parts it did not touch.
 * Every press's end (or a press held too long) and a frame painted after it.
 */
function interactionPainted(first: string): Promise<void> {
  return new Promise<void>((done) => {
    let pressed = (PRESS_STARTS as readonly string[]).includes(first);
    let settled = 0;
    const longest = setTimeout(finish, LONGEST_PRESS_MS);
    function onStart() {
      pressed = true;
      settled += 1;
    }
    function onEnd() {
      pressed = false;
      settle();
    }
    function settle() {
      const mark = (settled += 1);
      afterNextPaint(() => {
        if (mark === settled && !pressed) finish();
      });
    }
    function finish() {
      clearTimeout(longest);
      for (const type of PRESS_STARTS) window.removeEventListener(type, onStart, true);
      for (const type of PRESS_ENDS) window.removeEventListener(type, onEnd, true);
      done();
    }
    for (const type of PRESS_STARTS) window.addEventListener(type, onStart, { capture: true, passive: true });
    for (const type of PRESS_ENDS) window.addEventListener(type, onEnd, { capture: true, passive: true });
    settle();
  });
}

// Listening starts when this module is evaluated, before hydration: React
// hydrates the parts' Suspense boundaries in a pass after the root's, and an
// interaction that comes in between counts like any other.
const interaction = typeof window === "undefined" ? Promise.resolve() : nextInteraction().then(interactionPainted);

/** Settles once the first interaction with the page is over and painted (at once on the server). */
export function firstInteraction(): Promise<void> {
  return interaction;
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

/** A component whose code (and hydration) waits for the first interaction with the page. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyComponent(() => firstInteraction().then(load));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
