import { beforeEach, expect, test } from "vitest";
import { loaderArgs, settle } from "../../tests/support/loader";
import { knownPicture, knownPictures } from "../../tests/support/known-pictures";
import { createCatalog, type Catalog } from "~/lib/catalog.server";
import { createDemoSource } from "~/lib/demo-catalog.server";
import { DEMO_VEHICLE_ROWS } from "~/lib/demo-catalog";
import { PAGE_CACHE } from "~/lib/http";
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
    expect(item.id).not.toBe(vehicle.id);
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
  const tags = [vehicle, ...similar].map((shown) => `vehicle:${shown.id}`);
  expect(similar.length).toBeGreaterThan(0);
  expect(outcome.headers.get("Cache-Tag")).toBe(tags.join(","));
  expect(outcome.headers.get("Surrogate-Key")).toBe(tags.join(" "));
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
