import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { resolve } from "node:path";
import { launchChromium, measureFirstLoad, type FirstLoad } from "./perf/first-load.ts";
import { CPU_SLOWDOWN, measureFirstTouch, TAP_SCENARIOS, type FirstTouch } from "./perf/interaction.ts";
import { CHROME_PATH, measureLighthouse, type LighthouseResult } from "./perf/lighthouse.ts";
import { load, startStaticServer, type LoadResult } from "./perf/load.ts";
import { MAIN_ROUTES } from "./perf/routes.ts";
import { ROOT, startProductionServer, type ProductionServer } from "./perf/server.ts";
import { kib, median, round, table } from "./perf/stats.ts";

// `npm run bench` (after `npm run build`): Lighthouse, first-load bytes, server
// throughput against a static baseline, and a 60 s load run with the server's
// memory before and after, for the main routes; the latency of the first tap
// on the phone menu, a brand filter chip and the gallery (INP, layout shift);
// a table on stdout and a JSON report in reports/bench.json. It measures, it
// never judges: exit 0 unless it could not run at all.
//
//   npm run bench -- --only=lighthouse,bytes,throughput,load,inp --runs=3 --load-seconds=60 --tap-runs=5

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key!, value];
  }),
);
const only = new Set((args.get("only") ?? "lighthouse,bytes,throughput,load,inp").split(","));
const RUNS = Number(args.get("runs") ?? 3);
const LOAD_SECONDS = Number(args.get("load-seconds") ?? 60);
const TAP_RUNS = Number(args.get("tap-runs") ?? 5);
const THROUGHPUT_SECONDS = 4;
const THROUGHPUT_ROUNDS = 3;
const CONNECTIONS = 32;
const THROUGHPUT_ROUTES = ["/fleet", "/fleet/lamborghini-urus-orange"];

type Throughput = {
  path: string;
  htmlBytes: number;
  ssr: LoadResult;
  static: LoadResult;
  /** SSR requests per second over static-file requests per second (medians). */
  ratio: number;
};

type LoadRun = {
  seconds: number;
  connections: number;
  paths: string[];
  result: LoadResult;
  rssKiB: { before: number; peak: number; after: number; afterIdle: number };
};

