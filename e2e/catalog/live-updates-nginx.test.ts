import { existsSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { EDITS, failing, liveOn, ownerDatabase, watchEdits, type Answer } from "../support/live-edits";
import { NGINX, SITE_HOST, startNginx, viaProxy, type RunningNginx } from "../support/nginx";
import { freePort } from "../support/ports";
import { startSite, type RunningSite } from "../support/site";

// Two real servers behind the shipped nginx configuration (its page cache on),
// one PostgREST stand-in: every kind of edit at once shows on every page through
// the proxy within the check interval + s-maxage + stale-while-revalidate, and
// no page goes back to the old data once it showed the new (one server may see
// the edit a moment before the other).

const CHECK_SECONDS = 0.2;
/** The pages' s-maxage and stale-while-revalidate (app/document/http.ts), both 4 s. */
const PROXY_HOLDS_MS = 8_000;
const MARGIN_MS = 3_000;

if (!existsSync(NGINX) && process.env.CI) throw new Error(`nginx is missing at ${NGINX}: scripts/ensure-nginx.sh installs it`);

let backend: FakePostgrest;
let owner: ReturnType<typeof ownerDatabase>;
const sites: RunningSite[] = [];
let proxy: RunningNginx;

beforeAll(async () => {
  backend = await startPostgrest();
  owner = ownerDatabase(backend);
  const ports = [await freePort(), await freePort()];
  const env = { TRUST_PROXY: "1", SITE_URL: `https://${SITE_HOST}`, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key", CATALOG_CHECK_SECONDS: String(CHECK_SECONDS) };
  sites.push(...(await Promise.all(ports.map((port) => startSite({ ...env, PORT: String(port) })))));
  await Promise.all(sites.map(liveOn));
  proxy = await startNginx(ports);
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(sites.map((site) => site.stop()));
  await backend?.close();
});

async function get(path: string): Promise<Answer & { cache: unknown }> {
  const answer = await viaProxy(proxy, path);
  return { status: answer.status, body: answer.body.toString("utf8"), cache: answer.headers["x-cache-status"] };
}

test("every kind of edit shows through nginx on every page within the check interval, s-maxage and stale-while-revalidate", async () => {
  const checks = EDITS.flatMap((edit) => edit.checks);
  const paths = [...new Set(checks.map((check) => check.path))];
  // nginx keeps every page (200s) before the edit; none shows it yet.
  const primed = new Map<string, Answer & { cache: unknown }>();
  for (const path of paths) await get(path);
  for (const path of paths) primed.set(path, await get(path));
  expect(failing(checks, primed)).toHaveLength(checks.length);
  expect([...primed.values()].filter((answer) => answer.status === 200).map((answer) => answer.cache)).toContain("HIT");

  owner.edit(...EDITS);
  const bound = CHECK_SECONDS * 1000 + PROXY_HOLDS_MS + MARGIN_MS;
  const { worstMs, stillFailing, wentBack } = await watchEdits(get, checks, bound);
  expect(stillFailing).toEqual([]);
  expect(wentBack).toEqual([]);
  expect(worstMs).toBeLessThanOrEqual(bound);
}, 90_000);
