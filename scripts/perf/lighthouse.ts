import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadavg } from "node:os";
import { median, round } from "./stats.ts";

// Lighthouse's mobile configuration with its throttling applied to the browser
// as the page loads (`throttlingMethod: "devtools"`: slow 4G and a 4x slower
// CPU), as a phone loads the page: the bench's figure. Beside it, Lighthouse's
// default simulated estimate (`"simulate"`: a model run over an unthrottled
// trace), from a run of its own right after each applied one. One warm-up run
// of each route, then the routes in turn, so a busy minute on the shared
// machine hurts them alike; medians.

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * Chrome's flags. Nothing may wait on the network: every other host fails at
 * once. A `siteHost` (the site behind the test's Caddy, as deployed) resolves
 * to this machine, and the certificate of Caddy's local CA, which this Chrome
 * does not trust, is taken.
 */
function chromeFlags(siteHost?: string): string[] {
  const mapped = siteHost ? `MAP ${siteHost} 127.0.0.1, ` : "";
  return [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    `--host-resolver-rules=${mapped}MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
    ...(siteHost ? ["--ignore-certificate-errors"] : []),
  ];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type Throttling = "devtools" | "simulate";

/** The simulated estimate's figures (medians), beside the applied ones. */
export type SimulatedFigures = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; speedIndexMs: number; lcpRunsMs: number[] };

/** The applied figures (medians), and the simulated estimate's when it was run. */
export type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The main thread's work as the trace recorded it (mainthread-work-breakdown), wall time. */
  mainThreadMs: number;
  /** The one-minute load average as each run started. */
  loads: number[];
  /** Each run's TBT, in run order. */
  tbtRunsMs: number[];
  /** Each run's LCP, in run order. */
  lcpRunsMs: number[];
  simulated: SimulatedFigures | null;
  /** Audits scored below 1 in any measured run, for the report. */
  failing: string[];
};

type Run = Omit<LighthouseResult, "loads" | "tbtRunsMs" | "lcpRunsMs" | "simulated"> & { load: number };

/** One run in a Chrome of its own: a reused browser sometimes loses the trace's navigation start. */
async function runOnce(url: string, throttlingMethod: Throttling, siteHost?: string): Promise<Run> {
  const load = round(loadavg()[0]!, 2);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: chromeFlags(siteHost), logLevel: "silent" });
  let result;
  try {
    result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod, onlyCategories: [...CATEGORIES] });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 || category.id !== "performance")
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.scoreDisplayMode !== "informative")
      // Performance metrics score on a curve: name only those well off it.
      .filter((audit) => audit.score! < (category.id === "performance" ? 0.9 : 1))
      .map((audit) => `${category.id}/${audit.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    speedIndexMs: metric("speed-index"),
    mainThreadMs: metric("mainthread-work-breakdown"),
    failing,
    load,
  };
}

/**
 * Headless Chromium now and then records a trace without the navigation's start
 * (Lighthouse: NO_NAVSTART, "please run Lighthouse again"): such a run is repeated.
 */
async function runWithRetries(url: string, throttling: Throttling, siteHost?: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, throttling, siteHost);
    } catch (error) {
      if (attempt >= attempts || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(String(error))) throw error;
      console.error(`lighthouse: ${url}: ${String(error)}; running again`);
    }
  }
}

/**
 * For each URL, `runs` measured runs after one warm-up (which fills the
 * server's caches), the URLs in turn; each measured run applied, then (unless
 * `simulated: false`) simulated. Without the warm-up (`warmUp: false`),
 * a URL's first run is the server's first visit to it (a cold page).
 * `siteHost`: the host name of a URL served by the test's Caddy (chromeFlags).
 */
export async function measureLighthouse(
  urls: string[],
  runs = 5,
  { warmUp = true, siteHost, simulated = true }: { warmUp?: boolean; siteHost?: string; simulated?: boolean } = {},
): Promise<LighthouseResult[]> {
  if (warmUp) for (const url of urls) await runWithRetries(url, "devtools", siteHost);
  const applied = urls.map(() => [] as Run[]);
  const estimated = urls.map(() => [] as Run[]);
  for (let index = 0; index < runs; index += 1) {
    for (const [at, url] of urls.entries()) {
      applied[at]!.push(await runWithRetries(url, "devtools", siteHost));
      if (simulated) estimated[at]!.push(await runWithRetries(url, "simulate", siteHost));
    }
  }
  return applied.map((list, at) => summarize(list, simulated ? estimated[at]! : null));
}

/** Medians of a URL's runs. */
export function summarize(list: Run[], simulatedRuns: Run[] | null): LighthouseResult {
  const pick = (runs: Run[], key: keyof Omit<Run, "failing">) => median(runs.map((run) => run[key]));
  return {
    performance: pick(list, "performance"),
    accessibility: pick(list, "accessibility"),
    bestPractices: pick(list, "bestPractices"),
    seo: pick(list, "seo"),
    fcpMs: pick(list, "fcpMs"),
    lcpMs: pick(list, "lcpMs"),
    tbtMs: pick(list, "tbtMs"),
    cls: pick(list, "cls"),
    speedIndexMs: pick(list, "speedIndexMs"),
    mainThreadMs: pick(list, "mainThreadMs"),
    loads: list.map((run) => run.load),
    tbtRunsMs: list.map((run) => round(run.tbtMs)),
    lcpRunsMs: list.map((run) => round(run.lcpMs)),
    failing: [...new Set(list.flatMap((run) => run.failing))].sort(),
    simulated: simulatedRuns
      ? {
          performance: pick(simulatedRuns, "performance"),
          fcpMs: pick(simulatedRuns, "fcpMs"),
          lcpMs: pick(simulatedRuns, "lcpMs"),
          tbtMs: pick(simulatedRuns, "tbtMs"),
          speedIndexMs: pick(simulatedRuns, "speedIndexMs"),
          lcpRunsMs: simulatedRuns.map((run) => round(run.lcpMs)),
        }
      : null,
  };
}

/** One applied run of `url` (no warm-up, no simulated run): the A/B's unit. */
export function lighthouseRun(url: string): Promise<Run> {
  return runWithRetries(url, "devtools");
}

export type { Run as LighthouseRun };
