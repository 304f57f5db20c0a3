import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { resolve } from "node:path";
import { measureMemory, printMemory, type MemoryRun } from "./perf/memory.ts";
import { floodRun, measureBypass, printCacheRuns, type BypassRun, type FloodRun } from "./perf/cache-flood.ts";
import { launchChromium, measureFirstLoad, type FirstLoad } from "./perf/first-load.ts";
import { measureFirstTouch, TAP_SCENARIOS, type FirstTouch } from "./perf/interaction.ts";
import { measureAb, printAb, type FirstVisit } from "./perf/ab.ts";
import { CHROME_PATH, measureLighthouse, type LighthouseResult } from "./perf/lighthouse.ts";
import { load, startStaticServer, type LoadResult } from "./perf/load.ts";
import { measureMainThread, printMainThread, type MainThread } from "./perf/main-thread.ts";
import { MAIN_ROUTES } from "./perf/routes.ts";
import { measureLiveEdits, printLiveEdits, type LiveRun } from "./perf/live-edits.ts";
import { measurePictures, printPictures, type PictureReport } from "./perf/pictures.ts";
import { measureRender, printRender, type RenderRun } from "./perf/render.ts";
import { ROOT, startProductionServer, type ProductionServer } from "./perf/server.ts";
import { CONNECTIONS, printReport, printThroughput, THROUGHPUT_ROUNDS, THROUGHPUT_SECONDS, type LoadRun, type Throughput } from "./perf/report.ts";
import { median, round } from "./perf/stats.ts";

// Longer than 250 lines because it is the one place that lists every phase,
// its options and its report; the phases themselves live in scripts/perf/.
// `npm run bench` (after `npm run build`): Lighthouse, first-load bytes, server
// throughput against a static baseline, and a 60 s load run with the server's
// memory before and after, for the main routes; the latency of the first tap
// on the phone menu, a brand filter chip and the gallery (INP, layout shift);
// the main thread's CPU time of a cold load (scripts/perf/main-thread.ts);
// the time from the owner's edit to every visitor, on one container and two
// behind nginx (`live`, scripts/perf/live-edits.ts); a table on stdout and a JSON report in reports/bench.json. It measures, it
// never judges: exit 0 unless it could not run at all.
//
//   npm run bench -- --only=lighthouse,bytes,cpu,throughput,load,bypass,flood,memory,render,inp,live --runs=5 --cpu-runs=7 --tap-runs=5 --load-seconds=60
//
// The picture phases run on a fleet of phone photos (scripts/perf/pictures.ts):
// picture-bytes (a 390 px phone at 3x, scrolled to the end, cold then warm),
// picture-lighthouse (Lighthouse mobile on /, /fleet and a vehicle page through
// the shipped Caddyfile, cold then warm, and warm direct, --runs warm runs), picture-transform (a cold copy of a 12 MP photo, --transform-runs per format)
// and picture-throughput (a cached copy against the same bytes from a bare server).
//
// `--base=DIR`: another checkout with its own build (e.g. main's) is measured too,
// in the same run, for the throughput, bypass, flood and memory phases: before and after.
// memory: resident memory idle and after floods of unique URLs (scripts/perf/memory.ts).
//   npm run bench -- --only=lighthouse --routes=/faq   (some of the main routes only)
//
// Lighthouse runs with its throttling applied as the page loads (slow 4G, 4x
// CPU), medians of --runs (5); the simulated estimate is reported beside it.
//
// `--ab=DIR_A,DIR_B`: two checkouts, each with its own build (e.g. the same code
// with and without a mechanism): only the A/B runs (scripts/perf/ab.ts), A and B
// alternating, medians of --runs and each side's spread, --routes as above.
//   npm run bench -- --ab=../with,../without --runs=5 --routes=/,/fleet
// With `--first-visit=at start,settled`: the first visit to each phone-photo page
// on a fresh server instead (an empty picture cache), right at start and/or
// once the server is idle (scripts/perf/ab.ts).

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key!, value];
  }),
);
const only = new Set((args.get("only") ?? "lighthouse,bytes,cpu,throughput,load,bypass,flood,memory,render,inp,live,picture-bytes,picture-lighthouse,picture-transform,picture-throughput").split(","));
const BASE = args.get("base");
const RUNS = Number(args.get("runs") ?? 5);
const ROUTES: string[] = args.get("routes")?.split(",").filter(Boolean) ?? [...MAIN_ROUTES];
const LOAD_SECONDS = Number(args.get("load-seconds") ?? 60);
const TAP_RUNS = Number(args.get("tap-runs") ?? 5);
const CPU_RUNS = Number(args.get("cpu-runs") ?? 7);
const THROUGHPUT_ROUTES = ["/fleet", "/fleet/lamborghini-urus-orange"];
const TRANSFORM_RUNS = Number(args.get("transform-runs") ?? 7);

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
  // CPU time per request of each server process (ms): what the machine's other tenants change least.
  const ssrCpu: number[] = [];
  const plainCpu: number[] = [];
  try {
    await load(site.url, { connections: CONNECTIONS, seconds: 1, paths: [path] }); // warm-up
    await load(baseline.url, { connections: CONNECTIONS, seconds: 1 });
    // Alternate, so a noisy neighbour hurts both sides alike.
    for (let round = 0; round < THROUGHPUT_ROUNDS; round += 1) {
      let cpu = site.cpuMs();
      ssr.push(await load(site.url, { connections: CONNECTIONS, seconds: THROUGHPUT_SECONDS, paths: [path] }));
      ssrCpu.push((site.cpuMs() - cpu) / ssr.at(-1)!.requests);
      cpu = baseline.cpuMs();
      plain.push(await load(baseline.url, { connections: CONNECTIONS, seconds: THROUGHPUT_SECONDS }));
      plainCpu.push((baseline.cpuMs() - cpu) / plain.at(-1)!.requests);
    }
  } finally {
    await baseline.stop();
  }
  const ssrMedian = medianLoad(ssr);
  const staticMedian = medianLoad(plain);
  return {
    path,
    htmlBytes: html.length,
    ssr: ssrMedian,
    static: staticMedian,
    ratio: round(ssrMedian.rps / staticMedian.rps, 3),
    cpuMsPerRequest: { ssr: round(median(ssrCpu), 3), static: round(median(plainCpu), 3) },
    loads: [round(loadavg()[0]!, 1)],
  };
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

