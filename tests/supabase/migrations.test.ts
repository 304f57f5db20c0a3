import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "~/catalog/demo-catalog";
import { applyMigrations, asRole, createProjectDatabase, type ApiRole } from "./database";

// The migrations on a real PostgreSQL with Supabase's roles: the table has
// SPEC.md's shape, and the public API keys can read the fleet and the media
// bucket but change nothing.

let db: PGlite;
beforeAll(async () => {
  db = await createProjectDatabase({ seed: true });
});
afterAll(async () => {
  await db?.close();
});

const ROLES: ApiRole[] = ["anon", "authenticated"];
const G63 = DEMO_VEHICLE_ROWS[0]!.id;

async function vehicleCount(): Promise<number> {
  const { rows } = await db.query<{ count: number }>("select count(*)::int as count from public.vehicles");
  return rows[0]!.count;
}

test("vehicles has SPEC.md's columns with their types, defaults and nullability, then the rental terms", async () => {
  const { rows } = await db.query(
    `select column_name as name, udt_name as type, is_nullable = 'YES' as nullable, column_default as "default"
     from information_schema.columns where table_schema = 'public' and table_name = 'vehicles'
     order by ordinal_position`,
  );
  const text = { type: "text", nullable: true, default: null };
  expect(rows).toEqual([
    { name: "id", type: "uuid", nullable: false, default: "gen_random_uuid()" },
    { name: "brand", type: "text", nullable: false, default: null },
    { name: "model", type: "text", nullable: false, default: null },
    { name: "variant", ...text },
    { name: "description", ...text },
    { name: "year", type: "int4", nullable: true, default: null },
    { name: "images", type: "_text", nullable: false, default: "'{}'::text[]" },
    { name: "is_available", type: "bool", nullable: false, default: "true" },
    { name: "is_featured", type: "bool", nullable: false, default: "false" },
    { name: "price_per_day", type: "numeric", nullable: true, default: null },
    { name: "price_per_hour", type: "numeric", nullable: true, default: null },
    { name: "fuel_type", ...text },
    { name: "transmission", ...text },
    { name: "color_exterior", ...text },
    { name: "color_interior", ...text },
    { name: "power_hp", type: "int4", nullable: true, default: null },
    { name: "special_features", type: "_text", nullable: false, default: "'{}'::text[]" },
    { name: "created_at", type: "timestamptz", nullable: false, default: "now()" },
    // Then the optional rental terms (issue 17, terms-faq-migration.test.ts).
    ...["min_driver_age", "security_deposit", "miles_per_day", "extra_mile_price", "min_rental_hours"].map((name) => ({
      name,
      type: name.includes("deposit") || name.includes("price") ? "numeric" : "int4",
      nullable: true,
      default: null,
    })),
    // Then the owner's Spanish (vehicle-spanish-migration.test.ts).
    { name: "description_es", ...text },
    { name: "special_features_es", type: "_text", nullable: false, default: "'{}'::text[]" },
  ]);
});

test("a vehicle with only brand and model gets an id, empty lists and the flags' defaults", async () => {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<Record<string, unknown>>(
      "insert into public.vehicles (brand, model) values ('Bentley', 'Bentayga') returning *",
    );
    expect(rows[0]).toMatchObject({ images: [], special_features: [], is_available: true, is_featured: false });
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
    await tx.rollback();
  });
});

test.each([
  ["a blank brand", "insert into public.vehicles (brand, model) values ('  ', 'X')"],
  ["a blank model", "insert into public.vehicles (brand, model) values ('Audi', '')"],
  ["a negative price", "insert into public.vehicles (brand, model, price_per_day) values ('Audi', 'R8', -1)"],
  ["no model", "insert into public.vehicles (brand) values ('Audi')"],
])("the table refuses a row the site could not show: %s", async (_, sql) => {
  await expect(db.query(sql)).rejects.toMatchObject({ code: expect.stringMatching(/^23/) });
});

test("indexes serve the site's reads: newest first, the showcase and similar vehicles", async () => {
  const { rows } = await db.query<{ indexdef: string }>(
    "select indexdef from pg_indexes where schemaname = 'public' and tablename = 'vehicles' order by indexname",
  );
  const definitions = rows.map((row) => row.indexdef.replace(/^.* USING btree /, ""));
  expect(definitions).toEqual([
    "(brand, created_at DESC)",
    "(created_at DESC)",
    "(is_featured, is_available, created_at DESC)",
    "(id)",
  ]);
});

