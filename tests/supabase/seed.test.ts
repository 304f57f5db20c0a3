import { readFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import * as v from "valibot";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseRows } from "~/catalog/catalog-source.server";
import { DEMO_IMAGE_PATHS, DEMO_VEHICLE_ROWS } from "~/catalog/demo-catalog";
import type { LogFields } from "~/lib/log.server";
import type { Vehicle } from "~/catalog/vehicle";
import { VehicleRowSchema } from "~/catalog/vehicle-row.server";
import { SEED_PATH, seedSql } from "../../scripts/seed-sql";
import { asRole, createProjectDatabase, loadSeed } from "./database";

// supabase/seed.sql is the demo catalog, and what anon reads back from it is
// exactly what the site serves from the embedded copy.

let db: PGlite;
beforeAll(async () => {
  db = await createProjectDatabase({ seed: true });
});
afterAll(async () => {
  await db?.close();
});

const site = { mediaBaseUrl: "https://project.supabase.example/storage/v1/object/public/media" };

test("supabase/seed.sql is what `npm run seed:generate` writes from the demo catalog", () => {
  expect(readFileSync(SEED_PATH, "utf8"), "run `npm run seed:generate` and commit the result").toBe(
    seedSql(DEMO_VEHICLE_ROWS),
  );
});

test("anon reads back every demo vehicle, and each passes the site's intake unchanged", async () => {
  // The body PostgREST would answer `GET /rest/v1/vehicles?order=created_at.desc` with.
  const body = await asRole(db, "anon", async (tx) => {
    const { rows } = await tx.query<{ body: unknown }>(
      "select coalesce(json_agg(v order by v.created_at desc), '[]'::json) as body from public.vehicles v",
    );
    return rows[0]!.body;
  });
  const warnings: LogFields[] = [];
  const vehicles = parseRows(body, { site, source: "supabase", log: (_level, _event, fields) => warnings.push(fields ?? {}) });
  expect(warnings).toEqual([]);
  expect(vehicles).toHaveLength(DEMO_VEHICLE_ROWS.length);

  const expected = DEMO_VEHICLE_ROWS.map((row): Vehicle => {
    const vehicle = v.parse(VehicleRowSchema, row);
    const terms = {
      minDriverAge: row.min_driver_age,
      securityDeposit: row.security_deposit,
      milesPerDay: row.miles_per_day,
      extraMilePrice: row.extra_mile_price,
      minRentalHours: row.min_rental_hours,
    };
    // Storage paths stay paths: the pictures service turns them into copies.
    return { ...vehicle, terms };
  });
  // Timestamps come back in PostgreSQL's spelling (+00:00), the same instant.
  const sameInstant = (list: typeof expected) =>
    list.map((vehicle) => ({ ...vehicle, created_at: new Date(vehicle.created_at).toISOString() }));
  expect(sameInstant(vehicles)).toEqual(sameInstant(expected));
});

test("a few fields read back exactly as written, quotes and empty lists included", async () => {
  const { rows } = await db.query<Record<string, unknown>>(
    "select brand, model, description, price_per_day::float8 as price, special_features from public.vehicles where id = $1",
    ["a83d2f10-6e4b-4c97-8b25-f19c0d7e3a62"],
  );
  expect(rows[0]).toMatchObject({ brand: "Lamborghini", model: "Urus", price: 1495 });
  expect(rows[0]!.description).toContain("SUV's frame");
  const { rows: bare } = await db.query<{ count: number }>(
    "select count(*)::int as count from public.vehicles where images = '{}' or special_features = '{}'",
  );
  expect(bare[0]!.count).toBe(
    DEMO_VEHICLE_ROWS.filter((row) => row.images.length === 0 || row.special_features.length === 0).length,
  );
});

test("images stay storage paths in the media bucket, one for each demo image", async () => {
  const { rows } = await db.query<{ path: string }>("select unnest(images) as path from public.vehicles");
  const paths = rows.map((row) => row.path);
  expect(paths.every((path) => /^vehicles\/[a-z0-9-]+\.jpg$/.test(path))).toBe(true);
  expect(paths.sort()).toEqual([...DEMO_IMAGE_PATHS].sort());
});

test("loading the seed again adds nothing and keeps the owner's edits", async () => {
  await db.query("update public.vehicles set price_per_day = 999 where id = $1", [DEMO_VEHICLE_ROWS[0]!.id]);
  await loadSeed(db);
  const { rows } = await db.query<{ count: number; price: number }>(
    "select count(*)::int as count, max(price_per_day) filter (where id = $1)::float8 as price from public.vehicles",
    [DEMO_VEHICLE_ROWS[0]!.id],
  );
  expect(rows[0]).toEqual({ count: DEMO_VEHICLE_ROWS.length, price: 999 });
});
