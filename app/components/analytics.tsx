import { Suspense } from "react";
import { lazyComponent } from "~/hydration/deferred";
import type { AnalyticsConfig } from "~/seo/analytics";

// Analytics is optional: without configuration this renders nothing and the
// browser loads none of its code; with it, the script tag and the reporter come
// in a chunk of their own.

const AnalyticsScript = lazyComponent(() => import("./analytics-script").then((module) => module.default));

export function Analytics({ config }: { config: AnalyticsConfig | null }) {
  if (!config) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsScript config={config} />
    </Suspense>
  );
}
