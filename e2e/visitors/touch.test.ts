import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { deferredHydrated, expectAccessible, JS_MODES, openPage, type TestPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";
import { swipe } from "../support/touch";

// A visitor on a phone or with a keyboard, with scripts on, off and late:
// focus moving backwards under the sticky header, the phone menu, swipes and
// taps on the gallery and carousels, tap target sizes and axe on a touch
// layout. One site and one Chromium for the file.

const env = siteAndBrowserForFile();

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
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
 * The walk runs with reduced motion, where every scroll is instant (app.css
 * glides only with no-preference): the focused element's place is final once
 * the key is handled, so it is read at once, one round trip per stop (a scroll
 * still gliding would fail here, as it should with reduced motion).
 */
async function hiddenWhileFocusedBackwards(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const hidden: string[] = [];
  for (let stop = 0; stop < 400; stop += 1) {
    await page.keyboard.press("Shift+Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const header = document.querySelector("body > header")!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const fixed = getComputedStyle(element).position === "fixed";
      return {
        inHeader: element.closest("body > header") !== null,
        name: `${location.pathname} ${element.tagName.toLowerCase()}.${element.className.split(" ").slice(0, 3).join(".")} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
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

const SCRIPT_DELAY_MS = 2500;

/**
 * A phone whose scripts arrive seconds after the page: every script request
 * is held back. Returns once the page is shown, long before it hydrates.
 */
async function openWithLateScripts(path: string): Promise<TestPage> {
  const context = await env.browser.newContext({ ...PHONE, reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await new Promise((done) => setTimeout(done, SCRIPT_DELAY_MS));
    await route.continue().catch(() => {});
  });
  await page.goto(`${env.site.url}${path}`, { waitUntil: "commit" });
  await page.locator('header [aria-label="Menu"]').waitFor();
  return {
    page,
    context,
    errors,
    async finish() {
      await context.close();
      expect(errors, "console errors on the page").toEqual([]);
    },
  };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
const menuToggle = (page: Page) => page.locator('header [aria-label="Menu"]');
// At 360 px the header's only visible "Contact" link is the menu's.
const menuOpen = (page: Page) => page.locator("header").getByRole("link", { name: "Contact", exact: true }).isVisible();
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/** Escape from a link inside the menu, a tap on the toggle, a tap outside. */
async function menuCloses(page: Page) {
  if (!(await menuOpen(page))) {
    await menuToggle(page).tap();
    await expect.poll(() => menuOpen(page)).toBe(true);
  }
  // A keyboard visitor moves into the menu, then leaves it with Escape.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("header")?.tagName)).toBe("HEADER");
  await page.keyboard.press("Escape");
  await expect.poll(() => menuOpen(page)).toBe(false);
  expect(await focusedLabel(page)).toBe("Menu");

  await menuToggle(page).tap();
  await expect.poll(() => menuOpen(page)).toBe(true);
  await menuToggle(page).tap();
  await expect.poll(() => menuOpen(page)).toBe(false);

  // A tap on the page's text, away from the menu and any link.
  await menuToggle(page).tap();
  await expect.poll(() => menuOpen(page)).toBe(true);
  const heading = await page.locator("h1").boundingBox();
  await page.touchscreen.tap(heading!.x + 10, heading!.y + heading!.height / 2);
  await expect.poll(() => menuOpen(page)).toBe(false);
  expect(page.url()).toBe(`${env.site.url}/fleet`);
}

describe("the phone menu", () => {
  test("opened before the scripts arrive, it stays open through hydration; Escape and a tap outside close it", async () => {
    const t = await openWithLateScripts("/fleet");
    const { page } = t;
    await menuToggle(page).tap();
    await expect.poll(() => menuOpen(page)).toBe(true);
    expect(await hydrated(page)).toBe(false);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 20_000 });
    await page.waitForTimeout(300);
    expect(await menuOpen(page)).toBe(true);
    await menuCloses(page);
    await t.finish();
  });

  test.each(JS_MODES)("Escape and a tap outside close it, $label", async ({ js }) => {
    const t = await openPage(env.browser, { js, ...PHONE, reducedMotion: "reduce" });
    await t.page.goto(`${env.site.url}/fleet`);
    await menuCloses(t.page);
    await t.finish();
  });
});

async function centre(locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

describe("touch gestures", () => {
  test("the gallery: swipes wrap around, the backdrop closes it, Back closes it and stays on the page", async () => {
    const t = await openPage(env.browser, { js: true, ...PHONE, reducedMotion: "reduce" });
    const { page } = t;
    await page.goto(`${env.site.url}${VEHICLE}`);
    const gallery = page.getByRole("region", { name: "Lamborghini Urus photos" });
    await gallery.getByRole("link", { name: "View photo 1 of 3 full size" }).tap();
    const dialog = page.getByRole("dialog", { name: /Lamborghini Urus/ });
    await dialog.waitFor();
    // Opening added the page's #photos entry (a frame after the tap's own paint), which Back leaves.
    await expect.poll(() => page.url(), { timeout: 5_000 }).toBe(`${env.site.url}${VEHICLE}#photos`);
    const photo = () => dialog.locator("img").getAttribute("alt");
    expect(await photo()).toBe("Lamborghini Urus, photo 1 of 3");

    const image = await centre(dialog.locator("img"));
    await swipe(page, image.x, image.y, -150);
    await expect.poll(photo).toBe("Lamborghini Urus, photo 2 of 3");
    await swipe(page, image.x, image.y, 150);
    await expect.poll(photo).toBe("Lamborghini Urus, photo 1 of 3");
    await swipe(page, image.x, image.y, 150);
    await expect.poll(photo).toBe("Lamborghini Urus, photo 3 of 3");
    // A swipe that starts on the Next button moves one photo, and does not press it as well.
    const next = await centre(dialog.getByRole("button", { name: "Next photo" }));
    await swipe(page, next.x, next.y, -150);
    await expect.poll(photo).toBe("Lamborghini Urus, photo 1 of 3");
    await page.waitForTimeout(200);
    expect(await photo()).toBe("Lamborghini Urus, photo 1 of 3");

    // Back closes the photos and stays on the vehicle page.
    await page.goBack();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${env.site.url}${VEHICLE}`);
    expect(await page.locator("h1").innerText()).toBe("Lamborghini Urus");

    // A tap on the backdrop (below the photo) closes them, and leaves no entry behind.
    await gallery.getByRole("button", { name: "Fullscreen" }).tap();
    await dialog.waitFor();
    const shown = (await dialog.locator("img").boundingBox())!;
    await page.touchscreen.tap(shown.x + 20, shown.y + shown.height + 12);
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${env.site.url}${VEHICLE}`);
    await t.finish();
  });

  // The first tap on a page is also what starts fetching and hydrating the
  // parts deferred until an interaction (app/hydration/deferred.tsx). The
  // router's update for #photos renders the whole page again: made in the tap's
  // own (synchronous) update it reached those parts before their code, and React
  // replaced their server HTML with nothing (the footer, the specs, the similar
  // cars vanished, then came back: a 0.3 to 0.85 layout shift on a slow phone).
  test("the first tap on a photo, before the deferred parts' code is there, opens the gallery and moves nothing", async () => {
    const t = await openPage(env.browser, { js: true, ...PHONE, reducedMotion: "reduce" });
    const { page } = t;
    // The code of the parts hydrated after the page comes 2 s late; the dialog's does not.
    let held = 0;
    let delivered = 0;
    await page.route(/\/assets\/(site-footer|share-buttons|similar-vehicles|vehicle-specs|rental-terms|breadcrumb|scroll-progress|floating-contact|vehicle-booking-form)-[\w-]+\.js$/, async (route) => {
      held += 1;
      await new Promise((done) => setTimeout(done, 2_000));
      await route.continue().catch(() => undefined);
      delivered += 1;
    });
    await page.goto(`${env.site.url}${VEHICLE}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    expect(delivered, "the tap comes before the parts' code").toBe(0);
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift" });
      (window as unknown as { served: Element[] }).served = [...document.querySelectorAll("footer, main section, main nav, main dl")];
    });
    const gallery = page.getByRole("region", { name: "Lamborghini Urus photos" });
    await gallery.getByRole("link", { name: "View photo 1 of 3 full size" }).tap();
    const dialog = page.getByRole("dialog", { name: /Lamborghini Urus/ });
    await dialog.waitFor();
    // The held code arrives and hydrates what the server sent.
    await expect.poll(() => held > 0 && delivered === held, { timeout: 10_000 }).toBe(true);
    await deferredHydrated(page.locator("footer"));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const after = await page.evaluate(() => {
      const served = (window as unknown as { served: Element[] }).served;
      return {
        served: served.length,
        replaced: served.filter((element) => !element.isConnected).map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`),
        shifts: (window as unknown as { shifts: number }).shifts,
      };
    });
    expect(after.served).toBeGreaterThan(4);
    expect(after.replaced, "server HTML replaced").toEqual([]);
    expect(after.shifts, "layout shift").toBeLessThan(0.001);
    expect(page.url()).toBe(`${env.site.url}${VEHICLE}`);
    await t.finish();
  });

  test("a swipe that starts on a carousel arrow still moves the carousel", async () => {
    const t = await openPage(env.browser, { js: true, ...PHONE, reducedMotion: "reduce" });
    const { page } = t;
    await page.goto(`${env.site.url}/fleet`);
    const card = page.locator("main ul > li.fleet-card-in").first();
    const current = () => card.locator('a[aria-current="true"]').getAttribute("aria-label");
    expect(await current()).toBe("Show image 1 of 3");
    const next = await centre(card.getByRole("button", { name: "Next image" }));
    await swipe(page, next.x, next.y, -120);
    await expect.poll(current).toBe("Show image 2 of 3");
    const previous = await centre(card.getByRole("button", { name: "Previous image" }));
    await swipe(page, previous.x, previous.y, 120);
    await expect.poll(current).toBe("Show image 1 of 3");
    await swipe(page, previous.x, previous.y, 120);
    await expect.poll(current).toBe("Show image 3 of 3");
    expect(page.url()).toBe(`${env.site.url}/fleet`);
    await t.finish();
  });
});

