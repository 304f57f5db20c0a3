import { expect, test } from "vitest";
import { assignSlugs, colourForSlug, literalSpecSlugs, resolveVehicleParam, slugify, vehicleSlug } from "./slug";
import type { Vehicle } from "./vehicle";

const FINISHES = [
  "satin", "metallic", "pearl", "matte", "glossy", "chrome",
  "carbon", "brushed", "polished", "anodized", "powder", "coated",
];

function car(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: "00000000-0000-4000-8000-000000000000",
    brand: "McLaren",
    model: "GT",
    variant: null,
    description: null,
    year: 2024,
    images: [],
    is_available: true,
    is_featured: false,
    price_per_day: 1495,
    price_per_hour: 249,
    fuel_type: null,
    transmission: null,
    color_exterior: "Blue",
    color_interior: null,
    power_hp: null,
    special_features: [],
    created_at: "2025-01-01T00:00:00.000Z",
    terms: null,
    ...overrides,
  };
}

test("joins brand, model and colour", () => {
  expect(vehicleSlug({ brand: "McLaren", model: "GT", color_exterior: "Blue" })).toBe("mclaren-gt-blue");
  expect(vehicleSlug({ brand: "Rolls-Royce", model: "Cullinan", color_exterior: "Glacier White" })).toBe(
    "rolls-royce-cullinan-glacier-white",
  );
});

test.each(FINISHES)("strips the leading finish word %s", (finish) => {
  expect(vehicleSlug({ brand: "Lamborghini", model: "Urus", color_exterior: `${finish} Orange` })).toBe(
    "lamborghini-urus-orange",
  );
});

test.each(FINISHES)("strips the trailing finish word %s, in any case", (finish) => {
  expect(colourForSlug(`Orange ${finish.toUpperCase()}`)).toBe("orange");
});

test("strips one finish word at each end, not more", () => {
  expect(colourForSlug("Pearl White Metallic")).toBe("white");
  expect(colourForSlug("Matte Satin Black Pearl Metallic")).toBe("satin black pearl");
});

test("a colour that is only a finish word stays as it is", () => {
  expect(vehicleSlug({ brand: "BMW", model: "i8", color_exterior: "Matte" })).toBe("bmw-i8-matte");
  expect(colourForSlug("  Carbon ")).toBe("carbon");
  expect(colourForSlug("Pearl Metallic")).toBe("metallic");
});

test("finish words only count as whole words", () => {
  expect(colourForSlug("Pearlescent White")).toBe("pearlescent white");
  expect(colourForSlug("Chromeline Red")).toBe("chromeline red");
});

test("whitespace runs become one hyphen", () => {
  expect(vehicleSlug({ brand: " Mercedes ", model: "GLS\t 600", color_exterior: "Obsidian   Black  Metallic" })).toBe(
    "mercedes-gls-600-obsidian-black",
  );
});

test("punctuation is dropped and hyphens stay clean", () => {
  expect(vehicleSlug({ brand: "Mercedes-Benz", model: "G 63 (AMG)", color_exterior: "Blue!" })).toBe(
    "mercedes-benz-g-63-amg-blue",
  );
  expect(vehicleSlug({ brand: "Audi", model: "R8 - V10", color_exterior: "Ibis / White" })).toBe("audi-r8-v10-ibis-white");
  expect(slugify("--a  --  b--")).toBe("a-b");
});

test("accented letters lose their accents instead of vanishing", () => {
  expect(vehicleSlug({ brand: "Citroën", model: "DS", color_exterior: "Rosé Pearl" })).toBe("citroen-ds-rose");
  expect(slugify("Weiß Æther Ørsted")).toBe("weiss-aether-orsted");
});

test("no colour, an empty colour or a blank colour adds nothing", () => {
  expect(vehicleSlug({ brand: "Ferrari", model: "Roma", color_exterior: null })).toBe("ferrari-roma");
  expect(vehicleSlug({ brand: "Ferrari", model: "Roma", color_exterior: "" })).toBe("ferrari-roma");
  expect(vehicleSlug({ brand: "Ferrari", model: "Roma", color_exterior: "   " })).toBe("ferrari-roma");
});

