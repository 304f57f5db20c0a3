import { afterAll, beforeAll, expect, test } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { liveOn, ownerDatabase } from "../support/live-edits";
import { startSite, type RunningSite } from "../support/site";

// POST /hooks/catalog, Supabase's database webhook, on the real server: absent
// without its secret; 401, 415, 413 and 400 for what is not the owner's
// project; and with a check interval of a minute, a call makes the edit show at
// once, and a burst of calls while the owner edits costs a few reads.

const SECRET = "a".repeat(16) + "b".repeat(16) + "c".repeat(16);
const PAYLOAD = { type: "UPDATE", table: "vehicles", schema: "public", record: { id: "x" }, old_record: { id: "x" } };

let backend: FakePostgrest;
let owner: ReturnType<typeof ownerDatabase>;
let site: RunningSite;
let plain: RunningSite;

beforeAll(async () => {
  backend = await startPostgrest();
  owner = ownerDatabase(backend);
  const env = { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key", CATALOG_CHECK_SECONDS: "60" };
  [site, plain] = await Promise.all([startSite({ ...env, CATALOG_WEBHOOK_SECRET: SECRET }), startSite(env)]);
  await liveOn(site);
});
afterAll(async () => {
  await Promise.all([site?.stop(), plain?.stop()]);
  await backend?.close();
});

function hook(target: RunningSite, { body = JSON.stringify(PAYLOAD), secret = SECRET, type = "application/json", method = "POST" } = {}) {
  return fetch(`${target.url}/hooks/catalog`, {
    method,
    headers: { Authorization: `Bearer ${secret}`, "Content-Type": type },
    body: method === "POST" ? body : undefined,
  });
}

test("without CATALOG_WEBHOOK_SECRET there is no such route", async () => {
  const answer = await hook(plain);
  expect(answer.status).toBe(404);
  expect(answer.headers.get("cache-control")).toBe("no-store");
});

test("a wrong or missing secret is 401; not JSON 415; too large 413; not Supabase's payload 400; not POST 405", async () => {
  expect((await hook(site, { secret: "wrong" })).status).toBe(401);
  expect((await hook(site, { secret: SECRET.slice(0, -1) })).status).toBe(401);
  expect((await fetch(`${site.url}/hooks/catalog`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } })).status).toBe(401);
  expect((await hook(site, { type: "text/plain" })).status).toBe(415);
  expect((await hook(site, { body: JSON.stringify({ ...PAYLOAD, record: { notes: "x".repeat(70_000) } }) })).status).toBe(413);
  expect((await hook(site, { body: "{not json" })).status).toBe(400);
  expect((await hook(site, { body: JSON.stringify({ type: "DROP", table: "vehicles" }) })).status).toBe(400);
  expect((await hook(site, { method: "GET" })).status).toBe(405);
  // The site still answers.
  expect((await fetch(`${site.url}/fleet`)).status).toBe(200);
});

test("a call makes an edit show at once, though the next check is a minute away", async () => {
  const path = "/fleet/porsche-cayenne-chalk";
  expect(await (await fetch(`${site.url}${path}`)).text()).not.toContain("$4,321");
  owner.edit({ name: "price", apply: (rows) => (rows.find((row) => row.model === "Cayenne")!.price_per_day = 4321), checks: [] });
  expect((await hook(site)).status).toBe(202);
  await expect.poll(async () => (await fetch(`${site.url}${path}`)).text(), { timeout: 3_000, interval: 100 }).toContain("$4,321");
});

test("300 calls in 3 s while the owner keeps editing read the catalog at most 5 times, and show the last edit", async () => {
  // The reads a check makes; a page's own reads (its similar vehicles: `brand=`) are not counted.
  const reads = (path: string) => backend.requests.filter((request) => request.path === path && !request.query.has("brand")).length;
  const paths = ["/rest/v1/vehicles", "/rest/v1/rpc/catalog_version"];
  const before = paths.map(reads);
  const started = Date.now();
  // 15 batches of 20 calls, one batch every 200 ms, each after an edit of the price.
  for (let batch = 0; batch < 15; batch += 1) {
    await new Promise((done) => setTimeout(done, Math.max(0, started + batch * 200 - Date.now())));
    owner.edit({ name: "price", apply: (rows) => (rows.find((row) => row.model === "Cayenne")!.price_per_day = 5000 + batch), checks: [] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => hook(site)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
  }
  // The last edit shows at the check queued behind the burst (well within 15 s).
  await expect.poll(async () => (await fetch(`${site.url}/fleet/porsche-cayenne-chalk`)).text(), { timeout: 5_000, interval: 100 }).toContain("$5,014");
  const [fleet, version] = paths.map((path, i) => reads(path) - before[i]!);
  expect(fleet, `fleet reads (version reads: ${version})`).toBeLessThanOrEqual(5);
  expect(version, "version reads").toBeLessThanOrEqual(5);
});
