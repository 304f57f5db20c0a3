import { byNewest, type CatalogVehicle, type Vehicle } from "./vehicle";

// Readable vehicle URLs (SPEC.md section 3, DESIGN.md "Decisions on reads").
// Pure, so the server, the browser and the tests all agree on every path.

const FINISH_WORDS = new Set([
  "satin", "metallic", "pearl", "matte", "glossy", "chrome",
  "carbon", "brushed", "polished", "anodized", "powder", "coated",
]);

// Letters NFKD does not decompose; spelled out so 'Weiß' reads 'weiss', not 'wei'.
const LETTER_SPELLINGS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d" };

/**
 * The colour part of a slug: one leading and one trailing finish word go
 * ('Pearl White Metallic' -> 'white'). A finish word is only stripped while
 * something else remains, so 'Matte' stays 'matte' and 'Pearl Metallic'
 * becomes 'metallic'. Inner whitespace is kept for the final step.
 */
export function colourForSlug(colour: string | null | undefined): string {
  let rest = (colour ?? "").toLowerCase().trim();
  const leading = /^(\S+)\s+/.exec(rest);
  if (leading?.[1] && FINISH_WORDS.has(leading[1])) rest = rest.slice(leading[0].length);
  const trailing = /\s+(\S+)$/.exec(rest);
  if (trailing?.[1] && FINISH_WORDS.has(trailing[1])) rest = rest.slice(0, trailing.index);
  return rest;
}

/**
 * Final step of the rule: lowercase, whitespace runs to hyphens, drop
 * everything but a-z, 0-9 and hyphens. Before that, accented letters lose
 * their accents (NFKD, then combining marks removed: 'Rosé' -> 'rose') rather
 * than vanishing. After it, repeated hyphens collapse and end hyphens go
 * ('Mercedes-Benz' + '- GT -' would otherwise give 'mercedes-benz---gt-').
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøłđ]/g, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}

type SlugFields = Pick<Vehicle, "brand" | "model" | "color_exterior">;

/**
 * The slugs SPEC.md's rule gives when read literally, as the previous site and
 * the links visitors still hold were made: ONE finish word goes (the leading
 * one, or the trailing one: the sentence allows either reading, so both are
 * made), a colour with nothing left adds nothing, whitespace runs become one
 * hyphen and every character outside a-z, 0-9 and '-' is deleted, accented
 * letters included ('Rosé' -> 'ros'). Only for finding old links: never a path.
 */
export function literalSpecSlugs(vehicle: SlugFields): string[] {
  const colour = (vehicle.color_exterior ?? "").toLowerCase().trim();
  const words = colour.split(/\s+/).filter(Boolean);
  const colours = new Set<string>();
  if (words.length > 0 && FINISH_WORDS.has(words[0]!)) colours.add(colour.replace(/^\S+\s*/, ""));
  if (words.length > 0 && FINISH_WORDS.has(words.at(-1)!)) colours.add(colour.replace(/\s*\S+$/, ""));
  if (colours.size === 0) colours.add(colour);
  const literal = (text: string) =>
    text
      .toLowerCase()
      .replace(/\s+/g, "-")
      .replace(/[^a-z0-9-]/g, "");
  const base = `${vehicle.brand}-${vehicle.model}`;
  return [...colours].map((rest) => literal(rest ? `${base}-${rest}` : base));
}

export function vehicleSlug(vehicle: SlugFields): string {
  const colour = colourForSlug(vehicle.color_exterior);
  const base = `${vehicle.brand}-${vehicle.model}`;
  return slugify(colour ? `${base}-${colour}` : base);
}

function idSuffix(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 8);
}

/**
 * Canonical slugs for a whole list. Where several vehicles share a slug, the
 * newest keeps it (so a fresh listing gets the nice URL) and each other one
 * gets `slug-<first 8 id characters>`. A name with no usable letters falls
 * back to 'vehicle'. Input order is kept.
 */
export function assignSlugs(vehicles: Vehicle[]): CatalogVehicle[] {
  const plain = vehicles.map((vehicle) => vehicleSlug(vehicle) || "vehicle");
  const owner = new Map<string, Vehicle>();
  vehicles.forEach((vehicle, index) => {
    const slug = plain[index]!;
    const current = owner.get(slug);
    if (!current || byNewest(vehicle, current) < 0) owner.set(slug, vehicle);
  });
  return vehicles.map((vehicle, index) => {
    const slug = plain[index]!;
    const suffix = idSuffix(vehicle.id);
    const canonical = owner.get(slug) === vehicle || !suffix ? slug : `${slug}-${suffix}`;
    return { ...vehicle, slug: canonical };
  });
}

export type ResolvedVehicle = { vehicle: CatalogVehicle; canonical: boolean };

/**
 * The vehicle a /fleet/{id} parameter names. Only the exact canonical slug is
 * canonical; a raw id, the plain slug of a suffixed vehicle, or a case or
 * format variant ('McLaren-GT-Blue', 'mclaren gt blue') resolve too, so the
 * page can redirect to the canonical path.
 */
export function resolveVehicleParam(list: CatalogVehicle[], param: string): ResolvedVehicle | null {
  const exact = list.find((vehicle) => vehicle.slug === param);
  if (exact) return { vehicle: exact, canonical: true };
  const id = param.toLowerCase();
  const byId = list.find((vehicle) => vehicle.id.toLowerCase() === id);
  if (byId) return { vehicle: byId, canonical: false };
  const wanted = slugify(param);
  if (!wanted) return null;
  const variant = list.find((vehicle) => vehicle.slug === wanted);
  if (variant) return { vehicle: variant, canonical: false };
  // The plain slug of a suffixed vehicle belongs to the newest sharing it,
  // which holds it canonically and was matched above; this catches the rest
  // (e.g. an old link whose owner has since been removed).
  const plain = list.filter((vehicle) => (vehicleSlug(vehicle) || "vehicle") === wanted).sort(byNewest);
  if (plain[0]) return { vehicle: plain[0], canonical: false };
  // A link made by SPEC.md's literal rule (accents deleted, one finish word
  // kept). Compared after slugify, so its doubled or end hyphens do not matter.
  const literal = list.filter((vehicle) => literalSpecSlugs(vehicle).some((slug) => slugify(slug) === wanted)).sort(byNewest);
  return literal[0] ? { vehicle: literal[0], canonical: false } : null;
}
