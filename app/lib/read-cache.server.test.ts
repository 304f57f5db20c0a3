import { expect, test } from "vitest";
import { BackendTimeoutError, BackendUnavailableError, createCachedCatalog } from "./read-cache.server";
import type { CatalogSource, ReadOptions } from "../catalog/catalog-source.server";
import type { LogLevel } from "./log.server";
import type { Vehicle } from "../catalog/vehicle";

// Every rule of the cache (freshness, retry, timeout, shared calls,
// stale-if-error, back-off, bounded waits, reloads) against a scripted source.
// Longer than 250 lines because each rule is one short test over the same
// script, which a second file would have to repeat.

type Step = Vehicle[] | Error | "hang";

function vehicle(id: string): Vehicle {
  return {
    id,
    brand: "Ferrari",
    model: "Roma",
    variant: null,
    description: null,
    year: 2024,
    images: [],
    is_available: true,
    is_featured: true,
    price_per_day: 1195,
    price_per_hour: 199,
    fuel_type: null,
    transmission: null,
    color_exterior: null,
    color_interior: null,
    power_hp: null,
    special_features: [],
    created_at: "2025-01-01T00:00:00Z",
    terms: null,
  };
}

const FIRST = [vehicle("a")];
const SECOND = [vehicle("b")];

/** A source whose every read plays the next scripted step (the last one repeats). */
function scripted(...steps: Step[]) {
  const calls: { read: string; options?: ReadOptions }[] = [];
  function play(read: string, options?: ReadOptions): Promise<Vehicle[]> {
    const step = steps[Math.min(calls.length, steps.length - 1)]!;
    calls.push({ read, options });
    if (step === "hang") return new Promise(() => {});
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step);
  }
  const source: CatalogSource = {
    allVehicles: (options) => play("all", options),
    featuredVehicles: (options) => play("featured", options),
    similarVehicles: (brand, id, limit, options) => play(`similar ${brand} ${id} ${limit}`, options),
  };
  return { source, calls };
}

function setup(
  source: CatalogSource,
  options: { timeoutMs?: number; failureBackoffMs?: number; staleWaitMs?: number; coldWaitMs?: number } = {},
) {
  let time = 1_000_000;
  const logs: { level: LogLevel; event: string; fields?: Record<string, unknown> }[] = [];
  const catalog = createCachedCatalog(source, {
    ttlMs: 60_000,
    timeoutMs: options.timeoutMs ?? 50,
    failureBackoffMs: options.failureBackoffMs,
    staleWaitMs: options.staleWaitMs,
    coldWaitMs: options.coldWaitMs,
    now: () => time,
    log: (level, event, fields) => logs.push({ level, event, fields }),
  });
  return { catalog, logs, advance: (ms: number) => (time += ms) };
}

test("a read stays fresh for the TTL", async () => {
  const { source, calls } = scripted(FIRST, SECOND);
  const { catalog, advance } = setup(source);
  expect(await catalog.allVehicles()).toBe(FIRST);
  advance(59_999);
  expect(await catalog.allVehicles()).toBe(FIRST);
  expect(calls).toHaveLength(1);
});

test("a read expires after the TTL", async () => {
  const { source, calls } = scripted(FIRST, SECOND);
  const { catalog, advance } = setup(source);
  await catalog.allVehicles();
  advance(60_000);
  expect(await catalog.allVehicles()).toBe(SECOND);
  expect(calls).toHaveLength(2);
});

test("each read and each similar query is cached under its own key", async () => {
  const { source, calls } = scripted(FIRST);
  const { catalog } = setup(source);
  await catalog.allVehicles();
  await catalog.featuredVehicles();
  await catalog.similarVehicles("Ferrari", "a", 3);
  await catalog.similarVehicles("Ferrari", "b", 3);
  await catalog.similarVehicles("Ferrari", "a", 3);
  await catalog.featuredVehicles();
  expect(calls.map((call) => call.read)).toEqual(["all", "featured", "similar Ferrari a 3", "similar Ferrari b 3"]);
});

