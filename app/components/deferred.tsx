import { lazy, Suspense, type ComponentType } from "react";

// Parts of a page that nobody uses before touching the page (the footer, the
// contact panel's form, the similar vehicles far below) are hydrated when the
// visitor first interacts with the page, not with it. The server renders them
// in full, and until then they are plain HTML that already works: links
// navigate and forms post, as without JavaScript. Their code is fetched on the
// first pointer, key, touch, wheel, scroll or focus event, or a history
// navigation, whichever comes first (a click that comes before the code, on a
// footer link say, is simply a plain link's navigation); after that (and on client navigations)
// they load like any other component.
//
// React keeps a part that is not hydrated yet exactly as the server sent it.
// An update that reaches it before its code is there (a navigation, which
// always follows an interaction) waits for the code, which is by then on its way.

// A pointer moving over the page usually comes well before a click on it.
const INTERACTIONS = ["pointermove", "pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin", "popstate"] as const;

/** The next interaction with the page (any of INTERACTIONS). */
function nextInteraction(): Promise<void> {
  return new Promise<void>((done) => {
    function release() {
      for (const type of INTERACTIONS) window.removeEventListener(type, release, true);
      done();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, release, { capture: true, passive: true });
  });
}

let interaction: Promise<void> | undefined;

function firstInteraction(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  interaction ??= nextInteraction();
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
