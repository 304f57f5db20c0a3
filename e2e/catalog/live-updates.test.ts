import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { EDITS, failing, liveOn, ownerDatabase, type Answer, type Check } from "../support/live-edits";
import { startSite, type RunningSite } from "../support/site";
import { localePath } from "../../app/i18n/i18n";

// The owner's edits through one real server and the PostgREST stand-in, whose
// rows and version change during the test: every kind of edit shows on every
// page that shows it within a check interval (here 0.2 s) and a render, the
// kept pages notwithstanding; idle, a burst, a failing backend and a database
// without the migration; Spanish pages (/es) alike. Two servers behind nginx:
// live-updates-nginx.test.ts.

const CHECK_SECONDS = 0.2;
/** One check, the reload and a render, with room for a loaded machine. */
const SHOWS_WITHIN_MS = 3_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function supabaseEnv(backend: FakePostgrest) {
  return { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key", CATALOG_CHECK_SECONDS: String(CHECK_SECONDS) };
}

async function answers(get: (path: string) => Promise<Answer>, checks: Check[]): Promise<Map<string, Answer>> {
  const paths = [...new Set(checks.map((check) => check.path))];
  return new Map(await Promise.all(paths.map(async (path) => [path, await get(path)] as const)));
}

/** Polls until every check holds; the time it took, or the checks still failing at the deadline. */
async function timeUntilShown(get: (path: string) => Promise<Answer>, checks: Check[], deadlineMs: number) {
  const started = Date.now();
  for (;;) {
    const bad = failing(checks, await answers(get, checks));
    const elapsed = Date.now() - started;
    if (bad.length === 0) return { elapsed, bad };
    if (elapsed > deadlineMs) return { elapsed, bad };
    await sleep(50);
  }
}

function direct(site: RunningSite) {
  return async (path: string): Promise<Answer> => {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    return { status: response.status, body: await response.text() };
  };
}

const reads = (backend: FakePostgrest) => backend.requests.filter((request) => request.path !== "/rest/v1/rpc/catalog_version").length;
const checks = (backend: FakePostgrest) => backend.requests.filter((request) => request.path === "/rest/v1/rpc/catalog_version").length;
describe("one server on a migrated database", () => {
  let backend: FakePostgrest;
  let site: RunningSite;
  let owner: ReturnType<typeof ownerDatabase>;

  beforeAll(async () => {
    backend = await startPostgrest();
    owner = ownerDatabase(backend);
    site = await startSite(supabaseEnv(backend));
    await liveOn(site);
  });
  afterAll(async () => {
    await site?.stop();
    await backend?.close();
  });

  test.each(EDITS)("$name shows on every page that shows it, in both languages, kept pages included", async (edit) => {
    const get = direct(site);
    // Every page is rendered and kept before the edit; none shows it yet.
    expect(failing(edit.checks, await answers(get, edit.checks))).toHaveLength(edit.checks.length);
    owner.edit(edit);
    const { bad } = await timeUntilShown(get, edit.checks, SHOWS_WITHIN_MS);
    expect(bad).toEqual([]);
  });

  test("pages and their data name what they show in Cache-Tag, from the page cache too", async () => {
    const urus = "vehicle:a83d2f10-6e4b-4c97-8b25-f19c0d7e3a62";
    for (const path of ["/fleet/lamborghini-urus-orange", "/fleet/lamborghini-urus-orange", "/fleet/lamborghini-urus-orange.data"]) {
      const response = await fetch(`${site.url}${path}`);
      const tags = response.headers.get("cache-tag")?.split(",");
      expect(tags?.slice(0, 3), path).toEqual(["fleet", "faq", urus]);
      expect(response.headers.get("surrogate-key"), path).toBeNull();
    }
    for (const path of ["/fleet", "/fleet?brand=lamborghini", "/faq", "/sitemap.xml"]) {
      expect((await fetch(`${site.url}${path}`)).headers.get("cache-tag"), path).toBe("fleet,faq");
    }
    expect((await fetch(`${site.url}/`)).headers.get("cache-tag")).toMatch(/^fleet,faq,vehicle:[0-9a-f-]+(,vehicle:[0-9a-f-]+)*$/);
  });

  test("a Spanish page names exactly its English twin's tags, rendered or kept, so one purge by tag empties both", async () => {
    const tags = async (path: string) => {
      const response = await fetch(`${site.url}${path}`);
      await response.arrayBuffer();
      return response.headers.get("cache-tag");
    };
    const paths = ["/", "/fleet", "/fleet?brand=lamborghini", "/fleet/lamborghini-urus-orange", "/fleet/lamborghini-urus-orange.data", "/yacht-charter", "/faq", "/contact"];
    for (const path of paths) {
      const english = await tags(path);
      expect(english, path).toMatch(/^fleet,faq/);
      // Twice: the first render and the page cache's copy.
      for (let time = 0; time < 2; time += 1) expect(await tags(localePath("es", path)), `/es twin of ${path}`).toEqual(english);
    }
  });

  test("idle: one small request per check interval, and no catalog read", async () => {
    const [readsBefore, checksBefore] = [reads(backend), checks(backend)];
    await sleep(2_000);
    expect(reads(backend)).toBe(readsBefore);
    const made = checks(backend) - checksBefore;
    expect(made).toBeGreaterThanOrEqual(5);
    expect(made).toBeLessThanOrEqual(2_000 / (CHECK_SECONDS * 1000) + 1);
  });

  test("a burst of 300 edits within a second gives a few reads, and the last edit shows", async () => {
    const fleetReads = () => backend.requests.filter((request) => request.path === "/rest/v1/vehicles").length;
    const before = fleetReads();
    for (let i = 1; i <= 300; i += 1) {
      owner.edit({ name: "price", apply: (rows) => (rows.find((row) => row.model === "Cayenne")!.price_per_day = 2000 + i), checks: [] });
      if (i % 10 === 0) await sleep(30);
    }
    const { bad } = await timeUntilShown(direct(site), [{ path: "/fleet/porsche-cayenne-chalk", holds: (body) => body.includes("$2,300"), says: "$2,300" }], SHOWS_WITHIN_MS);
    expect(bad).toEqual([]);
    await sleep(500);
    // About one reload per check interval during the burst: under 10, against 300 edits.
    expect(fleetReads() - before).toBeLessThanOrEqual(10);
  });

  test("a failing backend during the checks changes nothing: the last good catalog is served, then the edit shows", async () => {
    const get = direct(site);
    const path = "/fleet/rolls-royce-cullinan-glacier-white";
    backend.setMode("error");
    owner.edit({ name: "price", apply: (rows) => (rows.find((row) => row.model === "Cullinan")!.price_per_day = 1888), checks: [] });
    await sleep(1_000);
    for (const page of [path, "/fleet", "/"]) expect((await get(page)).status).toBe(200);
    expect((await get(path)).body).toContain("$1,777");
    expect(site.logs.some((line) => line.event === "live_updates.check_failed")).toBe(true);
    backend.setMode("ok");
    const { bad } = await timeUntilShown(get, [{ path, holds: (body) => body.includes("$1,888"), says: "$1,888" }], SHOWS_WITHIN_MS);
    expect(bad).toEqual([]);
  });
});

describe("one server on a database without the migration", () => {
  let backend: FakePostgrest;
  let site: RunningSite;
  let owner: ReturnType<typeof ownerDatabase>;

  beforeAll(async () => {
    backend = await startPostgrest();
    owner = ownerDatabase(backend, { migrated: false });
    site = await startSite(supabaseEnv(backend));
  });
  afterAll(async () => {
    await site?.stop();
    await backend?.close();
  });

  test("says once that live updates are off and why, and keeps the freshness time", async () => {
    const get = direct(site);
    const path = "/fleet/rolls-royce-cullinan-glacier-white";
    expect((await get(path)).body).toContain("$1,895");
    owner.edit(EDITS[0]!);
    await sleep(1_500);
    expect((await get(path)).body).toContain("$1,895");
    const off = site.logs.filter((line) => line.event === "live_updates.off");
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ level: "warn", migration: "supabase/migrations/20261127120000_catalog_version.sql" });
    expect(site.logs.some((line) => line.event === "live_updates.on")).toBe(false);
  });
});
