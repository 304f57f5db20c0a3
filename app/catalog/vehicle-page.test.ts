import { expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "./demo-catalog";
import { knownPicture } from "../../tests/support/known-pictures";
import { carJsonLd, breadcrumbJsonLd } from "../seo/structured-data";
import type { SiteConfig } from "../lib/site";
import type { Vehicle } from "./vehicle";
import { availabilityLabel, specGroups } from "./vehicle-page";
import { enquiryText, shareText, vehicleMetaDescription, whatsappShareHref } from "./vehicle-page";

const site: SiteConfig = {
  name: "Test Exotics",
  email: "bookings@example.com",
  phone: "+13055550100",
  socialUrl: "https://social.example.com/test",
  timezone: "America/New_York",
  siteUrl: "https://www.example.com",
  mediaBaseUrl: "/media",
  quickBookingVideos: { car: "/media/car.mp4", yacht: "/media/yacht.mp4" },
};

const urus: Vehicle = { ...DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!, images: ["vehicles/u-1.jpg", "https://cdn.example.com/u-2.webp"], terms: null };
const photos = urus.images.map(knownPicture);

test("SPEC.md's share and enquiry texts, word for word", () => {
  expect(shareText(site, urus, "en")).toBe("Check out this amazing Lamborghini Urus at Test Exotics!");
  expect(enquiryText(urus, "en")).toBe(
    "Hi! I'm interested in the Lamborghini Urus. Can you provide more information about availability and pricing?",
  );
  const href = whatsappShareHref(shareText(site, urus, "en"), "https://www.example.com/fleet/lamborghini-urus-orange");
  expect(href.startsWith("https://wa.me/?text=")).toBe(true);
  expect(decodeURIComponent(href.slice("https://wa.me/?text=".length))).toBe(
    "Check out this amazing Lamborghini Urus at Test Exotics! https://www.example.com/fleet/lamborghini-urus-orange",
  );
  expect(href).not.toContain("+");
});

test("specifications: three groups, power in hp, N/A for anything missing", () => {
  const groups = specGroups({ ...urus, fuel_type: null, color_interior: "", power_hp: 657 }, "en");
  expect(groups.map((group) => group.title)).toEqual(["Performance", "Design", "Availability"]);
  expect(groups[0]!.rows).toEqual([
    { label: "Fuel Type", value: "N/A" },
    { label: "Transmission", value: "8-Speed Automatic" },
    { label: "Power", value: "657 hp" },
  ]);
  expect(groups[1]!.rows).toEqual([
    { label: "Year", value: "2024" },
    { label: "Exterior Color", value: "Pearl Orange" },
    { label: "Interior Color", value: "N/A" },
  ]);
  expect(specGroups({ ...urus, power_hp: null, year: null }, "en")[0]!.rows[2]!.value).toBe("N/A");
  expect(availabilityLabel({ is_available: true }, "en")).toBe("Available for Booking");
  expect(availabilityLabel({ is_available: false }, "en")).toBe("Currently Unavailable");
});

test("in Spanish: the share text, the WhatsApp enquiry and the specifications, with usted and US dollars", () => {
  expect(shareText(site, urus, "es")).toBe("¡Mire este increíble Lamborghini Urus en Test Exotics!");
  expect(enquiryText(urus, "es")).toBe("¡Hola! Me interesa el Lamborghini Urus. ¿Me podría dar más información sobre disponibilidad y precios?");
  const groups = specGroups({ ...urus, fuel_type: null, power_hp: 657 }, "es");
  expect(groups.map((group) => group.title)).toEqual(["Rendimiento", "Diseño", "Disponibilidad"]);
  expect(groups[0]!.rows).toEqual([
    { label: "Combustible", value: "No disponible" },
    // The loader says the owner's known values in Spanish (vocabulary.ts); the block shows what it is given.
    { label: "Transmisión", value: "8-Speed Automatic" },
    { label: "Potencia", value: "657 caballos" },
  ]);
  expect(availabilityLabel({ is_available: false }, "es")).toBe("No disponible por ahora");
  expect(vehicleMetaDescription({ ...urus, description: null }, "es")).toBe(
    "Alquile el 2024 Lamborghini Urus Performante en Miami desde $1,495 por día. Confirmación inmediata, atención 24/7 y cancelación flexible.",
  );
});

test("the meta description is the vehicle's own text, cut at a word, or built from its facts", () => {
  expect(vehicleMetaDescription(urus, "en")).toBe(urus.description);
  const long = vehicleMetaDescription({ ...urus, description: "word ".repeat(80) }, "en");
  expect(long.length).toBeLessThanOrEqual(160);
  expect(long.endsWith("word…")).toBe(true);
  expect(vehicleMetaDescription({ ...urus, description: null }, "en")).toBe(
    "Rent the 2024 Lamborghini Urus Performante in Miami from $1,495 per day. Instant confirmation, 24/7 support and flexible cancellation.",
  );
});

test("the Car has an Offer per price in USD per DAY and per HUR, sold by the business", () => {
  const car = carJsonLd(site, urus, photos, "/fleet/lamborghini-urus-orange");
  expect(car).toMatchObject({
    "@type": "Car",
    url: "https://www.example.com/fleet/lamborghini-urus-orange",
    brand: { "@type": "Brand", name: "Lamborghini" },
    model: "Urus",
    vehicleModelDate: "2024",
    color: "Pearl Orange",
    // A stored photo as its 1200x630 JPEG preview from the pipeline; a row's own URL as it is.
    image: ["https://www.example.com/img/og/v7/vehicles/u-1.jpg.jpg", "https://cdn.example.com/u-2.webp"],
  });
  const offers = car.offers as Record<string, unknown>[];
  expect(offers.map((offer) => offer.priceSpecification)).toEqual([
    expect.objectContaining({ "@type": "UnitPriceSpecification", price: 1495, priceCurrency: "USD", unitCode: "DAY" }),
    expect.objectContaining({ "@type": "UnitPriceSpecification", price: 249, priceCurrency: "USD", unitCode: "HUR" }),
  ]);
  for (const offer of offers) {
    expect(offer.seller).toMatchObject({ "@type": "AutoRental", name: "Test Exotics", url: "https://www.example.com/" });
    expect(offer.availability).toBe("https://schema.org/InStock");
  }
  const booked = carJsonLd(site, { ...urus, is_available: false, price_per_hour: null }, photos, "/x");
  expect((booked.offers as unknown[]).length).toBe(1);
  expect((booked.offers as Record<string, unknown>[])[0]!.availability).toBe("https://schema.org/OutOfStock");
});

test("rental terms reach the Offers only through schema.org's own properties", () => {
  const terms = { minDriverAge: 30, securityDeposit: 10000, milesPerDay: 75, extraMilePrice: 5, minRentalHours: 4 };
  const [day, hour] = carJsonLd(site, urus, photos, "/fleet/lamborghini-urus-orange", terms).offers as Record<string, unknown>[];
  const extra = {
    "@type": "Offer",
    name: "Extra miles",
    description: "Per mile over the 75 miles per day included",
    price: 5,
    priceCurrency: "USD",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      priceComponentType: "https://schema.org/DistanceFee",
      price: 5,
      priceCurrency: "USD",
      unitCode: "SMI",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "SMI" },
    },
  };
  expect(day!.addOn).toEqual(extra);
  expect(hour!.addOn).toEqual(extra);
  expect(hour!.eligibleQuantity).toEqual({ "@type": "QuantitativeValue", minValue: 4, unitCode: "HUR" });
  expect(day!.eligibleQuantity).toBeUndefined();
  // No invented properties: age and deposit have none on Offer.
  expect(JSON.stringify([day, hour])).not.toMatch(/10000|minAge|deposit/i);
  const none = carJsonLd(site, urus, photos, "/x", null).offers as Record<string, unknown>[];
  expect(none.some((offer) => "addOn" in offer || "eligibleQuantity" in offer)).toBe(false);
});

test("breadcrumbs are absolute, in order", () => {
  expect(breadcrumbJsonLd(site, [{ name: "Home", path: "/" }, { name: "Fleet", path: "/fleet" }]).itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
    { "@type": "ListItem", position: 2, name: "Fleet", item: "https://www.example.com/fleet" },
  ]);
});
