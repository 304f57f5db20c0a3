import { expect, test } from "vitest";
import { businessJsonLd } from "./business-jsonld";
import { knownPicture } from "../../tests/support/known-pictures";
import { breadcrumbJsonLd } from "./structured-data";
import type { SiteConfig } from "../lib/site";

const site: SiteConfig = {
  name: "Test Exotics",
  email: "desk@example.com",
  phone: "+13055550100",
  socialUrl: "https://social.example.com/test",
  timezone: "America/New_York",
  siteUrl: "https://www.example.com",
  mediaBaseUrl: "https://project.example.co/storage/v1/object/public/media",
  quickBookingVideos: { car: "https://cdn.example.com/car.mp4", yacht: "https://cdn.example.com/yacht.mp4" },
};

const pictures = { logo: knownPicture("brand/logo.jpg"), image: knownPicture("hero/background.jpg") };

test("describes the business as an AutoRental open 24/7 in South Florida", () => {
  const data = businessJsonLd(site, pictures);
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "AutoRental",
    name: "Test Exotics",
    url: "https://www.example.com/",
    telephone: "+13055550100",
    email: "desk@example.com",
    areaServed: { name: "South Florida" },
    openingHoursSpecification: { opens: "00:00", closes: "23:59" },
    sameAs: ["https://social.example.com/test"],
  });
  expect((data.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
  // Copies from the site's own picture pipeline, never the bucket's original.
  expect(data.logo).toBe("https://www.example.com/img/160/v7/brand/logo.jpg.jpg");
  expect(data.image).toBe("https://www.example.com/img/og/v7/hero/background.jpg.jpg");
});

test("claims no ratings or reviews", () => {
  const json = JSON.stringify(businessJsonLd(site, pictures));
  expect(json).not.toMatch(/aggregateRating|review/i);
});

test("breadcrumbs are numbered from 1 with absolute URLs", () => {
  expect(breadcrumbJsonLd(site, [{ name: "Home", path: "/" }, { name: "Contact", path: "/contact" }])).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
      { "@type": "ListItem", position: 2, name: "Contact", item: "https://www.example.com/contact" },
    ],
  });
});

test("on a Spanish page: the same business (@id), its Spanish home page and the area's Spanish name", () => {
  const english = businessJsonLd(site, pictures);
  const spanish = businessJsonLd(site, pictures, "es");
  expect(spanish["@id"]).toBe(english["@id"]);
  expect(spanish).toMatchObject({ url: "https://www.example.com/es", areaServed: { name: "Sur de Florida" } });
});

test("Spanish breadcrumbs name the Spanish pages", () => {
  const crumbs = [{ name: "Inicio", path: "/" }, { name: "Contacto", path: "/contact" }];
  expect(breadcrumbJsonLd(site, crumbs, "es").itemListElement.map((item) => item.item)).toEqual([
    "https://www.example.com/es",
    "https://www.example.com/es/contact",
  ]);
});
