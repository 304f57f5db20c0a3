import { beforeEach, expect, test } from "vitest";
import { loaderArgs, settle } from "../../tests/support/loader";
import { knownPicture, knownPictures } from "../../tests/support/known-pictures";
import { createCatalog, type Catalog } from "~/catalog/catalog.server";
import { createDemoSource } from "~/catalog/demo-catalog.server";
import { FIRST_SCREEN_CARDS, UNKNOWN_BRAND } from "~/catalog/fleet";
import { withoutPreview } from "~/pictures/picture";
import { loader } from "./fleet";

// The /fleet loader called as React Router calls it, with a real Request, on
// the demo catalog or on one whose backend is down with nothing cached.

const state = { catalog: undefined as Catalog | undefined };

const quiet = () => {};
const down = () => Promise.reject(new Error("backend down"));

beforeEach(() => {
  state.catalog = createCatalog(createDemoSource({ site: { mediaBaseUrl: "/media" }, log: quiet }), { ttlMs: 60_000, log: quiet });
});

async function view(path: string) {
  const outcome = await settle(() => loader(loaderArgs(path, {}, { catalog: state.catalog })));
  expect(outcome.status).toBe(200);
  const data = outcome.data as Awaited<ReturnType<typeof loader>>;
  if (!("state" in data) || data.state !== "ok") throw new Error("expected the fleet");
  return data;
}

test("every vehicle, booked too, newest first, with brands in order of first appearance", async () => {
  const fleet = await view("/fleet");
  expect(fleet.active).toBeNull();
  expect(fleet.vehicles.length).toBeGreaterThanOrEqual(12);
  expect(fleet.vehicles.some((vehicle) => !vehicle.is_available)).toBe(true);
  const brands = fleet.brands.map((brand) => brand.name);
  expect(brands.slice(0, 4)).toEqual(["Mercedes", "Lamborghini", "Rolls-Royce", "Ferrari"]);
  expect(new Set(brands).size).toBe(brands.length);
  // Cards get only what they show.
  expect(fleet.vehicles[0]).not.toHaveProperty("description");
});

test("?brand= filters by brand slug, in any spelling", async () => {
  const rolls = await view("/fleet?brand=rolls-royce");
  expect(rolls.active).toBe("rolls-royce");
  expect(rolls.activeName).toBe("Rolls-Royce");
  expect(rolls.vehicles.map((vehicle) => vehicle.model)).toEqual(["Cullinan", "Ghost"]);
  expect((await view("/fleet?brand=Land%20Rover")).vehicles.map((vehicle) => vehicle.model)).toEqual(["Range Rover"]);
  expect((await view("/fleet?brand=all")).active).toBeNull();
});

test("an unknown brand is an empty list, not an error", async () => {
  const fleet = await view("/fleet?brand=bugatti");
  // Every unknown brand renders alike, so the page cache keeps one copy for all.
  expect(fleet.active).toBe(UNKNOWN_BRAND);
  expect(await view("/fleet?brand=zonda")).toEqual(fleet);
  expect(fleet.activeName).toBeNull();
  expect(fleet.vehicles).toEqual([]);
  expect(fleet.brands.length).toBeGreaterThan(0);
});

test("no data at all: 503 that no cache keeps", async () => {
  state.catalog = createCatalog(
    { allVehicles: down, featuredVehicles: down, similarVehicles: down },
    { ttlMs: 1000, timeoutMs: 50, log: quiet },
  );
  const outcome = await settle(() => loader(loaderArgs("/fleet", {}, { catalog: state.catalog })));
  expect(outcome).toMatchObject({ thrown: false, status: 503, data: { state: "unavailable" } });
  expect(outcome.headers.get("Cache-Control")).toBe("no-store");
});

test("each card's photos are the Pictures the pictures service gives for its storage paths: version and size, the preview on a first-screen card's first photo", async () => {
  const outcome = await settle(() => loader(loaderArgs("/fleet", {}, { catalog: state.catalog, pictures: knownPictures() })));
  const data = outcome.data as Awaited<ReturnType<typeof loader>>;
  if (!("state" in data) || data.state !== "ok") throw new Error("expected the fleet");
  const rows = await state.catalog!.fleet();
  for (const [index, card] of data.vehicles.entries()) {
    const row = rows.find((vehicle) => vehicle.slug === card.slug)!;
    const previewed = (at: number) => index < FIRST_SCREEN_CARDS && at === 0;
    expect(card.images).toEqual(row.images.map((image, at) => (previewed(at) ? knownPicture(image) : withoutPreview(knownPicture(image)))));
  }
  expect(data.vehicles[0]!.images[0]).toMatchObject({ kind: "stored", version: "v7", preview: expect.stringMatching(/^data:image\//) });
});

test("/es/fleet: the title, description, screen-reader count and JSON-LD in Spanish, at /es addresses", async () => {
  const fleet = await view("/es/fleet");
  expect(fleet.meta.title).toBe("Flota de autos exóticos en alquiler en Miami | Miami Exotic Rentals (demo)");
  expect(fleet.meta.description).toMatch(/^Explore nuestra flota de autos exóticos en alquiler en Miami: Mercedes, Lamborghini, Rolls-Royce, Ferrari y más\./);
  expect(fleet.status).toBe(`Mostrando ${fleet.vehicles.length} vehículos`);
  const [page, crumbs] = fleet.jsonLd;
  expect(page).toMatchObject({ "@type": "CollectionPage", inLanguage: "es", url: "http://localhost:3000/es/fleet", name: "Flota" });
  expect(crumbs).toMatchObject({
    itemListElement: [
      { name: "Inicio", item: "http://localhost:3000/es" },
      { name: "Flota", item: "http://localhost:3000/es/fleet" },
    ],
  });
  // The same list as the English page: only the words differ.
  expect(fleet.vehicles).toEqual((await view("/fleet")).vehicles);
});

test("/es/fleet?brand=: the brand's title and count in Spanish; English pages keep SPEC.md's words", async () => {
  const rolls = await view("/es/fleet?brand=rolls-royce");
  expect(rolls.meta.title).toBe("Alquiler de Rolls-Royce en Miami | Miami Exotic Rentals (demo)");
  expect(rolls.meta.description).toMatch(/^Alquile un Rolls-Royce en Miami por día o por hora\./);
  expect(rolls.status).toBe("Mostrando 2 vehículos Rolls-Royce");
  expect((await view("/es/fleet?brand=land-rover")).status).toBe("Mostrando 1 vehículo Land Rover");
  const english = await view("/fleet?brand=rolls-royce");
  expect(english.meta.title).toBe("Rolls-Royce Rentals in Miami | Miami Exotic Rentals (demo)");
  expect(english.status).toBe("Showing 2 Rolls-Royce vehicles");
  expect(english.jsonLd[0]).toMatchObject({ inLanguage: "en", url: "http://localhost:3000/fleet" });
});
