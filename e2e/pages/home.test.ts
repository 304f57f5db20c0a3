import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { EXPECTED_404, expectAccessible, JS_MODES, openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";
import { picturesSettled } from "../support/site";
import {
  expectBusinessJsonLd,
  expectPageMeta,
  hrefOf,
  recordVideoRequests,
  scrollThrough,
  videoStates,
} from "./pages-support";

// The home page on the embedded demo catalog. The Supabase adapter and the
// failing catalog are in home-supabase.test.ts.

const env = siteAndBrowserForFile();

const BRANDS = ["Lamborghini", "Rolls-Royce", "Mercedes", "BMW", "Audi", "Ferrari", "Porsche", "McLaren", "Corvette", "Land Rover"];
const CAPTION = "Authorized dealer partnerships ensuring authentic luxury experiences.";
const PIPELINE = "We are the PipeLine, We Supply the Whole City";

const showcase = (page: Page) => page.locator("section[aria-labelledby=elite-fleet-title] article");

test("the server sends the whole page: showcase included, cacheable, no loading line", async () => {
  const response = await fetch(`${env.site.url}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=4, stale-while-revalidate=4, stale-if-error=86400");
  const html = await response.text();
  expect(html).not.toContain("Loading our exclusive fleet...");
  expect(html).not.toContain("Unable to load fleet");
  // No Suspense placeholder that only a script would swap for the content.
  expect(html).not.toMatch(/<template id="B:/);
  expect(html).toContain('href="/fleet/lamborghini-urus-orange"');
});

describe.each(JS_MODES)("home with $label", ({ js }) => {
  test("every section, SPEC string and link, in order", async () => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const response = await page.goto(`${env.site.url}/`);
    expect(response?.status()).toBe(200);
    const main = page.locator("main");

    expect(await main.locator("h1").innerText()).toBe("LUXURY REDEFINED");
    const hero = main.locator("section[aria-labelledby=hero-title]");
    expect(await hrefOf(hero, "BOOK NOW")).toBe("/quick-booking");
    expect(await hrefOf(hero, "EXPLORE FLEET")).toBe("/fleet");
    expect(await hrefOf(hero, "Scroll down")).toBe("#luxury-charter");

    const teaser = main.locator("#luxury-charter");
    expect(await teaser.getByRole("heading", { level: 2 }).innerText()).toBe("LUXURY CHARTER");
    expect(await teaser.getByText("4 Hour Minimum", { exact: true }).count()).toBe(1);
    expect(await hrefOf(teaser, "BOOK YACHT EXPERIENCE")).toBe("/yacht-charter");

    // DESIGN.md's selection on the demo fleet: the four rules, newest first.
    const items = showcase(page);
    expect(await items.locator("h3").allTextContents()).toEqual([
      "Mercedes G63",
      "Lamborghini Urus",
      "Rolls-Royce Cullinan",
      "Mercedes Maybach S 580",
    ]);
    expect(await items.evaluateAll((list) => list.map((item) => item.getAttribute("data-side")))).toEqual(["left", "right", "left", "right"]);
    const bookLinks = await items.getByRole("link", { name: /^BOOK NOW/ }).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(bookLinks).toEqual([
      "/fleet/mercedes-g63-blue",
      "/fleet/lamborghini-urus-orange",
      "/fleet/rolls-royce-cullinan-glacier-white",
      "/fleet/mercedes-maybach-s-580-obsidian-black",
    ]);
    const first = items.first();
    expect(await first.getByText("AMG", { exact: true }).count()).toBe(1);
    expect(await first.locator("p").allTextContents()).toContainEqual(expect.stringContaining("icon of Miami nights"));
    expect(await first.getByRole("group", { name: "Mercedes G63 photos" }).locator("img").count()).toBe(3);
    expect(await first.getByRole("link", { name: /^Show image \d of 3$/ }).count()).toBe(3);
    // The arrows are the script's: the showcase's code comes after the page.
    const next = first.getByRole("button", { name: "Next image" });
    if (js) await expect.poll(() => next.count()).toBe(1);
    else expect(await next.count()).toBe(0);
    expect(await hrefOf(main, "VIEW MORE ELITE CARS")).toBe("/fleet");
    expect(await main.getByText("Loading our exclusive fleet...").count()).toBe(0);

    const brands = main.locator("section[aria-labelledby=brands-title] li img");
    expect(await brands.evaluateAll((images) => images.map((img) => img.getAttribute("alt")))).toEqual(BRANDS);
    expect(await main.getByText(CAPTION, { exact: true }).count()).toBe(1);

    const pipeline = main.locator("section[aria-labelledby=pipeline-title]");
    expect(await pipeline.getByRole("heading", { level: 2 }).textContent()).toBe(PIPELINE);
    expect(await hrefOf(pipeline, "View Fleet")).toBe("/fleet");

    expect(await main.locator("#elite-booking").count()).toBe(1);
    const order = await main.locator("> section").evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-labelledby")));
    expect(order).toEqual(["hero-title", "luxury-charter-title", "elite-fleet-title", "brands-title", "pipeline-title", "elite-booking-title"]);

    await expectPageMeta(page, "/", /Miami Exotic Rentals \(demo\)/);
    await expectBusinessJsonLd(page);
    await expectAccessible(page);
    await t.finish();
  });

  test("the hero picture is the responsive, high-priority first paint", async () => {
    const t = await openPage(env.browser, { js, viewport: { width: 390, height: 844 } });
    const { page } = t;
    await page.goto(`${env.site.url}/`);
    const img = page.locator("section[aria-labelledby=hero-title] picture img");
    expect(await img.getAttribute("fetchpriority")).toBe("high");
    expect(await img.getAttribute("loading")).toBe("eager");
    expect(await img.getAttribute("width")).toBe("1920");
    expect(await img.getAttribute("height")).toBe("1080");
    expect(await img.getAttribute("src")).toMatch(/^\/img\/960\/[^/]+\/hero\/background\.jpg\.jpg$/);
    const sources = page.locator("section[aria-labelledby=hero-title] picture source");
    expect(await sources.evaluateAll((list) => list.map((s) => [s.getAttribute("type"), s.getAttribute("media")]))).toEqual([
      ["image/avif", "(max-aspect-ratio: 3/4)"],
      ["image/webp", "(max-aspect-ratio: 3/4)"],
      ["image/avif", null],
      ["image/webp", null],
    ]);
    expect(await sources.nth(2).getAttribute("srcset")).toMatch(/^\/img\/160\/[^/]+\/hero\/background\.jpg\.avif 160w, .* \/img\/1920\/[^/]+\/hero\/background\.jpg\.avif 1920w$/);
    // A phone takes an AVIF copy from the pipeline, not the original. The 390 px screen's hero is
    // 779 px tall, so it shows only the photo's centre: the 9:16 centre copy, drawn 438 px wide
    // (e2e/pictures/picture-sizes.test.ts), at most the demo original's 607 px centre.
    expect(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/\/img\/480-tall\/[^/]+\/hero\/background\.jpg\.avif$/);
    await t.finish();
  });

  test("the scroll-down control moves exactly one viewport height", async () => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    await page.goto(`${env.site.url}/`);
    const height = await page.evaluate(() => window.innerHeight);
    await page.getByRole("link", { name: "Scroll down" }).click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 3000 }).toBe(height);
    await expect
      .poll(() => page.locator("#luxury-charter").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(0);
    await t.finish();
  });

  test("videos: poster only until they come into view", async () => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const requested = recordVideoRequests(page);
    await page.goto(`${env.site.url}/`, { waitUntil: "networkidle" });
    expect(requested).toEqual([]);
    const videos = await videoStates(page);
    expect(videos).toHaveLength(2);
    for (const video of videos) {
      expect(video).toMatchObject({ src: "", preload: "none", muted: true, loop: true, playsInline: true, paused: true });
      expect(video.poster).toMatch(/^\/img\/960\/[^/]+\/pipeline\/.+-poster\.jpg\.jpg$/);
      // Below the first screen the poster waits too (a poster attribute is fetched at once).
      expect(video).toMatchObject({ posterLoading: "lazy", posterAttribute: "" });
    }
    await page.locator("#luxury-charter").scrollIntoViewIfNeeded();
    if (js) {
      // The player is a deferred part: the clip starts once it is in view.
      await expect.poll(() => requested.some((url) => url.endsWith("/media/pipeline/yatch1.mp4")), { timeout: 10_000 }).toBe(true);
      await expect.poll(async () => (await videoStates(page))[0]!.paused, { timeout: 10_000 }).toBe(false);
      // The pipeline clip, further down, is still untouched.
      expect(requested.some((url) => url.endsWith("/media/pipeline/video.mp4"))).toBe(false);
      await page.getByRole("button", { name: "Pause background video" }).first().click();
      await expect.poll(async () => (await videoStates(page))[0]!.paused).toBe(true);
    } else {
      await scrollThrough(page);
      await page.waitForTimeout(300);
      expect(requested).toEqual([]);
    }
    await t.finish();
  });
});

test("under reduced motion nothing plays or downloads and the scroll-down jump is instant", async () => {
  const t = await openPage(env.browser, { js: true, reducedMotion: "reduce" });
  const { page } = t;
  const requested = recordVideoRequests(page);
  await page.goto(`${env.site.url}/`, { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Scroll down" }).click();
  // No smooth glide: the very next frame is already one viewport down.
  expect(await page.evaluate(() => window.scrollY)).toBe(await page.evaluate(() => window.innerHeight));
  await scrollThrough(page);
  await page.waitForTimeout(300);
  expect(requested).toEqual([]);
  expect((await videoStates(page)).every((video) => video.paused && video.src === "")).toBe(true);
  // The visitor may still choose to play a clip.
  await page.locator("#luxury-charter").scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Play background video" }).first().click();
  await expect.poll(async () => (await videoStates(page))[0]!.paused).toBe(false);
  await t.finish();
});

test("the scroll-down arrow bounces a few times, then rests: no page keeps animating once it has loaded", async () => {
  // An animation that never ends redraws the screen for as long as the page is open:
  // a phone's battery, and a compositor frame every 16 ms for nothing.
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  const endless = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations === Infinity)
        .map((animation) => `${(animation as CSSAnimation).animationName ?? "animation"} on ${(animation.effect as KeyframeEffect).target?.outerHTML.slice(0, 80)}`),
    );
  for (const path of ["/", "/fleet", "/fleet/lamborghini-urus-orange", "/yacht-charter", "/quick-booking", "/contact", "/faq"]) {
    await page.goto(`${env.site.url}${path}`);
    expect(await endless(), path).toEqual([]);
  }
  await page.goto(`${env.site.url}/`);
  const arrow = page.getByRole("link", { name: "Scroll down" }).locator("svg");
  expect(await arrow.evaluate((svg) => svg.getAnimations().map((animation) => (animation as CSSAnimation).animationName))).toEqual(["bounce"]);
  await expect.poll(() => arrow.evaluate((svg) => svg.getAnimations().length), { timeout: 6000 }).toBe(0);
  await t.finish();
});

test("a client navigation to / shows the page at once and the showcase when it arrives", async () => {
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  await page.goto(`${env.site.url}/contact`);
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  // Hold only the home route's own data (the showcase); the root's arrives as usual.
  await page.route(/\.data\?_routes=routes%2Fhome$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await page.waitForURL(`${env.site.url}/`);
  await expect.poll(() => page.getByText("Loading our exclusive fleet...").isVisible()).toBe(true);
  expect(await page.locator("h1").innerText()).toBe("LUXURY REDEFINED");
  release();
  await expect.poll(() => showcase(page).count()).toBe(4);
  expect(await page.getByText("Loading our exclusive fleet...").count()).toBe(0);
  await t.finish();
});

test("a brand logo that fails to load is replaced by the placeholder", async () => {
  // The logos checked by the pipeline: each the SVG as it is (docs/decisions/018).
  await picturesSettled(env.site, "/");
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  await page.route("**/img/svg/*/brand/ferrari.svg.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`${env.site.url}/`);
  const ferrari = page.locator("section[aria-labelledby=brands-title] img[alt=Ferrari]");
  await ferrari.scrollIntoViewIfNeeded();
  await expect.poll(() => ferrari.getAttribute("src")).toBe("/media/placeholder/logo.svg");
  await expect.poll(() => ferrari.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await page.locator("img[alt=Porsche]").getAttribute("src")).toMatch(/^\/img\/svg\/[^/]+\/brand\/porsche\.svg\.svg$/);
  await t.finish([EXPECTED_404]);
});
