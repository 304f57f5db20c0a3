import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_FAQ_ROWS } from "~/faq/demo-faq";
import { DEMO_VEHICLE_ROWS } from "~/catalog/demo-catalog";
import { applyMigrations, asRole, createDatabaseBefore, createProjectDatabase, migrationFiles, type ApiRole } from "./database";

// The rental-terms and FAQ migration on a real PostgreSQL with Supabase's
// roles: optional columns on vehicles, the faq table, and the same read-only
// rules as the fleet (anyone reads, nobody writes with the public keys).

const MIGRATION = "20261123120000_rental_terms_and_faq.sql";
const ROLES: ApiRole[] = ["anon", "authenticated"];
const G63 = DEMO_VEHICLE_ROWS[0]!.id;

let db: PGlite;
beforeAll(async () => {
  db = await createProjectDatabase({ seed: true });
  // The owner's questions, as entered in the dashboard (the seed carries none:
  // the demo answers are examples that must never reach a real site).
  for (const row of DEMO_FAQ_ROWS) {
    await db.query(
      "insert into public.faq (id, topic, question, answer, position, published, anchor) values ($1, $2, $3, $4, $5, $6, $7)",
      [row.id, row.topic, row.question, row.answer, row.position, row.published, row.anchor],
    );
  }
});
afterAll(async () => {
  await db?.close();
});

