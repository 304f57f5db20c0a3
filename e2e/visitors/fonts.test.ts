import { describe, expect, test } from "vitest";
import { MAIN_ROUTES } from "../../scripts/perf/routes";
import { JS_MODES, openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// Text is set in the visitor's system face (decision 016): no font file for it.
// The display face is cut to the characters the pages use
// (scripts/subset-fonts.ts): the main pages load only the cut, never the full
// latin file; it is preloaded, so the first layout is set in it (no re-layout
// for a late face).

const env = siteAndBrowserForFile();

const fileName = (url: string) => new URL(url).pathname.split("/").pop()!.replace(/-[\w-]{8}\.woff2$/, ".woff2");

describe.each(JS_MODES)("fonts, $label", ({ js }) => {
  test("every main page loads the cut display face and nothing else", async () => {
    const t = await openPage(env.browser, { js, viewport: { width: 412, height: 823 } });
    const { page } = t;
    for (const route of MAIN_ROUTES) {
      const fonts: string[] = [];
      const record = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === "font") fonts.push(fileName(request.url()));
      };
      page.on("request", record);
      await page.goto(`${env.site.url}${route}`, { waitUntil: "networkidle" });
      // Every page has headings, so the display face is fetched; text needs no file.
      await expect.poll(() => [...new Set(fonts)].sort(), { message: route }).toEqual(["playfair-display-basic-700.woff2"]);
      page.off("request", record);
    }
    await t.finish();
  });
});

test.each(JS_MODES)("the cut display face is fetched with the document, before the first paint, and text is in the system face ($label)", async ({ js }) => {
  const t = await openPage(env.browser, { js, viewport: { width: 412, height: 823 } });
  const { page } = t;
  await page.goto(`${env.site.url}/fleet`, { waitUntil: "networkidle" });
  const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads.map(fileName)).toEqual(["playfair-display-basic-700.woff2"]);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    const starts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.startTime);
    return { paint, starts };
  });
  expect(timing.starts).toHaveLength(1);
  for (const start of timing.starts) expect(start).toBeLessThan(timing.paint);
  // document.fonts.check() would also want the full face (its range covers the same letters): look at the cut.
  const loaded = () =>
    page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replaceAll('"', "")).sort());
  await expect.poll(loaded).toContain("Playfair Display");
  // Only the display face and its local stand-in: no face for text.
  for (const family of await loaded()) expect(family).toMatch(/^Playfair (Display|Fallback)$/);
  // The system face: San Francisco, Segoe UI, Roboto, then Helvetica or Arial; no web face before them.
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toBe('-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif');
  await t.finish();
});

// On a slow first visit the display face (headings, the business name) comes
// after the first paint. Swapped in then, it re-wrapped headings and moved
// whole sections (app/app.css); it is optional, so the page keeps what it
// painted. Here it comes 700 ms late on every main page, on a phone and a
// tablet held sideways: nothing moves.
test("a late display face moves nothing on any main page", async () => {
  for (const width of [360, 1024]) {
    const t = await openPage(env.browser, { js: true, viewport: { width, height: 900 } });
    const { page } = t;
    await page.route(/playfair-display-[\w-]+\.woff2$/, async (route) => {
      await new Promise((done) => setTimeout(done, 700));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const route of MAIN_ROUTES) {
      await page.goto(`${env.site.url}${route}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), `${route} at ${width} px`).toBe(0);
    }
    await t.finish();
  }
});
