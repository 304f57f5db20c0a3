import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadavg } from "node:os";
import { median, round } from "./stats.ts";

// Lighthouse's default configuration: a mobile device with simulated throttling
// (slow 4G, 4x CPU slowdown). One warm-up run of each route, then the routes
// in turn, so a busy minute on the shared machine hurts them alike; medians.

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
  /** Audits scored below 1 in any measured run, for the report. */
  failing: string[];
};

type Run = Omit<LighthouseResult, "loads" | "tbtRunsMs"> & { load: number };

/** One run in a Chrome of its own: a reused browser sometimes loses the trace's navigation start. */
async function runOnce(url: string, siteHost?: string): Promise<Run> {
  const load = round(loadavg()[0]!, 2);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: chromeFlags(siteHost), logLevel: "silent" });
  let result;
  try {
    result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
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
async function runWithRetries(url: string, siteHost?: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, siteHost);
    } catch (error) {
      if (attempt >= attempts || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(String(error))) throw error;
      console.error(`lighthouse: ${url}: ${String(error)}; running again`);
    }
  }
}

/**
 * For each URL, `runs` measured runs after one warm-up (which fills the
 * server's caches), the URLs in turn. Without the warm-up (`warmUp: false`),
 * a URL's first run is the server's first visit to it (a cold page).
 * `siteHost`: the host name of a URL served by the test's Caddy (chromeFlags).
 */
export async function measureLighthouse(urls: string[], runs = 3, { warmUp = true, siteHost }: { warmUp?: boolean; siteHost?: string } = {}): Promise<LighthouseResult[]> {
  if (warmUp) for (const url of urls) await runWithRetries(url, siteHost);
  const measured = urls.map(() => [] as Run[]);
  for (let index = 0; index < runs; index += 1) {
    for (const [at, url] of urls.entries()) measured[at]!.push(await runWithRetries(url, siteHost));
  }
  return measured.map((list) => {
    const pick = (key: keyof Omit<Run, "failing">) => median(list.map((run) => run[key]));
    return {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      fcpMs: pick("fcpMs"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
      speedIndexMs: pick("speedIndexMs"),
      mainThreadMs: pick("mainThreadMs"),
      loads: list.map((run) => run.load),
      tbtRunsMs: list.map((run) => round(run.tbtMs)),
      failing: [...new Set(list.flatMap((run) => run.failing))].sort(),
    };
  });
}
