import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * The visitor's motion preference, live. The server cannot know it, so its
 * answer is "reduce": nothing moves until the browser says it may.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}

/** How a scripted scroll should move: instantly when the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(QUERY).matches ? "instant" : "smooth";
}
