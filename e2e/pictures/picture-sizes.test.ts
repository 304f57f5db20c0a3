import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { CARD_SPAN } from "../../app/components/fleet/vehicle-card";
import { MAX_DENSITY } from "../../app/components/ui/picture";
import { CROPS } from "../../app/pictures/picture";
import { openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// Each place a photo appears offers the copies through `sizes` (the width the
// box is laid out at) and a srcset of widths; the browser takes the smallest
// width at least `sizes` times its pixel ratio. So the copy is sharp when
// `sizes` is at least the width the photo is drawn at: the box's width, or
// wider when a photo covers a box taller than its own shape (object-cover,
// cropped to the centre). Measured in Chromium at five screen widths, at 2x
// (and 3x on phones, where the ratio is held at 2: sizes asks for two thirds,
// so the copy is the one a 2x screen takes), in every place of every page.

const env = siteAndBrowserForFile();

const SCREENS = [320, 390, 768, 1024, 1440];
const PAGES = ["/", "/fleet", "/fleet/lamborghini-urus-orange", "/yacht-charter", "/quick-booking"];

type Measured = {
  place: string;
  fit: string;
  position: string;
  /** The width the photo is drawn at, and its box's width and height, in CSS px. */
  drawn: number;
  box: [width: number, height: number];
  /** What `sizes` evaluates to here, scaled to the pixel ratio copies are chosen for (at most 2). */
  sizes: number;
  /** The width the browser takes by the rule, and the largest offered. */
  chosen: number;
  largest: number;
  /** The width of the copy the browser took, when it has (eager or near). */
  requested: number | null;
};

/** Every shown <picture>'s img: how wide it is drawn, and what its sources' `sizes` and srcset give. */
function measure(page: Page, dpr: number): Promise<Measured[]> {
  return page.evaluate(([ratio, maxDensity, crops]) => {
    // `sizes` evaluated as the browser does: the first entry whose media condition matches, its length in CSS px.
    function evaluate(sizes: string): number {
      const entries: string[] = [];
      let depth = 0;
      let start = 0;
      for (let at = 0; at < sizes.length; at++) {
        if (sizes[at] === "(") depth++;
        else if (sizes[at] === ")") depth--;
        else if (sizes[at] === "," && depth === 0) {
          entries.push(sizes.slice(start, at).trim());
          start = at + 1;
        }
      }
      entries.push(sizes.slice(start).trim());
      for (const entry of entries) {
        const condition = /^(\([^()]*\)(?:\s+and\s+\([^()]*\))*)\s+(.+)$/.exec(entry);
        if (condition && !matchMedia(condition[1]!).matches) continue;
        const probe = document.createElement("div");
        probe.style.cssText = "position:absolute;top:0;left:0;height:0;visibility:hidden";
        probe.style.width = condition ? condition[2]! : entry;
        if (!probe.style.width) throw new Error(`not a length: ${entry}`);
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      throw new Error(`no entry matches: ${sizes}`);
    }
    return [...document.querySelectorAll<HTMLImageElement>("picture > img")].flatMap((img) => {
      const box = img.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const style = getComputedStyle(img);
      // The first source whose media matches (AVIF, which every supported engine takes); the img is one JPEG for the rest.
      const source = [...img.parentElement!.querySelectorAll("source")].find((each) => !each.media || matchMedia(each.media).matches)!;
      // A logo's copies are its box at 1x-3x, without `sizes` (e2e/pictures/logos.test.ts).
      if (!source.sizes) return [];
      // A cropped source's copies are the photo's centre in the crop's shape.
      const crop = /\/img\/\d+-(\w+)\//.exec(source.srcset)?.[1];
      const aspect = crop ? crops[crop]![0] / crops[crop]![1] : Number(img.getAttribute("width")) / Number(img.getAttribute("height"));
      const drawn =
        style.objectFit === "cover" ? Math.max(box.width, box.height * aspect) : style.objectFit === "contain" ? Math.min(box.width, box.height * aspect) : box.width;
      const widths = source.srcset.split(", ").map((candidate) => Number.parseInt(candidate.split(" ")[1]!, 10));
      const sizes = evaluate(source.sizes);
      const capped = Math.min(ratio, maxDensity);
      const requested = /^\/img\/(\d+)(?:-\w+)?\//.exec(img.currentSrc ? new URL(img.currentSrc).pathname : "");
      const section = img.closest("section[aria-label], section[aria-labelledby], article, [role=dialog], li, header");
      return [
        {
          place: `${section?.getAttribute("aria-label") ?? section?.getAttribute("aria-labelledby") ?? section?.tagName ?? "page"} ${new URL(img.src).pathname}`,
          fit: style.objectFit,
          position: style.objectPosition,
          drawn,
          box: [box.width, box.height],
          sizes: (sizes * ratio) / capped,
          chosen: widths.find((width) => width >= sizes * ratio) ?? widths.at(-1)!,
          largest: widths.at(-1)!,
          requested: requested ? Number(requested[1]) : null,
        },
      ];
    });
  }, [dpr, MAX_DENSITY, CROPS as Record<string, readonly [number, number]>] as const);
}

function expectCovered(measured: Measured[], where: string, phone = false) {
  for (const photo of measured) {
    const label = `${where} ${photo.place}`;
    // Never stretched: cropped to the centre, or the whole photo.
    expect(["cover", "contain"], label).toContain(photo.fit);
    expect(photo.position, label).toBe("50% 50%");
    // `sizes` covers the drawn width (a rounding pixel aside), without asking for much more.
    expect(photo.sizes, label).toBeGreaterThanOrEqual(photo.drawn - 1);
    expect(photo.sizes, label).toBeLessThanOrEqual(photo.drawn * 1.2 + 24);
    // The browser took the copy the rule names, or a wider one it held already (the page's photo, in the dialog).
    if (photo.requested !== null) expect(photo.requested, label).toBeGreaterThanOrEqual(photo.chosen);
    // On a phone a cover photo is not sent the sides it never shows: a box narrower than the photo
    // takes a copy cut to about its shape (CROPS), drawn at most half again as wide as the box.
    if (phone && photo.fit === "cover") expect(photo.drawn, label).toBeLessThanOrEqual(1.5 * photo.box[0]);
  }
}

describe("every place's sizes cover its box", () => {
  test.each(SCREENS)("at %i px wide", async (width) => {
    for (const dpr of width <= 390 ? [2, 3] : [2]) {
      const t = await openPage(env.browser, { js: false, viewport: { width, height: width < 768 ? 844 : 900 }, deviceScaleFactor: dpr, isMobile: width < 768 });
      const { page } = t;
      const seen = new Set<string>();
      for (const path of PAGES) {
        await page.goto(`${env.site.url}${path}`);
        // The floating panel's logo: the panel opens without JavaScript.
        if (path === "/") await page.getByRole("button", { name: "Contact us" }).click();
        const measured = await measure(page, dpr);
        expect(measured.length, path).toBeGreaterThanOrEqual(path === "/fleet" ? 20 : 2);
        expectCovered(measured, `${path} at ${width}px ${dpr}x`, width < 768);
        for (const photo of measured) seen.add(photo.place.split(" ")[0]!);
      }
      // Every kind of place was measured: cards, gallery, thumbnails, showcase, hero, yacht, tiles, logo.
      expect(seen.size, [...seen].join(", ")).toBeGreaterThanOrEqual(8);
      await t.finish([/404 \(Not Found\)/]);
    }
  });
});

// A card offers only the copies some screen takes (CARD_SPAN): wherever its
// box is laid out, at pixel ratios up to the cap and beyond it, the copy the
// browser takes still covers the box at that ratio (at most 2). The screens
// are the ends of the grid's layouts (one column to 639 px, two to 1023, three
// after); every photo /fleet shows is a card's, and the demo's originals are
// 1920 px wide, so none is held back by its original.
test("a card's copies cover its box on every screen it is laid out on", async () => {
  const drawn: number[] = [];
  for (const [width, dprs] of [[280, [1, 2]], [639, [1, 2, 2.25, 3]], [640, [1]], [1023, [2.25]], [1279, [2.25]], [1920, [2]]] as const) {
    for (const dpr of dprs) {
      const t = await openPage(env.browser, { js: false, viewport: { width, height: 900 }, deviceScaleFactor: dpr, isMobile: width < 768 });
      await t.page.goto(`${env.site.url}/fleet`);
      const cards = await measure(t.page, dpr);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        drawn.push(card.drawn);
        expect(card.chosen, `${width}px ${dpr}x ${card.place}`).toBeGreaterThanOrEqual(card.drawn * Math.min(dpr, MAX_DENSITY) - 1);
      }
      await t.finish([/404 \(Not Found\)/]);
    }
  }
  // The boxes stay within the span, and its wide end is their own (the card's border aside).
  expect(Math.min(...drawn)).toBeGreaterThanOrEqual(CARD_SPAN[0]);
  expect(Math.max(...drawn)).toBeLessThanOrEqual(CARD_SPAN[1]);
  expect(Math.max(...drawn)).toBeGreaterThanOrEqual(CARD_SPAN[1] - 4);
});

// The copies themselves come from the pipeline's route (/img/*); a stand-in
// answers here, so this file measures the markup whatever that route does.
async function answerCopies(page: Page) {
  const made = new Map<number, Promise<Buffer>>();
  await page.route(/\/img\/\d+\//, async (route) => {
    const width = Number(/\/img\/(\d+)\//.exec(route.request().url())![1]);
    if (!made.has(width)) {
      made.set(width, sharp({ create: { width, height: Math.round((width * 10) / 16), channels: 3, background: "#334" } }).jpeg().toBuffer());
    }
    await route.fulfill({ body: await made.get(width)!, contentType: "image/jpeg" });
  });
}

test.each(SCREENS)("the fullscreen photo at %i px wide: the whole photo, as wide as sizes says", async (width) => {
  const t = await openPage(env.browser, { js: true, viewport: { width, height: width < 768 ? 844 : 900 }, deviceScaleFactor: 2, isMobile: width < 768 });
  const { page } = t;
  await answerCopies(page);
  await page.goto(`${env.site.url}/fleet/lamborghini-urus-orange`);
  await page.getByRole("link", { name: "View photo 1 of 3 full size" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("img").waitFor();
  await expect.poll(() => dialog.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await dialog.locator("picture > img").count()).toBe(1);
  // The only photo shown whole; the page's own photos are cropped to their boxes.
  const photos = (await measure(page, 2)).filter((photo) => photo.fit === "contain");
  expect(photos).toHaveLength(1);
  expectCovered(photos, `the dialog at ${width}px`);
  await t.finish();
});

test("pages without JavaScript use the same pictures as with it", async () => {
  const pictures = (page: Page) =>
    page.locator("main picture > source, main picture > img").evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute("type"), element.getAttribute("srcset"), element.getAttribute("sizes")].join(" | ")),
    );
  for (const path of ["/fleet", "/fleet/lamborghini-urus-orange", "/"]) {
    const off = await openPage(env.browser, { js: false, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
    await off.page.goto(`${env.site.url}${path}`);
    const without = await pictures(off.page);
    await off.finish([/404 \(Not Found\)/]);
    const on = await openPage(env.browser, { js: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
    await answerCopies(on.page);
    await on.page.goto(`${env.site.url}${path}`);
    const withScripts = await pictures(on.page);
    await on.finish();
    expect(without.length, path).toBeGreaterThan(2);
    expect(withScripts, path).toEqual(without);
  }
});
