import { expect, test } from "vitest";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

const site = { siteUrl: "https://www.example.com" };
const fleet = [
  { slug: "mercedes-g63-blue", created_at: "2025-11-18T15:20:00.000Z" },
  { slug: "lamborghini-urus-orange", created_at: "2025-10-30T18:45:00Z" },
];

test("every page and vehicle in English then Spanish, each with a lastmod", () => {
  const built = new Date("2025-06-01T00:00:00.000Z");
  const entries = sitemapEntries(site, fleet, built);
  expect(entries.map(({ loc, lastmod }) => ({ loc, lastmod }))).toEqual([
    { loc: "https://www.example.com/", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/es", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/fleet", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/es/fleet", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/yacht-charter", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/es/yacht-charter", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/quick-booking", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/es/quick-booking", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/contact", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/es/contact", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/privacy", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/es/privacy", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/fleet/mercedes-g63-blue", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/es/fleet/mercedes-g63-blue", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/fleet/lamborghini-urus-orange", lastmod: "2025-10-30T18:45:00.000Z" },
    { loc: "https://www.example.com/es/fleet/lamborghini-urus-orange", lastmod: "2025-10-30T18:45:00.000Z" },
  ]);
});

test("both pages of a pair list the same alternates: en, es and x-default (the English page)", () => {
  const entries = sitemapEntries(site, fleet, new Date("2025-06-01T00:00:00.000Z"));
  const urus = [
    { hrefLang: "en", href: "https://www.example.com/fleet/lamborghini-urus-orange" },
    { hrefLang: "es", href: "https://www.example.com/es/fleet/lamborghini-urus-orange" },
    { hrefLang: "x-default", href: "https://www.example.com/fleet/lamborghini-urus-orange" },
  ];
  const pair = entries.filter((entry) => entry.loc.endsWith("/fleet/lamborghini-urus-orange"));
  expect(pair.map((entry) => entry.alternates)).toEqual([urus, urus]);
  expect(entries.find((entry) => entry.loc === "https://www.example.com/es")?.alternates.map((alternate) => alternate.href)).toEqual([
    "https://www.example.com/",
    "https://www.example.com/es",
    "https://www.example.com/",
  ]);
  // Every entry is listed by its own alternates.
  for (const entry of entries) expect(entry.alternates.map((alternate) => alternate.href)).toContain(entry.loc);
});

test("a build newer than every vehicle dates the fleet pages; an empty fleet still has every page", () => {
  const built = new Date("2026-01-02T03:04:05.000Z");
  const entries = sitemapEntries(site, [], built);
  expect(entries.map((entry) => entry.loc)).toHaveLength(6 * 2);
  expect(new Set(entries.map((entry) => entry.lastmod))).toEqual(new Set([built.toISOString()]));
});

test("/faq is listed only when the site has one", () => {
  const built = new Date("2025-06-01T00:00:00.000Z");
  const locs = (faq: boolean) => sitemapEntries(site, fleet, built, { faq }).map((entry) => entry.loc);
  expect(locs(true)).toContain("https://www.example.com/faq");
  expect(locs(true)).toContain("https://www.example.com/es/faq");
  expect(locs(true)).toHaveLength(locs(false).length + 2);
  expect(locs(false)).not.toContain("https://www.example.com/faq");
});

test("the XML is a urlset in the sitemap and xhtml namespaces, with escaped locations and alternates", () => {
  const alternates = [
    { hrefLang: "en" as const, href: "https://www.example.com/a?b=1&c=2" },
    { hrefLang: "es" as const, href: "https://www.example.com/es/a?b=1&c=2" },
    { hrefLang: "x-default" as const, href: "https://www.example.com/a?b=1&c=2" },
  ];
  const xml = sitemapXml([{ loc: "https://www.example.com/a?b=1&c=2", lastmod: "2025-01-01T00:00:00.000Z", alternates }]);
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  expect(xml).toContain("<loc>https://www.example.com/a?b=1&#38;c=2</loc>");
  expect(xml).toContain("<lastmod>2025-01-01T00:00:00.000Z</lastmod>");
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es/a?b=1&#38;c=2"/>');
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/a?b=1&#38;c=2"/>');
  expect(xml.match(/<xhtml:link /g)).toHaveLength(3);
});

test("robots.txt allows everything and points to the sitemap", () => {
  expect(robotsTxt(site)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n");
});
