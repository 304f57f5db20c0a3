import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * After a post with mistakes and JavaScript off (issue 14): the page the server
 * answers has one error summary, an alert, focused, on screen below the sticky
 * header, and its first message leads to a field marked invalid. `heading`: the
 * start of its first line, in the page's language.
 */
export async function expectErrorSummaryInView(page: Page, heading = "Please correct") {
  const summary = page.getByRole("alert").filter({ hasText: heading });
  await expect.poll(() => summary.count()).toBe(1);
  // Polled: autofocus applies at a rendering update, which may come after the messages show.
  await expect.poll(() => summary.evaluate((element) => element.contains(document.activeElement)), { message: "the summary has focus" }).toBe(true);
  // On screen (polled: the page may scroll smoothly), below the sticky header.
  const height = page.viewportSize()!.height;
  const inView = async () => {
    const box = (await summary.boundingBox())!;
    return box.y >= 64 && box.y + Math.min(box.height, 100) <= height;
  };
  await expect.poll(inView, { timeout: 5_000 }).toBe(true);
  // Each message in the summary leads to its field.
  const target = (await summary.getByRole("link").first().getAttribute("href"))!;
  expect(await page.locator(target).getAttribute("aria-invalid")).toBe("true");
}
