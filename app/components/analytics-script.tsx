import { useContext, useEffect, useState } from "react";
import { UNSAFE_DataRouterStateContext, useLocation } from "react-router";
import type { Metric } from "web-vitals";
import {
  createEventQueue,
  deliver,
  roundMetric,
  routePattern,
  scriptAttributes,
  type AnalyticsConfig,
  type AnalyticsTarget,
  type EventQueue,
} from "~/seo/analytics";

// The analytics service's script and the reports the site makes to it: a page
// view per page (first load and every client navigation) and Core Web Vitals.
// Rendered only when analytics is configured (see analytics.tsx), so without it
// there is no script tag, no web-vitals chunk and no request to anyone.

const SCRIPT_ID = "analytics-script";

/** Loaded by <Analytics /> only where analytics is configured. */
export default function AnalyticsScript({ config }: { config: AnalyticsConfig }) {
  // After React Router's <Scripts />: a slow analytics service then never holds up hydration.
  return (
    <>
      <script id={SCRIPT_ID} defer src={config.scriptUrl} {...scriptAttributes(config)} />
      <AnalyticsReporter config={config} />
    </>
  );
}

function AnalyticsReporter({ config }: { config: AnalyticsConfig }) {
  const queue = useEventQueue(config);
  const { pathname } = useLocation();
  const route = useRoutePattern();

  useEffect(() => {
    queue.push({ kind: "pageview", path: pathname, route });
  }, [queue, pathname, route]);

  useEffect(() => {
    reportWebVitals(queue, window.location.pathname);
  }, [queue]);

  return null;
}

function useEventQueue(config: AnalyticsConfig): EventQueue {
  const [queue] = useState(() =>
    createEventQueue((event) => deliver(config.provider, window as unknown as AnalyticsTarget, event)),
  );
  useEffect(() => {
    const script = document.getElementById(SCRIPT_ID);
    queue.flush();
    script?.addEventListener("load", queue.flush);
    return () => script?.removeEventListener("load", queue.flush);
  }, [queue]);
  return queue;
}

/**
 * The matched route pattern ("/fleet/:id"). React Router hands it to loaders
 * but has no public hook for it in the browser; its data router state holds
 * the matched route objects, whose paths make the pattern.
 */
function useRoutePattern(): string {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return routePattern(state?.matches.map((match) => match.route.path) ?? []);
}

let vitalsStarted = false;

/**
 * web-vitals is loaded only here, on demand. The values describe the page the
 * visitor landed on (later client navigations are not hard loads), so they are
 * reported against that path, whenever each one becomes final.
 */
function reportWebVitals(queue: EventQueue, landingPath: string) {
  if (vitalsStarted) return;
  vitalsStarted = true;
  import("web-vitals")
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = ({ name, value }: Metric) =>
        queue.push({ kind: "vital", name, value: roundMetric(name, value), path: landingPath });
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
    })
    // A chunk that fails to load (a deploy in between, a flaky network) costs the
    // measurements, never the page.
    .catch(() => undefined);
}
