import { localePath, type Locale } from "../i18n/i18n";
import { copyUrl, type Picture } from "../pictures/picture";
import { sharedImageUrl } from "./seo";
import { absoluteUrl, type SiteConfig } from "../lib/site";
import { m } from "~/paraglide/messages";

// schema.org `AutoRental` for the business (DESIGN.md "Search and sharing").
// Only facts the owner configures or SPEC.md states: no ratings or reviews,
// which search engines penalise when they are not real.

/**
 * The logo as a 160 px JPEG copy (search engines ask for at least 112 px); the image as the social preview.
 * One business in every language (one @id); its URL and the area's name are the page's language's.
 */
export function businessJsonLd(site: SiteConfig, pictures: { logo: Picture; image: Picture }, locale: Locale = "en"): Record<string, unknown> {
  const { logo } = pictures;
  return {
    "@context": "https://schema.org",
    "@type": "AutoRental",
    "@id": `${absoluteUrl(site, "/")}#business`,
    name: site.name,
    url: absoluteUrl(site, localePath(locale, "/")),
    logo: logo.kind === "stored" ? absoluteUrl(site, copyUrl(logo, 160, "jpg")) : logo.url,
    image: sharedImageUrl(site, pictures.image),
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: "Miami",
      addressRegion: "FL",
      addressCountry: "US",
    },
    areaServed: { "@type": "Place", name: m.common_south_florida({}, { locale }) },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    sameAs: [site.socialUrl],
  };
}
