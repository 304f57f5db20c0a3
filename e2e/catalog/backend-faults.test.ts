import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { startSite, type RunningSite } from "../support/site";

// The Supabase adapter against a PostgREST stand-in that fails, hangs and
// recovers, with the real server: stale-if-error, bounded waits, SPEC's error
// states with 503, and recovery without a restart.

const TTL_SECONDS = 1;
const PAGE_LIMIT_MS = 5_000;
let backend: FakePostgrest;
let site: RunningSite;

beforeAll(async () => {
  backend = await startPostgrest({ rows: DEMO_VEHICLE_ROWS });
  site = await startSite({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key", CATALOG_TTL_SECONDS: String(TTL_SECONDS) });
});
afterAll(async () => {
  await site?.stop();
  await backend?.close();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function timed(path: string) {
  const started = Date.now();
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, ms: Date.now() - started, cacheControl: response.headers.get("cache-control") };
}

test("after a good read, a failing backend keeps the last good fleet on every page", async () => {
  backend.setMode("ok");
  const good = await timed("/fleet");
  expect(good.status).toBe(200);
  expect(good.html).toContain("Lamborghini");
  await timed("/fleet/lamborghini-urus-orange");
  await timed("/");

  backend.setMode("error");
  await sleep(TTL_SECONDS * 1000 + 100);
  for (const path of ["/fleet", "/fleet/lamborghini-urus-orange", "/"]) {
    const page = await timed(path);
    expect(page.status, path).toBe(200);
    expect(page.html, path).toContain("Urus");
  }
  expect(site.logs).toContainEqual(expect.objectContaining({ event: "catalog.read_failed", servedStale: true }));
});

test("a hanging backend never holds a page longer than 5 s, and stale data is served", async () => {
  backend.setMode("ok");
  await sleep(TTL_SECONDS * 1000 + 100);
  // Wait out any back-off so the next reads really go to the backend.
  await sleep(1_100);
  expect((await timed("/fleet")).status).toBe(200);
  await timed("/fleet/mclaren-gt-blue");

  backend.setMode("hang");
  await sleep(TTL_SECONDS * 1000 + 100);
  for (const path of ["/fleet", "/fleet/mclaren-gt-blue", "/", "/fleet/lamborghini-urus-orange"]) {
    const page = await timed(path);
    expect(page.status, path).toBe(200);
    expect(page.ms, path).toBeLessThan(PAGE_LIMIT_MS);
  }
});

test("with no data at all: SPEC's error states with 503, home still 200; then recovery without a restart", async () => {
  const cold = await startPostgrest({ rows: DEMO_VEHICLE_ROWS });
  cold.setMode("hang");
  const fresh = await startSite({ SUPABASE_URL: cold.url, SUPABASE_ANON_KEY: "test-anon-key", CATALOG_TTL_SECONDS: String(TTL_SECONDS) });
  try {
    const fetchTimed = async (path: string) => {
      const started = Date.now();
      const response = await fetch(`${fresh.url}${path}`, { redirect: "manual" });
      return { status: response.status, html: await response.text(), ms: Date.now() - started, cacheControl: response.headers.get("cache-control") };
    };
    const [fleet, vehicle, home] = await Promise.all([fetchTimed("/fleet"), fetchTimed("/fleet/mclaren-gt-blue"), fetchTimed("/")]);
    expect(fleet.status).toBe(503);
    expect(fleet.html).toContain("Unable to Load Fleet");
    expect(fleet.html).toContain("Please try again later");
    expect(fleet.cacheControl).toBe("no-store");
    expect(vehicle.status).toBe(503);
    expect(vehicle.html).toContain("Vehicle Not Found");
    expect(home.status).toBe(200);
    expect(home.html).toContain("Unable to load fleet at this moment. Please try again later.");
    expect(home.cacheControl).toBe("no-store");
    for (const page of [fleet, vehicle, home]) expect(page.ms).toBeLessThan(PAGE_LIMIT_MS);
    for (const page of [fleet, vehicle, home]) expect(page.html).not.toMatch(/BackendUnavailableError|\n\s+at /);

    cold.setMode("error");
    const failing = await fetchTimed("/fleet");
    expect(failing.status).toBe(503);

    cold.setMode("ok");
    await expect
      .poll(async () => (await fetchTimed("/fleet")).status, { timeout: 15_000, interval: 500 })
      .toBe(200);
    const recovered = await fetchTimed("/fleet/mclaren-gt-blue");
    expect(recovered.status).toBe(200);
    expect(recovered.html).toContain("McLaren GT");
    await expect.poll(async () => (await fetchTimed("/")).html.includes("Unable to load fleet"), { timeout: 15_000, interval: 500 }).toBe(false);
    expect(fresh.logs.some((entry) => entry.event === "catalog.read_failed" && entry.level === "error")).toBe(true);
  } finally {
    await fresh.stop();
    await cold.close();
  }
});
