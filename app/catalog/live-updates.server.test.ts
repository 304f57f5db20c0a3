import { afterEach, expect, test } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { createCatalog } from "./catalog.server";
import { DEMO_FAQ_ROWS } from "../faq/demo-faq";
import { DEMO_VEHICLE_ROWS } from "./demo-catalog";
import { createFaq } from "../faq/faq.server";
import { createLiveUpdates } from "./live-updates.server";
import type { LogFields, LogLevel } from "../lib/log.server";
import { createMigrationWarning } from "./migration-warning.server";
import { createSupabaseSource } from "./supabase-catalog.server";
import { createSupabaseFaqSource } from "../faq/supabase-faq.server";
import { createSupabaseVersionSource } from "./supabase-version.server";
import { createSupabaseClient } from "../lib/supabase.server";

// The live updates against the PostgREST stand-in over real HTTP: the version
// is read, a moved one reloads the fleet and the FAQ once, and a failure
// changes nothing.

let server: FakePostgrest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const [FIRST, ...OTHERS] = DEMO_VEHICLE_ROWS;

async function setup({ migrated = true, intervalMs = 60_000, nudgeSpacingMs = 1000 } = {}) {
  server = await startPostgrest({ rows: DEMO_VEHICLE_ROWS, tables: { faq: DEMO_FAQ_ROWS } });
  server.setVersion(migrated ? 1 : undefined);
  const logs: { level: LogLevel; event: string; fields?: LogFields }[] = [];
  const log = (level: LogLevel, event: string, fields?: LogFields) => logs.push({ level, event, fields });
  const client = createSupabaseClient({ url: server.url, anonKey: "test-anon-key" }, 1000);
  const intake = { log, notMigrated: createMigrationWarning(log), site: { mediaBaseUrl: "/media" } };
  const cache = { ttlMs: 300_000, log, timeoutMs: 1000 };
  const catalog = createCatalog(createSupabaseSource({ client, ...intake }), cache);
  const faq = createFaq(createSupabaseFaqSource({ client, ...intake }), cache);
  const live = createLiveUpdates({
    version: createSupabaseVersionSource(client),
    reloads: [() => catalog.refresh(), () => faq.refresh()],
    intervalMs,
    nudgeSpacingMs,
    log,
  });
  let changes = 0;
  live.onChange(() => (changes += 1));
  const reads = () => server!.requests.filter((request) => request.path !== "/rest/v1/rpc/catalog_version").length;
  const checks = () => server!.requests.filter((request) => request.path === "/rest/v1/rpc/catalog_version").length;
  return { server, catalog, faq, live, logs, changes: () => changes, reads, checks };
}

test("a moved version reloads the fleet and the FAQ once, and tells the listeners", async () => {
  const { server, catalog, live, changes, reads } = await setup();
  await live.check();
  expect(changes()).toBe(1);
  expect(await catalog.fleet()).toHaveLength(DEMO_VEHICLE_ROWS.length);
  const before = reads();
  await live.check();
  expect(reads()).toBe(before);

  server.setRows(OTHERS);
  server.setVersion(2);
  await live.check();
  expect(changes()).toBe(2);
  expect((await catalog.fleet()).map((vehicle) => vehicle.id)).not.toContain(FIRST!.id);
  expect(reads()).toBe(before + 2);
});

test("catalog.onChange listeners get the fleet after each reload", async () => {
  const { server, catalog, live } = await setup();
  const seen: number[] = [];
  catalog.onChange((fleet) => seen.push(fleet.length));
  await live.check();
  server.setRows(OTHERS);
  server.setVersion(2);
  await live.check();
  expect(seen).toEqual([DEMO_VEHICLE_ROWS.length, OTHERS.length]);
});

test("while idle, one small request per interval and no catalog read", async () => {
  const { live, reads, checks } = await setup({ intervalMs: 100 });
  live.start();
  await new Promise((done) => setTimeout(done, 1050));
  live.stop();
  // The first check reads the catalog once; then only the version, at most once per 100 ms.
  expect(checks()).toBeGreaterThanOrEqual(8);
  expect(checks()).toBeLessThanOrEqual(11);
  expect(reads()).toBe(2);
});

test("a burst of edits between two checks is one reload", async () => {
  const { server, live, reads } = await setup();
  await live.check();
  const before = reads();
  for (let version = 2; version <= 300; version += 1) server.setVersion(version);
  await live.check();
  await live.check();
  expect(reads()).toBe(before + 2);
});

test("a failed reload changes nothing: the last good fleet is served, and the next check tries again", async () => {
  const { server, catalog, live, logs, changes } = await setup();
  await live.check();
  server.setTable("vehicles", undefined);
  server.setVersion(2);
  await live.check();
  expect(logs.find((line) => line.event === "live_updates.reload_failed")).toMatchObject({ level: "error", fields: { version: "2" } });
  expect(await catalog.fleet()).toHaveLength(DEMO_VEHICLE_ROWS.length);

  server.setRows(OTHERS);
  await live.check();
  expect(await catalog.fleet()).toHaveLength(OTHERS.length);
  // The FAQ's reload succeeded each time: pages were purged on each.
  expect(changes()).toBe(3);
});

test("a failing backend during a check changes nothing", async () => {
  const { server, catalog, live, logs, changes } = await setup();
  await live.check();
  server.setMode("error");
  server.setVersion(2);
  await live.check();
  expect(logs.some((line) => line.event === "live_updates.check_failed")).toBe(true);
  expect(changes()).toBe(1);
  server.setMode("ok");
  expect(await catalog.fleet()).toHaveLength(DEMO_VEHICLE_ROWS.length);
});

test("without the migration: no reload, and one log line saying why", async () => {
  const { live, logs, reads, changes } = await setup({ migrated: false });
  for (let i = 0; i < 3; i += 1) await live.check();
  expect(reads()).toBe(0);
  expect(changes()).toBe(0);
  expect(logs).toEqual([
    {
      level: "warn",
      event: "live_updates.off",
      fields: expect.objectContaining({ migration: "supabase/migrations/20261127120000_catalog_version.sql" }) as LogFields,
    },
  ]);
});

test("a burst of nudges while edits land costs one check in flight and one queued, and reads the last edit", async () => {
  const { server, catalog, live, checks, reads } = await setup({ nudgeSpacingMs: 200 });
  await live.check();
  const [checksBefore, readsBefore] = [checks(), reads()];
  const started = Date.now();
  // 300 nudges over about 600 ms, the version moving with every tenth.
  for (let i = 0; i < 300; i += 1) {
    if (i % 10 === 0) {
      server.setRows([{ ...FIRST!, price_per_day: 1000 + i }, ...OTHERS]);
      server.setVersion(2 + i);
    }
    live.nudge();
    if (i % 10 === 9) await new Promise((done) => setTimeout(done, 20));
  }
  const burstMs = Date.now() - started;
  const price = async () => (await catalog.fleet()).find((vehicle) => vehicle.id === FIRST!.id)?.price_per_day;
  await expect.poll(price, { timeout: 2_000, interval: 20 }).toBe(1290);
  // One check at once, then at most one per 200 ms of the burst, and the queued one after it.
  expect(checks() - checksBefore).toBeLessThanOrEqual(2 + Math.ceil(burstMs / 200));
  // Every check saw a moved version: two reads (fleet and FAQ) each.
  expect(reads() - readsBefore).toBeLessThanOrEqual(2 * (2 + Math.ceil(burstMs / 200)));
});
