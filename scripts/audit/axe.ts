import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";

// axe-core with the WCAG 2.2 A and AA rules (and the 2.0/2.1 ones they build
// on), on a page with JavaScript on, once it has hydrated and its network is
// quiet. Reduced motion: entrance animations would otherwise be caught half-way.

/**
 * Parts off screen are laid out only when near the viewport (content-visibility:
 * the later slides of a carousel or gallery), and axe judges colours from the
 * layout: they are laid out first, as they are when a visitor reaches them.
 */
export async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe for one page, in a third of the time: the same rules and the same violations.
 * A page without frames runs axe.run in the page itself (@axe-core/playwright's
 * "legacy" mode) instead of runPartial plus finishRun in a second, blank page
 * with a second copy of axe; a page with frames keeps the frame-by-frame run.
 * Only violations are reported node by node (passes and the rest are what take
 * the time to serialise). Measured on the shared 2-core machine: 2.7-4.2 s ->
 * 1.0-1.7 s per page, the same violations found.
 */
export function axeFor(page: Page, tags: string[] = WCAG_TAGS): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ["violations"] });
  return page.frames().length > 1 ? builder : builder.setLegacyMode();
}

export async function axeViolations(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<string[]> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await layOutEverything(page);
    const results = await axeFor(page).analyze();
    return results.violations.map(
      (violation) =>
        `${new URL(url).pathname} (${viewport.width}px): ${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 5)
          .join(", ")})`,
    );
  } finally {
    await context.close();
  }
}
