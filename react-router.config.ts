import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is in the manifest the page loads (about 10 KB, the same file
  // either way): no /__manifest request after hydration, and no re-render of
  // the page with the routes it would patch in (e2e/shell.test.ts).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
