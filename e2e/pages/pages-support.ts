import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

// Checks shared by the home and page tests (e2e/home*.test.ts, e2e/pages*.test.ts).

/** The demo configuration's canonical origin (SITE_URL default). */
export const SITE_ORIGIN = "http://localhost:3000";

/** Title, description, canonical URL, Open Graph and Twitter tags (DESIGN.md "Search and sharing"). */
export async function expectPageMeta(page: Page, path: string, title: RegExp) {
  const head = page.locator("head");
  const content = (selector: string) => head.locator(selector).getAttribute("content");
  expect(await page.title()).toMatch(title);
  const description = await content('meta[name="description"]');
  expect(description?.length ?? 0).toBeGreaterThan(50);
  expect(await head.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${SITE_ORIGIN}${path}`);
  expect(await content('meta[property="og:url"]')).toBe(`${SITE_ORIGIN}${path}`);
  expect(await content('meta[property="og:title"]')).toBe(await page.title());
  expect(await content('meta[property="og:description"]')).toBe(description);
  // The picture pipeline's 1200x630 JPEG of the page's picture.
  expect(await content('meta[property="og:image"]')).toMatch(/^https?:\/\/[^/]+\/img\/og\/[^/]+\/.+\.jpg$/);
  expect(await content('meta[property="og:image:width"]')).toBe("1200");
  expect(await content('meta[property="og:image:height"]')).toBe("630");
  expect(await content('meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await content('meta[name="twitter:title"]')).toBe(await page.title());
  expect(await content('meta[name="twitter:image"]')).toMatch(/^https?:\/\//);
}

export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): Record<string, unknown>[] => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

export async function expectBusinessJsonLd(page: Page) {
  const business = (await jsonLd(page)).find((item) => item["@type"] === "AutoRental");
  expect(business).toMatchObject({
    name: "Miami Exotic Rentals (demo)",
    url: `${SITE_ORIGIN}/`,
    telephone: "+13055550100",
    email: "bookings@example.com",
    areaServed: { name: "South Florida" },
    openingHoursSpecification: { opens: "00:00", closes: "23:59" },
    sameAs: ["https://social.example.com/miami-exotic-rentals-demo"],
  });
  expect(JSON.stringify(business)).not.toMatch(/rating|review/i);
}

/** DESIGN.md: inner pages carry a BreadcrumbList (Home, then the page). */
export async function expectBreadcrumbs(page: Page, name: string, path: string) {
  const crumbs = (await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList");
  expect(crumbs?.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_ORIGIN}/` },
    { "@type": "ListItem", position: 2, name, item: `${SITE_ORIGIN}${path}` },
  ]);
}

export function hrefOf(scope: Page | Locator, name: string | RegExp) {
  return scope.getByRole("link", { name, exact: typeof name === "string" }).getAttribute("href");
}

/** Every video file the page asked for, so tests can prove nothing was downloaded early. */
export function recordVideoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "media" || /\.(mp4|webm)(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

export type VideoState = {
  paused: boolean;
  src: string;
  preload: string;
  muted: boolean;
  loop: boolean;
  playsInline: boolean;
  /** The poster image under the video (app/components/ui/lazy-video.tsx). */
  poster: string;
  /** Its loading attribute: "lazy" below the first screen. */
  posterLoading: string;
  /** The video's own poster attribute, set once it is near. */
  posterAttribute: string;
};

export function videoStates(page: Page): Promise<VideoState[]> {
  return page.locator("video").evaluateAll((videos) =>
    (videos as HTMLVideoElement[]).map((video) => {
      // The poster: the <picture> (or a plain img) just before the video.
      const before = video.previousElementSibling;
      const image = before?.tagName === "PICTURE" ? before.querySelector("img") : before?.tagName === "IMG" ? before : null;
      return {
      paused: video.paused,
      src: video.getAttribute("src") ?? "",
      preload: video.getAttribute("preload") ?? "",
      muted: video.muted || video.hasAttribute("muted"),
      loop: video.loop,
      playsInline: video.hasAttribute("playsinline"),
      poster: image?.getAttribute("src") ?? "",
      posterLoading: image?.getAttribute("loading") ?? "",
      posterAttribute: video.getAttribute("poster") ?? "",
      };
    }),
  );
}

/** Walks down the whole page the way a visitor would, so lazy things get their chance. */
export async function scrollThrough(page: Page) {
  const [height, total] = await page.evaluate(() => [window.innerHeight, document.documentElement.scrollHeight]);
  // Stepped from the test, not from page script: pages opened without JavaScript have no timers.
  for (let y = 0; y <= total; y += Math.round(height / 2)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(60);
  }
}
