import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { applyMigrations, asRole, createProjectDatabase, migrationFiles, type ApiRole } from "./database";

// The live-updates migration on a real PostgreSQL with Supabase's roles: every
// committed statement on vehicles or faq bumps one version, which anon reads
// through rpc/catalog_version and nothing else.

const MIGRATION = "20261127120000_catalog_version.sql";
const ROLES: ApiRole[] = ["anon", "authenticated"];

let db: PGlite;
beforeAll(async () => {
  db = await createProjectDatabase({ seed: true });
});
afterAll(async () => {
  await db?.close();
});

async function version(role: ApiRole = "anon"): Promise<number> {
  return asRole(db, role, async (tx) => {
    const { rows } = await tx.query<{ version: string }>("select public.catalog_version()::text as version");
    return Number(rows[0]!.version);
  });
}

test("it applies after the vehicles and FAQ migrations", () => {
  const names = migrationFiles().map((file) => file.split("/").pop()!);
  expect(names.indexOf(MIGRATION)).toBeGreaterThan(names.indexOf("20261123120000_rental_terms_and_faq.sql"));
});

test.each(ROLES)("%s reads the version through catalog_version()", async (role) => {
  expect(await version(role)).toBe(await version());
});

test.each([
  ["a price", "update public.vehicles set price_per_day = price_per_day + 1 where brand = 'Lamborghini'"],
  ["availability", "update public.vehicles set is_available = not is_available where brand = 'Ferrari'"],
  ["a new vehicle", "insert into public.vehicles (brand, model) values ('Audi', 'R8')"],
  ["a deleted vehicle", "delete from public.vehicles where brand = 'Audi'"],
  ["images", "update public.vehicles set images = array['vehicles/new.webp'] where brand = 'Ferrari'"],
  ["a question", "insert into public.faq (topic, question, answer) values ('insurance', 'Covered?', 'Yes.')"],
  ["an answer", "update public.faq set answer = 'No.'"],
  ["a removed question", "delete from public.faq"],
])("%s bumps the version once per statement", async (_, sql) => {
  const before = await version();
  await db.exec(sql);
  expect(await version()).toBe(before + 1);
});

test("a statement touching no row still counts once; a truncate counts", async () => {
  const before = await version();
  await db.exec("update public.vehicles set price_per_day = 1 where false");
  await db.exec("begin; truncate public.faq; rollback;");
  expect(await version()).toBe(before + 1);
});

test("an edit shows in the version only once it is committed, and a rolled-back one never", async () => {
  const before = await version();
  await db.transaction(async (tx) => {
    await tx.exec("update public.vehicles set is_featured = not is_featured where brand = 'Ferrari'");
    await tx.rollback();
  });
  expect(await version()).toBe(before);
});

test.each(ROLES)("%s can call nothing else new: no read or write of the counter, no bump", async (role) => {
  const denied = { code: "42501" };
  await expect(asRole(db, role, (tx) => tx.query("select version from public.catalog_version"))).rejects.toMatchObject(denied);
  await expect(asRole(db, role, (tx) => tx.query("update public.catalog_version set version = 0"))).rejects.toMatchObject(denied);
  await expect(asRole(db, role, (tx) => tx.query("select public.bump_catalog_version()"))).rejects.toMatchObject(denied);
  const { rows } = await db.query<{ name: string }>(
    `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and has_function_privilege($1, p.oid, 'execute') order by 1`,
    [role],
  );
  expect(rows.map((row) => row.name)).toEqual(["catalog_version"]);
});

test("the migrations run again without error, with one trigger per table and the version kept", async () => {
  const before = await version();
  await applyMigrations(db);
  expect(await version()).toBe(before);
  const { rows } = await db.query<{ table: string; count: number }>(
    `select event_object_table as table, count(distinct trigger_name)::int as count from information_schema.triggers
     where trigger_schema = 'public' group by 1 order by 1`,
  );
  expect(rows).toEqual([
    { table: "faq", count: 1 },
    { table: "vehicles", count: 1 },
  ]);
});

test("on a database without the FAQ migration it still applies, and bumps on vehicles", async () => {
  const fresh = await PGlite.create();
  try {
    await fresh.exec(readFileSync(resolve(import.meta.dirname, "platform.sql"), "utf8"));
    // Without the FAQ and the migration that builds on it.
    const withoutFaq = migrationFiles().filter((name) => !name.includes("rental_terms_and_faq") && !name.includes("faq_language"));
    for (const file of withoutFaq) await fresh.exec(readFileSync(file, "utf8"));
    await fresh.exec("insert into public.vehicles (brand, model) values ('Audi', 'R8')");
    const { rows } = await fresh.query<{ version: number }>("select public.catalog_version()::int as version");
    expect(rows[0]!.version).toBe(1);
  } finally {
    await fresh.close();
  }
});
