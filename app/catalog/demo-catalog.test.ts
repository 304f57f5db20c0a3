import { readRowTerms } from "./rental-terms-row.server";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import * as v from "valibot";
import { expect, test } from "vitest";
import { DEMO_IMAGE_PATHS, DEMO_VEHICLE_ROWS } from "./demo-catalog";
import { SHOWCASE_RULES, selectShowcase } from "./showcase";
import { FOOTER_VEHICLES } from "../lib/site";
import { assignSlugs, resolveVehicleParam, vehicleSlug } from "./slug";
import type { Vehicle } from "./vehicle";
import { VehicleRowSchema } from "./vehicle-row.server";

const vehicles: Vehicle[] = DEMO_VEHICLE_ROWS.map((row) => ({ ...v.parse(VehicleRowSchema, row), terms: null }));
const slugged = assignSlugs(vehicles);

test("every row passes the row schema unchanged", () => {
  for (const row of DEMO_VEHICLE_ROWS) {
    expect(v.safeParse(VehicleRowSchema, row).success, row.id).toBe(true);
  }
  // The schema keeps every field but the rental terms, which are read apart (rental-terms-row.server.ts).
  const TERMS = ["min_driver_age", "security_deposit", "miles_per_day", "extra_mile_price", "min_rental_hours"];
  const withoutTerms = DEMO_VEHICLE_ROWS.map((row) => ({ ...Object.fromEntries(Object.entries(row).filter(([key]) => !TERMS.includes(key))), terms: null }));
  expect(vehicles).toEqual(withoutTerms);
});

test("at least 14 vehicles over at least 8 brands, with the required brands", () => {
  const brands = new Set(vehicles.map((vehicle) => vehicle.brand));
  expect(vehicles.length).toBeGreaterThanOrEqual(14);
  expect(brands.size).toBeGreaterThanOrEqual(8);
  for (const brand of ["Lamborghini", "Rolls-Royce", "Mercedes", "BMW", "Audi", "Chevrolet", "Cadillac", "McLaren", "Ferrari", "Porsche"]) {
    expect(brands, brand).toContain(brand);
  }
  expect(vehicles.some((vehicle) => vehicle.brand === "BMW" && vehicle.model === "i8")).toBe(true);
});

test("ids are unique and created_at values distinct, all in 2025", () => {
  expect(new Set(vehicles.map((vehicle) => vehicle.id)).size).toBe(vehicles.length);
  expect(new Set(vehicles.map((vehicle) => vehicle.created_at)).size).toBe(vehicles.length);
  expect(vehicles.every((vehicle) => vehicle.created_at.startsWith("2025-"))).toBe(true);
});

test("the footer's five vehicle pages resolve canonically", () => {
  for (const { slug } of FOOTER_VEHICLES) {
    expect(resolveVehicleParam(slugged, slug)?.canonical, slug).toBe(true);
  }
});

test("exactly one pair shares a slug; the newer keeps it, the older gets an id suffix", () => {
  const plain = vehicles.map(vehicleSlug);
  const shared = plain.filter((slug, index) => plain.indexOf(slug) !== index);
  expect(shared).toEqual(["lamborghini-huracan-verde-mantis"]);
  const pair = slugged.filter((vehicle) => vehicle.slug.startsWith("lamborghini-huracan-verde-mantis"));
  expect(pair.map((vehicle) => vehicle.slug)).toEqual([
    "lamborghini-huracan-verde-mantis",
    `lamborghini-huracan-verde-mantis-${pair[1]!.id.slice(0, 8)}`,
  ]);
  expect(Date.parse(pair[0]!.created_at)).toBeGreaterThan(Date.parse(pair[1]!.created_at));
  expect(new Set(slugged.map((vehicle) => vehicle.slug)).size).toBe(vehicles.length);
});

