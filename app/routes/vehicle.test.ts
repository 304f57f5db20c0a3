import { beforeEach, expect, test } from "vitest";
import { loaderArgs, settle } from "../../tests/support/loader";
import { knownPicture, knownPictures } from "../../tests/support/known-pictures";
import { createCatalog, type Catalog } from "~/catalog/catalog.server";
import { createDemoSource } from "~/catalog/demo-catalog.server";
import { DEMO_VEHICLE_ROWS } from "~/catalog/demo-catalog";
import { PAGE_CACHE } from "~/document/http";
import { headers, loader } from "./vehicle";

// The /fleet/{id} loader with real Requests: canonical slugs, redirects,
// shared slugs, booked vehicles, 404 and 503.

const state = { catalog: undefined as Catalog | undefined };

const quiet = () => {};
const down = () => Promise.reject(new Error("backend down"));

beforeEach(() => {
  state.catalog = createCatalog(createDemoSource({ site: { mediaBaseUrl: "/media" }, log: quiet }), { ttlMs: 60_000, log: quiet });
});

function open(id: string, query = "") {
  return settle(() => loader(loaderArgs(`/fleet/${encodeURIComponent(id)}${query}`, { id }, { catalog: state.catalog })));
}

type Page = Awaited<ReturnType<typeof loader>>["data"];

test("the canonical slug shows the vehicle and up to 3 similar available ones", async () => {
  const outcome = await open("lamborghini-urus-orange");
  expect(outcome.status).toBe(200);
  const { vehicle, similar } = outcome.data as Page;
  expect(vehicle).toMatchObject({ brand: "Lamborghini", model: "Urus", slug: "lamborghini-urus-orange" });
  expect(vehicle.description).toBeTruthy();
  expect(similar.length).toBeLessThanOrEqual(3);
  for (const item of similar) {
    expect(item.brand).toBe("Lamborghini");
    expect(item.slug).not.toBe(vehicle.slug);
    expect(item.is_available).toBe(true);
  }
});

test("a raw id, another case or spacing answers 301 to the canonical path, without parameters the page does not read", async () => {
  const urus = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;
  for (const [id, query] of [[urus.id, ""], [urus.id.toUpperCase(), ""], ["Lamborghini-Urus-Orange", "?ref=ig&utm_source=newsletter"], ["lamborghini urus orange", ""]] as const) {
    const outcome = await open(id, query);
    expect(outcome, id).toMatchObject({ thrown: true, status: 301 });
    expect(outcome.headers.get("Location"), query).toBe("/fleet/lamborghini-urus-orange");
  }
});

test("under /es a raw id or another spelling answers 301 to the Spanish canonical path", async () => {
  const urus = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;
  for (const id of [urus.id, "Lamborghini-Urus-Orange"]) {
    const outcome = await settle(() => loader(loaderArgs(`/es/fleet/${encodeURIComponent(id)}?utm_source=ig`, { id }, { catalog: state.catalog })));
    expect(outcome, id).toMatchObject({ thrown: true, status: 301 });
    expect(outcome.headers.get("Location"), id).toBe("/es/fleet/lamborghini-urus-orange");
  }
});

test("two vehicles sharing a slug: the newest keeps it, the other has an id suffix", async () => {
  const [newer, older] = DEMO_VEHICLE_ROWS.filter((row) => row.model === "Huracan").sort((a, b) => b.created_at.localeCompare(a.created_at));
  const plain = await open("lamborghini-huracan-verde-mantis");
  expect((plain.data as Page).vehicle.id).toBe(newer!.id);
  const suffixed = `lamborghini-huracan-verde-mantis-${older!.id.slice(0, 8)}`;
  const other = await open(suffixed);
  expect(other.status).toBe(200);
  expect((other.data as Page).vehicle.id).toBe(older!.id);
  const byId = await open(older!.id);
  expect(byId.headers.get("Location")).toBe(`/fleet/${suffixed}`);
});

