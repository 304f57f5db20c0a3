import type { MetaDescriptor } from "react-router";
import { localePath, type Locale, LOCALES, OG_LOCALE } from "../i18n/i18n";
import { OG_IMAGE, ogImageUrl, type Picture } from "../pictures/picture";
import type { RootData } from "../document/root-data";
import { absoluteUrl, type SiteConfig } from "../lib/site";

type PageMetaInput = {
  /** The root loader's data: the business, and the default social preview. */
  root: Pick<RootData, "site" | "pictures">;
  title: string;
  description: string;
  /** The page's language. */
  locale: Locale;
  /** The page's English path, e.g. /fleet: its address in each language follows (app/i18n/i18n.ts). */
  path: string;
  /** The page's own social preview (a vehicle's first photo); the site's default otherwise. */
  image?: Picture;
  type?: "website" | "product";
  noindex?: boolean;
};

/**
 * Where a picture is shown outside the site (Open Graph, JSON-LD): a stored
 * one as its 1200x630 JPEG preview, an external one at its own URL.
 */
export function sharedImageUrl(site: Pick<SiteConfig, "siteUrl">, picture: Picture): string {
  return picture.kind === "stored" ? absoluteUrl(site, ogImageUrl(picture)) : picture.url;
}

export type LanguageAlternate = { hrefLang: Locale | "x-default"; href: string };

/**
 * A page's address in every language, and x-default (the English one): the same
 * list on both pages of a pair, in their `<link rel="alternate">` and in the sitemap.
 */
export function languageAlternates(site: Pick<SiteConfig, "siteUrl">, path: string): LanguageAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: absoluteUrl(site, localePath(locale, path)) })),
    { hrefLang: "x-default", href: absoluteUrl(site, path) },
  ];
}

/** The page's language alternates as link tags. */
export function alternateLinks(site: Pick<SiteConfig, "siteUrl">, path: string): MetaDescriptor[] {
  return languageAlternates(site, path).map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate }));
}

/** Title, description, canonical URL, language alternates, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { root, title, description, path, locale } = input;
  const { site } = root;
  const url = absoluteUrl(site, localePath(locale, path));
  const picture = input.image ?? root.pictures.og;
  const image = sharedImageUrl(site, picture);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(site, path),
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALE[other] })),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    // The size and type of the preview the pipeline makes; unknown for an external photo.
    ...(picture.kind === "stored"
      ? [
          { property: "og:image:width", content: String(OG_IMAGE.width) },
          { property: "og:image:height", content: String(OG_IMAGE.height) },
          { property: "og:image:type", content: "image/jpeg" },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
