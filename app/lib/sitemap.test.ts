import { expect, test } from "vitest";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

const site = { siteUrl: "https://www.example.com" };
const fleet = [
  { slug: "mercedes-g63-blue", created_at: "2025-11-18T15:20:00.000Z" },
  { slug: "lamborghini-urus-orange", created_at: "2025-10-30T18:45:00Z" },
];

test("every page and vehicle, each with a lastmod", () => {
  const built = new Date("2025-06-01T00:00:00.000Z");
  expect(sitemapEntries(site, fleet, built)).toEqual([
    { loc: "https://www.example.com/", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/fleet", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/yacht-charter", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/quick-booking", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/contact", lastmod: "2025-06-01T00:00:00.000Z" },
    { loc: "https://www.example.com/fleet/mercedes-g63-blue", lastmod: "2025-11-18T15:20:00.000Z" },
    { loc: "https://www.example.com/fleet/lamborghini-urus-orange", lastmod: "2025-10-30T18:45:00.000Z" },
  ]);
});

test("a build newer than every vehicle dates the fleet pages; an empty fleet still has every page", () => {
  const built = new Date("2026-01-02T03:04:05.000Z");
  const entries = sitemapEntries(site, [], built);
  expect(entries.map((entry) => entry.loc)).toHaveLength(5);
  expect(new Set(entries.map((entry) => entry.lastmod))).toEqual(new Set([built.toISOString()]));
});

test("/faq is listed only when the site has one", () => {
  const built = new Date("2025-06-01T00:00:00.000Z");
  const locs = (faq: boolean) => sitemapEntries(site, fleet, built, { faq }).map((entry) => entry.loc);
  expect(locs(true)).toContain("https://www.example.com/faq");
  expect(locs(true)).toHaveLength(locs(false).length + 1);
  expect(locs(false)).not.toContain("https://www.example.com/faq");
});

test("the XML is a urlset with escaped locations", () => {
  const xml = sitemapXml([{ loc: "https://www.example.com/a?b=1&c=2", lastmod: "2025-01-01T00:00:00.000Z" }]);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  expect(xml).toContain("<loc>https://www.example.com/a?b=1&#38;c=2</loc>");
  expect(xml).toContain("<lastmod>2025-01-01T00:00:00.000Z</lastmod>");
});

test("robots.txt allows everything and points to the sitemap", () => {
  expect(robotsTxt(site)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n");
});