test("a booked vehicle has its page too", async () => {
  const booked = DEMO_VEHICLE_ROWS.find((row) => !row.is_available)!;
  const byId = await open(booked.id);
  const location = byId.headers.get("Location")!;
  const outcome = await open(location.replace("/fleet/", ""));
  expect(outcome.status).toBe(200);
  expect((outcome.data as Page).vehicle).toMatchObject({ id: booked.id, is_available: false });
});

test("a vehicle that does not exist: 404", async () => {
  const outcome = await open("bugatti-chiron");
  expect(outcome).toMatchObject({ thrown: true, status: 404 });
  const headersOut = new Headers(headers({ loaderHeaders: new Headers(), parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: outcome.headers }));
  expect(headersOut.get("Cache-Control")).toBe(PAGE_CACHE);
});

test("backend down with nothing cached: 503 that no cache keeps", async () => {
  state.catalog = createCatalog(
    { allVehicles: down, featuredVehicles: down, similarVehicles: down },
    { ttlMs: 1000, timeoutMs: 50, log: quiet },
  );
  const outcome = await open("lamborghini-urus-orange");
  expect(outcome).toMatchObject({ thrown: true, status: 503 });
  const headersOut = new Headers(headers({ loaderHeaders: new Headers(), parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: outcome.headers }));
  expect(headersOut.get("Cache-Control")).toBe("no-store");
});

test("similar vehicles failing alone still shows the vehicle, without the section", async () => {
  const source = createDemoSource({ site: { mediaBaseUrl: "/media" }, log: quiet });
  state.catalog = createCatalog({ ...source, similarVehicles: down }, { ttlMs: 60_000, timeoutMs: 50, log: quiet });
  const outcome = await open("lamborghini-urus-orange");
  expect(outcome.status).toBe(200);
  expect((outcome.data as Page).similar).toEqual([]);
});

test("the page names the vehicle and its similar ones for CDNs that purge by tag", async () => {
  const outcome = await open("lamborghini-urus-orange");
  const { vehicle, similar } = outcome.data as Page;
  const rows = await state.catalog!.fleet();
  const tags = [vehicle, ...similar].map((shown) => `vehicle:${rows.find((row) => row.slug === shown.slug)!.id}`);
  expect(similar.length).toBeGreaterThan(0);
  expect(outcome.headers.get("Cache-Tag")).toBe(tags.join(","));
  expect(outcome.headers.get("Surrogate-Key")).toBeNull();
});

test("the gallery, the similar cards and the Car's images come from the pictures service", async () => {
  const outcome = await settle(() =>
    loader(loaderArgs("/fleet/lamborghini-urus-orange", { id: "lamborghini-urus-orange" }, { catalog: state.catalog, pictures: knownPictures() })),
  );
  const { vehicle, photos, similar, jsonLd } = outcome.data as Page;
  expect(photos).toEqual(vehicle.images.map(knownPicture));
  expect(photos).toHaveLength(3);
  expect(similar.length).toBeGreaterThan(0);
  for (const card of similar) for (const picture of card.images) expect(picture).toMatchObject({ kind: "stored", version: "v7" });
  // Search engines get the pipeline's 1200x630 JPEGs, at the version the service knows.
  expect((jsonLd[0] as { image: string[] }).image).toEqual(
    vehicle.images.map((path) => `http://localhost:3000/img/og/v7/${path}.jpg`),
  );
});

// /es/fleet/{slug}: the same vehicle in Spanish, at the same slug under /es.

function openEs(id: string, query = "") {
  return settle(() => loader(loaderArgs(`/es/fleet/${encodeURIComponent(id)}${query}`, { id }, { catalog: state.catalog })));
}

/** A catalog of the given rows, read as the owner's database answers them. */
function catalogOf(rows: unknown[]) {
  return createCatalog(createDemoSource({ site: { mediaBaseUrl: "/media" }, log: quiet, rows }), { ttlMs: 60_000, log: quiet });
}

