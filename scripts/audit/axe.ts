import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";

// axe-core with the WCAG 2.2 A and AA rules (and the 2.0/2.1 ones they build
// on), on a page with JavaScript on, once it has hydrated and its network is
// quiet. Reduced motion: entrance animations would otherwise be caught half-way.

/**
 * Parts below the first screen are laid out only when near the viewport
 * (content-visibility, app/app.css), and axe judges colours from the layout:
 * they are laid out first, as they are when a visitor reaches them.
 */
export async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export async function axeViolations(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<string[]> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await layOutEverything(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
