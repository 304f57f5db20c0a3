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

let interaction: Promise<void> | undefined;

function firstInteraction(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  interaction ??= new Promise<void>((done) => {
    function release() {
      for (const type of INTERACTIONS) window.removeEventListener(type, release, true);
      done();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, release, { capture: true, passive: true });
  });
  return interaction;
}

/** A component whose code (and hydration) waits for the first interaction with the page. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => firstInteraction().then(load).then((component) => ({ default: component })));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
