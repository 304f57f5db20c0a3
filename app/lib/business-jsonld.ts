import { copyUrl, type Picture } from "./picture";
import { sharedImageUrl } from "./seo";
import { absoluteUrl, type SiteConfig } from "./site";

// schema.org `AutoRental` for the business (DESIGN.md "Search and sharing").
// Only facts the owner configures or SPEC.md states: no ratings or reviews,
// which search engines penalise when they are not real.

/** The logo as a 160 px JPEG copy (search engines ask for at least 112 px); the image as the social preview. */
export function businessJsonLd(site: SiteConfig, pictures: { logo: Picture; image: Picture }): Record<string, unknown> {
  const { logo } = pictures;
  return {
    "@context": "https://schema.org",
    "@type": "AutoRental",
    "@id": `${absoluteUrl(site, "/")}#business`,
    name: site.name,
    url: absoluteUrl(site, "/"),
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
    areaServed: { "@type": "Place", name: "South Florida" },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    sameAs: [site.socialUrl],
  };
}
