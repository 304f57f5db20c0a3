import { LOCALES, localePath } from "../i18n/i18n";
import { languageAlternates, type LanguageAlternate } from "./seo";
import { absoluteUrl, type SiteConfig } from "../lib/site";
import { vehiclePath, type CatalogVehicle } from "../catalog/vehicle";

// /sitemap.xml: every page and every vehicle's canonical URL on SITE_URL, in
// each language (English, then its Spanish twin), each with the pair's
// `xhtml:link` alternates: the same list the page itself carries
// (app/seo/seo.ts), so crawlers read one answer from either source.
// lastmod: a vehicle page's is the vehicle's created_at (the catalog has no
// updated_at). The home and fleet pages list vehicles, so theirs is the newer
// of the newest vehicle and the build; the other pages change only with a
// build, so theirs is the build date.

export const FLEET_PAGES = ["/", "/fleet"] as const;
export const STATIC_PAGES = ["/yacht-charter", "/quick-booking", "/contact", "/privacy"] as const;
/** Listed only when the site has one (questions written, migration run). */
export const FAQ_PAGE = "/faq";

export type SitemapEntry = { loc: string; lastmod: string; alternates: LanguageAlternate[] };

function isoDate(time: number): string {
  return new Date(time).toISOString();
}

export function sitemapEntries(
  site: Pick<SiteConfig, "siteUrl">,
  fleet: readonly Pick<CatalogVehicle, "slug" | "created_at">[],
  buildDate: Date,
  { faq = false }: { faq?: boolean } = {},
): SitemapEntry[] {
  const built = buildDate.getTime();
  const newest = Math.max(...fleet.map((vehicle) => Date.parse(vehicle.created_at)), built);
  const pages = [
    ...FLEET_PAGES.map((path) => ({ path, lastmod: isoDate(newest) })),
    ...[...STATIC_PAGES, ...(faq ? [FAQ_PAGE] : [])].map((path) => ({ path, lastmod: isoDate(built) })),
    ...fleet.map((vehicle) => ({ path: vehiclePath(vehicle), lastmod: isoDate(Date.parse(vehicle.created_at)) })),
  ];
  return pages.flatMap(({ path, lastmod }) => {
    const alternates = languageAlternates(site, path);
    return LOCALES.map((locale) => ({ loc: absoluteUrl(site, localePath(locale, path)), lastmod, alternates }));
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      `    <lastmod>${entry.lastmod}</lastmod>`,
      ...entry.alternates.map(
        (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeXml(alternate.href)}"/>`,
      ),
      "  </url>",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(site: Pick<SiteConfig, "siteUrl">): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, "/sitemap.xml")}\n`;
}
