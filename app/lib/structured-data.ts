import type { RentalTerms } from "./rental-terms";
import type { Picture } from "./picture";
import { sharedImageUrl } from "./seo";
import { absoluteUrl, type SiteConfig } from "./site";
import { vehicleName, type Vehicle } from "./vehicle";

// JSON-LD for search engines (DESIGN.md "Search and sharing"): a Car with one
// Offer per price, and breadcrumbs. Only facts the catalog holds; no ratings.

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(site: Pick<SiteConfig, "siteUrl">, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

/** The business as the seller of every offer; the same @id as the site-wide AutoRental node. */
export function businessReference(site: Pick<SiteConfig, "siteUrl" | "name" | "phone" | "email">) {
  return {
    "@type": "AutoRental",
    "@id": `${absoluteUrl(site, "/")}#business`,
    name: site.name,
    url: absoluteUrl(site, "/"),
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
function extraMiles(terms: RentalTerms | null) {
  if (terms?.extraMilePrice == null) return null;
  const included = terms.milesPerDay === null ? "" : ` over the ${terms.milesPerDay} miles per day included`;
  return {
    "@type": "Offer",
    name: "Extra miles",
    description: `Per mile${included}`,
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

function offer(site: SiteConfig, vehicle: Vehicle, url: string, price: number, unit: "day" | "hour", terms: RentalTerms | null) {
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
    seller: businessReference(site),
  };
  const addOn = extraMiles(terms);
  if (addOn) result.addOn = addOn;
  if (unit === "hour" && terms?.minRentalHours != null) {
    result.eligibleQuantity = { "@type": "QuantitativeValue", minValue: terms.minRentalHours, unitCode };
  }
  return result;
}

/** `pictures`: the vehicle's photos as the page shows them (a stored one is named by its 1200x630 JPEG preview). */
export function carJsonLd(site: SiteConfig, vehicle: Vehicle, pictures: Picture[], path: string, terms: RentalTerms | null = null) {
  const url = absoluteUrl(site, path);
  const offers = [
    vehicle.price_per_day === null ? null : offer(site, vehicle, url, vehicle.price_per_day, "day", terms),
    vehicle.price_per_hour === null ? null : offer(site, vehicle, url, vehicle.price_per_hour, "hour", terms),
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
