import { afterEach, expect, test } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { DEMO_FAQ_ROWS, DEMO_FAQ_ROWS_ES } from "./demo-faq";
import { DEMO_VEHICLE_ROWS } from "../catalog/demo-catalog";
import { createFaq } from "./faq.server";
import type { LogFields, LogLevel } from "../lib/log.server";
import { createMigrationWarning } from "../catalog/migration-warning.server";
import { createSupabaseSource } from "../catalog/supabase-catalog.server";
import { createSupabaseFaqSource } from "./supabase-faq.server";
import { createSupabaseClient } from "../lib/supabase.server";

// The FAQ and the vehicles' terms from a Supabase project, against the local
// PostgREST stand-in over real HTTP: migrated, not migrated, failing, and a
// row with bad terms.

let server: FakePostgrest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TERM_COLUMNS = ["min_driver_age", "security_deposit", "miles_per_day", "extra_mile_price", "min_rental_hours"] as const;
/** The fleet as a project that has not run the new migration stores it. */
const UNMIGRATED_ROWS = DEMO_VEHICLE_ROWS.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !(TERM_COLUMNS as readonly string[]).includes(key))));

async function setup(options: { rows?: unknown[]; faq?: unknown[] } = {}) {
  server = await startPostgrest({ rows: options.rows ?? DEMO_VEHICLE_ROWS, tables: options.faq ? { faq: options.faq } : {} });
  const logs: { level: LogLevel; event: string; fields?: LogFields }[] = [];
  const log = (level: LogLevel, event: string, fields?: LogFields) => logs.push({ level, event, fields });
  const notMigrated = createMigrationWarning(log);
  const connection = { client: createSupabaseClient({ url: server.url, anonKey: "test-anon-key" }, 1000), log, notMigrated };
  const faqSource = createSupabaseFaqSource(connection);
  const vehicles = createSupabaseSource({ ...connection, site: { mediaBaseUrl: "/media" } });
  return { server, logs, faqSource, vehicles, faq: createFaq(faqSource, { ttlMs: 60_000, log }) };
}

test("published questions from the faq table, with the anon key", async () => {
  const { server, faq } = await setup({ faq: DEMO_FAQ_ROWS });
  const content = await faq.content();
  expect(content.missing).toBe(false);
  expect(content.groups.en.flatMap((group) => group.entries)).toHaveLength(DEMO_FAQ_ROWS.length);
  expect(await faq.topics()).toEqual(["requirements", "deposit", "insurance", "mileage", "delivery", "yacht", "cancellations"]);
  const request = server.requests.find((entry) => entry.path === "/rest/v1/faq")!;
  expect(request.query.get("published")).toBe("eq.true");
  expect(request.headers.apikey).toBe("test-anon-key");
  // One backend call: the cache serves the rest.
  expect(server.requests.filter((entry) => entry.path === "/rest/v1/faq")).toHaveLength(1);
});

test("rows in both languages: /es/faq gets the Spanish ones, and nothing is logged", async () => {
  const { faq, logs } = await setup({ faq: [...DEMO_FAQ_ROWS, ...DEMO_FAQ_ROWS_ES] });
  const { groups } = await faq.content();
  expect(groups.en.flatMap((group) => group.entries.map((entry) => entry.question))).toEqual(DEMO_FAQ_ROWS.map((row) => row.question));
  expect(groups.es.flatMap((group) => group.entries.map((entry) => entry.question))).toEqual(DEMO_FAQ_ROWS_ES.map((row) => row.question));
  expect(await faq.topics("es")).toEqual(await faq.topics("en"));
  expect(logs.filter((entry) => entry.level !== "info")).toEqual([]);
});

