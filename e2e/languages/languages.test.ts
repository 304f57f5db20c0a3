import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { localePath, otherLocale } from "../../app/i18n/i18n";
import { m } from "../../app/paraglide/messages";
import { EXPECTED_404, JS_MODES, openPage } from "../support/browser";
import { alternatesOf, languageOf, MISSING, onSite, PAGES, twin, type Alternates } from "../support/languages";
import { siteAndBrowserForFile } from "../support/site-and-browser";
import { SITE_ORIGIN } from "../pages/pages-support";

// Finding and switching languages (issue 29) on the real server in Chromium:
// every page in both languages with JavaScript off and on, its <html lang>,
// the hreflang alternates of each pair pointing at each other, the sitemap's
// alternates agreeing with the pages', and the language switch (the header on
// a desktop, the header and the menu on a phone) leading to the same page in
// the other language.

const env = siteAndBrowserForFile();

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe.each(JS_MODES)("every route in both languages with $label", ({ js }) => {
  test("each page answers 200 in its language; anything unknown is a 404 in its language", async () => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const seen: string[] = [];
    const paths = [...PAGES, ...MISSING].flatMap((path) => Object.values(twin(path)));
    for (const path of paths) {
      const response = await page.goto(`${env.site.url}${path}`);
      const status = (MISSING as readonly string[]).includes(path.replace(/^\/es(?=\/)/, "")) ? 404 : 200;
      const language = languageOf(path);
      // After hydration with JavaScript: the client render keeps the server's language.
      seen.push(`${path} ${response?.status()} ${await lang(page)}`);
      expect(seen.at(-1), path).toBe(`${path} ${status} ${language}`);
      expect(await page.locator("h1").count(), `${path}: one heading`).toBe(1);
    }
    // An /es/ address nothing matches is Spanish; one merely starting with "es" is not.
    expect((await page.goto(`${env.site.url}/es/fleet/no-such-car/extra`))?.status()).toBe(404);
    expect(await lang(page)).toBe("es");
    expect((await page.goto(`${env.site.url}/espanol`))?.status()).toBe(404);
    expect(await lang(page)).toBe("en");
    await t.finish([EXPECTED_404]);
  });
});

test("with JavaScript, a client navigation inside Spanish stays Spanish, and the language switch updates with the page", async () => {
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  await page.goto(`${env.site.url}/fleet`);
  const switchLink = page.locator("header nav > ul a[hreflang]");
  expect(await switchLink.getAttribute("href")).toBe("/es/fleet");
  // A brand filter link is a client navigation: the switch follows the brand shown
  // (the address changes first, the page once its data has arrived).
  await page.locator('nav[aria-label="Filter by brand"] a[href="/fleet?brand=mercedes"]').click();
  await page.waitForURL(`${env.site.url}/fleet?brand=mercedes`);
  await expect.poll(() => switchLink.getAttribute("href"), { timeout: 10_000 }).toBe("/es/fleet?brand=mercedes");
  await page.goto(`${env.site.url}/es/fleet`);
  await page.locator(`header nav > ul a[href="${localePath("es", "/contact")}"]`).click();
  await page.waitForURL(`${env.site.url}/es/contact`);
  await expect.poll(() => switchLink.getAttribute("href"), { timeout: 10_000 }).toBe("/contact");
  expect(await lang(page)).toBe("es");
  await t.finish();
});

