import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { deferredHydrated, EXPECTED_404, expectAccessible, JS_MODES, openPage } from "../support/browser";
import { cardsSettled, failedResource, SITE_NAME, fleetSitesAndBrowserForFile, SUPABASE_SITE_URL } from "../support/fleet-sites";

const env = fleetSitesAndBrowserForFile();

const BACKENDS = [
  { index: 0, label: "the demo catalog" },
  { index: 1, label: "the Supabase adapter" },
];
const URUS = "/fleet/lamborghini-urus-orange";
const urusRow = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;

async function open(options: Parameters<typeof openPage>[1]) {
  const t = await openPage(env.browser, options);
  t.page.setDefaultTimeout(10_000);
  return t;
}

function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((script) => [JSON.parse(script.textContent ?? "null")].flat()));
}

/** With JavaScript, the share buttons that need it have appeared (hydration is done). */
async function hydrated(page: Page) {
  await shareHydrated(page);
  await page.getByRole("button", { name: "Copy link" }).waitFor();
}

/** The share list hydrates after the page (app/hydration/deferred.tsx). */
function shareHydrated(page: Page) {
  return deferredHydrated(page.locator('ul[aria-label="Share this vehicle"]'));
}

describe("HTTP", () => {
  test("a raw id or another spelling answers 301 to the canonical path", async () => {
    const base = env.sites.backends[1]!.site.url;
    for (const id of [urusRow.id, "Lamborghini-Urus-Orange", "lamborghini%20urus%20orange"]) {
      const response = await fetch(`${base}/fleet/${id}?ref=ig`, { redirect: "manual" });
      expect(response.status, id).toBe(301);
      // The page reads no query parameter: a tracking one is dropped, never a second URL (issue 15).
      expect(response.headers.get("location")).toBe(URUS);
    }
    const sto = DEMO_VEHICLE_ROWS.find((row) => row.variant === "STO")!;
    const shared = await fetch(`${base}/fleet/${sto.id}`, { redirect: "manual" });
    expect(shared.headers.get("location")).toBe(`/fleet/lamborghini-huracan-verde-mantis-${sto.id.slice(0, 8)}`);
  });

  test("a missing vehicle is 404; no data at all is 503 and never cached", async () => {
    const missing = await fetch(`${env.sites.backends[0]!.site.url}/fleet/bugatti-chiron`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Vehicle Not Found");
    const down = await fetch(`${env.sites.outage.url}${URUS}`);
    expect(down.status).toBe(503);
    expect(down.headers.get("cache-control")).toBe("no-store");
    const html = await down.text();
    expect(html).toContain("Vehicle Not Found");
    expect(html).toContain("The requested vehicle could not be found.");
  });

  test("/sitemap.xml lists every page and vehicle on SITE_URL with lastmod; /robots.txt points to it", async () => {
    const base = env.sites.backends[1]!.site.url;
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Each page in English and in Spanish (e2e/languages/languages.test.ts reads the alternates).
    expect(locs).toHaveLength(2 * (6 + DEMO_VEHICLE_ROWS.length));
    for (const path of ["/", "/fleet", "/yacht-charter", "/quick-booking", "/contact", "/privacy", URUS]) {
      expect(locs).toContain(`${SUPABASE_SITE_URL}${path}`);
      expect(locs).toContain(`${SUPABASE_SITE_URL}${path === "/" ? "/es" : `/es${path}`}`);
    }
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(locs.length);
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SUPABASE_SITE_URL}/sitemap.xml`);
    expect((await fetch(`${env.sites.outage.url}/sitemap.xml`)).status).toBe(503);
  });
});

describe.each(BACKENDS)("/fleet/{id} on $label", ({ index }) => {
  const backend = () => env.sites.backends[index]!;

  describe.each(JS_MODES)("with $label", ({ js }) => {
    test("metadata, breadcrumb, heading, details, booking panel, share, similar; axe clean", async () => {
      const t = await open({ js });
      const { page } = t;
      const response = await page.goto(`${backend().site.url}${URUS}`);
      expect(response?.status()).toBe(200);
      const { origin } = backend();
      // The social preview: the pipeline's 1200x630 JPEG of the first photo, on the site's origin (whichever backend).
      const firstImage = new RegExp(`^${origin}/img/og/[^/]+/vehicles/lamborghini-urus-orange-1\\.jpg\\.jpg$`);

      expect(await page.title()).toBe(`Lamborghini Urus | ${SITE_NAME}`);
      const meta = (selector: string) => page.locator(selector).getAttribute("content");
      expect(await meta('meta[name="description"]')).toBe(urusRow.description);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${origin}${URUS}`);
      expect(await meta('meta[property="og:title"]')).toBe(`Lamborghini Urus | ${SITE_NAME}`);
      expect(await meta('meta[property="og:url"]')).toBe(`${origin}${URUS}`);
      expect(await meta('meta[property="og:image"]')).toMatch(firstImage);
      expect(await meta('meta[name="twitter:image"]')).toMatch(firstImage);
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");

      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await crumbs.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
      expect(await crumbs.getByRole("link", { name: "Fleet" }).getAttribute("href")).toBe("/fleet");
      expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe("Lamborghini Urus");

      const data = await jsonLd(page);
      const car = data.find((item) => item["@type"] === "Car")!;
      expect(car).toMatchObject({ brand: { name: "Lamborghini" }, model: "Urus", vehicleModelDate: "2024", color: "Pearl Orange", url: `${origin}${URUS}` });
      expect((car.image as string[])[0]).toMatch(firstImage);
      const offers = car.offers as { priceSpecification: { unitCode: string; price: number; priceCurrency: string }; seller: { "@type": string; name: string } }[];
      expect(offers.map((offer) => [offer.priceSpecification.unitCode, offer.priceSpecification.price, offer.priceSpecification.priceCurrency])).toEqual([
        ["DAY", 1495, "USD"],
        ["HUR", 249, "USD"],
      ]);
      expect(offers[0]!.seller).toMatchObject({ "@type": "AutoRental", name: SITE_NAME });
      const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList")!;
      expect((breadcrumbs.itemListElement as { name: string; item: string }[]).map((item) => [item.name, item.item])).toEqual([
        ["Home", `${origin}/`],
        ["Fleet", `${origin}/fleet`],
        ["Lamborghini Urus", `${origin}${URUS}`],
      ]);

      expect(await page.locator("h1").innerText()).toBe("Lamborghini Urus");
      const main = await page.locator("main").innerText();
      for (const text of [
        "Performante",
        "About This Vehicle",
        urusRow.description!,
        "PERFORMANCE",
        "Fuel Type\nGasoline",
        "Transmission\n8-Speed Automatic",
        "Power\n657 hp",
        "DESIGN",
        "Year\n2024",
        "Exterior Color\nPearl Orange",
        "Interior Color\nNero Ade",
        "AVAILABILITY",
        "Available for Booking",
        "Premium Features",
        ...urusRow.special_features,
        "Instant confirmation",
        "24/7 support",
        "Flexible cancellation",
      ]) {
        expect(main).toContain(text);
      }

      const panel = page.locator("#book");
      const whatsapp = await panel.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
      expect(whatsapp?.startsWith("https://wa.me/13055550100?text=")).toBe(true);
      expect(decodeURIComponent(whatsapp!.split("?text=")[1]!)).toBe(
        "Hi! I'm interested in the Lamborghini Urus. Can you provide more information about availability and pricing?",
      );
      expect(await panel.getByRole("link", { name: "Call Now" }).getAttribute("href")).toBe("tel:+13055550100");

      const share = page.getByRole("list", { name: "Share this vehicle" });
      const shareHref = await share.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
      expect(decodeURIComponent(shareHref!.replace("https://wa.me/?text=", ""))).toBe(
        `Check out this amazing Lamborghini Urus at ${SITE_NAME}! ${origin}${URUS}`,
      );
      // The copy buttons need the script, which comes after the page.
      if (js) await shareHydrated(page);
      expect(await share.getByRole("button").count()).toBe(js ? 2 : 0);

      const similar = page.getByRole("region", { name: "Similar Vehicles" });
      expect(await similar.getByRole("link", { name: /^View details/ }).evaluateAll((links) => links.map((a) => a.getAttribute("aria-label")))).toEqual([
        "View details: Lamborghini Huracan EVO Spyder",
      ]);

      if (js) await cardsSettled(page);
      await expectAccessible(page);
      await t.finish();
    });

    test("a booked vehicle, and the sections that only show with data", async () => {
      const t = await open({ js });
      const { page } = t;
      const base = backend().site.url;
      await page.goto(`${base}/fleet/bmw-i8-portimao-blue`);
      const main = page.locator("main");
      expect(await main.innerText()).toContain("Currently Unavailable");
      expect(await page.getByRole("heading", { name: "Currently Booked" }).isVisible()).toBe(true);
      expect(await page.getByText("Booked", { exact: true }).first().isVisible()).toBe(true);
      const panel = page.locator("#book");
      expect(await panel.getByRole("link", { name: /WhatsApp/ }).count()).toBe(1);
      expect(await panel.getByRole("link", { name: "Call Now" }).count()).toBe(1);
      // No description: no 'About This Vehicle'.
      expect(await page.getByRole("heading", { name: "About This Vehicle" }).count()).toBe(0);

      await page.goto(`${base}/fleet/audi-r8-ibis-white`);
      expect(await page.getByRole("region", { name: "Audi R8 photos" }).count()).toBe(0);
      expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/img\/og\/[^/]+\/og\/default\.jpg\.jpg$/);

      await page.goto(`${base}/fleet/chevrolet-corvette-torch-red`);
      expect(await page.getByRole("heading", { name: "Premium Features" }).count()).toBe(0);

      await page.goto(`${base}/fleet/ferrari-roma`);
      expect(await main.innerText()).toContain("Exterior Color\nN/A");

      await page.goto(`${base}/fleet/mclaren-gt-blue`);
      expect(await page.getByRole("heading", { name: "Similar Vehicles" }).count()).toBe(0);
      await t.finish();
    });

    test("a missing vehicle: 404, 'Vehicle Not Found' and 'Return to Fleet'; axe clean", async () => {
      const t = await open({ js });
      const { page } = t;
      const response = await page.goto(`${backend().site.url}/fleet/bugatti-chiron`);
      expect(response?.status()).toBe(404);
      expect(await page.title()).toBe(`Vehicle Not Found | ${SITE_NAME}`);
      expect(await page.locator("h1").innerText()).toBe("Vehicle Not Found");
      expect(await page.getByText("The requested vehicle could not be found.").isVisible()).toBe(true);
      const back = page.getByRole("link", { name: "Return to Fleet" });
      expect(await back.getAttribute("href")).toBe("/fleet");
      await expectAccessible(page);
      await back.click();
      await page.waitForURL(`${backend().site.url}/fleet`);
      await t.finish([EXPECTED_404]);
    });

    test("opened by raw id, the page lands on its slug", async () => {
      const t = await open({ js });
      const { page } = t;
      const response = await page.goto(`${backend().site.url}/fleet/${urusRow.id}`);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${backend().site.url}${URUS}`);
      expect(await page.locator("h1").innerText()).toBe("Lamborghini Urus");
      await t.finish();
    });
  });

  test("without JavaScript the photo links to its largest copy", async () => {
    const t = await open({ js: false });
    const { page } = t;
    await page.goto(`${backend().site.url}${URUS}`);
    const gallery = page.getByRole("region", { name: "Lamborghini Urus photos" });
    const full = gallery.getByRole("link", { name: "View photo 1 of 3 full size" });
    const href = await full.getAttribute("href");
    expect(href).toMatch(/^\/img\/1920\/[^/]+\/vehicles\/lamborghini-urus-orange-1\.jpg\.jpg$/);
    expect(await gallery.getByRole("link", { name: /^Show photo/ }).count()).toBe(3);
    expect(await gallery.getByRole("button").count()).toBe(0);
    // Chromium asks the file's origin for a favicon.
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await full.click();
    // The same copy, at the original's current version (a copy named with another one redirects to it).
    await page.waitForURL(/\/img\/1920\/[^/]+\/vehicles\/lamborghini-urus-orange-1\.jpg\.jpg$/);
    expect(await page.evaluate(() => (document.querySelector("img") as HTMLImageElement | null)?.naturalWidth)).toBe(1920);
    expect(missing.filter((path) => path !== "/favicon.ico")).toEqual([]);
    await t.finish([EXPECTED_404]);
  });

  test("with JavaScript the photos open fullscreen: wrap-around, arrow keys, Escape", async () => {
    const t = await open({ js: true, reducedMotion: "reduce" });
    const { page } = t;
    await page.goto(`${backend().site.url}${URUS}`);
    await hydrated(page);
    const gallery = page.getByRole("region", { name: "Lamborghini Urus photos" });
    await gallery.getByRole("link", { name: "Show photo 2 of 3" }).click();
    expect(await gallery.locator('a[aria-current="true"]').getAttribute("aria-label")).toBe("Show photo 2 of 3");
    expect(page.url()).toBe(`${backend().site.url}${URUS}`);

    const trigger = gallery.getByRole("link", { name: "View photo 2 of 3 full size" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: /Lamborghini Urus/ });
    await dialog.waitFor();
    const photo = () => dialog.locator("img").getAttribute("alt");
    expect(await photo()).toBe("Lamborghini Urus, photo 2 of 3");
    await page.keyboard.press("ArrowRight");
    expect(await photo()).toBe("Lamborghini Urus, photo 3 of 3");
    await page.keyboard.press("ArrowRight");
    expect(await photo()).toBe("Lamborghini Urus, photo 1 of 3");
    await page.keyboard.press("ArrowLeft");
    expect(await photo()).toBe("Lamborghini Urus, photo 3 of 3");
    await dialog.getByRole("button", { name: "Next photo" }).click();
    expect(await photo()).toBe("Lamborghini Urus, photo 1 of 3");
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    expect(await photo()).toBe("Lamborghini Urus, photo 3 of 3");
    expect(await dialog.innerText()).toContain("Photo 3 of 3");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The page shows the photo last seen, and focus is back on the photo (radix
    // returns it in a timer after the dialog has gone, so poll for it).
    expect(await gallery.locator('a[aria-current="true"]').getAttribute("aria-label")).toBe("Show photo 3 of 3");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("View photo 3 of 3 full size");

    await gallery.getByRole("button", { name: "Fullscreen" }).click();
    await dialog.waitFor();
    expect(await photo()).toBe("Lamborghini Urus, photo 3 of 3");
    await dialog.getByRole("button", { name: "Close fullscreen photos" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Fullscreen");
    await t.finish();
  });
});

/** On a hydrated Urus page: opens the first photo fullscreen and closes it with Escape. */
/** Every delayed history step has run (the test's stand-in for a slow phone), and its render is painted. */
async function historySettled(page: Page) {
  await page.waitForFunction(() => ((window as unknown as { historySteps?: number }).historySteps ?? 0) === 0, null, { timeout: 10_000 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function openAndClosePhotos(page: Page) {
  const gallery = page.getByRole("region", { name: "Lamborghini Urus photos" });
  const dialog = page.getByRole("dialog", { name: /Lamborghini Urus/ });
  await gallery.getByRole("link", { name: "View photo 1 of 3 full size" }).click();
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  return { gallery, dialog };
}

test("closing the photos and scrolling at once: the page stays where the visitor scrolled, however late the rest of its code arrives", async () => {
  // The parts hydrated after the page (footer, share buttons,
  // similar vehicles...) come 2.5 s late: after the tap that opened the photos.
  const t = await open({ js: true, reducedMotion: "reduce" });
  const { page } = t;
  let held = 0;
  let delivered = 0;
  await page.route(/\/assets\/(site-footer|share-buttons|similar-vehicles|vehicle-specs|rental-terms)-[\w-]+\.js$/, async (route) => {
    held += 1;
    await new Promise((done) => setTimeout(done, 2500));
    await route.continue();
    delivered += 1;
  });
  await page.goto(`${env.sites.backends[0]!.site.url}${URUS}`);
  await hydrated(page);
  await openAndClosePhotos(page);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  // Every held chunk delivered, and the page rendered with it (the footer's code among them).
  await expect.poll(() => held > 0 && delivered === held, { timeout: 10_000 }).toBe(true);
  await deferredHydrated(page.locator("footer"));
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  expect(new URL(page.url()).hash).toBe("");
  await t.finish();
});

test("closing the photos and opening them again at once: they stay open, however late the browser goes back", async () => {
  // Closing goes back in history, which a busy phone can take a second to do:
  // here every history step starts 1.5 s late. The second opening waits for it,
  // then adds its own #photos entry.
  const t = await open({ js: true, reducedMotion: "reduce" });
  const { page } = t;
  await page.addInitScript(() => {
    const go = History.prototype.go;
    History.prototype.go = function (delta) {
      const steps = window as unknown as { historySteps: number };
      steps.historySteps = (steps.historySteps ?? 0) + 1;
      setTimeout(() => {
        // Settled once the browser has gone back (history.go is itself asynchronous).
        window.addEventListener("popstate", () => (steps.historySteps -= 1), { once: true });
        go.call(this, delta);
      }, 1500);
    };
  });
  await page.goto(`${env.sites.backends[0]!.site.url}${URUS}`);
  await hydrated(page);
  const { gallery, dialog } = await openAndClosePhotos(page);
  await gallery.getByRole("button", { name: "Fullscreen" }).click();
  await dialog.waitFor();
  await historySettled(page);
  // The reopened dialog adds its entry after the frame that shows it (navigateAfterPaint).
  await expect.poll(() => new URL(page.url()).hash).toBe("#photos");
  expect(await dialog.isVisible()).toBe(true);
  await page.goBack();
  await dialog.waitFor({ state: "detached" });
  expect(new URL(page.url()).hash).toBe("");
  // Opened and closed again before the browser went back: it stays closed, on the page's own entry.
  await openAndClosePhotos(page);
  await gallery.getByRole("button", { name: "Fullscreen" }).click();
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await historySettled(page);
  expect(await dialog.count()).toBe(0);
  expect(new URL(page.url()).hash).toBe("");
  await t.finish();
});

describe("share by copying the link", () => {
  test("Copy link and Instagram copy the page link and say so", async () => {
    const t = await open({ js: true });
    const { page, context } = t;
    const base = env.sites.backends[1]!.site.url;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    await page.goto(`${base}${URUS}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied to clipboard!", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SUPABASE_SITE_URL}${URUS}`);
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await page.getByRole("button", { name: /^Instagram/ }).click();
    await page.getByText("Link copied! Share it on Instagram", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SUPABASE_SITE_URL}${URUS}`);
    await t.finish();
  });

  test("where the Clipboard API is missing, the copy buttons are too", async () => {
    const t = await open({ js: true });
    const { page } = t;
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }));
    await page.goto(`${env.sites.backends[0]!.site.url}${URUS}`);
    await shareHydrated(page);
    const share = page.getByRole("list", { name: "Share this vehicle" });
    expect(await share.getByRole("link", { name: /WhatsApp/ }).count()).toBe(1);
    expect(await share.getByRole("button").count()).toBe(0);
    await t.finish();
  });
});

test("a pending client navigation to a vehicle says 'Loading luxury experience...'", async () => {
  const t = await open({ js: true });
  const { page } = t;
  const base = env.sites.backends[0]!.site.url;
  await page.goto(`${base}/fleet?brand=mclaren`);
  await page.getByRole("link", { name: "View details: McLaren GT" }).waitFor();
  await page.waitForFunction(() => Boolean((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/fleet\/mclaren-gt-blue\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "View details: McLaren GT" }).click();
  await page.getByRole("status").filter({ hasText: "Loading luxury experience..." }).waitFor();
  release();
  await page.waitForURL(`${base}/fleet/mclaren-gt-blue`);
  await page.locator("h1", { hasText: "McLaren GT" }).waitFor();
  expect(await page.getByText("Loading luxury experience...").count()).toBe(0);
  await t.finish();
});

describe.each(JS_MODES)("the vehicle page during an outage, with $label", ({ js }) => {
  test("503 with the 'Vehicle Not Found' page", async () => {
    const t = await open({ js });
    const { page } = t;
    const response = await page.goto(`${env.sites.outage.url}${URUS}`);
    expect(response?.status()).toBe(503);
    expect(await page.locator("h1").innerText()).toBe("Vehicle Not Found");
    expect(await page.getByRole("link", { name: "Return to Fleet" }).getAttribute("href")).toBe("/fleet");
    await t.finish([failedResource(503)]);
  });
});
