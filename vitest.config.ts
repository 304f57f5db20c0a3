import { defineConfig } from "vitest/config";
import SlowestFirstSequencer from "./e2e/support/sequencer.ts";

// Unit and route tests sit beside the code; browser tests in e2e/ drive the built
// production server with Debian's Chromium (`npm test` builds first).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts", "e2e/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Three files at once on 2 cores: browser tests spend much of their time waiting
    // (throttled networks, held requests, timers), so a third fills the gaps.
    maxWorkers: 3,
    // Browser tests on 2 shared cores: the heavier visitor walks (issue 14) need more than 30 s under load.
    testTimeout: 90_000,
    // One retry: a browser walk that loses a race with a loaded machine gets a second
    // run; a real failure fails twice (the report lists every retried test as flaky).
    retry: 1,
    hookTimeout: 60_000,
    // The slowest files first, also on a run without vitest's results cache (e2e/support/sequencer.ts).
    sequence: { sequencer: SlowestFirstSequencer },
    // The second names every browser engine that could not run, and why; the third every retried test.
    reporters: ["default", "./e2e/support/engine-reporter.ts", "./e2e/support/retry-reporter.ts"],
  },
});
