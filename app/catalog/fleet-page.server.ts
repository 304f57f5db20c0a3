import { m } from "~/paraglide/messages";
import type { BrandOption } from "./fleet";
import { localePath, type Locale } from "../i18n/i18n";
import type { SiteConfig } from "../lib/site";
import { breadcrumbJsonLd, webPageJsonLd } from "../seo/structured-data";

// The words of the fleet page that only the server needs: its title and
// description, the list's count for screen readers, and its JSON-LD. Built in
// the loader, so none of them adds to the page's script.

export type PageText = { title: string; description: string };

/** The fleet's title and description; `brand` is the filter's brand name, if any. */
export function fleetMeta(site: Pick<SiteConfig, "name">, locale: Locale, brand: string | null, brands: readonly BrandOption[]): PageText {
  if (brand) {
    return {
      title: m.fleet_meta_title_brand({ brand, site: site.name }, { locale }),
      description: m.fleet_meta_description_brand({ brand }, { locale }),
    };
  }
  const names = brands.slice(0, 4).map((option) => option.name);
  const known = names.length > 0 ? m.fleet_meta_known_brands({ brands: names.join(", ") }, { locale }) : m.fleet_meta_known_none({}, { locale });
  return {
    title: m.fleet_meta_title_all({ site: site.name }, { locale }),
    description: m.fleet_meta_description_all({ known }, { locale }),
  };
}

/** "Showing 3 Ferrari vehicles": what a screen reader hears when the list changes. */
export function fleetStatus(count: number, brand: string | null, locale: Locale): string {
  if (brand) {
    return count === 1
      ? m.fleet_count_brand_one({ brand }, { locale })
      : m.fleet_count_brand_many({ count, brand }, { locale });
  }
  return count === 1 ? m.fleet_count_one({}, { locale }) : m.fleet_count_many({ count }, { locale });
}

/** The fleet page and its breadcrumbs (Home > Fleet) in the page's language. */
export function fleetJsonLd(site: Pick<SiteConfig, "siteUrl">, locale: Locale) {
  const fleet = { name: m.nav_fleet({}, { locale }), path: localePath(locale, "/fleet") };
  return [
    webPageJsonLd(site, { type: "CollectionPage", path: fleet.path, name: fleet.name, locale }),
    breadcrumbJsonLd(site, [{ name: m.nav_home({}, { locale }), path: localePath(locale, "/") }, fleet]),
  ];
}