test("/es: the owner's Spanish description and features, the known vocabularies in Spanish, colours as written", async () => {
  const urus = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;
  const outcome = await openEs("lamborghini-urus-orange");
  expect(outcome.status).toBe(200);
  const { vehicle, meta, crumbs, share, jsonLd } = outcome.data as Page;
  expect(vehicle.description).toBe(urus.description_es);
  expect(vehicle.special_features).toEqual(urus.special_features_es);
  expect(vehicle).toMatchObject({ fuel_type: "Gasolina", transmission: "Automática de 8 velocidades", color_exterior: "Pearl Orange" });
  // One language per page: the Spanish columns are not sent along.
  expect(vehicle).not.toHaveProperty("description_es");
  expect(meta).toEqual({ title: "Lamborghini Urus | Miami Exotic Rentals (demo)", description: urus.description_es });
  expect(crumbs).toEqual([
    { name: "Inicio", path: "/es" },
    { name: "Flota", path: "/es/fleet" },
    { name: "Lamborghini Urus", path: "/es/fleet/lamborghini-urus-orange" },
  ]);
  expect(share).toEqual({ path: "/es/fleet/lamborghini-urus-orange", text: "¡Mire este increíble Lamborghini Urus en Miami Exotic Rentals (demo)!" });
  const [car, breadcrumbs, page] = jsonLd as Record<string, unknown>[];
  expect(car).toMatchObject({ url: "http://localhost:3000/es/fleet/lamborghini-urus-orange", description: urus.description_es, fuelType: "Gasolina" });
  expect(JSON.stringify(breadcrumbs)).toContain('"name":"Inicio","item":"http://localhost:3000/es"');
  expect(page).toMatchObject({ "@type": "ItemPage", inLanguage: "es", url: "http://localhost:3000/es/fleet/lamborghini-urus-orange" });
});

test("the English page stays the owner's English words and spelling", async () => {
  const urus = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;
  const { vehicle, crumbs } = (await open("lamborghini-urus-orange")).data as Page;
  expect(vehicle).toMatchObject({ description: urus.description, special_features: urus.special_features, fuel_type: "Gasoline", transmission: "8-Speed Automatic" });
  expect(crumbs[1]).toEqual({ name: "Fleet", path: "/fleet" });
});

test("/es: English where the owner wrote no Spanish, or the database has no Spanish columns; unknown values as written", async () => {
  const [g63, urus, ...rest] = DEMO_VEHICLE_ROWS;
  const { description_es: _d, special_features_es: _f, ...unmigrated } = urus!;
  state.catalog = catalogOf([{ ...g63!, description_es: "  ", special_features_es: [], fuel_type: "Hydrogen" }, unmigrated, ...rest]);
  const g = ((await openEs("mercedes-g63-blue")).data as Page).vehicle;
  expect(g).toMatchObject({ description: g63!.description, special_features: g63!.special_features, fuel_type: "Hydrogen" });
  const u = ((await openEs("lamborghini-urus-orange")).data as Page).vehicle;
  expect(u).toMatchObject({ description: urus!.description, special_features: urus!.special_features });
});

test("/es: a raw id or another spelling answers 301 to the canonical path under /es", async () => {
  const urus = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;
  for (const [id, query] of [[urus.id, ""], ["Lamborghini-Urus-Orange", "?utm_source=ig"]] as const) {
    const outcome = await openEs(id, query);
    expect(outcome, id).toMatchObject({ thrown: true, status: 301 });
    expect(outcome.headers.get("Location")).toBe("/es/fleet/lamborghini-urus-orange");
  }
});

test("/es: a vehicle that does not exist is a 404 whose title and description are Spanish", async () => {
  const outcome = await openEs("bugatti-chiron");
  expect(outcome).toMatchObject({ thrown: true, status: 404 });
  expect(outcome.data).toEqual({ title: "Vehículo no encontrado | Miami Exotic Rentals (demo)", description: "No pudimos encontrar el vehículo que busca." });
});
