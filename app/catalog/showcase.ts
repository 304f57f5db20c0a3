import { byNewest, type Vehicle } from "./vehicle";

// Which vehicles the home page shows and which a detail page suggests
// (SPEC.md sections 2 and 7, DESIGN.md "Decisions on reads"). Pure functions
// over whatever the catalog returned, so every backend behaves the same.

type RuleFields = Pick<Vehicle, "brand" | "model" | "variant" | "color_exterior">;

export type ShowcaseRule = { label: string; matches: (vehicle: RuleFields) => boolean };

// Brand, model and variant read as one name: a rule's words may sit in any of
// them, as real fleets write them ('Mercedes-Maybach' + 'S 580', 'Mercedes-Benz'
// + 'G-Class' + 'AMG G 63'). Whitespace runs read as one space.
function name(vehicle: RuleFields): string {
  return `${vehicle.brand ?? ""} ${vehicle.model ?? ""} ${vehicle.variant ?? ""}`.toLowerCase().replace(/\s+/g, " ");
}

function colour(vehicle: RuleFields): string {
  return (vehicle.color_exterior ?? "").toLowerCase();
}

// A colour matches by its words, in English or in the maker's own language:
// Lamborghini sells its orange as 'Arancio Borealis', Ferrari and Lamborghini
// their whites as 'Bianco ...'. A word inside another ('Whitehall') does not count.
const ORANGE = /\b(orange|arancio)\b/;
const WHITE = /\b(white|bianco|blanc|weiss)\b/;

export const SHOWCASE_RULES: readonly ShowcaseRule[] = [
  { label: "Urus in orange", matches: (v) => name(v).includes("urus") && ORANGE.test(colour(v)) },
  { label: "Cullinan in white", matches: (v) => name(v).includes("cullinan") && WHITE.test(colour(v)) },
  // Word boundaries keep 'AMG 63' or 'AMG GT 63' from passing as a G63.
  { label: "G63 or G-Wagon 63", matches: (v) => /\bg ?63\b|\bg-?wagon ?63\b/.test(name(v)) },
  { label: "Maybach 580", matches: (v) => name(v).includes("maybach") && name(v).includes("580") },
];

/**
 * Up to `limit` featured, available vehicles matching any rule, newest first.
 * If none match, the newest featured ones fill the section so a new fleet
 * never shows an empty showcase. Featured/available is re-checked because
 * the input comes from a backend query we do not fully trust.
 */
export function selectShowcase<T extends Vehicle>(
  featuredAvailableNewestFirst: readonly T[],
  rules: readonly ShowcaseRule[] = SHOWCASE_RULES,
  limit = 4,
): T[] {
  const eligible = featuredAvailableNewestFirst
    .filter((vehicle) => vehicle.is_featured && vehicle.is_available)
    .sort(byNewest);
  const matching = eligible.filter((vehicle) => rules.some((rule) => rule.matches(vehicle)));
  return (matching.length > 0 ? matching : eligible).slice(0, limit);
}

/** Up to `limit` other available vehicles of the same brand, newest first. */
export function selectSimilar<T extends Vehicle>(list: readonly T[], current: Vehicle, limit = 3): T[] {
  const brand = current.brand.toLowerCase();
  return list
    .filter((vehicle) => vehicle.brand.toLowerCase() === brand && vehicle.id !== current.id && vehicle.is_available)
    .sort(byNewest)
    .slice(0, limit);
}
