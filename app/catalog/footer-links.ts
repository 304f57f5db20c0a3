import { brandFilterHref, brandSlug } from "./fleet";
import { FOOTER_VEHICLES } from "../lib/site";
import { resolveVehicleParam, slugify } from "./slug";
import { byNewest, type CatalogVehicle } from "./vehicle";

// Where each of the footer's fixed vehicle links goes, decided when the page is
// rendered from the fleet it shows: the vehicle's canonical page; else the
// newest of the same brand and model (available first); else the brand's
// filtered fleet; else /fleet. So a link never answers 404, whatever fleet
// the owner's table holds.

export type FooterLink = { label: string; href: string };

type FooterVehicle = { slug: string; label: string; brand: string; model: string };

export function footerLinks(fleet: readonly CatalogVehicle[] | null, fixed: readonly FooterVehicle[] = FOOTER_VEHICLES): FooterLink[] {
  return fixed.map((link) => ({ label: link.label, href: fleet ? closestPath(fleet, link) : "/fleet" }));
}

function closestPath(fleet: readonly CatalogVehicle[], link: FooterVehicle): string {
  const exact = resolveVehicleParam([...fleet], link.slug);
  if (exact) return `/fleet/${exact.vehicle.slug}`;
  const brand = brandSlug(link.brand);
  const model = slugify(link.model);
  const sameModel = fleet
    .filter((vehicle) => brandSlug(vehicle.brand) === brand && slugify(vehicle.model) === model)
    .sort((a, b) => Number(b.is_available) - Number(a.is_available) || byNewest(a, b));
  if (sameModel[0]) return `/fleet/${sameModel[0].slug}`;
  if (fleet.some((vehicle) => brandSlug(vehicle.brand) === brand)) return brandFilterHref(brand);
  return "/fleet";
}
