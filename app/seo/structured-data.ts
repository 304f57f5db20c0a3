import { localePath, type Locale } from "../i18n/i18n";
import type { RentalTerms } from "../catalog/rental-terms";
import type { Picture } from "../pictures/picture";
import { sharedImageUrl } from "./seo";
import { absoluteUrl, type SiteConfig } from "../lib/site";
import { vehicleName, type Vehicle } from "../catalog/vehicle";
import { m } from "~/paraglide/messages";

// JSON-LD for search engines (DESIGN.md "Search and sharing"): a Car with one
// Offer per price, and breadcrumbs. Only facts the catalog holds; no ratings.
// Each builder takes the page's language (English when left out): names and
// descriptions are written in it, and every URL is the page's own in that
// language. Neither BreadcrumbList, Car nor AutoRental has an `inLanguage`
// property in schema.org: each page also has a WebPage node (webPageJsonLd) that carries it.

/** `name` in the page's language; `path` the English path (app/i18n/i18n.ts). */
export type Crumb = { name: string; path: string };

/**
 * The page itself for search engines: its address, name and language
 * (`inLanguage`, which schema.org gives web pages, not products or lists).
 */
export function webPageJsonLd(
  site: Pick<SiteConfig, "siteUrl">,
  page: { type: "WebPage" | "ContactPage" | "CollectionPage" | "ItemPage"; path: string; name: string; locale: Locale },
) {
  return {
    "@context": "https://schema.org",
    "@type": page.type,
    url: absoluteUrl(site, page.path),
    name: page.name,
    inLanguage: page.locale,
  };
}

export function breadcrumbJsonLd(site: Pick<SiteConfig, "siteUrl">, crumbs: Crumb[], locale: Locale = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, localePath(locale, crumb.path)),
    })),
  };
}

/**
 * The business as the seller of every offer; the same @id as the site-wide
 * AutoRental node (one business in both languages), its home page in `locale`.
 */
export function businessReference(site: Pick<SiteConfig, "siteUrl" | "name" | "phone" | "email">, locale: Locale = "en") {
  return {
    "@type": "AutoRental",
    "@id": `${absoluteUrl(site, "/")}#business`,
    name: site.name,
    url: absoluteUrl(site, localePath(locale, "/")),
    telephone: site.phone,
    email: site.email,
  };
}

// UN/CEFACT common codes, as schema.org's unitCode expects (SMI: statute mile).
const UNIT_CODES = { day: "DAY", hour: "HUR", mile: "SMI" } as const;

/**
 * The rental terms go into an Offer only through what schema.org defines:
 * the extra-mile price as the Offer's `addOn` (an Offer "only obtained in
 * combination with the base offer ... for a surcharge") priced by a
 * UnitPriceSpecification per statute mile whose `priceComponentType` is
 * `DistanceFee` ("price per km or mile ... for example a car rental"), and
 * the minimum rental as the hourly Offer's `eligibleQuantity` (the ordering
 * quantities the offer is valid for). Schema.org has no Offer property for a
 * minimum driver age or a refundable security deposit, so those stay on the page.
 */
function extraMiles(terms: RentalTerms | null, locale: Locale) {
  if (terms?.extraMilePrice == null) return null;
  return {
    "@type": "Offer",
    name: m.common_extra_miles({}, { locale }),
    description:
      terms.milesPerDay === null
        ? m.common_per_mile({}, { locale })
        : m.common_per_mile_over({ miles: terms.milesPerDay }, { locale }),
    price: terms.extraMilePrice,
    priceCurrency: "USD",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      priceComponentType: "https://schema.org/DistanceFee",
      price: terms.extraMilePrice,
      priceCurrency: "USD",
      unitCode: UNIT_CODES.mile,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: UNIT_CODES.mile },
    },
  };
}

function offer(site: SiteConfig, vehicle: Vehicle, url: string, price: number, unit: "day" | "hour", terms: RentalTerms | null, locale: Locale) {
  const unitCode = UNIT_CODES[unit];
  const result: Record<string, unknown> = {
    "@type": "Offer",
    url,
    price,
    priceCurrency: "USD",
    availability: vehicle.is_available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "USD",
      unitCode,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode },
    },
    seller: businessReference(site, locale),
  };
  const addOn = extraMiles(terms, locale);
  if (addOn) result.addOn = addOn;
  if (unit === "hour" && terms?.minRentalHours != null) {
    result.eligibleQuantity = { "@type": "QuantitativeValue", minValue: terms.minRentalHours, unitCode };
  }
  return result;
}

/**
 * `pictures`: the vehicle's photos as the page shows them (a stored one is named by its 1200x630 JPEG preview).
 * `path`: the vehicle's English path; the Car's URL is its page in `locale`.
 */
export function carJsonLd(site: SiteConfig, vehicle: Vehicle, pictures: Picture[], path: string, terms: RentalTerms | null = null, locale: Locale = "en") {
  const url = absoluteUrl(site, localePath(locale, path));
  const offers = [
    vehicle.price_per_day === null ? null : offer(site, vehicle, url, vehicle.price_per_day, "day", terms, locale),
    vehicle.price_per_hour === null ? null : offer(site, vehicle, url, vehicle.price_per_hour, "hour", terms, locale),
  ].filter((item) => item !== null);
  const car: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: [vehicleName(vehicle), vehicle.variant].filter(Boolean).join(" "),
    url,
    brand: { "@type": "Brand", name: vehicle.brand },
    model: vehicle.model,
    image: pictures.map((picture) => sharedImageUrl(site, picture)),
    offers,
  };
  if (vehicle.variant) car.vehicleConfiguration = vehicle.variant;
  if (vehicle.year !== null) car.vehicleModelDate = String(vehicle.year);
  if (vehicle.description) car.description = vehicle.description;
  if (vehicle.color_exterior) car.color = vehicle.color_exterior;
  if (vehicle.color_interior) car.vehicleInteriorColor = vehicle.color_interior;
  if (vehicle.fuel_type) car.fuelType = vehicle.fuel_type;
  if (vehicle.transmission) car.vehicleTransmission = vehicle.transmission;
  if (vehicle.power_hp !== null) {
    car.vehicleEngine = {
      "@type": "EngineSpecification",
      enginePower: { "@type": "QuantitativeValue", value: vehicle.power_hp, unitCode: "BHP" },
    };
  }
  return car;
}