test("row level security is on, and the only policy lets anon and authenticated select", async () => {
  const { rows: tables } = await db.query<{ relrowsecurity: boolean }>(
    "select relrowsecurity from pg_class where oid = 'public.vehicles'::regclass",
  );
  expect(tables[0]!.relrowsecurity).toBe(true);
  const { rows: policies } = await db.query(
    "select cmd, roles::text[] as roles, qual from pg_policies where schemaname = 'public' and tablename = 'vehicles'",
  );
  expect(policies).toEqual([{ cmd: "SELECT", roles: ["anon", "authenticated"], qual: "true" }]);
});

test.each(ROLES)("%s reads every vehicle", async (role) => {
  const ids = await asRole(db, role, async (tx) => {
    const { rows } = await tx.query<{ id: string }>("select id from public.vehicles");
    return rows.map((row) => row.id);
  });
  expect(ids.sort()).toEqual(DEMO_VEHICLE_ROWS.map((row) => row.id).sort());
});

const WRITES = [
  ["insert", "insert into public.vehicles (brand, model) values ('Bugatti', 'Chiron')"],
  ["update", `update public.vehicles set price_per_day = 1 where id = '${G63}'`],
  ["delete", `delete from public.vehicles where id = '${G63}'`],
  ["truncate", "truncate public.vehicles"],
] as const;

test.each(ROLES.flatMap((role) => WRITES.map(([name, sql]) => [role, name, sql] as const)))(
  "%s may not %s vehicles",
  async (role, _, sql) => {
    await expect(asRole(db, role, (tx) => tx.query(sql))).rejects.toMatchObject({
      code: "42501",
      message: "permission denied for table vehicles",
    });
    expect(await vehicleCount()).toBe(DEMO_VEHICLE_ROWS.length);
  },
);

// Defence in depth: should someone grant the write privileges back (the
// dashboard's "grant all" is one click), RLS still refuses every write.
test.each(ROLES)("with write privileges granted back, row level security still stops %s", async (role) => {
  await db.transaction(async (tx) => {
    await tx.exec(`grant insert, update, delete on public.vehicles to ${role}; set local role ${role}; savepoint before_insert`);
    await expect(tx.query("insert into public.vehicles (brand, model) values ('Bugatti', 'Chiron')")).rejects.toMatchObject({
      code: "42501",
      message: expect.stringContaining("row-level security"),
    });
    await tx.exec("rollback to savepoint before_insert");
    expect((await tx.query(`update public.vehicles set price_per_day = 1 where id = '${G63}'`)).affectedRows).toBe(0);
    expect((await tx.query(`delete from public.vehicles where id = '${G63}'`)).affectedRows).toBe(0);
    await tx.rollback();
  });
  expect(await vehicleCount()).toBe(DEMO_VEHICLE_ROWS.length);
});

test.each(ROLES)("the public media bucket: %s lists its files and changes nothing", async (role) => {
  const { rows: buckets } = await db.query("select id, name, public from storage.buckets");
  expect(buckets).toEqual([{ id: "media", name: "media", public: true }]);

  await db.transaction(async (tx) => {
    await tx.exec(`
      insert into storage.buckets (id, name) values ('private', 'private');
      insert into storage.objects (bucket_id, name) values ('media', 'hero/background.jpg'), ('private', 'secret.txt');
      set local role ${role};
      savepoint before_upload`);
    const { rows } = await tx.query<{ name: string }>("select name from storage.objects");
    expect(rows.map((row) => row.name)).toEqual(["hero/background.jpg"]);
    await expect(
      tx.query("insert into storage.objects (bucket_id, name) values ('media', 'hero/defaced.jpg')"),
    ).rejects.toMatchObject({ code: "42501", message: expect.stringContaining("row-level security") });
    await tx.exec("rollback to savepoint before_upload");
    expect((await tx.query("update storage.objects set name = 'hero/other.jpg'")).affectedRows).toBe(0);
    expect((await tx.query("delete from storage.objects")).affectedRows).toBe(0);
    expect((await tx.query("update storage.buckets set public = false")).affectedRows).toBe(0);
    await tx.rollback();
  });
});

test("the migrations run again without error or duplicates (a bucket made in the dashboard first is fine)", async () => {
  await applyMigrations(db);
  const { rows } = await db.query<{ count: number }>(
    `select (select count(*) from pg_policies where policyname in
       ('Vehicles are readable by everyone', 'Media is readable by everyone'))::int
     + (select count(*) from storage.buckets)::int as count`,
  );
  expect(rows[0]!.count).toBe(3);
  expect(await vehicleCount()).toBe(DEMO_VEHICLE_ROWS.length);
});