test("the showcase is exactly the four rule vehicles", () => {
  const showcase = selectShowcase(vehicles);
  expect(showcase).toHaveLength(4);
  for (const rule of SHOWCASE_RULES) {
    expect(showcase.filter((vehicle) => rule.matches(vehicle)), rule.label).toHaveLength(1);
  }
  expect(assignSlugs(showcase).map((vehicle) => vehicle.slug).sort()).toEqual([
    "lamborghini-urus-orange",
    "mercedes-g63-blue",
    "mercedes-maybach-s-580-obsidian-black",
    "rolls-royce-cullinan-glacier-white",
  ]);
  // Other featured vehicles exist, so the rules (not the fallback) chose these.
  expect(vehicles.filter((vehicle) => vehicle.is_featured && vehicle.is_available).length).toBeGreaterThan(4);
});

test("the gaps the pages must handle are all present", () => {
  expect(vehicles.filter((vehicle) => !vehicle.is_available).length).toBeGreaterThanOrEqual(2);
  expect(vehicles.filter((vehicle) => vehicle.images.length === 0).length).toBeGreaterThanOrEqual(2);
  expect(vehicles.some((vehicle) => vehicle.description === null)).toBe(true);
  expect(vehicles.some((vehicle) => vehicle.special_features.length === 0)).toBe(true);
  expect(vehicles.some((vehicle) => vehicle.color_exterior === null)).toBe(true);
  expect(vehicles.some((vehicle) => vehicle.fuel_type === null)).toBe(true);
  expect(vehicles.some((vehicle) => vehicle.images.length > 1)).toBe(true);
});

test("images are JPEG storage paths named after their vehicle, listed in DEMO_IMAGE_PATHS", () => {
  for (const vehicle of slugged) {
    expect(vehicle.images.length).toBeLessThanOrEqual(3);
    const base = vehicleSlug(vehicle);
    for (const image of vehicle.images) {
      expect(image).toMatch(new RegExp(`^vehicles/${base}(-b)?-[1-3]\\.jpg$`));
    }
  }
  const used = vehicles.flatMap((vehicle) => vehicle.images);
  expect(new Set(used).size).toBe(used.length);
  expect([...DEMO_IMAGE_PATHS].sort()).toEqual([...used].sort());
});

// The picture pipeline makes every width and format from one original: the
// demo ships nothing else, and each original is as wide as the largest copy.
test("every demo photo is one JPEG original, 1920 px wide, with no hand-made copies beside it", async () => {
  const media = new URL("../../public/media/vehicles/", import.meta.url);
  const files = readdirSync(media).sort();
  expect(files).toEqual(DEMO_IMAGE_PATHS.map((image) => image.replace(/^vehicles\//, "")).sort());
  for (const image of DEMO_IMAGE_PATHS) {
    const metadata = await sharp(fileURLToPath(new URL(`../../public/media/${image}`, import.meta.url))).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }, image).toEqual({ format: "jpeg", width: 1920, height: 1200 });
  }
});

test("rental terms vary: the most powerful cars ask the oldest drivers and the largest deposits; some rows leave them to the defaults", () => {
  const byPower = [...DEMO_VEHICLE_ROWS].sort((a, b) => (b.power_hp ?? 0) - (a.power_hp ?? 0));
  const ages = DEMO_VEHICLE_ROWS.map((row) => row.min_driver_age ?? 0);
  const deposits = DEMO_VEHICLE_ROWS.map((row) => row.security_deposit ?? 0);
  expect(byPower[0]!.min_driver_age).toBe(Math.max(...ages));
  expect(byPower[0]!.security_deposit).toBe(Math.max(...deposits));
  expect(new Set(ages).size).toBeGreaterThanOrEqual(3);
  expect(new Set(deposits).size).toBeGreaterThanOrEqual(4);
  expect(DEMO_VEHICLE_ROWS.some((row) => row.min_driver_age === null && row.security_deposit === null && row.miles_per_day === null)).toBe(true);
  for (const row of DEMO_VEHICLE_ROWS) expect(readRowTerms(row).problems, row.id).toEqual([]);
});

test("every demo vehicle has the owner's Spanish for its description and its features", () => {
  for (const row of DEMO_VEHICLE_ROWS) {
    expect(Boolean(row.description_es), row.model).toBe(Boolean(row.description));
    expect(row.special_features_es, row.model).toHaveLength(row.special_features.length);
    expect(row.description_es, row.model).not.toBe(row.description ?? undefined);
  }
});
