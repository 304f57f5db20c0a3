import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { deferredHydrated, openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// Route changes in Chromium as a visitor sees them (issue 14): the next page's
// first frame is already at the top (no glide from the old offset, whichever
// link was followed), /fleet's placeholder never shows at the old offset nor
// under an open menu, and a late part (the share buttons) moves nothing.
// WebKit and Firefox: e2e/engines.test.ts.

const env = siteAndBrowserForFile();

/** Records, for every animation frame from now on, the heading shown and the scroll position. */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const frames: { h1: string; y: number; placeholders: number; menuOpen: boolean; current: string[] }[] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    function tick() {
      frames.push({
        h1: document.querySelector("h1")?.textContent?.trim() ?? "",
        y: Math.round(window.scrollY),
        placeholders: document.querySelectorAll("[data-placeholder-card]").length,
        menuOpen: document.querySelector("header [popover]:popover-open") !== null,
        // The links styled as the current page (while a navigation is pending, the followed one).
        current: [...new Set([...document.querySelectorAll("header a.uppercase.text-gold-400")].map((link) => link.getAttribute("href") ?? ""))],
      });
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  });
  return () =>
    page.evaluate(() => (window as unknown as { frames_: { h1: string; y: number; placeholders: number; menuOpen: boolean; current: string[] }[] }).frames_);
}

const LINKS = [
  { name: "a header link", from: "/yacht-charter", link: 'header nav a[href="/contact"]', to: "/contact", heading: "Contact Us", phone: false },
  { name: "BOOK NOW", from: "/contact", link: 'header a[href="/quick-booking"]', to: "/quick-booking", heading: null, phone: false },
  { name: "a footer link", from: "/yacht-charter", link: 'footer a[href="/faq"]', to: "/faq", heading: null, phone: false },
  { name: "a link in the phone menu", from: "/contact", link: "menu", to: "/yacht-charter", heading: null, phone: true },
];

describe("a route change starts at the top at once", () => {
  test.each(LINKS)("$name, from the end of a page", async ({ from, link, to, phone }) => {
    const t = await openPage(env.browser, { js: true, viewport: phone ? { width: 360, height: 740 } : { width: 1280, height: 700 }, isMobile: phone, hasTouch: phone });
    const { page } = t;
    await page.goto(`${env.site.url}${from}`);
    const before = await page.locator("h1").first().innerText();
    await deferredHydrated(page.locator("footer"));
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    if (link === "menu") {
      await page.locator('header [aria-label="Menu"]').tap();
      await page.locator(`header [popover] a[href="${to}"]`).waitFor();
    }
    const frames = await recordFrames(page);
    const target = link === "menu" ? page.locator(`header [popover] a[href="${to}"]`) : page.locator(link).first();
    if (phone) await target.tap();
    else await target.click();
    await page.waitForURL(`${env.site.url}${to}`);
    await expect.poll(async () => (await frames()).some((frame) => frame.h1 !== before.trim())).toBe(true);
    await page.waitForTimeout(200);
    const shown = (await frames()).filter((frame) => frame.h1 !== before.trim());
    expect(shown[0]!.y, `scrollY in the first frame of ${to}`).toBe(0);
    expect(Math.max(...shown.map((frame) => frame.y)), `scrollY while ${to} is shown`).toBe(0);
    await t.finish();
  });
});

test("/fleet's placeholder: at the top, the menu closed, the followed link marked", async () => {
  const t = await openPage(env.browser, { js: true, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page } = t;
  await page.goto(`${env.site.url}/contact`);
  await deferredHydrated(page.locator("footer"));
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/fleet\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('header [aria-label="Menu"]').tap();
  const link = page.locator('header [popover] a[href="/fleet"]');
  await link.waitFor();
  // A slow phone (6x CPU): a frame painted between the placeholder's render and the menu closing is all the likelier.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  const frames = await recordFrames(page);
  await link.tap();
  await expect.poll(async () => (await frames()).some((frame) => frame.placeholders > 0)).toBe(true);
  await page.waitForTimeout(300);
  release();
  await page.waitForURL(`${env.site.url}/fleet`);
  const placeholder = (await frames()).filter((frame) => frame.placeholders > 0);
  expect(placeholder.map((frame) => frame.y).filter((y) => y !== 0), "scrollY while the placeholder shows").toEqual([]);
  expect(placeholder.some((frame) => frame.menuOpen), "the menu open over the placeholder").toBe(false);
  expect(placeholder.filter((frame) => frame.current.join() !== "/fleet").map((frame) => frame.current), "links marked as the current page").toEqual([]);
  await t.finish();
});

test("a vehicle page's late parts (share buttons, breadcrumb, similar cars) move nothing", async () => {
  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    const t = await openPage(env.browser, { js: true, viewport });
    const { page } = t;
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts_: number[] }).shifts_ = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${env.site.url}/fleet/lamborghini-urus-orange`);
    await page.waitForLoadState("networkidle"); // the deferred parts load after the page
    for (let step = 0; step < 20; step += 1) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(80);
    }
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts_: number[] }).shifts_);
    expect(shifts.reduce((sum, value) => sum + value, 0), `layout shift at ${viewport.width} px: ${shifts.join(", ")}`).toBe(0);
    await t.finish();
  }
});
