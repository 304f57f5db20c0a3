import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "~/catalog/demo-catalog";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { expectAccessible, JS_MODES, launchBrowser, openPage } from "../support/browser";
import { startSite, type RunningSite } from "../support/site";
import { hrefOf, recordVideoRequests, videoStates } from "../pages/pages-support";

// The home page through the Supabase adapter (a PostgREST stand-in with the
// demo rows and media), and with a backend that fails from the first request.

const ERROR_TEXT = "Unable to load fleet at this moment. Please try again later.";

let backend: FakePostgrest;
let failing: FakePostgrest;
let site: RunningSite;
let broken: RunningSite;
let browser: Browser;

function supabaseEnv(server: FakePostgrest) {
  return { SUPABASE_URL: server.url, SUPABASE_ANON_KEY: "test-anon-key" };
}

beforeAll(async () => {
  [backend, failing] = await Promise.all([startPostgrest({ rows: DEMO_VEHICLE_ROWS }), startPostgrest({ rows: DEMO_VEHICLE_ROWS })]);
  failing.setMode("error");
  [site, broken, browser] = await Promise.all([startSite(supabaseEnv(backend)), startSite(supabaseEnv(failing)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), broken?.stop()]);
  await Promise.all([backend?.close(), failing?.close()]);
});

test("the showcase comes from SPEC's query and media from the storage bucket", async () => {
  const t = await openPage(browser, { js: true });
  const { page } = t;
  const requested = recordVideoRequests(page);
  const response = await page.goto(`${site.url}/`);
  expect(response?.status()).toBe(200);

  const featured = backend.requests.find((request) => request.query.get("is_featured") === "eq.true");
  expect(featured?.path).toBe("/rest/v1/vehicles");
  expect(featured?.query.get("is_available")).toBe("eq.true");
  expect(featured?.query.get("order")).toBe("created_at.desc");
  expect(featured?.headers.apikey).toBe("test-anon-key");

  const storage = `${backend.url}/storage/v1/object/public/media`;
  const items = page.locator("section[aria-labelledby=elite-fleet-title] article");
  expect(await items.locator("h3").allTextContents()).toEqual([
    "Mercedes G63",
    "Lamborghini Urus",
    "Rolls-Royce Cullinan",
    "Mercedes Maybach S 580",
  ]);
  expect(await hrefOf(items.first(), /^BOOK NOW/)).toBe("/fleet/mercedes-g63-blue");
  const photo = items.first().locator("img").first();
  // Photos and site pictures from the bucket reach the page as the site's own copies, never the bucket's URLs.
  expect(await photo.getAttribute("src")).toMatch(/^\/img\/960\/[^/]+\/vehicles\/mercedes-g63-blue-1\.jpg\.jpg$/);
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  const hero = page.locator("section[aria-labelledby=hero-title] picture img");
  expect(await hero.getAttribute("src")).toMatch(/^\/img\/960\/[^/]+\/hero\/background\.jpg\.jpg$/);
  await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\/img\/\d+\/[^/]+\/hero\/background\.jpg\.avif$/);
  // Logos too: the bucket's SVG wordmark, checked, from the site (docs/decisions/018).
  expect(await page.locator("img[alt=Ferrari]").getAttribute("src")).toMatch(/^\/img\/(svg|wall-1x)\/[^/]+\/brand\/ferrari\.svg\./);

  // The page's security policy lets the clip stream from storage.
  await page.locator("#luxury-charter").scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toContain(`${storage}/pipeline/yatch1.mp4`);
  await expect.poll(async () => (await videoStates(page))[0]!.paused).toBe(false);
  await t.finish();
});

test("a failing catalog costs only the showcase: 200, SPEC's error text, logged, never cached", async () => {
  const response = await fetch(`${broken.url}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const text = (await response.text()).replace(/<[^>]+>/g, "");
  for (const expected of [ERROR_TEXT, "LUXURY REDEFINED", "LUXURY CHARTER", "Authorized dealer partnerships ensuring authentic luxury experiences."]) {
    expect(text.includes(expected), expected).toBe(true);
  }
  expect(text.includes("Loading our exclusive fleet..."), "no loading line").toBe(false);
  expect(failing.requests.some((request) => request.path === "/rest/v1/vehicles")).toBe(true);
  expect(broken.logs).toContainEqual(expect.objectContaining({ level: "error", event: "home.showcase_failed" }));
});

describe.each(JS_MODES)("failing catalog with $label", ({ js }) => {
  test("the rest of the home page still works", async () => {
    const t = await openPage(browser, { js });
    const { page } = t;
    const response = await page.goto(`${broken.url}/`);
    expect(response?.status()).toBe(200);
    const section = page.locator("section[aria-labelledby=elite-fleet-title]");
    expect(await section.getByRole("alert").innerText()).toBe(ERROR_TEXT);
    expect(await section.locator("article").count()).toBe(0);
    expect(await hrefOf(section, "VIEW MORE ELITE CARS")).toBe("/fleet");
    expect(await page.getByText("Loading our exclusive fleet...").count()).toBe(0);
    expect(await page.locator("h1").innerText()).toBe("LUXURY REDEFINED");
    expect(await hrefOf(page.locator("#luxury-charter"), "BOOK YACHT EXPERIENCE")).toBe("/yacht-charter");
    expect(await page.locator("section[aria-labelledby=brands-title] img").count()).toBe(10);
    await expectAccessible(page);
    await t.finish();
  });
});