/**
 * Every control a finger can reach, checked where the browser decides what a
 * tap hits: the 44 x 44 px square around its centre must all land on it (a
 * round control's corners too: a circle 44 px across holds no 44 px square).
 * Chromium's hit test is precise to about a pixel (a point 0.6 px before the
 * next row's edge already lands on that row), so the probe's outer points sit
 * 1 px inside the square: a 44 px target next to another passes, one of 42 px
 * or less fails.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert], [popover]:not(:popover-open)')) continue;
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const first = control.getBoundingClientRect();
      // Visually hidden until focused (the skip link: sr-only clips its padded box away).
      if (first.width <= 1 || first.height <= 1 || getComputedStyle(control).clipPath === "inset(50%)") continue;
      control.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const reach = 21;
      const points = [-reach, 0, reach].flatMap((dx) => [-reach, 0, reach].map((dy) => [x + dx, y + dy] as const));
      const missed = points.filter(([px, py]) => {
        const hit = document.elementFromPoint(px, py);
        return !hit || !control.contains(hit);
      });
      if (missed.length > 0) {
        const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40);
        small.push(`${location.pathname} ${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return [...new Set(small)];
  });
}

describe("a phone at 360 px after hydration", () => {
  test("every control is a 44 x 44 px target; axe finds nothing, landmark names unique; prices read apart", async () => {
    const t = await openPage(env.browser, { js: true, ...PHONE, reducedMotion: "reduce" });
    const { page } = t;
    const small: string[] = [];
    for (const path of ["/", "/fleet", VEHICLE]) {
      await page.goto(`${env.site.url}${path}`);
      // The first touch hydrates the deferred parts (later cards, footer).
      await page.touchscreen.tap(2, 300);
      await page.waitForLoadState("networkidle");
      await expectAccessible(page);
      const unique = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze();
      expect(unique.violations.map((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
      small.push(...(await smallTapTargets(page)));
    }
    expect(small).toEqual([]);

    // "$1,495 per day" and "$249 per hour" are two things, not one run of text.
    const prices = await page.locator("main header p").filter({ hasText: "per day" }).ariaSnapshot();
    expect(prices).not.toMatch(/day\s*\$/);
    expect(prices).toMatch(/per day\s*,\s*\$249 per hour/);
    await t.finish();
    // Three pages, each with axe and a tap probe of every control: slow on a busy machine.
  }, 120_000);
});