test("the newest of vehicles sharing a slug keeps the plain slug", () => {
  const older = car({ id: "AB12-CD34-ef56", color_exterior: "Blue Metallic", created_at: "2025-01-01T00:00:00Z" });
  const newer = car({ id: "99999999-0000", color_exterior: "Blue", created_at: "2025-06-01T00:00:00Z" });
  const other = car({ id: "x", model: "Artura", created_at: "2025-03-01T00:00:00Z" });
  const slugs = assignSlugs([older, other, newer]).map((vehicle) => vehicle.slug);
  expect(slugs).toEqual(["mclaren-gt-blue-ab12cd34", "mclaren-artura-blue", "mclaren-gt-blue"]);
});

test("a name with no usable letters still gets a slug", () => {
  const [only] = assignSlugs([car({ brand: "???", model: "!!!", color_exterior: null })]);
  expect(only?.slug).toBe("vehicle");
});

test("resolves the canonical slug as canonical", () => {
  const list = assignSlugs([car()]);
  expect(resolveVehicleParam(list, "mclaren-gt-blue")).toEqual({ vehicle: list[0], canonical: true });
});

test("resolves a raw id, in any case, as non-canonical", () => {
  const list = assignSlugs([car({ id: "3f1c9a2e-1111-4222-8333-444455556666" })]);
  expect(resolveVehicleParam(list, "3f1c9a2e-1111-4222-8333-444455556666")?.canonical).toBe(false);
  expect(resolveVehicleParam(list, "3F1C9A2E-1111-4222-8333-444455556666")?.vehicle).toBe(list[0]);
});

test("resolves case and format variants as non-canonical", () => {
  const list = assignSlugs([car()]);
  for (const param of ["McLaren-GT-Blue", "mclaren gt blue", "mclaren--gt-blue-", "McLaren GT Blue!"]) {
    expect(resolveVehicleParam(list, param)).toEqual({ vehicle: list[0], canonical: false });
  }
});

test("resolves a suffixed slug and the plain slug of a shared pair", () => {
  const older = car({ id: "aaaaaaaa-1", created_at: "2025-01-01T00:00:00Z" });
  const newer = car({ id: "bbbbbbbb-2", created_at: "2025-02-01T00:00:00Z" });
  const list = assignSlugs([newer, older]);
  expect(resolveVehicleParam(list, "mclaren-gt-blue-aaaaaaaa")).toEqual({ vehicle: list[1], canonical: true });
  expect(resolveVehicleParam(list, "McLaren-GT-Blue-AAAAAAAA")?.canonical).toBe(false);
  expect(resolveVehicleParam(list, "mclaren-gt-blue")?.vehicle).toBe(list[0]);
});

test("the plain slug of a suffixed vehicle resolves when its owner is gone", () => {
  const older = car({ id: "aaaaaaaa-1", created_at: "2025-01-01T00:00:00Z" });
  const newer = car({ id: "bbbbbbbb-2", created_at: "2025-02-01T00:00:00Z" });
  const [, olderWithSlug] = assignSlugs([newer, older]);
  expect(resolveVehicleParam([olderWithSlug!], "mclaren-gt-blue")).toEqual({ vehicle: olderWithSlug, canonical: false });
});

test("nothing matching resolves to null", () => {
  const list = assignSlugs([car()]);
  expect(resolveVehicleParam(list, "ferrari-roma")).toBeNull();
  expect(resolveVehicleParam(list, "%%%")).toBeNull();
  expect(resolveVehicleParam([], "mclaren-gt-blue")).toBeNull();
});