async function main() {
  const ab = args.get("ab")?.split(",");
  if (ab) {
    if (ab.length !== 2) throw new Error("--ab=DIR_A,DIR_B: two checkouts, each built");
    const firstVisit = (args.get("first-visit")?.split(",") ?? []) as FirstVisit[];
    const report = await measureAb({ A: ab[0]!, B: ab[1]! }, ROUTES, RUNS, firstVisit);
    printAb(report);
    mkdirSync(resolve(ROOT, "reports"), { recursive: true });
    writeFileSync(resolve(ROOT, "reports", "bench-ab.json"), `${JSON.stringify({ machine: machine(), ...report }, null, 2)}\n`);
    console.log("\nreports/bench-ab.json written");
    return;
  }
  const site = await startProductionServer();
  const report = {
    machine: machine(),
    routes: ROUTES,
    lighthouse: {} as Record<string, LighthouseResult>,
    firstLoad: {} as Record<string, FirstLoad>,
    mainThread: [] as MainThread[],
    throughput: [] as Throughput[],
    load: null as LoadRun | null,
    cache: { bypass: null as BypassRun | null, flood: null as FloodRun | null },
    base: { throughput: [] as Throughput[], bypass: null as BypassRun | null, flood: null as FloodRun | null },
    render: null as RenderRun | null,
    memory: { this: null as MemoryRun | null, base: null as MemoryRun | null },
    live: [] as LiveRun[],
    firstTouch: [] as FirstTouch[],
    pictures: { coldTransforms: [], bytes: [], throughput: [], lighthouse: [] } as PictureReport,
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
        for (const path of ROUTES) report.firstLoad[path] = await measureFirstLoad(browser, `${site.url}${path}`);
      } finally {
        await browser.close();
      }
    });
    await phase("lighthouse", async () => {
      const results = await measureLighthouse(ROUTES.map((path) => `${site.url}${path}`), RUNS);
      for (const [at, path] of ROUTES.entries()) report.lighthouse[path] = results[at]!;
    });
    await phase("cpu", async () => {
      const browser = await launchChromium();
      try {
        report.mainThread = await measureMainThread(browser, site.url, ROUTES, CPU_RUNS);
      } finally {
        await browser.close();
      }
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
    await phase("bypass", async () => {
      report.cache.bypass = await measureBypass(site);
    });
    await phase("flood", async () => {
      report.cache.flood = await floodRun(site, LOAD_SECONDS);
    });
  } finally {
    await site.stop();
  }
  // The phone-photo fleet: its own stand-ins and servers (scripts/perf/pictures.ts).
  await measurePictures(report.pictures, phase, (site, path) => measureThroughput(site, path), { transform: TRANSFORM_RUNS, lighthouse: RUNS });
  // Starts its own servers: this build without its page cache, and the base.
  await phase("render", async () => {
    report.render = await measureRender(BASE ? resolve(BASE) : undefined);
  });
  // Starts its own server (and the base's) on a cold picture cache.
  await phase("memory", async () => {
    report.memory.this = await measureMemory();
    if (BASE) report.memory.base = await measureMemory(resolve(BASE));
  });
  // Starts its own servers and nginx, on the PostgREST stand-in.
  await phase("live", async () => {
    report.live = await measureLiveEdits();
  });
  if (BASE && ["throughput", "bypass", "flood"].some((name) => only.has(name))) {
    const base = await startProductionServer({}, resolve(BASE));
    try {
      await phase("throughput", async () => {
        for (const path of THROUGHPUT_ROUTES) report.base.throughput.push(await measureThroughput(base, path));
      });
      await phase("bypass", async () => {
        report.base.bypass = await measureBypass(base);
      });
      await phase("flood", async () => {
        report.base.flood = await floodRun(base, LOAD_SECONDS);
      });
    } finally {
      await base.stop();
    }
  }
  printReport({ ...report, runs: RUNS, tapRuns: TAP_RUNS });
  printMainThread(report.mainThread, CPU_RUNS);
  printCacheRuns("this build", report.cache.bypass, report.cache.flood);
  printRender(report.render, BASE ?? "");
  printMemory("this build", report.memory.this);
  printMemory(`base ${BASE}`, report.memory.base);
  printLiveEdits(report.live);
  printPictures(report.pictures, RUNS);
  printThroughput(report.pictures.throughput, "a cached picture copy");
  if (BASE) {
    printThroughput(report.base.throughput, `base ${BASE}`);
    printCacheRuns(`base ${BASE}`, report.base.bypass, report.base.flood);
  }
  mkdirSync(resolve(ROOT, "reports"), { recursive: true });
  writeFileSync(resolve(ROOT, "reports", "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nreports/bench.json written");
}

await main();
