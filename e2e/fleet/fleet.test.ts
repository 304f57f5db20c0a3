import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { expectAccessible, JS_MODES, openPage } from "../support/browser";
import { cardsSettled, failedResource, fleetSitesAndBrowserForFile } from "../support/fleet-sites";

const env = fleetSitesAndBrowserForFile();

const BACKENDS = [
  { index: 0, label: "the demo catalog" },
  { index: 1, label: "the Supabase adapter" },
];
// Brands in order of first appearance in the newest-first list.
const BRANDS = [...new Set([...DEMO_VEHICLE_ROWS].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((row) => row.brand))];

const cards = (page: Page) => page.locator("main ul > li.fleet-card-in");

/** A page that gives up on a missing element after 10 s, well inside the test's own limit. */
async function open(options: Parameters<typeof openPage>[1]) {
  const t = await openPage(env.browser, options);
  t.page.setDefaultTimeout(10_000);
  return t;
}

const filter = (page: Page) => page.getByRole("navigation", { name: "Filter by brand" });

test("server-rendered /fleet: 200, every vehicle, no placeholders, shared cache policy", async () => {
  const response = await fetch(`${env.sites.backends[0]!.site.url}/fleet`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=4, stale-while-revalidate=4, stale-if-error=86400");
  const html = await response.text();
  expect(html).not.toContain("data-placeholder-card");
  // Cards by their class token: the list items carry other classes too (min-w-0 since the layout work).
  expect(html.match(/<li\b[^>]*\bclass="(?:[^"]* )?fleet-card-in[ "]/g)).toHaveLength(DEMO_VEHICLE_ROWS.length);
});

test("no fleet at all: 503, 'Unable to Load Fleet', never cached", async () => {
  const response = await fetch(`${env.sites.outage.url}/fleet`);
  expect(response.status).toBe(503);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const html = await response.text();
  expect(html).toContain("Unable to Load Fleet");
  expect(html).toContain("Please try again later");
  expect(html).not.toContain("data-placeholder-card");
});

describe.each(BACKENDS)("/fleet on $label", ({ index }) => {
  const backend = () => env.sites.backends[index]!;

  describe.each(JS_MODES)("with $label", ({ js }) => {
    test("heading, cards with badge, names, prices and one link each; axe clean", async () => {
      const t = await open({ js });
      const { page } = t;
      const response = await page.goto(`${backend().site.url}/fleet`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe("Exotic Car Rental Fleet in Miami | Miami Exotic Rentals (demo)");
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/^Browse our fleet of exotic cars/);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${backend().origin}/fleet`);
      expect(await page.locator("h1").innerText()).toBe("Our Exotic Fleet");
      expect(await cards(page).count()).toBe(DEMO_VEHICLE_ROWS.length);

      const urus = cards(page).filter({ has: page.getByRole("heading", { name: "Lamborghini Urus" }) });
      const text = await urus.innerText();
      for (const part of ["AVAILABLE", "Performante", "2024", "$1,495", "$249", "PER DAY", "PER HOUR", "VIEW DETAILS"]) expect(text).toContain(part);
      // One link in the tab order and the accessibility tree, named after the vehicle.
      const link = urus.getByRole("link", { name: "View details: Lamborghini Urus Performante" });
      expect(await link.getAttribute("href")).toBe("/fleet/lamborghini-urus-orange");
      expect(await urus.getByRole("link", { name: /View details/ }).count()).toBe(1);
      const photoLinks = urus.locator('a[href="/fleet/lamborghini-urus-orange"][aria-hidden="true"]');
      expect(await photoLinks.count()).toBe(3);
      expect(await photoLinks.evaluateAll((links) => links.every((a) => a.getAttribute("tabindex") === "-1"))).toBe(true);
      // The wordmark through the picture pipeline: the checked SVG as it is (docs/decisions/018).
      const logo = urus.locator('img[src*="/brand/lamborghini.svg."]');
      expect(await logo.getAttribute("src")).toMatch(/^\/img\/(svg|chip-1x)\/[^/]+\/brand\/lamborghini\.svg\.(svg|jpg)$/);
      await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

      const booked = cards(page).filter({ hasText: "BOOKED" });
      expect(await booked.count()).toBe(DEMO_VEHICLE_ROWS.filter((row) => !row.is_available).length);
      // A vehicle without photos shows the placeholder and no carousel controls.
      const r8 = cards(page).filter({ has: page.getByRole("heading", { name: "Audi R8" }) });
      expect(await r8.locator("img").first().getAttribute("src")).toBe("/media/placeholder/vehicle.webp");
      expect(await r8.getByRole("link", { name: /Show image/ }).count()).toBe(0);
      expect(await r8.getByRole("button").count()).toBe(0);
      expect(await page.locator("[data-placeholder-card]").count()).toBe(0);

      if (js) await cardsSettled(page);
      await expectAccessible(page);
      await t.finish();
    });

    test("brand filter: links, All first, aria-current, shareable, unknown brand", async () => {
      const t = await open({ js });
      const { page } = t;
      await page.goto(`${backend().site.url}/fleet`);
      const links = filter(page).getByRole("link");
      expect(await links.allInnerTexts()).toEqual(["ALL", ...BRANDS.map((brand) => brand.toUpperCase())]);
      expect(await filter(page).locator('[aria-current="page"]').innerText()).toBe("ALL");

      await filter(page).getByRole("link", { name: "Rolls-Royce" }).click();
      await page.waitForURL(`${backend().site.url}/fleet?brand=rolls-royce`);
      await expect.poll(() => cards(page).count()).toBe(2);
      expect(await filter(page).locator('[aria-current="page"]').innerText()).toBe("ROLLS-ROYCE");
      expect(await page.title()).toBe("Rolls-Royce Rentals in Miami | Miami Exotic Rentals (demo)");
      expect(await cards(page).getByRole("heading").allInnerTexts()).toEqual(["Rolls-Royce Cullinan", "Rolls-Royce Ghost"]);

      // The same URL, opened fresh, shows the same list.
      await page.goto(`${backend().site.url}/fleet?brand=land-rover`);
      expect(await cards(page).getByRole("heading").allInnerTexts()).toEqual(["Land Rover Range Rover"]);

      const response = await page.goto(`${backend().site.url}/fleet?brand=bugatti`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { name: "No Vehicles Found" }).isVisible()).toBe(true);
      expect(await page.getByText("Try selecting a different brand filter").isVisible()).toBe(true);
      expect(await filter(page).locator("[aria-current]").count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      await t.finish();
    });

    test("a click anywhere on a card but its controls opens the vehicle page", async () => {
      const t = await open({ js });
      const { page } = t;
      await page.goto(`${backend().site.url}/fleet`);
      const g63 = () => cards(page).filter({ has: page.getByRole("heading", { name: "Mercedes G63" }) });
      // A real click where a visitor would click: the photo (away from its
      // arrows and dots), then the price in the text below it.
      const photo = g63().locator("li[aria-roledescription=slide]").first();
      await photo.scrollIntoViewIfNeeded();
      const box = await photo.boundingBox();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + 40);
      await page.waitForURL(`${backend().site.url}/fleet/mercedes-g63-blue`);
      await page.goBack();
      await page.waitForURL(`${backend().site.url}/fleet`);
      await g63().getByText("$1,295").scrollIntoViewIfNeeded();
      const price = await g63().getByText("$1,295").boundingBox();
      await page.mouse.click(price!.x + price!.width / 2, price!.y + price!.height / 2);
      await page.waitForURL(`${backend().site.url}/fleet/mercedes-g63-blue`);
      await page.goBack();
      await page.waitForURL(`${backend().site.url}/fleet`);
      // A carousel dot is the carousel's, not the card's.
      await g63().getByRole("link", { name: "Show image 2 of 3" }).click();
      await page.waitForTimeout(300);
      expect(page.url()).toMatch(/\/fleet(#.*)?$/);
      await t.finish();
    });
  });

  test("with JavaScript the card arrows wrap around at both ends", async () => {
    const t = await open({ js: true, reducedMotion: "reduce" });
    const { page } = t;
    await page.goto(`${backend().site.url}/fleet`);
    const g63 = cards(page).filter({ has: page.getByRole("heading", { name: "Mercedes G63" }) });
    const current = () => g63.locator('a[aria-current="true"]').getAttribute("aria-label");
    await expect.poll(current).toBe("Show image 1 of 3");
    await g63.getByRole("button", { name: "Previous image" }).click();
    await expect.poll(current).toBe("Show image 3 of 3");
    await g63.getByRole("button", { name: "Next image" }).click();
    await expect.poll(current).toBe("Show image 1 of 3");
    await g63.getByRole("button", { name: "Next image" }).click();
    await expect.poll(current).toBe("Show image 2 of 3");
    expect(page.url()).toBe(`${backend().site.url}/fleet`);
    await t.finish();
  });
});

test("with JavaScript, a card after the first row hydrates with the page, and its arrows work", async () => {
  const t = await open({ js: true, reducedMotion: "reduce" });
  const { page } = t;
  await page.goto(`${env.sites.backends[0]!.site.url}/fleet`);
  // The first card with several photos after the first row.
  const index = await cards(page).evaluateAll((items) =>
    items.findIndex((item, position) => position >= 3 && item.querySelector('a[aria-label^="Show image 2 of"]') !== null),
  );
  expect(index).toBeGreaterThanOrEqual(3);
  const later = cards(page).nth(index);
  expect(await cards(page).first().getByRole("button", { name: "Next image" }).count()).toBe(1);
  await later.getByRole("button", { name: "Next image" }).waitFor();
  await later.scrollIntoViewIfNeeded();
  await later.getByRole("button", { name: "Next image" }).click();
  await expect.poll(() => later.locator('a[aria-current="true"]').getAttribute("aria-label")).toMatch(/^Show image 2 of/);
  await t.finish();
});

test("without JavaScript: no arrows; the dots scroll the photos", async () => {
  const t = await open({ js: false });
  const { page } = t;
  await page.goto(`${env.sites.backends[0]!.site.url}/fleet`);
  const g63 = cards(page).filter({ has: page.getByRole("heading", { name: "Mercedes G63" }) });
  expect(await g63.getByRole("button").count()).toBe(0);
  await g63.getByRole("link", { name: "Show image 3 of 3" }).click();
  const track = g63.locator("ul").first();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await t.finish();
});

test("cards fade in with a 0.1 s stagger, and not at all under reduced motion", async () => {
  const t = await open({ js: false });
  await t.page.goto(`${env.sites.backends[0]!.site.url}/fleet`);
  const timing = (nth: number) =>
    cards(t.page).nth(nth).evaluate((el) => ({ name: getComputedStyle(el).animationName, delay: getComputedStyle(el).animationDelay }));
  expect(await timing(0)).toEqual({ name: "fleet-card-in", delay: "0s" });
  expect(await timing(1)).toEqual({ name: "fleet-card-in", delay: "0.1s" });
  expect(await timing(4)).toEqual({ name: "fleet-card-in", delay: "0.4s" });

  // The same visitor asking for reduced motion, on a fresh load of the page.
  await t.page.emulateMedia({ reducedMotion: "reduce" });
  await t.page.reload();
  expect(await cards(t.page).nth(1).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  await t.finish();
});

describe.each(JS_MODES)("the fleet outage with $label", ({ js }) => {
  test("'Unable to Load Fleet' and 'Please try again later'; axe clean", async () => {
    const t = await open({ js });
    const { page } = t;
    const response = await page.goto(`${env.sites.outage.url}/fleet`);
    expect(response?.status()).toBe(503);
    expect(await page.getByRole("heading", { name: "Unable to Load Fleet" }).isVisible()).toBe(true);
    expect(await page.getByText("Please try again later").isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    await expectAccessible(page);
    await t.finish([failedResource(503)]);
  });
});

test("six placeholder cards only while a client navigation waits for the list", async () => {
  const t = await open({ js: true });
  const { page } = t;
  const base = env.sites.backends[1]!.site.url;
  // Returns once the page has hydrated (e2e/support/browser.ts).
  await page.goto(`${base}/fleet/mclaren-gt-blue`);
  // Hold the list's data request so the wait is visible.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/fleet\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Fleet", exact: true }).click();
  const placeholders = page.locator("[data-placeholder-card]");
  await expect.poll(() => placeholders.count()).toBe(6);
  expect(await page.getByRole("status").filter({ hasText: "Loading the fleet" }).count()).toBe(1);
  release();
  await page.waitForURL(`${base}/fleet`);
  await expect.poll(() => cards(page).count()).toBe(DEMO_VEHICLE_ROWS.length);
  expect(await placeholders.count()).toBe(0);

  // The brand filter: heading and filter stay, the grid waits.
  let releaseFilter!: () => void;
  const heldFilter = new Promise<void>((done) => (releaseFilter = done));
  await page.unroute(/\/fleet\.data/);
  await page.route(/\/fleet\.data/, async (route) => {
    await heldFilter;
    await route.continue();
  });
  await filter(page).getByRole("link", { name: "Ferrari" }).click();
  await expect.poll(() => placeholders.count()).toBe(6);
  expect(await page.locator("h1").innerText()).toBe("Our Exotic Fleet");
  releaseFilter();
  await expect.poll(() => cards(page).count()).toBe(2);
  expect(await placeholders.count()).toBe(0);
  await t.finish();
});

test("landing on /fleet, the first brand filter shows the placeholder cards while its list loads", async () => {
  const t = await open({ js: true });
  const { page } = t;
  const base = env.sites.backends[1]!.site.url;
  await page.goto(`${base}/fleet`);
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/fleet\.data/, async (route) => {
    await held;
    await route.continue();
  });
  const placeholders = page.locator("[data-placeholder-card]");
  expect(await placeholders.count()).toBe(0);
  await filter(page).getByRole("link", { name: "Ferrari" }).click();
  await expect.poll(() => placeholders.count()).toBe(6);
  expect(await page.getByRole("status").filter({ hasText: "Loading the fleet" }).count()).toBe(1);
  expect(await page.locator("h1").innerText()).toBe("Our Exotic Fleet");
  release();
  await expect.poll(() => cards(page).count()).toBe(2);
  expect(await placeholders.count()).toBe(0);
  await t.finish();
});
