import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { demoAndLongNamesForFile } from "../support/long-names-fleet";

// The similar vehicles close a vehicle page, far below its first screen. The
// box the page lays out for them while they are far from the viewport is the
// box they have on screen, before and after their code hydrates them, at every
// width and for every fleet (the demo's, and one with long names and no
// photos): when a page reaches them late (a slow phone scrolled to its end),
// nothing below them, the footer, moves. They used to be laid out only when
// near (content-visibility: auto) with a fixed 39rem reserved meanwhile: 681 px
// far away, 633 px on screen at 1366 px, so the footer jumped 48 px.

// A short window (a phone held sideways is about as tall): the section starts
// four screens or more down at every width, where Chromium leaves content with
// content-visibility: auto unrendered (at 1366 x 768 it is already rendered at load).
const HEIGHT = 400;
const WIDTHS = [320, 360, 412, 768, 1024, 1366, 1440].map((width) => ({ width, height: HEIGHT }));

const env = demoAndLongNamesForFile();

type Boxes = { top: number; height: number; footer: number; screens: number; cards: number };

/** The section's and the footer's place in the document, and how many screens below the viewport's top the section starts. */
function boxes(page: Page): Promise<Boxes> {
  return page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby="similar-vehicles"]')!;
    const footer = document.querySelector("footer")!;
    const box = section.getBoundingClientRect();
    return {
      top: Math.round(box.top + scrollY),
      height: box.height,
      footer: footer.getBoundingClientRect().top + scrollY,
      screens: box.top / innerHeight,
      cards: section.querySelectorAll("li.fleet-card-in").length,
    };
  });
}

/** Whether the section's content is rendered (not skipped as content-visibility: auto skips content far from the viewport). */
const rendered = (page: Page) =>
  page.evaluate(() => document.querySelector('section[aria-labelledby="similar-vehicles"] h2')!.checkVisibility({ contentVisibilityAuto: true }));

describe.each([
  { js: false, label: "JavaScript off" },
  { js: true, label: "JavaScript on, hydrated once on screen" },
])("with $label", ({ js }) => {
  test.each(WIDTHS)("at $width px: the same box far below and on screen, for the demo and a long-names fleet", async ({ width, height }) => {
    const context = await env.browser.newContext({ javaScriptEnabled: js, viewport: { width, height }, reducedMotion: "reduce" });
    try {
      const page = await context.newPage();
      for (const url of [`${env.demo.url}/fleet/mercedes-g63-blue`, `${env.demo.url}/fleet/lamborghini-urus-orange`, `${env.longNames.site.url}${env.longVehicle}`]) {
        await page.goto(url);
        if (js) await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
        const far = await boxes(page);
        expect(far.cards, `${url} at ${width}: similar vehicles shown`).toBeGreaterThan(0);
        expect(far.screens, `${url} at ${width}: screens below the top`).toBeGreaterThan(4);
        await page.evaluate(() => document.querySelector('section[aria-labelledby="similar-vehicles"]')!.scrollIntoView({ block: "center" }));
        await expect.poll(() => rendered(page)).toBe(true);
        if (js) {
          // The deferred parts load and hydrate after the page.
          await page.waitForLoadState("networkidle");
          await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        }
        const near = await boxes(page);
        expect({ height: near.height, footer: near.footer }, `${url} at ${width}: on screen, against far below`).toEqual({ height: far.height, footer: far.footer });
      }
    } finally {
      await context.close();
    }
  });
});
