import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { deferredHydrated, openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// What a phone visitor's first tap on /fleet waits for (docs/PERFORMANCE.md,
// "The first touch"), as properties of the page rather than timings: the brand
// chip's click only marks the chosen chip, painted before the router starts
// the navigation; and code loaded after the page adds no stylesheet.

const env = siteAndBrowserForFile();

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

const chips = (page: Page) => page.getByRole("navigation", { name: "Filter by brand" });
const cards = (page: Page) => page.locator("main ul > li.fleet-card-in");

type Moment = { navigation: string; url: string; marked: boolean; current: string | null };

test("a brand chip's click marks the chip, and the router's navigation starts only after that frame is painted", async () => {
  const t = await openPage(env.browser, { js: true, ...PHONE });
  const { page } = t;
  await page.goto(`${env.site.url}/fleet`);
  await page.evaluate(() => {
    type Router = { state: { navigation: { state: string } } };
    const router = (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter;
    const chip = () => document.querySelector<HTMLAnchorElement>('nav[aria-label="Filter by brand"] a[href="/fleet?brand=rolls-royce"]')!;
    const moment = () => ({
      navigation: router.state.navigation.state,
      url: location.href,
      marked: chip().className.includes("bg-gold-500"),
      current: chip().getAttribute("aria-current"),
    });
    const seen: Record<string, unknown> = {};
    (window as unknown as { seen_: Record<string, unknown> }).seen_ = seen;
    // On the window, bubbling: after every handler of the page, and after React has applied the click's own update.
    window.addEventListener(
      "click",
      () => {
        seen.afterClick = moment();
        // The frame that paints the click's result: its animation callbacks run before it is drawn.
        requestAnimationFrame(() => (seen.paintedFrame = moment()));
      },
      { once: true },
    );
  });
  await chips(page).getByRole("link", { name: "Rolls-Royce" }).tap();
  await page.waitForURL(`${env.site.url}/fleet?brand=rolls-royce`);
  await expect.poll(() => cards(page).count()).toBe(2);
  const seen = (await page.evaluate(() => (window as unknown as { seen_: Record<string, Moment> }).seen_)) as Record<string, Moment>;
  const before = { navigation: "idle", url: `${env.site.url}/fleet`, marked: true, current: null };
  expect(seen.afterClick, "right after the click's handlers").toEqual(before);
  expect(seen.paintedFrame, "in the frame painted after the click").toEqual(before);
  // Then the list arrives with its address, and the chip is the current page.
  expect(await chips(page).locator('[aria-current="page"]').innerText()).toBe("ROLLS-ROYCE");
  expect(await chips(page).locator(".bg-gold-500").allInnerTexts()).toEqual(["ROLLS-ROYCE"]);
  await t.finish();
});

// The page's one stylesheet is the root route's link, and no script adds it
// again: a second copy, inserted by the bundler's preload helper with the first
// code loaded later (the deferred parts, the gallery's dialog), made the
// browser restyle the whole page inside that tap.
test("code loaded after the page adds no stylesheet: the page keeps its one", async () => {
  const t = await openPage(env.browser, { js: true, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const { page } = t;
  const stylesheets = () => page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
  await page.goto(`${env.site.url}/fleet/lamborghini-urus-orange`);
  const before = await stylesheets();
  expect(before).toHaveLength(1);
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/gallery-dialog-")) chunks.push(request.url());
  });
  await page.getByRole("link", { name: "View photo 1 of 3 full size" }).tap();
  await page.getByRole("dialog").waitFor();
  await page.keyboard.press("Escape");
  await deferredHydrated(page.locator("footer"));
  expect(chunks.length).toBeGreaterThan(0);
  expect(await stylesheets()).toEqual(before);
  await t.finish();
});
