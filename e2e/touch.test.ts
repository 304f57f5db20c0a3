import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { JS_MODES, openPage } from "./support/browser";
import { siteAndBrowserForFile } from "./support/site-and-browser";

// A visitor on a phone or with a keyboard: focus moving backwards under the
// sticky header. One site and one Chromium for the file.

const env = siteAndBrowserForFile();

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, deviceScaleFactor: 2 } as const;
const VEHICLE = "/fleet/lamborghini-urus-orange";

/** Reads scrollY until two reads 40 ms apart agree (a scroll into view may animate). */
async function settledScroll(page: Page): Promise<void> {
  let last = Number.NaN;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(40);
  }
}

/**
 * Shift+Tab from the end of the page to the header; every element that takes
 * focus on the way must be fully visible: below the header, inside the viewport.
 */
async function hiddenWhileFocusedBackwards(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const hidden: string[] = [];
  for (let stop = 0; stop < 400; stop += 1) {
    await page.keyboard.press("Shift+Tab");
    await settledScroll(page);
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const header = document.querySelector("body > header")!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const fixed = getComputedStyle(element).position === "fixed";
      return {
        inHeader: element.closest("body > header") !== null,
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
        top: box.top,
        bottom: box.bottom,
        headerBottom: header.bottom,
        viewport: window.innerHeight,
        fixed,
      };
    });
    if (!focused || focused.inHeader) return hidden;
    if (focused.fixed) continue;
    // Taller than the space below the header: its top must show.
    const room = focused.viewport - focused.headerBottom;
    const bottomLimit = focused.bottom - focused.top > room ? Number.POSITIVE_INFINITY : focused.viewport + 0.5;
    if (focused.top < focused.headerBottom - 0.5 || focused.bottom > bottomLimit) {
      hidden.push(`${focused.name}: ${Math.round(focused.top)}..${Math.round(focused.bottom)} (header ends at ${Math.round(focused.headerBottom)})`);
    }
  }
  throw new Error("Shift+Tab never reached the header");
}

describe.each(JS_MODES)("focus is never under the sticky header, $label", ({ js }) => {
  test("Shift+Tab through /fleet and a vehicle page, and the vehicle page's in-page link", async () => {
    const t = await openPage(env.browser, { js, ...PHONE, reducedMotion: "reduce" });
    const { page } = t;
    await page.goto(`${env.site.url}/fleet`);
    expect(await hiddenWhileFocusedBackwards(page)).toEqual([]);
    await page.goto(`${env.site.url}${VEHICLE}`);
    expect(await hiddenWhileFocusedBackwards(page)).toEqual([]);

    // "Book this vehicle" jumps to the booking panel: its heading shows below the header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Book this vehicle" }).click();
    await settledScroll(page);
    const [top, headerBottom] = await page.evaluate(() => [
      document.getElementById("book")!.getBoundingClientRect().top,
      document.querySelector("body > header")!.getBoundingClientRect().bottom,
    ]);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    await t.finish();
  });
});
