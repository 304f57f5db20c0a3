import { absoluteUrl, mediaUrl, type SiteConfig } from "./site";

// schema.org `AutoRental` for the business (DESIGN.md "Search and sharing").
// Only facts the owner configures or SPEC.md states: no ratings or reviews,
// which search engines penalise when they are not real.

export function businessJsonLd(site: SiteConfig): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "AutoRental",
    "@id": `${absoluteUrl(site, "/")}#business`,
    name: site.name,
    url: absoluteUrl(site, "/"),
    logo: absoluteUrl(site, mediaUrl(site, "brand/logo.webp")),
    image: absoluteUrl(site, mediaUrl(site, "hero/background.jpg")),
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

export { breadcrumbJsonLd, type Crumb } from "./structured-data";