function version(command: string, argv: string[]): string {
  try {
    return execFileSync(command, argv, { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function machine() {
  const pkg = (name: string) =>
    (JSON.parse(readFileSync(resolve(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  return {
    date: new Date().toISOString(),
    commit: version("git", ["rev-parse", "--short", "HEAD"]),
    cpu: `${cpus().length} x ${cpus()[0]?.model ?? "unknown"}`,
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    node: process.version,
    chromium: version(CHROME_PATH, ["--version"]),
    lighthouse: pkg("lighthouse"),
    autocannon: pkg("autocannon"),
  };
}

function medianLoad(results: LoadResult[]): LoadResult {
  const pick = (key: keyof LoadResult) => median(results.map((result) => result[key]));
  return {
    requests: pick("requests"),
    rps: round(pick("rps")),
    p50Ms: pick("p50Ms"),
    p99Ms: pick("p99Ms"),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

async function measureThroughput(site: ProductionServer, path: string): Promise<Throughput> {
  // The very bytes the load generator gets (it sends no Accept-Encoding).
  const response = await fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "identity" } });
  const html = Buffer.from(await response.arrayBuffer());
  const baseline = await startStaticServer(html);
  const ssr: LoadResult[] = [];
  const plain: LoadResult[] = [];
  try {
    await load(site.url, { connections: CONNECTIONS, seconds: 1, paths: [path] }); // warm-up
    await load(baseline.url, { connections: CONNECTIONS, seconds: 1 });
    // Alternate, so a noisy neighbour hurts both sides alike.
    for (let round = 0; round < THROUGHPUT_ROUNDS; round += 1) {
      ssr.push(await load(site.url, { connections: CONNECTIONS, seconds: THROUGHPUT_SECONDS, paths: [path] }));
      plain.push(await load(baseline.url, { connections: CONNECTIONS, seconds: THROUGHPUT_SECONDS }));
    }
  } finally {
    await baseline.stop();
  }
  const ssrMedian = medianLoad(ssr);
  const staticMedian = medianLoad(plain);
  return { path, htmlBytes: html.length, ssr: ssrMedian, static: staticMedian, ratio: round(ssrMedian.rps / staticMedian.rps, 3) };
}

async function loadRun(site: ProductionServer, seconds: number): Promise<LoadRun> {
  const paths = [...MAIN_ROUTES];
  await load(site.url, { connections: CONNECTIONS, seconds: 2, paths }); // every route rendered once
  await new Promise((done) => setTimeout(done, 2000));
  const before = site.rssKiB();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, site.rssKiB())), 1000);
  const result = await load(site.url, { connections: CONNECTIONS, seconds, paths });
  clearInterval(sampler);
  const after = site.rssKiB();
  await new Promise((done) => setTimeout(done, 5000));
  return { seconds, connections: CONNECTIONS, paths, result, rssKiB: { before, peak: Math.max(peak, after), after, afterIdle: site.rssKiB() } };
}

function printReport(report: {
  machine: ReturnType<typeof machine>;
  lighthouse: Record<string, LighthouseResult>;
  firstLoad: Record<string, FirstLoad>;
  throughput: Throughput[];
  load: LoadRun | null;
  firstTouch: FirstTouch[];
}) {
  if (Object.keys(report.lighthouse).length > 0) {
    console.log(`\nLighthouse ${report.machine.lighthouse}, mobile, simulated throttling: medians of ${RUNS} runs after one warm-up\n`);
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
    ]);
    console.log(table(["route", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms"], rows));
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
  if (report.throughput.length > 0) {
    console.log(
      `\nThroughput: ${CONNECTIONS} connections, medians of ${THROUGHPUT_ROUNDS} alternating ${THROUGHPUT_SECONDS} s runs; static = the same HTML bytes from a bare node:http server\n`,
    );
    const rows = report.throughput.flatMap((t) => [
      [t.path, "SSR", kib(t.htmlBytes), t.ssr.rps, t.ssr.p50Ms, t.ssr.p99Ms, t.ssr.errors + t.ssr.timeouts + t.ssr.non2xx, t.ratio],
      ["", "static", "", t.static.rps, t.static.p50Ms, t.static.p99Ms, t.static.errors + t.static.timeouts + t.static.non2xx, ""],
    ]);
    console.log(table(["route", "server", "KiB", "req/s", "p50 ms", "p99 ms", "errors", "SSR/static"], rows));
  }
  if (report.firstTouch.length > 0) {
    console.log(
      `\nFirst tap on a cold page: Chromium mobile emulation 412 px with touch, CPU ${CPU_SLOWDOWN}x slower; INP (web-vitals) median of ${TAP_RUNS} runs, layout shift from load to 1.5 s after the tap (largest run)\n`,
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

async function main() {
  const site = await startProductionServer();
  const report = {
    machine: machine(),
    routes: [...MAIN_ROUTES],
    lighthouse: {} as Record<string, LighthouseResult>,
    firstLoad: {} as Record<string, FirstLoad>,
    throughput: [] as Throughput[],
    load: null as LoadRun | null,
    firstTouch: [] as FirstTouch[],
    /** A phase that failed is reported and skipped; the others still run. */
    failures: [] as string[],
  };
  async function phase(name: string, run: () => Promise<void>) {
    if (!only.has(name)) return;
    console.error(`bench: ${name} ...`);
    try {
      await run();
    } catch (error) {
      report.failures.push(`${name}: ${(error as Error).stack ?? String(error)}`);
      console.error(`bench: ${name} failed:`, error);
    }
  }
  try {
    await phase("bytes", async () => {
      const browser = await launchChromium();
      try {
        for (const path of MAIN_ROUTES) report.firstLoad[path] = await measureFirstLoad(browser, `${site.url}${path}`);
      } finally {
        await browser.close();
      }
    });
    await phase("lighthouse", async () => {
      for (const path of MAIN_ROUTES) report.lighthouse[path] = await measureLighthouse(`${site.url}${path}`, RUNS);
    });
    await phase("throughput", async () => {
      for (const path of THROUGHPUT_ROUTES) report.throughput.push(await measureThroughput(site, path));
    });
    await phase("inp", async () => {
      const browser = await launchChromium();
      try {
        for (const scenario of TAP_SCENARIOS) report.firstTouch.push(await measureFirstTouch(browser, site.url, scenario, TAP_RUNS));
      } finally {
        await browser.close();
      }
    });
    await phase("load", async () => {
      report.load = await loadRun(site, LOAD_SECONDS);
    });
  } finally {
    await site.stop();
  }
  printReport(report);
  mkdirSync(resolve(ROOT, "reports"), { recursive: true });
  writeFileSync(resolve(ROOT, "reports", "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nreports/bench.json written");
}

await main();