// Links made by SPEC.md's literal rule (the previous site's), by vehicleSlug's rule,
// or a raw id: every one finds its vehicle, and only the canonical slug is canonical.
test.each([
  // [colour, brand, model, links a visitor may hold, canonical]
  ["Rosé Gold", "Mercedes-Benz", "G 63", ["mercedes-benz-g-63-ros-gold", "mercedes-benz-g-63-rose-gold"], "mercedes-benz-g-63-rose-gold"],
  ["Weiß", "Porsche", "911 GT3", ["porsche-911-gt3-wei", "porsche-911-gt3-weiss"], "porsche-911-gt3-weiss"],
  ["Pearl White", "Rolls-Royce", "Cullinan", ["rolls-royce-cullinan-white", "Rolls-Royce-Cullinan-White"], "rolls-royce-cullinan-white"],
  ["Blue Metallic", "McLaren", "750S", ["mclaren-750s-blue", "McLaren-750S-Blue"], "mclaren-750s-blue"],
  // Finish words at both ends: the literal rule strips one (either reading), vehicleSlug both.
  ["Pearl White Metallic", "Lamborghini", "Urus", ["lamborghini-urus-white-metallic", "lamborghini-urus-pearl-white", "lamborghini-urus-white"], "lamborghini-urus-white"],
  ["Satin Verde Mantis Matte", "Lamborghini", "Huracán", ["lamborghini-huracn-verde-mantis-matte", "lamborghini-huracn-satin-verde-mantis", "lamborghini-huracan-verde-mantis"], "lamborghini-huracan-verde-mantis"],
  // A colour that is only a finish word: the literal rule leaves no colour, vehicleSlug keeps it.
  ["Matte", "Ferrari", "SF90 Stradale", ["ferrari-sf90-stradale", "ferrari-sf90-stradale-matte"], "ferrari-sf90-stradale-matte"],
  ["Pearl Metallic", "Bentley", "Bentayga", ["bentley-bentayga-metallic", "bentley-bentayga-pearl", "bentley-bentayga-metallic"], "bentley-bentayga-metallic"],
  // Whitespace runs (tabs, doubled spaces) become one hyphen under both rules.
  ["Rosso  \tCorsa", "Ferrari", "Roma  Spider", ["ferrari-roma-spider-rosso-corsa"], "ferrari-roma-spider-rosso-corsa"],
  ["  Nero Noctis ", "Lamborghini", "Revuelto", ["lamborghini-revuelto-nero-noctis", "Lamborghini-Revuelto-Nero-Noctis"], "lamborghini-revuelto-nero-noctis"],
])("colour %j: every link a visitor may hold finds the vehicle", (colour, brand, model, links, canonical) => {
  const target = car({ id: "7b9e0c1d-2222-4333-8444-555566667777", brand, model, color_exterior: colour });
  const other = car({ id: "11111111-2222-4333-8444-555566667777", brand: "Ferrari", model: "Purosangue", color_exterior: "Bianco" });
  const list = assignSlugs([other, target]);
  expect(list[1]!.slug).toBe(canonical);
  expect(resolveVehicleParam(list, canonical)).toEqual({ vehicle: list[1], canonical: true });
  for (const link of [...links, target.id, target.id.toUpperCase()]) {
    if (link === canonical) continue;
    expect(resolveVehicleParam(list, link), link).toEqual({ vehicle: list[1], canonical: false });
  }
  expect(resolveVehicleParam(list, `${canonical}-nope`)).toBeNull();
});

test("literal-rule slugs: one finish word stripped, accents and other characters deleted, no hyphen clean-up", () => {
  expect(literalSpecSlugs({ brand: "Mercedes-Benz", model: "SL - 63", color_exterior: "Crème" })).toEqual(["mercedes-benz-sl---63-crme"]);
  expect(literalSpecSlugs({ brand: "McLaren", model: "GT", color_exterior: "Matte" })).toEqual(["mclaren-gt"]);
  expect(literalSpecSlugs({ brand: "McLaren", model: "GT", color_exterior: null })).toEqual(["mclaren-gt"]);
  expect(literalSpecSlugs({ brand: "McLaren", model: "GT", color_exterior: "Satin Grey Chrome" })).toEqual(["mclaren-gt-grey-chrome", "mclaren-gt-satin-grey"]);
});
