import { existsSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { CADDY, CADDY_HOST, startCaddy, viaCaddy, type RunningCaddy } from "../support/caddy";
import { EDITS, failing, liveOn, ownerDatabase, watchEdits, type Answer } from "../support/live-edits";
import { freePort } from "../support/ports";
import { startSite, type RunningSite } from "../support/site";

// Two real servers behind the shipped Caddyfile (docs/DEPLOY.md 4.2), which
// keeps no page cache: every kind of edit at once shows on every page through
// Caddy within a check interval and a render, on whichever server answers.

const CHECK_SECONDS = 0.2;
const SHOWS_WITHIN_MS = 3_000;

const available = existsSync(CADDY);
if (!available && process.env.CI) throw new Error(`caddy is missing at ${CADDY}: scripts/ensure-nginx.sh installs it`);

let backend: FakePostgrest;
let owner: ReturnType<typeof ownerDatabase>;
const sites: RunningSite[] = [];
let caddy: RunningCaddy;

beforeAll(async () => {
  if (!available) return;
  backend = await startPostgrest();
  owner = ownerDatabase(backend);
  const ports = [await freePort(), await freePort()];
  caddy = await startCaddy(ports);
  const env = {
    TRUST_PROXY: "1",
    SITE_URL: `https://${CADDY_HOST}:${caddy.httpsPort}`,
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: "test-anon-key",
    CATALOG_CHECK_SECONDS: String(CHECK_SECONDS),
  };
  sites.push(...(await Promise.all(ports.map((port) => startSite({ ...env, PORT: String(port) })))));
  await Promise.all(sites.map(liveOn));
}, 60_000);

afterAll(async () => {
  await caddy?.stop();
  await Promise.all(sites.map((site) => site.stop()));
  await backend?.close();
});

async function get(path: string): Promise<Answer> {
  const answer = await viaCaddy(caddy, path);
  return { status: answer.status, body: answer.body };
}

test.runIf(available)("every kind of edit shows through Caddy on every page within a check interval and a render", async () => {
  const checks = EDITS.flatMap((edit) => edit.checks);
  const paths = [...new Set(checks.map((check) => check.path))];
  const before = new Map(await Promise.all(paths.map(async (path) => [path, await get(path)] as const)));
  expect(failing(checks, before)).toHaveLength(checks.length);

  owner.edit(...EDITS);
  const { worstMs, stillFailing, wentBack } = await watchEdits(get, checks, SHOWS_WITHIN_MS);
  expect(stillFailing).toEqual([]);
  expect(wentBack).toEqual([]);
  expect(worstMs).toBeLessThanOrEqual(SHOWS_WITHIN_MS);
}, 90_000);