test("a failed call is retried once", async () => {
  const { source, calls } = scripted(new Error("flaky"), FIRST);
  const { catalog, logs } = setup(source);
  expect(await catalog.allVehicles()).toBe(FIRST);
  expect(calls).toHaveLength(2);
  expect(logs).toEqual([{ level: "warn", event: "catalog.attempt_failed", fields: { key: "all", attempt: 1, error: "flaky" } }]);
});

test("with no good data, two failures make the catalog unavailable", async () => {
  const { source, calls } = scripted(new Error("down"));
  const { catalog, logs } = setup(source);
  const error = await catalog.featuredVehicles().catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(BackendUnavailableError);
  expect((error as BackendUnavailableError).key).toBe("featured");
  expect((error as Error).cause).toEqual(new Error("down"));
  expect(calls).toHaveLength(2);
  expect(logs.map((line) => `${line.level} ${line.event}`)).toEqual([
    "warn catalog.attempt_failed",
    "warn catalog.attempt_failed",
    "error catalog.read_failed",
  ]);
  expect(logs[2]?.fields).toMatchObject({ key: "featured", error: "down", servedStale: false });
});

test("a call that never answers times out, is aborted and retried", async () => {
  const { source, calls } = scripted("hang");
  const { catalog } = setup(source, { timeoutMs: 20 });
  const started = Date.now();
  const error = await catalog.allVehicles().catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(BackendUnavailableError);
  expect((error as Error).cause).toBeInstanceOf(BackendTimeoutError);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(calls).toHaveLength(2);
  expect(calls.every((call) => call.options?.signal?.aborted)).toBe(true);
});

test("a slow first attempt can be rescued by the retry", async () => {
  const { source } = scripted("hang", FIRST);
  const { catalog } = setup(source, { timeoutMs: 20 });
  expect(await catalog.allVehicles()).toBe(FIRST);
});

test("concurrent readers of the same key share one call", async () => {
  let release: (value: Vehicle[]) => void = () => {};
  let count = 0;
  const slow: CatalogSource = {
    allVehicles: () => {
      count += 1;
      return new Promise((done) => (release = done));
    },
    featuredVehicles: () => Promise.resolve(SECOND),
    similarVehicles: () => Promise.resolve([]),
  };
  const { catalog } = setup(slow, { timeoutMs: 1000 });
  const readers = [catalog.allVehicles(), catalog.allVehicles(), catalog.allVehicles()];
  release(FIRST);
  expect(await Promise.all(readers)).toEqual([FIRST, FIRST, FIRST]);
  expect(count).toBe(1);
});

test("after a good read, a failing backend gets the stale data served and logged", async () => {
  const { source, calls } = scripted(FIRST, new Error("500"), new Error("500"), SECOND);
  const { catalog, logs, advance } = setup(source);
  await catalog.allVehicles();
  advance(120_000);
  expect(await catalog.allVehicles()).toBe(FIRST);
  expect(logs.at(-1)).toMatchObject({
    level: "error",
    event: "catalog.read_failed",
    fields: { key: "all", servedStale: true, staleForMs: 120_000 },
  });
  // The next reader tries again and gets fresh data once the backend is back.
  expect(await catalog.allVehicles()).toBe(SECOND);
  expect(calls).toHaveLength(4);
});

test("a timed-out refresh also serves the stale data", async () => {
  const { source } = scripted(FIRST, "hang");
  const { catalog, advance } = setup(source, { timeoutMs: 20 });
  await catalog.allVehicles();
  advance(60_000);
  expect(await catalog.allVehicles()).toBe(FIRST);
});

test("after a failure the backend is left alone for the back-off period", async () => {
  const { source, calls } = scripted(FIRST, new Error("down"), new Error("down"), SECOND);
  const { catalog, advance } = setup(source, { failureBackoffMs: 5_000 });
  await catalog.allVehicles();
  advance(60_000);
  expect(await catalog.allVehicles()).toBe(FIRST);
  advance(4_999);
  expect(await catalog.allVehicles()).toBe(FIRST);
  expect(calls).toHaveLength(3);
  advance(1);
  expect(await catalog.allVehicles()).toBe(SECOND);
});