async function columns(table: string) {
  const { rows } = await db.query(
    `select column_name as name, udt_name as type, is_nullable = 'YES' as nullable, column_default as "default"
     from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows;
}

test("the migration comes after the fleet's, so it applies on top of them", () => {
  const names = migrationFiles().map((file) => file.split("/").pop()!);
  expect(names.indexOf(MIGRATION)).toBeGreaterThan(names.findIndex((name) => name.endsWith("_vehicles.sql")));
});

test("vehicles gains five optional rental-term columns, empty by default", async () => {
  const names = ["min_driver_age", "security_deposit", "miles_per_day", "extra_mile_price", "min_rental_hours"];
  const terms = (await columns("vehicles")).filter((column) => names.includes((column as { name: string }).name));
  expect(terms).toEqual([
    { name: "min_driver_age", type: "int4", nullable: true, default: null },
    { name: "security_deposit", type: "numeric", nullable: true, default: null },
    { name: "miles_per_day", type: "int4", nullable: true, default: null },
    { name: "extra_mile_price", type: "numeric", nullable: true, default: null },
    { name: "min_rental_hours", type: "int4", nullable: true, default: null },
  ]);
});

test("faq has question, answer, topic, position, published, an optional anchor and a language", async () => {
  expect(await columns("faq")).toEqual([
    { name: "id", type: "uuid", nullable: false, default: "gen_random_uuid()" },
    { name: "topic", type: "text", nullable: false, default: null },
    { name: "question", type: "text", nullable: false, default: null },
    { name: "answer", type: "text", nullable: false, default: null },
    { name: "position", type: "int4", nullable: false, default: "0" },
    { name: "published", type: "bool", nullable: false, default: "true" },
    { name: "anchor", type: "text", nullable: true, default: null },
    { name: "created_at", type: "timestamptz", nullable: false, default: "now()" },
    // From 20261127130000_faq_language.sql.
    { name: "language", type: "text", nullable: false, default: "'en'::text" },
  ]);
});

test("on a fleet that already has rows, the new columns start empty and nothing else changes", async () => {
  const { db: fresh, sql } = await createDatabaseBefore(MIGRATION);
  try {
    await fresh.exec("insert into public.vehicles (brand, model, price_per_day) values ('Audi', 'R8', 895)");
    await fresh.exec(sql);
    const { rows } = await fresh.query(
      "select brand, price_per_day::float8 as price, min_driver_age, security_deposit, miles_per_day, extra_mile_price, min_rental_hours from public.vehicles",
    );
    expect(rows).toEqual([
      { brand: "Audi", price: 895, min_driver_age: null, security_deposit: null, miles_per_day: null, extra_mile_price: null, min_rental_hours: null },
    ]);
  } finally {
    await fresh.close();
  }
});

test.each([
  ["an age under 16", "update public.vehicles set min_driver_age = 12"],
  ["a negative deposit", "update public.vehicles set security_deposit = -1"],
  ["no miles included", "update public.vehicles set miles_per_day = 0"],
  ["an absurd mile price", "update public.vehicles set extra_mile_price = 5000"],
  ["a zero-hour minimum", "update public.vehicles set min_rental_hours = 0"],
  ["an unknown topic", "insert into public.faq (topic, question, answer) values ('parking', 'Q?', 'A.')"],
  ["a blank question", "insert into public.faq (topic, question, answer) values ('insurance', ' ', 'A.')"],
  ["a blank answer", "insert into public.faq (topic, question, answer) values ('insurance', 'Q?', '')"],
  ["an anchor with spaces", "insert into public.faq (topic, question, answer, anchor) values ('insurance', 'Q?', 'A.', 'my anchor')"],
])("the tables refuse a value the site could not show: %s", async (_, sql) => {
  await expect(db.query(sql)).rejects.toMatchObject({ code: expect.stringMatching(/^23/) });
});

test("two questions cannot share an anchor", async () => {
  const anchor = DEMO_FAQ_ROWS.find((row) => row.anchor)!.anchor;
  await expect(
    db.query("insert into public.faq (topic, question, answer, anchor) values ('insurance', 'Q?', 'A.', $1)", [anchor]),
  ).rejects.toMatchObject({ code: "23505" });
});

test("row level security is on for faq, and its only policy lets anon and authenticated read published rows", async () => {
  const { rows: tables } = await db.query<{ relrowsecurity: boolean }>(
    "select relrowsecurity from pg_class where oid = 'public.faq'::regclass",
  );
  expect(tables[0]!.relrowsecurity).toBe(true);
  const { rows: policies } = await db.query(
    "select cmd, roles::text[] as roles, qual from pg_policies where schemaname = 'public' and tablename = 'faq'",
  );
  expect(policies).toEqual([{ cmd: "SELECT", roles: ["anon", "authenticated"], qual: "published" }]);
});

test.each(ROLES)("%s reads every published question and the vehicles' terms, but no draft", async (role) => {
  await db.query("insert into public.faq (topic, question, answer, published) values ('insurance', 'Draft?', 'Not yet.', false)");
  try {
    const { questions, terms } = await asRole(db, role, async (tx) => {
      const faq = await tx.query<{ question: string }>("select question from public.faq");
      const vehicles = await tx.query<{ min_driver_age: number | null }>("select min_driver_age from public.vehicles where id = $1", [G63]);
      return { questions: faq.rows.map((row) => row.question), terms: vehicles.rows[0] };
    });
    expect(questions.sort()).toEqual(DEMO_FAQ_ROWS.filter((row) => row.published).map((row) => row.question).sort());
    expect(terms).toEqual({ min_driver_age: DEMO_VEHICLE_ROWS[0]!.min_driver_age });
  } finally {
    await db.query("delete from public.faq where question = 'Draft?'");
  }
});

const WRITES = [
  ["insert", "insert into public.faq (topic, question, answer) values ('insurance', 'Q?', 'A.')"],
  ["update", "update public.faq set answer = 'Defaced.'"],
  ["delete", "delete from public.faq"],
  ["truncate", "truncate public.faq"],
] as const;

async function faqCount(): Promise<number> {
  const { rows } = await db.query<{ count: number }>("select count(*)::int as count from public.faq");
  return rows[0]!.count;
}

test.each(ROLES.flatMap((role) => WRITES.map(([name, sql]) => [role, name, sql] as const)))(
  "%s may not %s faq",
  async (role, _, sql) => {
    await expect(asRole(db, role, (tx) => tx.query(sql))).rejects.toMatchObject({
      code: "42501",
      message: "permission denied for table faq",
    });
    expect(await faqCount()).toBe(DEMO_FAQ_ROWS.length);
  },
);

test.each(ROLES)("%s may not change a vehicle's terms", async (role) => {
  await expect(
    asRole(db, role, (tx) => tx.query(`update public.vehicles set security_deposit = 0 where id = '${G63}'`)),
  ).rejects.toMatchObject({ code: "42501" });
});

test.each(ROLES)("with write privileges granted back, row level security still stops %s on faq", async (role) => {
  await db.transaction(async (tx) => {
    await tx.exec(`grant insert, update, delete on public.faq to ${role}; set local role ${role}; savepoint before_insert`);
    await expect(tx.query("insert into public.faq (topic, question, answer) values ('insurance', 'Q?', 'A.')")).rejects.toMatchObject({
      code: "42501",
      message: expect.stringContaining("row-level security"),
    });
    await tx.exec("rollback to savepoint before_insert");
    expect((await tx.query("update public.faq set answer = 'Defaced.'")).affectedRows).toBe(0);
    expect((await tx.query("delete from public.faq")).affectedRows).toBe(0);
    await tx.rollback();
  });
  expect(await faqCount()).toBe(DEMO_FAQ_ROWS.length);
});

test("the migrations run again without error, duplicate policies or lost data", async () => {
  await applyMigrations(db);
  const { rows } = await db.query<{ count: number }>(
    "select count(*)::int as count from pg_policies where policyname = 'FAQ is readable by everyone'",
  );
  expect(rows[0]!.count).toBe(1);
  expect(await faqCount()).toBe(DEMO_FAQ_ROWS.length);
  const { rows: terms } = await db.query<{ age: number }>("select min_driver_age as age from public.vehicles where id = $1", [G63]);
  expect(terms[0]!.age).toBe(DEMO_VEHICLE_ROWS[0]!.min_driver_age);
});
