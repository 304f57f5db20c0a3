import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "~/catalog/demo-catalog";
import { asRole, createProjectDatabase, migrationFiles, type ApiRole } from "./database";

// The owner's Spanish for vehicles on a real PostgreSQL with Supabase's roles:
// two optional columns, applied on a fleet that already has rows, and again.

const MIGRATION = "20261127130100_vehicle_spanish.sql";
const ROLES: ApiRole[] = ["anon", "authenticated"];
const URUS = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;

let db: PGlite;
beforeAll(async () => {
  db = await createProjectDatabase({ seed: true });
});
afterAll(async () => {
  await db?.close();
});

test("it applies after the fleet's migrations", () => {
  const names = migrationFiles().map((file) => file.split("/").pop()!);
  expect(names.indexOf(MIGRATION)).toBeGreaterThan(names.findIndex((name) => name.endsWith("_vehicles.sql")));
});

test("on a fleet that already has rows: the columns start empty, and running it again changes nothing", async () => {
  const fresh = await PGlite.create();
  try {
    await fresh.exec(readFileSync(resolve(import.meta.dirname, "platform.sql"), "utf8"));
    const files = migrationFiles();
    const at = files.findIndex((file) => file.endsWith(MIGRATION));
    for (const file of files.slice(0, at)) await fresh.exec(readFileSync(file, "utf8"));
    await fresh.exec("insert into public.vehicles (brand, model, description) values ('Audi', 'R8', 'Fast.')");
    const migration = readFileSync(files[at]!, "utf8");
    await fresh.exec(migration);
    await fresh.exec("update public.vehicles set description_es = 'Rápido.', special_features_es = array['Techo']");
    await fresh.exec(migration);
    const { rows } = await fresh.query("select brand, description, description_es, special_features_es from public.vehicles");
    expect(rows).toEqual([{ brand: "Audi", description: "Fast.", description_es: "Rápido.", special_features_es: ["Techo"] }]);
    const { rows: added } = await fresh.query(
      "select count(*)::int as count from information_schema.columns where table_name = 'vehicles' and column_name like '%\\_es'",
    );
    expect(added).toEqual([{ count: 2 }]);
  } finally {
    await fresh.close();
  }
});

test("a vehicle without Spanish gets an empty description and an empty list", async () => {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query("insert into public.vehicles (brand, model) values ('Bentley', 'Bentayga') returning description_es, special_features_es");
    expect(rows).toEqual([{ description_es: null, special_features_es: [] }]);
    await tx.rollback();
  });
});

test.each(ROLES)("%s reads the demo's Spanish, and cannot change it", async (role) => {
  const row = await asRole(db, role, async (tx) => {
    const { rows } = await tx.query("select description_es, special_features_es from public.vehicles where id = $1", [URUS.id]);
    return rows[0];
  });
  expect(row).toEqual({ description_es: URUS.description_es, special_features_es: URUS.special_features_es });
  await expect(asRole(db, role, (tx) => tx.query("update public.vehicles set description_es = 'x'"))).rejects.toMatchObject({ code: "42501" });
});