describe("hreflang", () => {
  test.each(PAGES.map(twin))("$spanish and $english list each other, the same set on both, and each target says so too", async ({ english, spanish }) => {
    const t = await openPage(env.browser, { js: false });
    const { page } = t;
    const sets: Record<string, Alternates> = {};
    for (const path of [english, spanish]) {
      await page.goto(`${env.site.url}${path}`);
      const alternates = await alternatesOf(page);
      sets[path] = alternates;
      expect(Object.keys(alternates).sort(), `${path}: one alternate per language and x-default`).toEqual(["en", "es", "x-default"]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(alternates[languageOf(path)], `${path}: its own language's alternate is its canonical URL`).toBe(canonical);
      const locale = languageOf(path);
      expect(await page.locator('meta[property="og:locale"]').getAttribute("content"), path).toBe(locale === "es" ? "es_US" : "en_US");
      expect(await page.locator('meta[property="og:locale:alternate"]').getAttribute("content"), path).toBe(locale === "es" ? "en_US" : "es_US");
    }
    expect(sets[spanish], `${spanish} and ${english} list the same alternates`).toEqual(sets[english]);
    const alternates = sets[english]!;
    expect(alternates["x-default"], "x-default is the English page").toBe(alternates.en);
    expect(alternates.en).toBe(`${SITE_ORIGIN}${english}`);
    expect(alternates.es).toBe(`${SITE_ORIGIN}${spanish}`);
    // Each target is a page in the language it is listed for, listing the same set.
    for (const language of ["en", "es"] as const) {
      const response = await page.goto(onSite(env.site.url, alternates[language]!));
      expect(response?.status(), alternates[language]).toBe(200);
      expect(await lang(page), alternates[language]).toBe(language);
      expect(await alternatesOf(page), alternates[language]).toEqual(alternates);
    }
    await t.finish();
  });
});

test("the sitemap is well-formed XML whose every page lists the alternates that page itself carries", async () => {
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  const xml = await (await fetch(`${env.site.url}/sitemap.xml`)).text();
  // The browser's own XML parser, namespace-aware: a malformed document or an unbound prefix is a parsererror.
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
    const sitemaps = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const xhtml = "http://www.w3.org/1999/xhtml";
    return {
      error,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      urls: [...doc.getElementsByTagNameNS(sitemaps, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(sitemaps, "loc")[0]?.textContent ?? "",
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS(xhtml, "link")].map((link) => [link.getAttribute("hreflang") ?? "", `${link.getAttribute("rel")} ${link.getAttribute("href")}`]),
        ) as Record<string, string>,
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");
  const locs = parsed.urls.map((url) => url.loc);
  for (const path of PAGES.filter((path) => !path.includes("?") && path !== "/contact-panel" && !path.includes("bmw"))) {
    for (const address of Object.values(twin(path))) expect(locs, address).toContain(`${SITE_ORIGIN}${address}`);
  }
  expect(locs.filter((loc) => languageOf(new URL(loc).pathname) === "es")).toHaveLength(locs.length / 2);
  const byLoc = new Map(parsed.urls.map((url) => [url.loc, url.alternates]));
  for (const { loc, alternates } of parsed.urls) {
    const hrefs = Object.fromEntries(Object.entries(alternates).map(([language, value]) => [language, value.replace(/^alternate /, "")]));
    expect(Object.keys(alternates).sort(), loc).toEqual(["en", "es", "x-default"]);
    expect(Object.values(alternates).every((value) => value.startsWith("alternate ")), loc).toBe(true);
    expect(hrefs[languageOf(new URL(loc).pathname)], `${loc} is its own language's alternate`).toBe(loc);
    // The pair's other entry lists the same set.
    expect(byLoc.get(hrefs.en!), `${hrefs.en} lists what ${loc} lists`).toEqual(alternates);
    expect(byLoc.get(hrefs.es!), `${hrefs.es} lists what ${loc} lists`).toEqual(alternates);
    // The page itself says the same (server HTML: React writes the attribute as hrefLang).
    const html = await (await fetch(onSite(env.site.url, loc))).text();
    const onPage = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/gi)].map((match) => [match[1], match[2]]),
    );
    expect(onPage, `${loc}: the page's alternates`).toEqual(hrefs);
  }
  await t.finish();
});

type Placement = { name: string; viewport: { width: number; height: number }; phone: boolean; open?: (page: Page) => Promise<void>; link: string };

const PLACEMENTS: Placement[] = [
  { name: "the header on a desktop", viewport: { width: 1280, height: 800 }, phone: false, link: "header nav > ul a[hreflang]" },
  // From 390 px the phone header has its own switch; narrower phones have it in the menu (site-header.tsx).
  { name: "the header on a 390 px phone", viewport: { width: 390, height: 844 }, phone: true, link: "header a[hreflang]:visible" },
  {
    name: "the menu on a 360 px phone",
    viewport: { width: 360, height: 740 },
    phone: true,
    open: async (page) => {
      await page.locator('header button[popovertarget="site-menu"]').tap();
      await page.locator("#site-menu").waitFor();
    },
    link: "#site-menu a[hreflang]",
  },
];

/** From, and where the switch must lead: the same page, the brand it shows kept, nothing else. */
const TRIPS = [
  ["/fleet?brand=ferrari", "/es/fleet?brand=ferrari"],
  ["/es/fleet?brand=FERRARI&utm_source=ig", "/fleet?brand=ferrari"],
  ["/es/fleet/mclaren-gt-blue", "/fleet/mclaren-gt-blue"],
  ["/", "/es"],
  ["/es/contact", "/contact"],
  // A brand the fleet does not have: the whole fleet, never the visitor's text.
  ["/fleet?brand=bugatti", "/es/fleet"],
] as const;

describe.each(JS_MODES)("the language switch with $label", ({ js }) => {
  test.each(PLACEMENTS)("$name leads to the same page in the other language, keeping ?brand=", async (placement) => {
    const t = await openPage(env.browser, { js, viewport: placement.viewport, isMobile: placement.phone, hasTouch: placement.phone });
    const { page } = t;
    // Every trip from the desktop header; two from each phone placement.
    const trips = placement.phone ? TRIPS.slice(0, 3).filter((_, index) => index !== 1) : TRIPS;
    for (const [from, to] of trips) {
      await page.goto(`${env.site.url}${from}`);
      await placement.open?.(page);
      const link = page.locator(placement.link);
      expect(await link.count(), `${from}: one switch in ${placement.name}`).toBe(1);
      const target = otherLocale(languageOf(from));
      // Named in the language it leads to, and marked as such.
      expect(await link.getAttribute("lang"), from).toBe(target);
      expect(await link.getAttribute("hreflang"), from).toBe(target);
      const name = m.language_name({}, { locale: target });
      expect(await link.getAttribute("title"), from).toBe(name);
      expect(await link.textContent(), from).toContain(name);
      await (placement.phone ? link.tap() : link.click());
      await page.waitForURL(`${env.site.url}${to}`);
      await page.waitForLoadState("load");
      if (js) await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`, `${from} via ${placement.name}`).toBe(to);
      expect(await lang(page), to).toBe(target);
    }
    await t.finish();
  });
});
