import { expect, test } from "vitest";
import { CatalogResponseError, parseRows } from "./catalog-source.server";
import type { LogLevel } from "./log.server";

function intake() {
  const logs: { level: LogLevel; event: string; fields?: Record<string, unknown> }[] = [];
  return {
    logs,
    site: { mediaBaseUrl: "https://cdn.example.com/media" },
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

test("good rows are parsed and storage paths become media URLs", () => {
  const [vehicle] = parseRows([ROW], intake());
  expect(vehicle).toMatchObject({ id: "1", brand: "Audi", price_per_day: 895, variant: null, special_features: [] });
  expect(vehicle?.images).toEqual([
    "https://cdn.example.com/media/vehicles/audi-r8-1.webp",
    "https://cdn.example.com/media/vehicles/audi-r8-2.webp",
    "https://img.example.com/r8.jpg",
    "HTTP://img.example.com/r8b.jpg",
  ]);
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
