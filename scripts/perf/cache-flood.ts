import { load, type LoadResult } from "./load.ts";
import { MAIN_ROUTES } from "./routes.ts";
import type { ProductionServer } from "./server.ts";
import { median, round, table } from "./stats.ts";

// What a careless or hostile visitor does to the page cache (issue 15): a fresh
// tracking parameter or cookie on every request, and a minute of unique URLs.
// Figures only; `npm run bench -- --only=bypass,flood [--base=../main]`.

const CONNECTIONS = 32;
const SECONDS = 4;
const ROUNDS = 3;

export type BypassRun = {
  cached: LoadResult;
  tracking: LoadResult;
  cookie: LoadResult;
  /** Throughput with a fresh parameter (or cookie) per request over plain cached /fleet. */
  trackingRatio: number;
  cookieRatio: number;
};

export type FloodRun = {
  seconds: number;
  result: LoadResult;
  rssMiB: { before: number; peak: number; after: number; afterIdle: number };
};

function pick(results: LoadResult[]): LoadResult {
  const of = (key: keyof LoadResult) => median(results.map((result) => result[key]));
  return { requests: of("requests"), rps: round(of("rps")), p50Ms: of("p50Ms"), p99Ms: of("p99Ms"), errors: of("errors"), timeouts: of("timeouts"), non2xx: of("non2xx") };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1).toString(36)}`;

/** /fleet cached, with a fresh utm/fbclid per request, and with a fresh cookie per request; alternating rounds, medians. */
export async function measureBypass(site: ProductionServer): Promise<BypassRun> {
  const kinds = {
    cached: () => ({ path: "/fleet" }),
    tracking: () => ({ path: `/fleet?utm_source=bench&fbclid=${unique()}` }),
    cookie: () => ({ path: "/fleet", headers: { Cookie: `_ga=GA1.1.${unique()}` } as Record<string, string> }),
  };
  const results: Record<keyof typeof kinds, LoadResult[]> = { cached: [], tracking: [], cookie: [] };
  await load(site.url, { connections: CONNECTIONS, seconds: 1, paths: ["/fleet"] }); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [kind, next] of Object.entries(kinds) as [keyof typeof kinds, () => { path: string }][]) {
      results[kind].push(await load(site.url, { connections: CONNECTIONS, seconds: SECONDS, next }));
    }
  }
  const cached = pick(results.cached);
  const tracking = pick(results.tracking);
  const cookie = pick(results.cookie);
  return { cached, tracking, cookie, trackingRatio: round(tracking.rps / cached.rps, 3), cookieRatio: round(cookie.rps / cached.rps, 3) };
}

/** Unique URLs over the main routes (random parameters, brands, cookies) for `seconds`; resident memory sampled each second. */
export async function floodRun(site: ProductionServer, seconds: number): Promise<FloodRun> {
  await load(site.url, { connections: CONNECTIONS, seconds: 2, paths: [...MAIN_ROUTES] });
  await new Promise((done) => setTimeout(done, 2000));
  const before = site.rssKiB();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, site.rssKiB())), 1000);
  let index = 0;
  const next = (): { path: string; headers: Record<string, string> } => {
    index += 1;
    const path = MAIN_ROUTES[index % MAIN_ROUTES.length]!;
    const query = index % 3 === 0 ? `brand=${unique()}` : `utm_source=flood&r=${unique()}`;
    return { path: `${path}?${query}`, headers: index % 2 === 0 ? { Cookie: `visitor=${unique()}` } : ({} as Record<string, string>) };
  };
  const result = await load(site.url, { connections: CONNECTIONS, seconds, next });
  clearInterval(sampler);
  const after = site.rssKiB();
  await new Promise((done) => setTimeout(done, 5000));
  const mib = (value: number) => round(value / 1024, 1);
  return { seconds, result, rssMiB: { before: mib(before), peak: mib(Math.max(peak, after)), after: mib(after), afterIdle: mib(site.rssKiB()) } };
}

export function printCacheRuns(label: string, bypass: BypassRun | null, flood: FloodRun | null) {
  if (bypass) {
    console.log(`\nCache bypass (${label}): /fleet, ${CONNECTIONS} connections, medians of ${ROUNDS} alternating ${SECONDS} s runs\n`);
    const row = (name: string, r: LoadResult, ratio: number | string) => [name, r.rps, r.p50Ms, r.p99Ms, r.errors + r.timeouts + r.non2xx, ratio];
    console.log(
      table(
        ["requests", "req/s", "p50 ms", "p99 ms", "errors", "of cached"],
        [row("cached", bypass.cached, 1), row("fresh utm/fbclid", bypass.tracking, bypass.trackingRatio), row("fresh cookie", bypass.cookie, bypass.cookieRatio)],
      ),
    );
  }
  if (flood) {
    const { result: r, rssMiB: m } = flood;
    console.log(`\nUnique-URL flood (${label}): ${flood.seconds} s, ${CONNECTIONS} connections, every request a new URL over the main routes\n`);
    console.log(
      table(
        ["requests", "req/s", "p50 ms", "p99 ms", "errors", "RSS before MiB", "peak", "after", "after 5 s idle"],
        [[r.requests, round(r.rps), r.p50Ms, r.p99Ms, r.errors + r.timeouts + r.non2xx, m.before, m.peak, m.after, m.afterIdle]],
      ),
    );
  }
}