test("a faq table from before the language migration: every row English, both pages served, one warning", async () => {
  const withoutLanguage = DEMO_FAQ_ROWS.map(({ language: _language, ...row }) => row);
  const { faq, faqSource, logs } = await setup({ faq: withoutLanguage });
  const { groups, missing } = await faq.content();
  expect(missing).toBe(false);
  expect(groups.en.flatMap((group) => group.entries)).toHaveLength(DEMO_FAQ_ROWS.length);
  expect(groups.es).toEqual(groups.en.map((group) => ({ ...group, title: expect.any(String) })));
  await faqSource.read();
  await faqSource.read();
  expect(logs.filter((entry) => entry.level !== "info")).toEqual([
    {
      level: "warn",
      event: "supabase.migration_missing",
      fields: expect.objectContaining({ missing: "column public.faq.language", migration: expect.stringContaining("faq_language") }),
    },
  ]);
});

test("an empty table: no FAQ to link to", async () => {
  const { faq } = await setup({ faq: [] });
  expect(await faq.topics()).toEqual([]);
});

test("before the migration: no FAQ, no terms, no error, and one warning for both", async () => {
  const { faq, vehicles, logs } = await setup({ rows: UNMIGRATED_ROWS });
  const content = await faq.content();
  expect(content).toEqual({ groups: { en: [], es: [] }, missing: true });
  expect(await faq.topics()).toEqual([]);
  const fleet = await vehicles.allVehicles();
  expect(fleet).toHaveLength(DEMO_VEHICLE_ROWS.length);
  expect(fleet.every((vehicle) => vehicle.terms === null)).toBe(true);
  await vehicles.featuredVehicles();
  await createSupabaseFaqSource({ client: createSupabaseClient({ url: server!.url, anonKey: "k" }), log: () => {}, notMigrated: () => {} }).read();
  const warnings = logs.filter((entry) => entry.level !== "info");
  expect(warnings).toEqual([
    {
      level: "warn",
      event: "supabase.migration_missing",
      fields: expect.objectContaining({ missing: expect.stringContaining("PGRST205"), migration: expect.stringContaining("rental_terms_and_faq") }),
    },
  ]);
});

test("a faq table without a column the site filters on counts as not migrated (42703)", async () => {
  const { server, faq, logs } = await setup();
  server.setTable("faq", [], ["id", "topic", "question", "answer"]);
  expect(await faq.content()).toEqual({ groups: { en: [], es: [] }, missing: true });
  expect(logs[0]?.fields?.missing).toContain("42703");
});

test("a failing faq table is an error for the cache: the last good questions are served, nothing is 'missing'", async () => {
  const { server, faqSource, logs } = await setup({ faq: DEMO_FAQ_ROWS });
  const log = (level: LogLevel, event: string, fields?: LogFields) => logs.push({ level, event, fields });
  const faq = createFaq(faqSource, { ttlMs: 0, retries: 0, log });
  const good = await faq.content();
  server.setMode("error");
  expect(await faq.content()).toBe(good);
  expect(logs).toContainEqual(expect.objectContaining({ event: "catalog.read_failed", fields: expect.objectContaining({ key: "faq", servedStale: true }) }));
  expect(logs.some((entry) => entry.event === "supabase.migration_missing")).toBe(false);

  const cold = createFaq(faqSource, { ttlMs: 0, retries: 0, log: () => {} });
  await expect(cold.content()).rejects.toMatchObject({ name: "BackendUnavailableError" });
  expect(await cold.topics()).toEqual([]);
});

test("a row with bad terms: the vehicle is shown, each bad term logged and left to the default", async () => {
  const bad = { ...DEMO_VEHICLE_ROWS[0]!, min_driver_age: -1, security_deposit: "a lot", miles_per_day: 250, extra_mile_price: 99999, min_rental_hours: null };
  const { vehicles, logs } = await setup({ rows: [bad], faq: [] });
  const [vehicle] = await vehicles.allVehicles();
  expect(vehicle?.model).toBe("G63");
  expect(vehicle?.terms).toEqual({ minDriverAge: null, securityDeposit: null, milesPerDay: 250, extraMilePrice: null, minRentalHours: null });
  const warning = logs.find((entry) => entry.event === "catalog.terms_invalid");
  expect(warning?.fields).toMatchObject({ source: "supabase", id: bad.id });
  expect(warning?.fields?.issues).toHaveLength(3);
  expect(logs.some((entry) => entry.event === "supabase.migration_missing")).toBe(false);
});
