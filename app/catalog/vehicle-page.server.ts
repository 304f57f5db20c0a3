import { m } from "~/paraglide/messages";
import type { PageText } from "./fleet-page.server";
import { localePath, type Locale } from "../i18n/i18n";
import type { Picture } from "../pictures/picture";
import type { RentalTerms } from "./rental-terms";
import type { SiteConfig } from "../lib/site";
import { breadcrumbJsonLd, carJsonLd, webPageJsonLd } from "../seo/structured-data";
import { ownWordsIn, vehicleName, vehiclePath, type CatalogVehicle } from "./vehicle";
import { shareText, vehicleCrumbs, vehicleMetaDescription } from "./vehicle-page";
import { fuelTypeIn, transmissionIn } from "../i18n/vocabulary";

// What the vehicle page's loader says in the page's language: the vehicle in
// the owner's words for that language, its title and description, breadcrumbs,
// share text and JSON-LD. Built on the server, so none of these words (nor the
// vocabularies) adds to the page's script.

/** The vehicle as a page in `locale` shows it: the owner's words and known vocabularies in that language. */
export function vehicleIn(vehicle: CatalogVehicle, locale: Locale) {
  const shown = ownWordsIn(vehicle, locale);
  return { ...shown, fuel_type: fuelTypeIn(shown.fuel_type, locale), transmission: transmissionIn(shown.transmission, locale) };
}

/** The title and description of a missing vehicle's page (404) or of a catalog that cannot be read (503). */
export function notFoundText(site: Pick<SiteConfig, "name">, locale: Locale): PageText {
  return {
    title: `${m.vehicle_not_found_title({}, { locale })} | ${site.name}`,
    description: m.vehicle_not_found_text({}, { locale }),
  };
}

type PageInput = {
  site: SiteConfig;
  /** The vehicle already in the page's language (`vehicleIn`). */
  vehicle: CatalogVehicle;
  photos: Picture[];
  terms: RentalTerms | null;
  locale: Locale;
};

/** The words, links and structured data of one vehicle page. */
export function vehiclePageText({ site, vehicle, photos, terms, locale }: PageInput) {
  const path = localePath(locale, vehiclePath(vehicle));
  const crumbs = vehicleCrumbs(vehicle, locale);
  const title = `${vehicleName(vehicle)} | ${site.name}`;
  return {
    meta: { title, description: vehicleMetaDescription(vehicle, locale) } satisfies PageText,
    crumbs,
    share: { path, text: shareText(site, vehicle, locale) },
    jsonLd: [
      carJsonLd(site, vehicle, photos, vehiclePath(vehicle), terms, locale),
      breadcrumbJsonLd(site, crumbs),
      webPageJsonLd(site, { type: "ItemPage", path, name: title, locale }),
    ],
  };
}
