import { CPU_SLOWDOWN, type FirstTouch } from "./interaction.ts";
import type { FirstLoad } from "./first-load.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import { kib, round, table } from "./stats.ts";

// The bench's tables on stdout (scripts/bench.ts measures; this prints).

export const CONNECTIONS = 32;
export const THROUGHPUT_SECONDS = 4;
export const THROUGHPUT_ROUNDS = 3;

export type Throughput = {
  path: string;
  htmlBytes: number;
  ssr: LoadResult;
  static: LoadResult;
  /** SSR requests per second over static-file requests per second (medians). */
  ratio: number;
  /** Each server process's CPU time (user + system) per request, medians of the rounds. */
  cpuMsPerRequest: { ssr: number; static: number };
  /** The one-minute load average when the runs ended. */
  loads: number[];
};

export type LoadRun = {
  seconds: number;
  connections: number;
  paths: string[];
  result: LoadResult;
  rssKiB: { before: number; peak: number; after: number; afterIdle: number };
};


export function printThroughput(throughput: Throughput[], label: string) {
  if (throughput.length === 0) return;
  console.log(
    `\nThroughput (${label}): ${CONNECTIONS} connections, medians of ${THROUGHPUT_ROUNDS} alternating ${THROUGHPUT_SECONDS} s runs; static = the same HTML bytes from a bare node:http server\n`,
  );
  const rows = throughput.flatMap((t) => [
    [t.path, "SSR", kib(t.htmlBytes), t.ssr.rps, t.ssr.p50Ms, t.ssr.p99Ms, t.ssr.errors + t.ssr.timeouts + t.ssr.non2xx, t.cpuMsPerRequest.ssr, t.ratio, t.loads.join(" ")],
    ["", "static", "", t.static.rps, t.static.p50Ms, t.static.p99Ms, t.static.errors + t.static.timeouts + t.static.non2xx, t.cpuMsPerRequest.static, "", ""],
  ]);
  console.log(table(["route", "server", "KiB", "req/s", "p50 ms", "p99 ms", "errors", "CPU ms/req", "SSR/static", "load avg"], rows));
}

export function printReport(report: {
  machine: { lighthouse: string };
  lighthouse: Record<string, LighthouseResult>;
  firstLoad: Record<string, FirstLoad>;
  throughput: Throughput[];
  load: LoadRun | null;
  firstTouch: FirstTouch[];
  runs: number;
  tapRuns: number;
}) {
  if (Object.keys(report.lighthouse).length > 0) {
    console.log(
      `\nLighthouse ${report.machine.lighthouse}, mobile, throttling applied as the page loads (slow 4G, 4x CPU): medians of ${report.runs} runs after one warm-up, the routes in turn; main = the main thread's work in the trace (wall time: the machine's other tenants lengthen it); sim = Lighthouse's simulated estimate, from its own run after each applied one\n`,
    );
    const rows = Object.entries(report.lighthouse).map(([path, r]) => [
      path,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      round(r.fcpMs),
      round(r.lcpMs),
      round(r.tbtMs),
      round(r.cls, 3),
      round(r.speedIndexMs),
      round(r.mainThreadMs),
      r.lcpRunsMs.join(" "),
      r.tbtRunsMs.join(" "),
      r.simulated ? round(r.simulated.lcpMs) : "-",
      r.simulated ? round(r.simulated.tbtMs) : "-",
      r.simulated ? r.simulated.performance : "-",
      r.loads.map((load) => round(load, 1)).join(" "),
    ]);
    console.log(table(["route", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms", "main ms", "LCP runs", "TBT runs", "sim LCP", "sim TBT", "sim perf", "load avg"], rows));
    for (const [path, r] of Object.entries(report.lighthouse)) {
      if (r.failing.length > 0) console.log(`  ${path}: below full marks in some run: ${r.failing.join(", ")}`);
    }
  }
  if (Object.keys(report.firstLoad).length > 0) {
    console.log("\nFirst load in Chromium (KiB): every script of a fresh page load, and the document\n");
    const rows = Object.entries(report.firstLoad).map(([path, r]) => [
      path,
      r.scripts.length,
      kib(r.js.raw),
      kib(r.js.gzip),
      kib(r.js.brotli),
      kib(r.html.raw),
      kib(r.html.gzip),
      kib(r.html.brotli),
    ]);
    console.log(table(["route", "scripts", "JS raw", "JS gzip", "JS br", "HTML raw", "HTML gzip", "HTML br"], rows));
  }
  printThroughput(report.throughput, "this build");
  if (report.firstTouch.length > 0) {
    console.log(
      `\nFirst tap on a cold page: Chromium mobile emulation 412 px with touch, CPU ${CPU_SLOWDOWN}x slower; INP (web-vitals) median of ${report.tapRuns} runs, layout shift from load to 1.5 s after the tap (largest run)\n`,
    );
    const rows = report.firstTouch.map((touch) => {
      const values = touch.runs.map((run) => (run.inpMs === null ? "-" : round(run.inpMs))).join(" ");
      return [touch.name, touch.path, touch.inpMs === null ? "-" : round(touch.inpMs), values, touch.cls];
    });
    console.log(table(["tap", "route", "INP ms", "runs (ms)", "CLS"], rows));
  }
  if (report.load) {
    const { result, rssKiB: rss, seconds } = report.load;
    const mib = (value: number) => round(value / 1024, 1);
    console.log(`\nLoad: ${seconds} s, ${report.load.connections} connections over the main routes\n`);
    console.log(
      table(
        ["requests", "req/s", "p50 ms", "p99 ms", "errors", "timeouts", "non-2xx", "RSS before MiB", "peak", "after", "after 5 s idle"],
        [[result.requests, round(result.rps), result.p50Ms, result.p99Ms, result.errors, result.timeouts, result.non2xx, mib(rss.before), mib(rss.peak), mib(rss.after), mib(rss.afterIdle)]],
      ),
    );
  }
}

