// Optional web analytics (SPEC.md: page views with route and path, and a
// speed-measurement script), for a Plausible- or Umami-compatible service the
// owner may host themselves. Pure pieces here; the browser side is
// components/analytics.tsx. Only what a dashboard needs leaves the page: the
// path, the route pattern and Core Web Vitals values. No query strings (they
// can carry anything), no cookies, nothing about the visitor.

export const ANALYTICS_PROVIDERS = ["plausible", "umami"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export type AnalyticsConfig = {
  provider: AnalyticsProvider;
  scriptUrl: string;
  /** Plausible: the site's domain as registered there. Umami: the website id. */
  domain: string;
  /** The service's origin: the Content-Security-Policy must allow it in script-src and connect-src. */
  origin: string;
};

export type AnalyticsEvent =
  | { kind: "pageview"; path: string; route: string }
  | { kind: "vital"; name: string; value: number; path: string };

type PlausibleOptions = { u: string; props: Record<string, string | number> };
type UmamiPayload = Record<string, unknown>;
/** The globals the two services' scripts define, as far as we use them. */
export type AnalyticsTarget = {
  location: { origin: string };
  plausible?: (event: string, options: PlausibleOptions) => void;
  umami?: { track(payload: (defaults: UmamiPayload) => UmamiPayload): unknown };
};

/** Attributes of the service's script tag. Umami tracks pages itself unless told not to. */
export function scriptAttributes(config: AnalyticsConfig): Record<string, string> {
  return config.provider === "umami"
    ? { "data-website-id": config.domain, "data-auto-track": "false" }
    : { "data-domain": config.domain };
}

/** The matched routes' paths joined as React Router joins them: "/fleet/:id", "/*", "/". */
export function routePattern(paths: readonly (string | undefined)[]): string {
  const joined = paths.filter(Boolean).join("/").replace(/\/\/+/g, "/");
  return joined.startsWith("/") ? joined : `/${joined}`;
}

/** Milliseconds as whole numbers; CLS is unitless and small, so four decimals. */
export function roundMetric(name: string, value: number): number {
  return name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * Hands one event to the service's script. False when that script has not run
 * (yet, or ever: blockers are common), so the caller can keep the event.
 */
export function deliver(provider: AnalyticsProvider, target: AnalyticsTarget, event: AnalyticsEvent): boolean {
  if (provider === "plausible") {
    if (typeof target.plausible !== "function") return false;
    const u = `${target.location.origin}${event.path}`;
    if (event.kind === "pageview") target.plausible("pageview", { u, props: { route: event.route, path: event.path } });
    else target.plausible(event.name, { u, props: { value: event.value } });
    return true;
  }
  if (typeof target.umami?.track !== "function") return false;
  // The function form keeps Umami's own fields (website id, title...) and replaces the URL.
  if (event.kind === "pageview") {
    target.umami.track((defaults) => ({ ...defaults, url: event.path, data: { route: event.route, path: event.path } }));
  } else {
    target.umami.track((defaults) => ({ ...defaults, url: event.path, name: event.name, data: { value: event.value } }));
  }
  return true;
}

/** Events wait here until the script has loaded; a bounded wait, so a blocked script costs nothing. */
export function createEventQueue(send: (event: AnalyticsEvent) => boolean, limit = 20) {
  const pending: AnalyticsEvent[] = [];
  function flush() {
    while (pending.length > 0 && send(pending[0]!)) pending.shift();
  }
  return {
    push(event: AnalyticsEvent) {
      flush();
      if (pending.length === 0 && send(event)) return;
      if (pending.length < limit) pending.push(event);
    },
    flush,
  };
}

export type EventQueue = ReturnType<typeof createEventQueue>;
