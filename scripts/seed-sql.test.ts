import { expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../app/catalog/demo-catalog";
import { seedSql, sqlLiteral } from "./seed-sql";

test("literals: quotes doubled, null, booleans, numbers and text arrays", () => {
  expect(sqlLiteral("SUV's")).toBe("'SUV''s'");
  expect(sqlLiteral("back\\slash")).toBe("'back\\slash'");
  expect(sqlLiteral(null)).toBe("null");
  expect(sqlLiteral(true)).toBe("true");
  expect(sqlLiteral(1295.5)).toBe("1295.5");
  expect(sqlLiteral([])).toBe("'{}'::text[]");
  expect(sqlLiteral(["a", "it's"])).toBe("array['a', 'it''s']::text[]");
});

test("values PostgreSQL could not store, or that are not data, are refused", () => {
  expect(() => sqlLiteral("a\0b")).toThrow(/NUL/);
  expect(() => sqlLiteral(Number.NaN)).toThrow(/finite/);
  expect(() => sqlLiteral(undefined)).toThrow();
  expect(() => sqlLiteral({})).toThrow();
});

test("one insert with a line per vehicle, leaving existing rows alone", () => {
  const sql = seedSql(DEMO_VEHICLE_ROWS);
  expect(sql.match(/^ {2}\('[0-9a-f-]{36}', /gm)).toHaveLength(DEMO_VEHICLE_ROWS.length);
  expect(sql).toMatch(
    /^insert into public\.vehicles \(id, brand, model, .*, created_at, min_driver_age, security_deposit, miles_per_day, extra_mile_price, min_rental_hours, description_es, special_features_es\)$/m,
  );
  expect(sql.trimEnd().endsWith("on conflict (id) do nothing;")).toBe(true);
});
