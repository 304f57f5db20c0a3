import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { MAIN_ROUTES } from "../../scripts/perf/routes";
import { openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";
import { swipe } from "../support/touch";

// A phone's bandwidth goes to its first screen first: photos marked
// data-after-paint (later carousel slides, every fleet card after the first,
// thumbnails, posters further down) are not fetched before the first paint
// when scripts run (app/app.css, app/document/paint-first.server.ts), and show up
// in boxes that keep their size. Without scripts they load as usual.

const env = siteAndBrowserForFile();

/** An image has loaded and decoded a photo. */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

type FirstScreen = {
  painting: boolean;
  /** Image files requested before the first contentful paint (paths). */
  early: string[];
  /** Early files that no image outside the waiting ones shows. */
  earlyWaiting: string[];
  /** Images marked to wait, and how many of them have loaded since. */
  waiting: number;
  waitingLoaded: number;
  shift: number;
};

function firstScreen(page: Page): Promise<FirstScreen> {
  return page.evaluate(async () => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    const path = (url: string) => new URL(url, location.href).pathname;
    const early = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < paint && /\.(webp|avif|jpe?g|png|svg)$/.test(path(entry.name)))
      .map((entry) => path(entry.name))
      .filter((file) => file !== "/favicon.svg");
    const images = [...document.images];
    const waits = (image: HTMLImageElement) => image.closest("[data-after-paint]") !== null;
    const waiting = images.filter(waits);
    // Layout shifts are not in performance.getEntriesByType(): a buffered observer gets them.
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const shifts = await new Promise<Shift[]>((done) => {
      const observer = new PerformanceObserver((list) => done(list.getEntries() as Shift[]));
      observer.observe({ type: "layout-shift", buffered: true });
      // No shift at all: the observer is never called.
      setTimeout(() => done([]), 200);
    });
    const shift = shifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
    return {
      painting: document.documentElement.hasAttribute("data-painting"),
      early,
      earlyWaiting: early.filter((file) => !images.some((image) => !waits(image) && path(image.currentSrc || image.src) === file)),
      waiting: waiting.length,
      waitingLoaded: waiting.filter((image) => image.complete && image.naturalWidth > 0).length,
      shift,
    };
  });
}

