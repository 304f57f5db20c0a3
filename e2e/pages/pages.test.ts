import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { expectAccessible, JS_MODES, launchBrowser, openPage } from "../support/browser";
import { startSite, type RunningSite } from "../support/site";
import {
  expectBreadcrumbs,
  expectBusinessJsonLd,
  expectPageMeta,
  hrefOf,
  jsonLd,
  recordVideoRequests,
  scrollThrough,
  videoStates,
} from "./pages-support";

// /yacht-charter, /quick-booking and /contact on the demo configuration, and
// once more with media from storage and quick-booking clips from configuration.

let site: RunningSite;
let storage: FakePostgrest;
let configured: RunningSite;
let browser: Browser;

beforeAll(async () => {
  storage = await startPostgrest();
  const media = `${storage.url}/storage/v1/object/public/media`;
  [site, configured, browser] = await Promise.all([
    startSite(),
    startSite({
      SUPABASE_URL: storage.url,
      SUPABASE_ANON_KEY: "test-anon-key",
      // "Externally hosted" clips: any URL the owner configures.
      QUICK_BOOKING_CAR_VIDEO_URL: `${media}/pipeline/video.mp4`,
      QUICK_BOOKING_YACHT_VIDEO_URL: `${media}/pipeline/yatch1.mp4`,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), configured?.stop()]);
  await storage?.close();
});

const text = (page: Page) => page.locator("main").innerText();

describe.each(JS_MODES)("pages with $label", ({ js }) => {
  test("/yacht-charter: video, specifications, freedom policy, prices, booking place", async () => {
    const t = await openPage(browser, { js });
    const { page } = t;
    const requested = recordVideoRequests(page);
    const response = await page.goto(`${site.url}/yacht-charter`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=4, stale-while-revalidate=4, stale-if-error=86400");
    expect(await page.locator("h1").innerText()).toBe("Luxury Yacht Charter");

    const specs = page.locator("section[aria-labelledby=yacht-specs]");
    const terms = await specs.locator("dt").allInnerTexts();
    const details = await specs.locator("dd").allInnerTexts();
    expect(terms.map((term) => term.toLowerCase())).toEqual(["length", "capacity", "amenities", "experience"]);
    expect(details).toEqual(["60ft", "12 guests", "Full bar and sound system", "No restrictions"]);

    const policy = page.locator("section[aria-labelledby=yacht-policy]");
    expect(await policy.getByRole("heading").innerText()).toBe("Complete Freedom Policy");
    expect(await policy.innerText()).toMatch(/No restrictions on smoking, drinking or partying/);

    const prices = await page.locator("section[aria-labelledby=yacht-prices]").innerText();
    expect(prices).toContain("$375");
    expect(prices).toContain("per hour");
    expect(prices.toLowerCase()).toContain("4 hour minimum");
    for (const [hours, total] of [["4", "$1,500"], ["6", "$2,250"], ["8", "$3,000"]]) {
      expect(prices).toMatch(new RegExp(`${hours} hours\\s+\\${total}`));
    }

    expect(await hrefOf(page.locator("main"), "Reserve Your Charter")).toBe("#book-charter");
    expect(await page.locator("#book-charter").getByRole("heading", { level: 2 }).count()).toBe(1);
    expect(await page.getByRole("list", { name: "Yacht photos" }).locator("img").count()).toBe(4);

    // The hero clip is in view at once: it plays with JavaScript, stays a poster without.
    const [video] = await videoStates(page);
    expect(video).toMatchObject({ preload: "none", muted: true, loop: true, playsInline: true });
    expect(video!.poster).toMatch(/^\/img\/960\/[^/]+\/yacht\/video-poster\.jpg\.jpg$/);
    // The first screen's picture: fetched at once, first.
    expect(video!.posterLoading).toBe("eager");
    expect(await page.locator("main section img").first().getAttribute("fetchpriority")).toBe("high");
    if (js) {
      await expect.poll(async () => (await videoStates(page))[0]!.paused).toBe(false);
      // The video's own poster: one URL, the clip's 640 px width, WebP (app/components/ui/lazy-video.tsx).
      expect((await videoStates(page))[0]!.posterAttribute).toMatch(/^\/img\/640\/[^/]+\/yacht\/video-poster\.jpg\.webp$/);
      expect(requested).toEqual([`${site.url}/media/yacht/video.mp4`]);
    } else {
      await page.waitForTimeout(300);
      expect(requested).toEqual([]);
      expect(video!.src).toBe("");
    }

    await expectPageMeta(page, "/yacht-charter", /^Miami Yacht Charter \| /);
    await expectBreadcrumbs(page, "Yacht Charter", "/yacht-charter");
    expect((await jsonLd(page)).map((item) => item["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
    await expectAccessible(page);
    await t.finish();
  });

  test("/quick-booking: two tiles over clips, each to its page", async () => {
    const t = await openPage(browser, { js, viewport: { width: 390, height: 700 } });
    const { page } = t;
    const requested = recordVideoRequests(page);
    const response = await page.goto(`${site.url}/quick-booking`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Choose Your Experience");
    const tiles = page.locator("main article");
    expect(await tiles.locator("h2").allInnerTexts()).toEqual(["Car Rental", "Yacht Charter"]);
    expect(await hrefOf(tiles.nth(0), "View Fleet")).toBe("/fleet");
    expect(await hrefOf(tiles.nth(1), "View Yachts")).toBe("/yacht-charter");
    const videos = await videoStates(page);
    expect(videos.map((video) => video.poster.replace(/^\/img\/960\/[^/]+\//, ""))).toEqual(["quick-booking/car-poster.jpg.jpg", "yacht/video-poster.jpg.jpg"]);
    expect(videos.map((video) => video.posterLoading)).toEqual(["eager", "lazy"]);
    for (const video of videos) expect(video).toMatchObject({ preload: "none", muted: true, loop: true, playsInline: true });

    // On a phone the second tile starts below the fold: its clip waits.
    if (js) {
      await expect.poll(() => requested).toEqual([`${site.url}/media/quick-booking/car.mp4`]);
      await tiles.nth(1).scrollIntoViewIfNeeded();
      await expect.poll(() => requested).toContain(`${site.url}/media/yacht/video.mp4`);
      await expect.poll(async () => (await videoStates(page))[1]!.paused).toBe(false);
    } else {
      await scrollThrough(page);
      expect(requested).toEqual([]);
    }
    await expectPageMeta(page, "/quick-booking", /^Quick Booking \| /);
    await expectBreadcrumbs(page, "Quick Booking", "/quick-booking");
    await expectAccessible(page);
    await t.finish();
  });

  test("/contact: phone, mailbox, hours, place, social link, response guarantee, form place", async () => {
    const t = await openPage(browser, { js });
    const { page } = t;
    const response = await page.goto(`${site.url}/contact`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Contact Us");
    const main = page.locator("main");
    expect(await hrefOf(main, "(305) 555-0100")).toBe("tel:+13055550100");
    expect(await hrefOf(main, "bookings@example.com")).toBe("mailto:bookings@example.com");
    expect(await hrefOf(main, "Follow us on social media")).toBe("https://social.example.com/miami-exotic-rentals-demo");
    const content = await text(page);
    for (const expected of ["24/7 Service Available", "Miami, Florida", "Response Time Guarantee"]) {
      expect(await main.getByText(expected, { exact: true }).count(), expected).toBe(1);
    }
    expect(content).toMatch(/within 24 hours/);
    expect(await page.locator("section[aria-labelledby=contact-form-title]").count()).toBe(1);
    await expectPageMeta(page, "/contact", /^Contact Us \| /);
    await expectBusinessJsonLd(page);
    await expectBreadcrumbs(page, "Contact", "/contact");
    await expectAccessible(page);
    await t.finish();
  });
});

test("under reduced motion no page downloads or plays a clip", async () => {
  const t = await openPage(browser, { js: true, reducedMotion: "reduce" });
  const { page } = t;
  const requested = recordVideoRequests(page);
  for (const path of ["/yacht-charter", "/quick-booking"]) {
    await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
    await scrollThrough(page);
    expect((await videoStates(page)).every((video) => video.paused && video.src === "")).toBe(true);
  }
  expect(requested).toEqual([]);
  await t.finish();
});

test("pictures come from storage through the site's copies, and quick-booking clips from configuration", async () => {
  const t = await openPage(browser, { js: true });
  const { page } = t;
  const requested = recordVideoRequests(page);
  const media = `${storage.url}/storage/v1/object/public/media`;
  await page.goto(`${configured.url}/quick-booking`);
  await expect.poll(() => requested.length).toBe(2);
  expect(requested.sort()).toEqual([`${media}/pipeline/video.mp4`, `${media}/pipeline/yatch1.mp4`]);
  await expect.poll(async () => (await videoStates(page)).every((video) => !video.paused)).toBe(true);
  // The posters are the pipeline's copies on the site's own origin, never the bucket's originals.
  expect((await videoStates(page)).map((video) => video.poster.replace(/^\/img\/960\/[^/]+\//, ""))).toEqual([
    "quick-booking/car-poster.jpg.jpg",
    "yacht/video-poster.jpg.jpg",
  ]);

  await page.goto(`${configured.url}/yacht-charter`);
  const photo = page.getByRole("list", { name: "Yacht photos" }).locator("img").first();
  expect(await photo.getAttribute("src")).toMatch(/^\/img\/960\/[^/]+\/yacht\/image1\.jpg\.jpg$/);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(new RegExp(`^${configured.url}/img/\\d+/[^/]+/yacht/image1\\.jpg\\.avif$`));
  await expect.poll(() => requested).toContain(`${media}/yacht/video.mp4`);
  await t.finish();
});
