import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is in the manifest the page loads (1.1 KiB gzip): no
  // /__manifest request after hydration, and no re-render of the page with the
  // routes it would patch in (e2e/pages/shell.test.ts, docs/decisions/013).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
