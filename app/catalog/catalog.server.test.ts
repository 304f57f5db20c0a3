import { expect, test } from "vitest";
import { createCatalog, createSiteCatalog } from "./catalog.server";
import { parseConfig } from "../lib/config.server";
import type { CatalogSource } from "./catalog-source.server";
import { createDemoSource } from "./demo-catalog.server";
import { DEMO_VEHICLE_ROWS } from "./demo-catalog";
import { FOOTER_VEHICLES } from "../lib/site";

const quiet = () => {};
const site = { mediaBaseUrl: "/media" };

function demoCatalog(source: CatalogSource = createDemoSource({ site, log: quiet })) {
  return createCatalog(source, { ttlMs: 60_000, timeoutMs: 100, log: quiet });
}

test("the fleet is every vehicle, booked too, newest first, with slugs and media URLs", async () => {
  const fleet = await demoCatalog().fleet();
  expect(fleet).toHaveLength(DEMO_VEHICLE_ROWS.length);
  expect(fleet.some((vehicle) => !vehicle.is_available)).toBe(true);
  const times = fleet.map((vehicle) => Date.parse(vehicle.created_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const gt = fleet.find((vehicle) => vehicle.slug === "mclaren-gt-blue");
  expect(gt?.images[0]).toBe("vehicles/mclaren-gt-blue-1.jpg");
});

test("the same fleet read gives the same slugged list", async () => {
  const catalog = demoCatalog();
  expect(await catalog.fleet()).toBe(await catalog.fleet());
});

test("the showcase is the four rule vehicles with their canonical slugs", async () => {
  const showcase = await demoCatalog().showcase();
  expect(showcase.map((vehicle) => vehicle.slug)).toEqual([
    "mercedes-g63-blue",
    "lamborghini-urus-orange",
    "rolls-royce-cullinan-glacier-white",
    "mercedes-maybach-s-580-obsidian-black",
  ]);
});

test("findVehicle resolves slugs, raw ids and variants", async () => {
  const catalog = demoCatalog();
  for (const { slug } of FOOTER_VEHICLES) {
    expect((await catalog.findVehicle(slug))?.canonical).toBe(true);
  }
  const urus = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;
  expect(await catalog.findVehicle(urus.id)).toMatchObject({ canonical: false, vehicle: { slug: "lamborghini-urus-orange" } });
  expect(await catalog.findVehicle("McLaren-GT-Blue")).toMatchObject({ canonical: false, vehicle: { slug: "mclaren-gt-blue" } });
  expect(await catalog.findVehicle("bugatti-chiron")).toBeNull();
});

test("a booked vehicle can be found but is never suggested", async () => {
  const catalog = demoCatalog();
  const sto = (await catalog.fleet()).find((vehicle) => vehicle.variant === "STO")!;
  expect(sto.is_available).toBe(false);
  expect(await catalog.findVehicle(sto.slug)).toMatchObject({ canonical: true });
  const urus = (await catalog.fleet()).find((vehicle) => vehicle.model === "Urus")!;
  const similar = await catalog.similar(urus);
  expect(similar.map((vehicle) => vehicle.slug)).toEqual(["lamborghini-huracan-verde-mantis"]);
});

test("similar vehicles carry slugs from the full fleet", async () => {
  const catalog = demoCatalog();
  const sto = (await catalog.fleet()).find((vehicle) => vehicle.variant === "STO")!;
  const similar = await catalog.similar(sto);
  expect(similar.map((vehicle) => vehicle.model)).toEqual(["Urus", "Huracan"]);
  expect(similar[1]?.slug).toBe("lamborghini-huracan-verde-mantis");
  expect(sto.slug).toBe(`lamborghini-huracan-verde-mantis-${sto.id.slice(0, 8)}`);
});

test("without any good data, fleet and showcase fail; similar is just empty", async () => {
  const down = () => Promise.reject(new Error("down"));
  const catalog = demoCatalog({ allVehicles: down, featuredVehicles: down, similarVehicles: down });
  await expect(catalog.fleet()).rejects.toMatchObject({ name: "BackendUnavailableError" });
  await expect(catalog.showcase()).rejects.toMatchObject({ name: "BackendUnavailableError" });
  await expect(catalog.findVehicle("mclaren-gt-blue")).rejects.toMatchObject({ name: "BackendUnavailableError" });
  const [row] = DEMO_VEHICLE_ROWS;
  expect(await catalog.similar({ ...row!, images: [], terms: null })).toEqual([]);
});

test("the showcase still gets slugs when only the full read fails", async () => {
  const demo = createDemoSource({ site, log: quiet });
  const catalog = demoCatalog({ ...demo, allVehicles: () => Promise.reject(new Error("down")) });
  expect((await catalog.showcase()).map((vehicle) => vehicle.slug)).toContain("mercedes-g63-blue");
});

test("with no Supabase settings the site's catalog is the demo", async () => {
  expect((await createSiteCatalog(parseConfig({}), null).fleet()).map((vehicle) => vehicle.id).sort()).toEqual(
    DEMO_VEHICLE_ROWS.map((row) => row.id).sort(),
  );
});