test("during the back-off, no data at all fails fast", async () => {
  const { source, calls } = scripted(new Error("down"));
  const { catalog } = setup(source, { failureBackoffMs: 5_000 });
  await expect(catalog.allVehicles()).rejects.toBeInstanceOf(BackendUnavailableError);
  await expect(catalog.allVehicles()).rejects.toBeInstanceOf(BackendUnavailableError);
  expect(calls).toHaveLength(2);
});

test("with stale data at hand, a reader waits at most staleWaitMs; the refresh lands in the background", async () => {
  let release: (value: Vehicle[]) => void = () => {};
  const slow = new Promise<Vehicle[]>((resolve) => (release = resolve));
  const calls: string[] = [];
  const source: CatalogSource = {
    allVehicles: () => {
      calls.push("all");
      return calls.length === 1 ? Promise.resolve(FIRST) : slow;
    },
    featuredVehicles: () => Promise.resolve([]),
    similarVehicles: () => Promise.resolve([]),
  };
  const { catalog, logs, advance } = setup(source, { timeoutMs: 1_000, staleWaitMs: 20 });
  await catalog.allVehicles();
  advance(120_000);
  const started = performance.now();
  expect(await catalog.allVehicles()).toBe(FIRST);
  expect(performance.now() - started).toBeLessThan(900); // the refresh itself would take up to 2 s
  expect(logs.some((entry) => entry.event === "catalog.wait_exceeded")).toBe(true);
  release(SECOND);
  await new Promise((done) => setTimeout(done, 0));
  expect(await catalog.allVehicles()).toBe(SECOND);
  expect(calls).toHaveLength(2);
});

test("with no data at all, a reader waits at most coldWaitMs, or less when the read asks", async () => {
  const { source } = scripted("hang");
  const { catalog } = setup(source, { timeoutMs: 5_000, coldWaitMs: 200 });
  const started = performance.now();
  await expect(catalog.allVehicles()).rejects.toBeInstanceOf(BackendUnavailableError);
  expect(performance.now() - started).toBeLessThan(2_500); // the timeouts would take 10 s
  const quick = performance.now();
  await expect(catalog.similarVehicles("Ferrari", "a", 3, { coldWaitMs: 10 })).rejects.toBeInstanceOf(BackendUnavailableError);
  expect(performance.now() - quick).toBeLessThan(2_500);
});

test("a reload reads the fleet at once, and makes every other read stale, not gone", async () => {
  const { source, calls } = scripted(FIRST, FIRST, SECOND, new Error("down"));
  const { catalog } = setup(source, { timeoutMs: 50 });
  await catalog.allVehicles();
  await catalog.featuredVehicles();
  expect(await catalog.reloadAll()).toBe(SECOND);
  expect(await catalog.allVehicles()).toBe(SECOND);
  // Featured is read again; the backend fails, so the last good one is served.
  expect(await catalog.featuredVehicles()).toBe(FIRST);
  expect(calls.map((call) => call.read)).toEqual(["all", "featured", "all", "featured", "featured"]);
});

test("a failed reload throws and changes nothing", async () => {
  const { source, calls } = scripted(FIRST, new Error("down"));
  const { catalog } = setup(source);
  await catalog.allVehicles();
  await expect(catalog.reloadAll()).rejects.toThrow("down");
  expect(await catalog.allVehicles()).toBe(FIRST);
  expect(calls).toHaveLength(3);
});

test("a read under way when a reload lands neither passes for fresh nor holds later readers", async () => {
  let finishOld!: (vehicles: Vehicle[]) => void;
  const reads: string[] = [];
  const source: CatalogSource = {
    allVehicles: () => (reads.push("all"), Promise.resolve(SECOND)),
    featuredVehicles: () => {
      reads.push("featured");
      return reads.filter((read) => read === "featured").length === 1 ? new Promise((done) => (finishOld = done)) : Promise.resolve(SECOND);
    },
    similarVehicles: () => Promise.resolve([]),
  };
  const { catalog } = setup(source);
  const old = catalog.featuredVehicles();
  await catalog.reloadAll();
  // A reader after the reload starts its own read instead of joining the old one.
  expect(await catalog.featuredVehicles()).toBe(SECOND);
  finishOld(FIRST);
  expect(await old).toBe(FIRST);
  expect(await catalog.featuredVehicles()).toBe(SECOND);
  expect(reads).toEqual(["featured", "all", "featured"]);
});
