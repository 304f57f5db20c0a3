import type { MetaDescriptor } from "react-router";
import { OG_IMAGE, ogImageUrl, type Picture } from "./picture";
import type { RootData } from "./root-data";
import { absoluteUrl, type SiteConfig } from "./site";

type PageMetaInput = {
  /** The root loader's data: the business, and the default social preview. */
  root: Pick<RootData, "site" | "pictures">;
  title: string;
  description: string;
  /** Path of the page on the site, e.g. /fleet */
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

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { root, title, description, path } = input;
  const { site } = root;
  const url = absoluteUrl(site, path);
  const picture = input.image ?? root.pictures.og;
  const image = sharedImageUrl(site, picture);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
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
