import { afterEach, expect, test } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { BackendUnavailableError, createCachedCatalog } from "../lib/read-cache.server";
import { DEMO_VEHICLE_ROWS } from "./demo-catalog";
import type { LogLevel } from "../lib/log.server";
import { createSupabaseSource } from "./supabase-catalog.server";
import { BackendError, createSupabaseClient } from "../lib/supabase.server";

// The Supabase adapter against a local PostgREST stand-in over real HTTP.

const ANON_KEY = "test-anon-key";
let server: FakePostgrest | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(rows: unknown[] = DEMO_VEHICLE_ROWS, timeoutMs = 2000) {
  server = await startPostgrest({ rows });
  const logs: { level: LogLevel; event: string; fields?: Record<string, unknown> }[] = [];
  const log = (level: LogLevel, event: string, fields?: Record<string, unknown>) => logs.push({ level, event, fields });
  const source = createSupabaseSource({
    client: createSupabaseClient({ url: server.url, anonKey: ANON_KEY }, timeoutMs),
    site: { mediaBaseUrl: `${server.url}/storage/v1/object/public/media` },
    log,
  });
  return { server, source, logs, log };
}

test("all vehicles: every column, newest first, with the anon key", async () => {
  const { server, source } = await setup();
  const vehicles = await source.allVehicles();
  expect(vehicles).toHaveLength(DEMO_VEHICLE_ROWS.length);
  const [request] = server.requests;
  expect(request?.method).toBe("GET");
  expect(request?.path).toBe("/rest/v1/vehicles");
  expect(request?.query.get("select")).toBe("*");
  expect(request?.query.get("order")).toBe("created_at.desc");
  expect(request?.headers.apikey).toBe(ANON_KEY);
  expect(request?.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
  const times = vehicles.map((vehicle) => Date.parse(vehicle.created_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

test("featured vehicles: featured and available, newest first", async () => {
  const { server, source } = await setup();
  const vehicles = await source.featuredVehicles();
  const query = server.requests[0]?.query;
  expect(query?.get("is_featured")).toBe("eq.true");
  expect(query?.get("is_available")).toBe("eq.true");
  expect(query?.get("order")).toBe("created_at.desc");
  expect(vehicles.length).toBeGreaterThan(0);
  expect(vehicles.every((vehicle) => vehicle.is_featured && vehicle.is_available)).toBe(true);
});

test("similar vehicles: same brand, other id, available, limited", async () => {
  const { server, source } = await setup();
  const current = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;
  const vehicles = await source.similarVehicles("Lamborghini", current.id, 3);
  const query = server.requests[0]?.query;
  expect(query?.get("brand")).toBe("eq.Lamborghini");
  expect(query?.get("id")).toBe(`neq.${current.id}`);
  expect(query?.get("is_available")).toBe("eq.true");
  expect(query?.get("limit")).toBe("3");
  expect(vehicles.map((vehicle) => vehicle.model)).toEqual(["Huracan"]);
});

test("rows are parsed; storage paths stay paths, for the pictures service", async () => {
  const { source } = await setup();
  const urus = (await source.allVehicles()).find((vehicle) => vehicle.model === "Urus");
  // A storage path, served as the pipeline's copies (the seed writes paths).
  expect(urus?.images[0]).toBe("vehicles/lamborghini-urus-orange-1.jpg");
  expect(urus?.price_per_day).toBe(1495);
});

test("a bad row is skipped and logged", async () => {
  const { source, logs } = await setup([{ id: "broken", brand: "Audi" }, DEMO_VEHICLE_ROWS[0]]);
  const vehicles = await source.allVehicles();
  expect(vehicles.map((vehicle) => vehicle.id)).toEqual([DEMO_VEHICLE_ROWS[0]!.id]);
  expect(logs).toEqual([
    expect.objectContaining({ level: "warn", event: "catalog.row_skipped", fields: expect.objectContaining({ id: "broken" }) }),
  ]);
});

test("an error response throws", async () => {
  const { server, source } = await setup();
  server.setMode("error");
  await expect(source.allVehicles()).rejects.toThrow(BackendError);
  await expect(source.allVehicles()).rejects.toThrow("internal error (simulated)");
});

test("an unreachable backend throws", async () => {
  const { server, source } = await setup();
  await server.close();
  await expect(source.featuredVehicles()).rejects.toThrow(BackendError);
});

test("a hanging backend is given up on by the adapter's own fetch timeout", async () => {
  const { server, source } = await setup(DEMO_VEHICLE_ROWS, 100);
  server.setMode("hang");
  await expect(source.allVehicles()).rejects.toThrow(BackendError);
});

test("through the cache: errors and hangs serve the last good data, then recover", async () => {
  const { server, source, log, logs } = await setup();
  let time = 0;
  const catalog = createCachedCatalog(source, { ttlMs: 1000, timeoutMs: 150, now: () => time, log });
  const first = await catalog.allVehicles();

  server.setMode("error");
  time += 1000;
  expect(await catalog.allVehicles()).toBe(first);

  server.setMode("hang");
  time += 1000;
  expect(await catalog.allVehicles()).toBe(first);
  expect(logs.filter((line) => line.event === "catalog.read_failed").map((line) => line.fields?.servedStale)).toEqual([
    true,
    true,
  ]);

  server.setMode("ok");
  server.setRows(DEMO_VEHICLE_ROWS.slice(0, 2));
  time += 1000;
  expect(await catalog.allVehicles()).toHaveLength(2);
  // One good read, two failed refreshes of two attempts each, one good read.
  expect(server.requests).toHaveLength(6);
});

test("through the cache: no good data at all is BackendUnavailableError", async () => {
  const { server, source } = await setup();
  server.setMode("hang");
  const catalog = createCachedCatalog(source, { ttlMs: 1000, timeoutMs: 100, log: () => {} });
  await expect(catalog.featuredVehicles()).rejects.toBeInstanceOf(BackendUnavailableError);
});
