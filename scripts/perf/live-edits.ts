import { DEMO_FAQ_ROWS } from "../../app/faq/demo-faq.ts";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog.ts";
import { startNginx, SITE_HOST, viaProxy } from "../../e2e/support/nginx.ts";
import { startPostgrest, type FakePostgrest, type Row } from "../../tests/support/postgrest.ts";
import { startProductionServer, type ProductionServer } from "./server.ts";
import { median, round, table } from "./stats.ts";

// From the owner's edit to every visitor, with the default settings: each
// container checks the catalog's version every 5 s (CATALOG_CHECK_SECONDS), and
// pages say s-maxage=4, stale-while-revalidate=4 (app/document/http.ts). Ten price
// edits at random moments (so they fall anywhere in the check interval); visitors
// ask for the vehicle page, /fleet and /fleet.data every 250 ms, through one
// container and through two behind the shipped nginx (its page cache on). For
// each edit: the start of the last request that still showed the old price,
// counted from the edit; every later request showed the new one.

const PATHS = ["/fleet/rolls-royce-cullinan-glacier-white", "/fleet", "/fleet.data?brand=rolls-royce"];
const POLL_MS = 250;
/** Once every path has shown the new price this long, the edit counts as shown everywhere. */
const SETTLED_MS = 4_000;
const GIVE_UP_MS = 30_000;

export type LiveRun = { label: string; secondsToShow: number[]; median: number; worst: number };

type Get = (path: string) => Promise<string>;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function timeToShow(get: Get, backend: FakePostgrest, rows: Row[], price: number, version: number): Promise<number> {
  rows.find((row) => row.model === "Cullinan")!.price_per_day = price;
  backend.setRows(structuredClone(rows));
  backend.setVersion(version);
  const editedAt = Date.now();
  const shows = [`$${price.toLocaleString("en-US")}`, `$${price.toLocaleString("en-US")}`, String(price)];
  let lastStale = 0;
  let allNewSince: number | null = null;
  while (Date.now() - editedAt < GIVE_UP_MS) {
    const startedAt = Date.now() - editedAt;
    const bodies = await Promise.all(PATHS.map((path) => get(path)));
    const fresh = bodies.every((body, index) => body.includes(shows[index]!));
    if (!fresh) {
      lastStale = startedAt;
      allNewSince = null;
    } else allNewSince ??= startedAt;
    if (allNewSince !== null && startedAt - allNewSince >= SETTLED_MS) return lastStale / 1000;
    await sleep(Math.max(0, startedAt + POLL_MS - (Date.now() - editedAt)));
  }
  throw new Error(`price ${price} did not show within ${GIVE_UP_MS} ms`);
}

async function run(label: string, get: Get, backend: FakePostgrest, rows: Row[], edits: number, firstVersion: number): Promise<LiveRun> {
  for (const path of PATHS) await get(path);
  const secondsToShow: number[] = [];
  for (let edit = 0; edit < edits; edit += 1) {
    await sleep(Math.random() * 6_000);
    secondsToShow.push(round(await timeToShow(get, backend, rows, 3_001 + firstVersion + edit, firstVersion + edit), 2));
  }
  return { label, secondsToShow, median: round(median(secondsToShow), 2), worst: Math.max(...secondsToShow) };
}

export async function measureLiveEdits(edits = 10): Promise<LiveRun[]> {
  const backend = await startPostgrest({ tables: { faq: DEMO_FAQ_ROWS } });
  const rows = structuredClone(DEMO_VEHICLE_ROWS) as Row[];
  backend.setRows(structuredClone(rows));
  backend.setVersion(1);
  const env = { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "bench-anon-key" };
  const servers: ProductionServer[] = [];
  try {
    const one = await startProductionServer(env);
    servers.push(one);
    const direct: Get = (path) => fetch(`${one.url}${path}`).then((response) => response.text());
    const results = [await run("1 container", direct, backend, rows, edits, 2)];
    await one.stop();
    servers.length = 0;

    const proxied = { ...env, TRUST_PROXY: "1", SITE_URL: `https://${SITE_HOST}` };
    servers.push(await startProductionServer(proxied), await startProductionServer(proxied));
    const proxy = await startNginx(servers.map((server) => Number(new URL(server.url).port)));
    try {
      const viaNginx: Get = (path) => viaProxy(proxy, path).then((answer) => answer.body.toString("utf8"));
      results.push(await run("2 containers behind nginx", viaNginx, backend, rows, edits, 2 + edits));
    } finally {
      await proxy.stop();
    }
    return results;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await backend.close();
  }
}

export function printLiveEdits(runs: LiveRun[]): void {
  if (runs.length === 0) return;
  console.log("\nFrom an edit to every visitor (default settings; s after the edit of the last request that still showed the old data)");
  console.log(table(["setup", "edits", "median s", "worst s", "each"], runs.map((run) => [run.label, run.secondsToShow.length, run.median, run.worst, run.secondsToShow.join(" ")])));
}
