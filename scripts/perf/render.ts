import { load, type LoadResult } from "./load.ts";
import { startProductionServer, type ProductionServer } from "./server.ts";
import { median, round, table } from "./stats.ts";

// The cost of rendering /fleet with no page cache in front (issue 15, item 5):
// every request is a full render. Both this build and a `--base=` checkout run
// with PAGE_CACHE=off; a base from before issue 15 has no such switch, but any
// Cookie header skipped its cache there, so the base's requests carry one too
// (harmless where the switch exists). The two alternate round by round, in the
// same run, so a noisy neighbour hurts both alike. On a machine shared with
// other work, req/s is mostly the share of the cores the server was given; the
// server's own CPU time per request (from /proc) is what a render costs it.

const CONNECTIONS = 32;
const SECONDS = 4;
// Each server first serves this long, unmeasured: V8 is still compiling the
// render's hot paths after a second of it (CPU per request fell by a quarter
// from the first measured round to the third with a 1 s warm-up), and a
// deployed server has long been past that.
const WARM_UP_SECONDS = 4;
const ROUNDS = 3;
const PATH = "/fleet";

type Rendered = LoadResult & { cpuMsPerRequest: number };

export type RenderRun = {
  path: string;
  site: Rendered;
  base: Rendered | null;
  ratio: number | null;
  cpuRatio: number | null;
  /** Each round's req/s and p99, this build's and the base's: the medians hide how far they move. */
  rounds: { site: [number, number][]; base: [number, number][] };
};

function pick(results: Rendered[]): Rendered {
  const of = (key: keyof Rendered) => median(results.map((result) => result[key]));
  return {
    requests: of("requests"),
    rps: round(of("rps")),
    p50Ms: of("p50Ms"),
    p99Ms: of("p99Ms"),
    errors: of("errors"),
    timeouts: of("timeouts"),
    non2xx: of("non2xx"),
    cpuMsPerRequest: round(of("cpuMsPerRequest"), 2),
  };
}

/**
 * A load run, with the server's CPU time per request over it; it returns
 * once the server is done with it: a server still finishing requests the load
 * generator gave up on (the base went on rendering for about 0.2 s of CPU
 * time after its runs, its garbage collector on the other core too) would
 * otherwise run into the next server's run and count against that one.
 */
async function measured(server: ProductionServer, options: Parameters<typeof load>[1]): Promise<Rendered> {
  const before = server.cpuMs();
  const result = await load(server.url, options);
  const cpuMsPerRequest = (server.cpuMs() - before) / Math.max(1, result.requests);
  await quiet(server);
  return { ...result, cpuMsPerRequest };
}

/** Resolves once the server has used at most a clock tick of CPU in 200 ms, or after 3 s. */
async function quiet(server: ProductionServer): Promise<void> {
  const until = Date.now() + 3000;
  let last = server.cpuMs();
  while (Date.now() < until) {
    await new Promise((done) => setTimeout(done, 200));
    const now = server.cpuMs();
    if (now - last <= 10) return;
    last = now;
  }
}

export async function measureRender(baseRoot?: string): Promise<RenderRun> {
  const site = await startProductionServer({ PAGE_CACHE: "off" });
  const base = baseRoot ? await startProductionServer({ PAGE_CACHE: "off" }, baseRoot) : null;
  const ours: Rendered[] = [];
  const theirs: Rendered[] = [];
  const cookie = () => ({ path: PATH, headers: { Cookie: "bench=uncached" } });
  try {
    await measured(site, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, paths: [PATH] });
    if (base) await measured(base, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, next: cookie });
    for (let index = 0; index < ROUNDS; index += 1) {
      ours.push(await measured(site, { connections: CONNECTIONS, seconds: SECONDS, paths: [PATH] }));
      if (base) theirs.push(await measured(base, { connections: CONNECTIONS, seconds: SECONDS, next: cookie }));
    }
  } finally {
    await site.stop();
    await base?.stop();
  }
  const mine = pick(ours);
  const before = base ? pick(theirs) : null;
  return {
    path: PATH,
    site: mine,
    base: before,
    ratio: before ? round(mine.rps / before.rps, 2) : null,
    cpuRatio: before ? round(before.cpuMsPerRequest / mine.cpuMsPerRequest, 2) : null,
    rounds: { site: ours.map((r) => [round(r.rps), r.p99Ms]), base: theirs.map((r) => [round(r.rps), r.p99Ms]) },
  };
}

export function printRender(run: RenderRun | null, baseLabel: string) {
  if (!run) return;
  console.log(`\nUncached render: ${run.path}, ${CONNECTIONS} connections, every request rendered, medians of ${ROUNDS} alternating ${SECONDS} s runs after ${WARM_UP_SECONDS} s of warm-up each\n`);
  const row = (name: string, r: Rendered) => [name, r.rps, r.p50Ms, r.p99Ms, r.errors + r.timeouts + r.non2xx, r.cpuMsPerRequest];
  const rows = [row("this build (PAGE_CACHE=off)", run.site)];
  if (run.base) rows.push(row(`base ${baseLabel} (PAGE_CACHE=off or a cookie)`, run.base));
  console.log(table(["server", "req/s", "p50 ms", "p99 ms", "errors", "CPU ms/request"], rows));
  const rounds = (list: [number, number][]) => list.map(([rps, p99]) => `${rps} req/s (p99 ${p99} ms)`).join(", ");
  console.log(`\nthis build, round by round: ${rounds(run.rounds.site)}`);
  if (run.base) console.log(`base, round by round: ${rounds(run.rounds.base)}`);
  if (run.ratio !== null) console.log(`\nthis build / base: ${run.ratio}x the req/s, ${run.cpuRatio}x fewer CPU ms per request`);
}
