import type { MetaDescriptor } from "react-router";
import { absoluteUrl, mediaUrl, type SiteConfig } from "./site";

type PageMetaInput = {
  site: SiteConfig;
  title: string;
  description: string;
  /** Path of the page on the site, e.g. /fleet */
  path: string;
  /** Absolute or site-relative URL of the social preview image. */
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site, title, description, path } = input;
  const url = absoluteUrl(site, path);
  const image = absoluteUrl(site, input.image ?? mediaUrl(site, "og/default.jpg"));
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
