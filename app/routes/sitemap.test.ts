import { beforeEach, expect, test } from "vitest";
import { loaderArgs } from "../../tests/support/loader";
import { createCatalog, type Catalog } from "~/catalog/catalog.server";
import { createDemoSource } from "~/catalog/demo-catalog.server";
import { DEMO_VEHICLE_ROWS } from "~/catalog/demo-catalog";
import { loader as robots } from "./robots";
import { loader as sitemap } from "./sitemap";

const state = { catalog: undefined as Catalog | undefined };

const quiet = () => {};
const down = () => Promise.reject(new Error("backend down"));

beforeEach(() => {
  state.catalog = createCatalog(createDemoSource({ site: { mediaBaseUrl: "/media" }, log: quiet }), { ttlMs: 60_000, log: quiet });
});

test("/sitemap.xml lists every page and every vehicle's canonical URL in both languages, with a lastmod and the pair's alternates", async () => {
  const response = await sitemap(loaderArgs("/sitemap.xml", {}, { catalog: state.catalog }));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const origin = "http://localhost:3000";
  for (const path of ["/", "/fleet", "/yacht-charter", "/quick-booking", "/contact", "/faq", "/privacy", "/fleet/mclaren-gt-blue", "/fleet/lamborghini-huracan-verde-mantis"]) {
    expect(locs).toContain(`${origin}${path}`);
    expect(locs).toContain(`${origin}${path === "/" ? "/es" : `/es${path}`}`);
  }
  expect(locs).toHaveLength(2 * (7 + DEMO_VEHICLE_ROWS.length));
  expect(new Set(locs).size).toBe(locs.length);
  expect([...xml.matchAll(/<lastmod>/g)]).toHaveLength(locs.length);
  expect([...xml.matchAll(/<xhtml:link rel="alternate" hreflang="(en|es|x-default)" href="[^"]+"\/>/g)]).toHaveLength(3 * locs.length);
  expect(xml).toContain(
    [
      `<loc>${origin}/es/fleet/mercedes-g63-blue</loc>`,
      "<lastmod>2025-11-18T15:20:00.000Z</lastmod>",
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/fleet/mercedes-g63-blue"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${origin}/es/fleet/mercedes-g63-blue"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/fleet/mercedes-g63-blue"/>`,
    ].join("\n    "),
  );
});

test("/sitemap.xml with no data at all: 503, try again later", async () => {
  state.catalog = createCatalog({ allVehicles: down, featuredVehicles: down, similarVehicles: down }, { ttlMs: 1000, timeoutMs: 50, log: quiet });
  const response = await sitemap(loaderArgs("/sitemap.xml", {}, { catalog: state.catalog }));
  expect(response.status).toBe(503);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Retry-After")).toBe("300");
});

test("/robots.txt points to the sitemap", async () => {
  const response = robots(loaderArgs("/robots.txt"));
  expect(await response.text()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
});
