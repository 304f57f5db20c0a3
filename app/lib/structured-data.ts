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

// UN/CEFACT common codes, as schema.org's unitCode expects.
const UNIT_CODES = { day: "DAY", hour: "HUR" } as const;

function offer(site: SiteConfig, vehicle: Vehicle, url: string, price: number, unit: keyof typeof UNIT_CODES) {
  const unitCode = UNIT_CODES[unit];
  return {
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
}

export function carJsonLd(site: SiteConfig, vehicle: Vehicle, path: string) {
  const url = absoluteUrl(site, path);
  const offers = [
    vehicle.price_per_day === null ? null : offer(site, vehicle, url, vehicle.price_per_day, "day"),
    vehicle.price_per_hour === null ? null : offer(site, vehicle, url, vehicle.price_per_hour, "hour"),
  ].filter((item) => item !== null);
  const car: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: [vehicleName(vehicle), vehicle.variant].filter(Boolean).join(" "),
    url,
    brand: { "@type": "Brand", name: vehicle.brand },
    model: vehicle.model,
    image: vehicle.images.map((image) => absoluteUrl(site, image)),
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
