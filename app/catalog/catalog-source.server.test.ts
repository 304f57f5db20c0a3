import { expect, test } from "vitest";
import { CatalogResponseError, parseRows } from "./catalog-source.server";
import type { LogLevel } from "../lib/log.server";
import { createMigrationWarning } from "./migration-warning.server";

function intake() {
  const logs: { level: LogLevel; event: string; fields?: Record<string, unknown> }[] = [];
  return {
    logs,
    site: { mediaBaseUrl: "https://project.supabase.example/storage/v1/object/public/media" },
    log: (level: LogLevel, event: string, fields?: Record<string, unknown>) => logs.push({ level, event, fields }),
    source: "test",
  };
}

const ROW = {
  id: "1",
  brand: "Audi",
  model: "R8",
  year: 2023,
  images: ["vehicles/audi-r8-1.webp", "/vehicles/audi-r8-2.webp", "https://img.example.com/r8.jpg", "HTTP://img.example.com/r8b.jpg"],
  price_per_day: "895.00",
  created_at: "2025-05-19T11:35:00Z",
};

test("good rows are parsed; storage paths stay paths, other URLs stay as they are", () => {
  const [vehicle] = parseRows([ROW], intake());
  expect(vehicle).toMatchObject({ id: "1", brand: "Audi", price_per_day: 895, variant: null, special_features: [] });
  expect(vehicle?.images).toEqual(["vehicles/audi-r8-1.webp", "vehicles/audi-r8-2.webp", "https://img.example.com/r8.jpg", "HTTP://img.example.com/r8b.jpg"]);
});

test("a URL of the configured bucket becomes its storage path; anything else outside the bucket stays a URL", () => {
  const bucket = "https://project.supabase.example/storage/v1/object/public/media";
  const images = [
    `${bucket}/vehicles/urus-1.jpg`,
    // As the dashboard writes a name with spaces; a query string is not part of the path.
    `${bucket}/vehicles/my%20car%20(1).JPG?t=2025-01-01`,
    `HTTPS://PROJECT.supabase.example/storage/v1/object/public/media/vehicles/urus-2.jpg`,
    // Another bucket, another project, another scheme, a path that leaves the bucket: not ours.
    "https://project.supabase.example/storage/v1/object/public/private/vehicles/urus-1.jpg",
    "https://other.supabase.example/storage/v1/object/public/media/vehicles/urus-1.jpg",
    "http://project.supabase.example/storage/v1/object/public/media/vehicles/urus-1.jpg",
    `${bucket}/%2e%2e/private/secret.jpg`,
    `${bucket}/vehicles/a%2Fb.jpg`,
    `${bucket}//vehicles/urus-1.jpg`,
    `${bucket}/`,
    `${bucket}-old/vehicles/urus-1.jpg`,
  ];
  const [vehicle] = parseRows([{ ...ROW, images }], intake());
  expect(vehicle?.images).toEqual([
    "vehicles/urus-1.jpg",
    "vehicles/my car (1).JPG",
    "vehicles/urus-2.jpg",
    ...images.slice(3),
  ]);
});

test("on the demo (media under the site's own /media) every http(s) URL stays a URL", () => {
  const [vehicle] = parseRows([{ ...ROW, images: ["https://x.example/media/a.jpg", "vehicles/a.jpg"] }], { ...intake(), site: { mediaBaseUrl: "/media" } });
  expect(vehicle?.images).toEqual(["https://x.example/media/a.jpg", "vehicles/a.jpg"]);
});

test("a bad row is logged and skipped, the rest survive", () => {
  const log = intake();
  const vehicles = parseRows([{ ...ROW, id: "bad", brand: "" }, "nonsense", ROW], log);
  expect(vehicles.map((vehicle) => vehicle.id)).toEqual(["1"]);
  expect(log.logs).toHaveLength(2);
  expect(log.logs[0]).toMatchObject({ level: "warn", event: "catalog.row_skipped", fields: { source: "test", index: 0, id: "bad" } });
  expect(log.logs[0]?.fields?.issues).toEqual([expect.stringContaining("brand")]);
  expect(log.logs[1]?.fields).toMatchObject({ index: 1, id: undefined });
});

test("a response that is not a list is an error", () => {
  expect(() => parseRows({ message: "oops" }, intake())).toThrow(CatalogResponseError);
  expect(() => parseRows(null, intake())).toThrow("expected a list of vehicles, got null");
});

test("rows without the Spanish columns are read in English, and the missing migration is logged once", () => {
  const read = intake();
  const notMigrated = createMigrationWarning(read.log);
  const terms = { min_driver_age: null, security_deposit: null, miles_per_day: null, extra_mile_price: null, min_rental_hours: null };
  for (let round = 0; round < 3; round += 1) {
    const [vehicle] = parseRows([{ ...ROW, ...terms }], { ...read, notMigrated });
    expect(vehicle).not.toHaveProperty("description_es");
  }
  expect(read.logs).toEqual([
    {
      level: "warn",
      event: "supabase.migration_missing",
      fields: expect.objectContaining({ migration: "supabase/migrations/20261127130100_vehicle_spanish.sql" }),
    },
  ]);
  const [spanish] = parseRows([{ ...ROW, ...terms, description_es: " Rápido. ", special_features_es: ["Techo", " "] }], { ...intake(), notMigrated: () => {
    throw new Error("nothing is missing");
  } });
  expect(spanish).toMatchObject({ description_es: "Rápido.", special_features_es: ["Techo"] });
});