// The rewrite reads React Router's <Scripts> markup (app/document/paint-first.server.ts)
// and leaves a page it does not recognise as it is: a change of that markup
// fails here, not silently.
test("every main page's boot script is inert until the first paint: React Router's markup was rewritten", async () => {
  for (const route of MAIN_ROUTES) {
    const html = await (await fetch(`${env.site.url}${route}`)).text();
    expect(html, route).toMatch(/<html data-painting=""/);
    expect(html, route).not.toContain('<script type="module"');
    expect(html, route).not.toContain('<link rel="modulepreload"');
    expect(html, route).toMatch(/<script type="text\/x-module" id="app-boot">[^<]*import\(/);
    expect(html, route).toContain('d.documentElement.removeAttribute("data-painting")');
  }
});

describe("with scripts, on a phone", () => {
  test.each(MAIN_ROUTES)("%s fetches no waiting photo before its first paint, then shows them without moving anything", async (route) => {
    const t = await openPage(env.browser, { js: true, ...PHONE });
    const { page } = t;
    await page.goto(`${env.site.url}${route}`, { waitUntil: "networkidle" });
    const screen = await firstScreen(page);
    expect(screen.painting, "html[data-painting] removed after the first paint").toBe(false);
    expect(screen.earlyWaiting).toEqual([]);
    // The budget is CLS 0: below what Lighthouse shows as 0.000 (none at all, as measured).
    expect(screen.shift).toBeLessThan(0.0005);
    // Whether or not it is on screen, no waiting element's box changes when it is shown.
    const moved = await page.evaluate(() => {
      const boxes = () =>
        [...document.querySelectorAll("[data-after-paint]")].map((element) => {
          const box = element.parentElement!.getBoundingClientRect();
          return [box.x, box.y, box.width, box.height].map(Math.round).join(" ");
        });
      const shown = boxes();
      document.documentElement.setAttribute("data-painting", "");
      const waiting = boxes();
      document.documentElement.removeAttribute("data-painting");
      return shown.filter((box, index) => box !== waiting[index]);
    });
    expect(moved).toEqual([]);
    await t.finish();
  });

  test("/fleet: only the first card's photo (its 800 px AVIF copy) before the first paint; the next cards' photos after it", async () => {
    const t = await openPage(env.browser, { js: true, ...PHONE });
    const { page } = t;
    await page.goto(`${env.site.url}/fleet`, { waitUntil: "networkidle" });
    const screen = await firstScreen(page);
    const photos = screen.early.filter((file) => /^\/img\/\d+\/[^/]+\/vehicles\//.test(file));
    expect(photos).toHaveLength(1);
    // A 412 px phone at 1.75x: the 380 px card asks for 665 px.
    expect(photos[0]).toMatch(/^\/img\/800\/[^/]+\/vehicles\/[a-z0-9-]+-1\.jpg\.avif$/);
    const first = page.locator("main article").first().locator("img").first();
    expect(await first.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(photos[0]);
    // The second card is within lazy-loading distance: fetched once the page has painted.
    expect(screen.waiting).toBeGreaterThan(20);
    expect(screen.waitingLoaded).toBeGreaterThan(0);
    // Further down, a card's photo loads as the visitor scrolls to it.
    const later = page.locator("main article").nth(12);
    await later.scrollIntoViewIfNeeded();
    await expect
      .poll(() => loaded(later.locator("img").first()))
      .toBe(true);
    await t.finish();
  });

  test("the vehicle page: its first photo before the first paint, the other photos and the thumbnails after it", async () => {
    const t = await openPage(env.browser, { js: true, ...PHONE });
    const { page } = t;
    await page.goto(`${env.site.url}/fleet/lamborghini-urus-orange`, { waitUntil: "networkidle" });
    const screen = await firstScreen(page);
    const photos = screen.early.filter((file) => /^\/img\/\d+\/[^/]+\/vehicles\//.test(file));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/^\/img\/800\/[^/]+\/vehicles\/lamborghini-urus-orange-1\.jpg\.avif$/);
    const thumbnails = page.getByRole("link", { name: /^Show photo \d of 3$/ }).locator("img");
    expect(await thumbnails.count()).toBe(3);
    for (const thumbnail of await thumbnails.all()) {
      await expect.poll(() => loaded(thumbnail)).toBe(true);
    }
    await t.finish();
  });
});

test("without scripts nothing waits: a later card's photo loads as the visitor scrolls to it", async () => {
  const t = await openPage(env.browser, { js: false, ...PHONE });
  const { page } = t;
  await page.goto(`${env.site.url}/fleet`, { waitUntil: "networkidle" });
  const later = page.locator("main article").nth(12);
  await later.scrollIntoViewIfNeeded();
  const photo = later.locator("img").first();
  await expect.poll(() => loaded(photo)).toBe(true);
  expect(await photo.evaluate((image) => getComputedStyle(image.closest("[data-after-paint]")!).translate)).toBe("none");
  await t.finish();
});

describe("a carousel's later photos wait for the visitor to reach for it", () => {
  const PHONE_3X = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

  /** Per card, how many of its later slides' photos (any copy of them) the page has fetched. */
  function laterFetched(page: Page): Promise<number[]> {
    return page.evaluate(() => {
      const fetched = new Set(performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
      return [...document.querySelectorAll("main article")].map(
        (card) =>
          [...card.querySelectorAll(":scope li + li picture")].filter((picture) =>
            [...picture.querySelectorAll("source, img")].some((element) =>
              (element.getAttribute("srcset") ?? "").split(", ").some((candidate) => fetched.has(new URL(candidate.split(" ")[0]!, location.href).pathname)),
            ),
          ).length,
      );
    });
  }

  async function scrollToEnd(page: Page) {
    for (let step = 0; step < 60; step += 1) {
      const end = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(100);
      if (end) break;
    }
    await page.waitForLoadState("networkidle");
  }

  test("/fleet scrolled to the end fetches each card's first photo only; a dot or a focus on one card brings that card's photos", async () => {
    const t = await openPage(env.browser, { js: true, ...PHONE_3X });
    const { page } = t;
    await page.goto(`${env.site.url}/fleet`, { waitUntil: "networkidle" });
    await scrollToEnd(page);
    const before = await laterFetched(page);
    expect(before.length).toBeGreaterThan(10);
    expect(before.every((count) => count === 0), JSON.stringify(before)).toBe(true);
    // The slides keep their boxes: the row scrolls to the same places.
    const card = page.locator("main article").nth(4);
    const widths = () => card.locator("li").evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().width));
    const held = await widths();
    expect(held.length).toBeGreaterThan(1);

    await card.scrollIntoViewIfNeeded();
    await card.getByRole("link", { name: "Show image 2 of", exact: false }).click();
    const second = card.locator("li").nth(1).locator("img");
    await expect.poll(() => loaded(second), { timeout: 10_000 }).toBe(true);
    expect(await widths()).toEqual(held);
    // A keyboard visitor: focus on another card's row.
    const other = page.locator("main article").nth(7);
    await other.getByRole("list").first().focus();
    await other.getByRole("list").first().press("ArrowRight");
    await expect
      .poll(() => loaded(other.locator("li").nth(1).locator("img")), { timeout: 10_000 })
      .toBe(true);
    const after = await laterFetched(page);
    expect(after[4]).toBeGreaterThan(0);
    expect(after.filter((count, index) => count > 0 && index !== 4 && index !== 7)).toEqual([]);
    await t.finish();
  });

  test("a thumb scrolling the page over a photo holds it still; a swipe along the row brings the next photo", async () => {
    const t = await openPage(env.browser, { js: true, ...PHONE_3X });
    const { page } = t;
    await page.goto(`${env.site.url}/fleet`, { waitUntil: "networkidle" });
    const card = page.locator("main article").nth(3);
    await card.scrollIntoViewIfNeeded();
    const held = () => card.locator("[data-held]").count();
    const photo = async () => (await card.locator("li").first().boundingBox())!;
    // Down the page, the finger starting on the card's photo.
    let box = await photo();
    await swipe(page, box.x + box.width * 0.7, box.y + box.height / 2, 0, -200);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await held(), "a vertical scroll").toBe(1);
    // Along the row.
    await card.scrollIntoViewIfNeeded();
    box = await photo();
    await swipe(page, box.x + box.width * 0.7, box.y + box.height / 2, -box.width * 0.7);
    await expect.poll(held, { message: "a swipe" }).toBe(0);
    const second = card.locator("li").nth(1).locator("img");
    await expect.poll(() => loaded(second), { timeout: 10_000 }).toBe(true);
    await t.finish();
  });

  test("without scripts nothing is held: a later slide's photo loads when its dot is followed", async () => {
    const t = await openPage(env.browser, { js: false, ...PHONE_3X });
    const { page } = t;
    await page.goto(`${env.site.url}/fleet`, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-holding"))).toBe(false);
    const card = page.locator("main article").nth(4);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("link", { name: "Show image 2 of", exact: false }).click();
    const second = card.locator("li").nth(1).locator("img");
    await expect.poll(() => loaded(second), { timeout: 10_000 }).toBe(true);
    await t.finish();
  });
});
