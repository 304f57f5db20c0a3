import type { Page } from "playwright-core";
import { localePath, type Locale } from "../../app/i18n/i18n";
import { SITE_ORIGIN } from "../pages/pages-support";

// The site's pages in both languages (issue 29), for e2e/languages/languages.test.ts,
// e2e/languages/no-english-left.test.ts and the visitor suites: every route of
// app/routes.ts once, a brand's fleet page, a booked vehicle, and the 404s.

/** English paths of pages that exist: each has a Spanish twin under /es. */
export const PAGES = [
  "/",
  "/fleet",
  "/fleet?brand=ferrari",
  "/fleet/lamborghini-urus-orange",
  // Booked: the detail page's other state.
  "/fleet/bmw-i8-portimao-blue",
  "/yacht-charter",
  "/quick-booking",
  "/contact",
  "/faq",
  "/contact-panel",
] as const;

/** Paths that answer 404: anything unknown, and a vehicle the fleet does not have. */
export const MISSING = ["/no-such-page", "/fleet/no-such-car"] as const;

export type Twin = { english: string; spanish: string };

export const twin = (path: string): Twin => ({ english: path, spanish: localePath("es", path) });

/** The language of a path on this site. */
export const languageOf = (path: string): Locale => (/^\/es(?=$|[/?#])/.test(path) ? "es" : "en");

/** A canonical (SITE_URL) address as the test server's. */
export const onSite = (siteUrl: string, href: string) => (href.startsWith(SITE_ORIGIN) ? `${siteUrl}${href.slice(SITE_ORIGIN.length)}` : href);

export type Alternates = Record<string, string>;

/** The page's `<link rel="alternate" hreflang>` set, hreflang -> href; a repeated hreflang is kept as "a | b". */
export function alternatesOf(page: Page): Promise<Alternates> {
  return page.evaluate(() => {
    const found: Record<string, string> = {};
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      const lang = link.getAttribute("hreflang")!;
      const href = link.getAttribute("href")!;
      found[lang] = lang in found ? `${found[lang]} | ${href}` : href;
    }
    return found;
  });
}
