import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoAndLongNamesForFile } from "./support/long-names-fleet";

// A visitor on a phone scrolls every page to its end. The deferred parts
// (app/components/deferred.tsx) hydrate on that first scroll: a grid or flex
// row whose track has no minimum then grows to the min-content of a hydrated
// carousel or a long word, and the page becomes wider than the screen and
// jumps. After every scroll step: nothing wider than the screen, the page
// where it was scrolled to; from load to the end: no layout shift at all.
// Then the first interactions on a vehicle page (the phone menu, the contact
// panel, the gallery): still nothing wider, still no shift, not even one an
// input would excuse. Phones are Chromium's mobile emulation with touch (the
// carousels' `pointer: coarse` branch); a fleet with long names and no photos
// runs beside the demo. One browser context per width, its HTTP cache
// emptied before every page, so each page loads as on a first visit.

const WIDTHS = [
  { width: 320, height: 568, phone: true },
  { width: 360, height: 740, phone: true },
  { width: 412, height: 823, phone: true },
  { width: 768, height: 1024, phone: false },
  { width: 1366, height: 900, phone: false },
  { width: 1440, height: 900, phone: false },
];
const VEHICLE = "/fleet/mercedes-g63-blue";
const DEMO_ROUTES = ["/", "/fleet", VEHICLE, "/yacht-charter", "/quick-booking", "/contact"];

const env = demoAndLongNamesForFile();

/** Every layout shift since the document started, from a buffered observer registered before any script. */
const RECORD_SHIFTS = `
  window.__shifts = [];
  window.__shiftObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shifts.push({ value: entry.value, recent: entry.hadRecentInput,
      sources: (entry.sources || []).map((s) => s.node && s.node.nodeName + "." + String(s.node.className || "").slice(0, 60)) });
  });
  window.__shiftObserver.observe({ type: "layout-shift", buffered: true });
`;

type Shift = { value: number; recent: boolean; sources: string[] };

/** The shifts recorded so far, the observer's pending ones included. */
function shifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __shifts: Shift[]; __shiftObserver: PerformanceObserver };
    for (const entry of w.__shiftObserver.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      w.__shifts.push({ value: entry.value, recent: entry.hadRecentInput, sources: [] });
    }
    return w.__shifts;
  });
}

const total = (list: Shift[]) => list.reduce((sum, shift) => sum + shift.value, 0);

/** Two frames: the last input's events have run and a layout followed. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function widthFits(page: Page, label: string) {
  const size = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(size.scrollWidth, `${label}: page width`).toBeLessThanOrEqual(size.screen);
}

type Step = { target: number; scrollY: number; scrollWidth: number; innerWidth: number; end: boolean };

async function step(page: Page): Promise<Step> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    const target = Math.min(Math.round(scrollY + innerHeight * 0.9), root.scrollHeight - innerHeight);
    scrollTo({ top: target, behavior: "instant" });
    // Two frames: the scroll's events have run (the deferred parts start loading) and a layout followed.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return {
      target,
      scrollY: Math.round(scrollY),
      scrollWidth: root.scrollWidth,
      innerWidth,
      end: Math.ceil(scrollY + innerHeight) >= root.scrollHeight - 1,
    };
  });
}

async function scrollToEnd(page: Page, label: string) {
  const seen: Step[] = [];
  for (let count = 0; count < 80; count++) {
    const at = await step(page);
    seen.push(at);
    expect(at.scrollWidth, `${label}: page width after scroll step ${count + 1} (scrollY ${at.scrollY})`).toBeLessThanOrEqual(at.innerWidth);
    expect(Math.abs(at.scrollY - at.target), `${label}: scroll position after step ${count + 1} (asked ${at.target}, got ${at.scrollY})`).toBeLessThanOrEqual(2);
    if (at.end) break;
  }
  expect(seen.at(-1)?.end, `${label}: reached the end of the page`).toBe(true);
  // Whatever the scroll started loading has arrived and rendered.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 150)));
  await frames(page);
  await widthFits(page, `${label}, once everything loaded`);
  const moved = (await shifts(page)).filter((shift) => !shift.recent);
  expect(total(moved), `${label}: layout shift from load to the end: ${JSON.stringify(moved.slice(0, 3))}`).toBeLessThan(0.0005);
}

/**
 * Opens and closes one thing as a visitor does (a tap on a phone, a click
 * otherwise, Escape to close): the page never gets wider, nothing moves.
 */
async function openAndClose(page: Page, phone: boolean, label: string, control: ReturnType<Page["locator"]>, opened: ReturnType<Page["locator"]>) {
  const before = total(await shifts(page));
  await (phone ? control.tap() : control.click());
  await opened.waitFor();
  await frames(page);
  await widthFits(page, `${label} open`);
  await page.keyboard.press("Escape");
  await opened.waitFor({ state: "hidden" });
  // The gallery closes by going back in history: the page is only settled once that has landed.
  await page.waitForFunction(() => location.hash === "");
  await frames(page);
  await widthFits(page, `${label} closed`);
  const after = await shifts(page);
  expect(total(after) - before, `${label}: layout shift while it opened and closed: ${JSON.stringify(after.slice(-3))}`).toBeLessThan(0.0005);
}

describe.each(WIDTHS)("at $width px", ({ width, height, phone }) => {
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await env.browser.newContext({
      viewport: { width, height },
      reducedMotion: "no-preference",
      ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    await context.addInitScript(RECORD_SHIFTS);
    page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    cdp = await context.newCDPSession(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  /** A first visit: nothing cached; returns once the page has hydrated. */
  async function visit(url: string) {
    await cdp.send("Network.clearBrowserCache");
    await page.goto(url);
    await page.waitForFunction(() => !document.getElementById("app-boot") || document.documentElement.hasAttribute("data-hydrated"));
    if (phone) expect(await page.evaluate(() => matchMedia("(any-pointer: coarse)").matches), "a touch screen").toBe(true);
  }

  test("every main route and a vehicle of a fleet with long names and no photos, scrolled to the end step by step: never wider than the screen, never moving", async () => {
    const pages = [
      ...DEMO_ROUTES.map((path) => ({ url: `${env.demo.url}${path}`, label: path })),
      { url: `${env.longNames.site.url}/fleet`, label: "long names /fleet" },
      { url: `${env.longNames.site.url}${env.longVehicle}`, label: `long names ${env.longVehicle}` },
    ];
    for (const { url, label } of pages) {
      await visit(url);
      await scrollToEnd(page, `${label} at ${width}`);
    }
    expect(errors, "console errors on the pages").toEqual([]);
  });

  test("a vehicle page through its first interactions: the menu, the contact panel, the gallery", async () => {
    await visit(`${env.demo.url}${VEHICLE}`);
    const label = `${VEHICLE} at ${width}`;
    if (phone) {
      await openAndClose(page, phone, `${label}, the phone menu`, page.locator('header [aria-label="Menu"]'), page.locator("header [popover]"));
    }
    await openAndClose(page, phone, `${label}, the contact panel`, page.getByRole("button", { name: "Contact us" }), page.locator("#contact-panel"));
    await openAndClose(page, phone, `${label}, the gallery`, page.getByRole("button", { name: "Fullscreen" }), page.getByRole("dialog", { name: /Mercedes/ }));
    // And the page scrolled to its end after all that.
    await scrollToEnd(page, `${label}, after the interactions`);
    expect(errors, "console errors on the page").toEqual([]);
  });
});
