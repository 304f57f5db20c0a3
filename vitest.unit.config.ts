import { configDefaults, defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

// `npm run test:unit`: the unit and route tests, with no build and no browser.
// Left out: e2e/ (a browser and the built server) and the two files that read
// the client build (`npm test` runs them after building).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: [...configDefaults.exclude, "tests/first-load-js.test.ts", "scripts/message-runtime.test.ts"],
  },
});
