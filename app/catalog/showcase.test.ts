import { expect, test } from "vitest";
import { SHOWCASE_RULES, selectShowcase, selectSimilar } from "./showcase";
import type { Vehicle } from "./vehicle";

let counter = 0;

function car(overrides: Partial<Vehicle> = {}): Vehicle {
  counter += 1;
  return {
    id: `id-${counter}`,
    brand: "Lamborghini",
    model: "Huracan",
    variant: null,
    description: null,
    year: 2024,
    images: [],
    is_available: true,
    is_featured: true,
    price_per_day: 1495,
    price_per_hour: 249,
    fuel_type: null,
    transmission: null,
    color_exterior: null,
    color_interior: null,
    power_hp: null,
    special_features: [],
    created_at: `2025-01-${String(counter % 28 + 1).padStart(2, "0")}T00:00:00Z`,
    terms: null,
    ...overrides,
  };
}

function matchingRules(vehicle: Vehicle): string[] {
  return SHOWCASE_RULES.filter((rule) => rule.matches(vehicle)).map((rule) => rule.label);
}

test("each rule matches its model, case-insensitively", () => {
  expect(matchingRules(car({ model: "URUS", color_exterior: "Arancio Orange Pearl" }))).toEqual(["Urus in orange"]);
  expect(matchingRules(car({ model: "Cullinan", color_exterior: "glacier WHITE" }))).toEqual(["Cullinan in white"]);
  expect(matchingRules(car({ model: "G63" }))).toEqual(["G63 or G-Wagon 63"]);
  expect(matchingRules(car({ model: "G 63 AMG" }))).toEqual(["G63 or G-Wagon 63"]);
  expect(matchingRules(car({ model: "G-Wagon 63" }))).toEqual(["G63 or G-Wagon 63"]);
  expect(matchingRules(car({ model: "G-Class", variant: "G63" }))).toEqual(["G63 or G-Wagon 63"]);
  expect(matchingRules(car({ model: "Maybach S 580" }))).toEqual(["Maybach 580"]);
  expect(matchingRules(car({ model: "S-Class", variant: "Maybach S580" }))).toEqual(["Maybach 580"]);
});

test("near misses match no rule", () => {
  expect(matchingRules(car({ model: "Urus", color_exterior: "Giallo Yellow" }))).toEqual([]);
  expect(matchingRules(car({ model: "Urus", color_exterior: null }))).toEqual([]);
  expect(matchingRules(car({ model: "Cullinan", color_exterior: "Black" }))).toEqual([]);
  expect(matchingRules(car({ model: "AMG GT 63" }))).toEqual([]);
  expect(matchingRules(car({ model: "E63" }))).toEqual([]);
  expect(matchingRules(car({ model: "GLS 600", variant: "Maybach" }))).toEqual([]);
});

test("the showcase keeps rule vehicles, newest first, at most four", () => {
  const urus = car({ model: "Urus", color_exterior: "Orange", created_at: "2025-05-01T00:00:00Z" });
  const cullinan = car({ model: "Cullinan", color_exterior: "White", created_at: "2025-04-01T00:00:00Z" });
  const g63 = car({ model: "G63", created_at: "2025-06-01T00:00:00Z" });
  const maybach = car({ model: "Maybach S 580", created_at: "2025-03-01T00:00:00Z" });
  const extraG63 = car({ model: "G 63", created_at: "2025-01-01T00:00:00Z" });
  const plain = car({ model: "Huracan", created_at: "2025-07-01T00:00:00Z" });
  expect(selectShowcase([plain, maybach, extraG63, urus, cullinan, g63])).toEqual([g63, urus, cullinan, maybach]);
});

test("the showcase skips vehicles that are not featured or not available", () => {
  const booked = car({ model: "Urus", color_exterior: "Orange", is_available: false });
  const unfeatured = car({ model: "G63", is_featured: false });
  const shown = car({ model: "Cullinan", color_exterior: "White" });
  expect(selectShowcase([booked, unfeatured, shown])).toEqual([shown]);
});

test("with no rule match the newest featured vehicles fill the showcase", () => {
  const list = [1, 2, 3, 4, 5, 6].map((day) => car({ created_at: `2025-02-0${day}T00:00:00Z` }));
  const hidden = car({ is_featured: false, created_at: "2025-03-01T00:00:00Z" });
  expect(selectShowcase([...list, hidden])).toEqual([list[5], list[4], list[3], list[2]]);
});

test("the showcase honours custom rules and limits, and may be empty", () => {
  const a = car({ model: "Roma", created_at: "2025-02-01T00:00:00Z" });
  const b = car({ model: "Roma", created_at: "2025-03-01T00:00:00Z" });
  const roma = [{ label: "Roma", matches: (v: Pick<Vehicle, "model">) => v.model === "Roma" }];
  expect(selectShowcase([a, b, car()], roma, 1)).toEqual([b]);
  expect(selectShowcase([])).toEqual([]);
});

test("similar vehicles share the brand, exclude the current one and booked ones", () => {
  const current = car({ brand: "Ferrari" });
  const same = car({ brand: "ferrari", created_at: "2025-03-01T00:00:00Z" });
  const booked = car({ brand: "Ferrari", is_available: false });
  const other = car({ brand: "Porsche" });
  expect(selectSimilar([current, same, booked, other], current)).toEqual([same]);
});

test("similar vehicles are the newest three", () => {
  const current = car({ brand: "Porsche" });
  const list = [1, 2, 3, 4].map((day) => car({ brand: "Porsche", created_at: `2025-04-0${day}T00:00:00Z` }));
  expect(selectSimilar([...list, current], current)).toEqual([list[3], list[2], list[1]]);
  expect(selectSimilar(list, current, 1)).toEqual([list[3]]);
});

// Rows as owners' tables carry them: the rule's words spread over brand, model and variant.
test.each([
  [{ brand: "Mercedes-Maybach", model: "S 580", variant: null }, "Maybach 580"],
  [{ brand: "Mercedes-Maybach", model: "S-Class", variant: "S 580 4MATIC" }, "Maybach 580"],
  [{ brand: "Maybach", model: "S580", variant: null }, "Maybach 580"],
  [{ brand: "Mercedes-Benz", model: "Maybach", variant: "S 580" }, "Maybach 580"],
  [{ brand: "Mercedes-Benz", model: "G-Class", variant: "AMG G 63" }, "G63 or G-Wagon 63"],
  [{ brand: "Mercedes-AMG", model: "G 63", variant: null }, "G63 or G-Wagon 63"],
  [{ brand: "Mercedes-Benz", model: "G-Wagon", variant: "63 AMG" }, "G63 or G-Wagon 63"],
  [{ brand: "Lamborghini", model: "Urus", variant: "Performante" }, "Urus in orange"],
  [{ brand: "Rolls-Royce", model: "Cullinan", variant: "Black Badge" }, "Cullinan in white"],
])("%j matches %s", (fields, label) => {
  const colour = label === "Urus in orange" ? "Arancio Borealis Orange" : label === "Cullinan in white" ? "Arctic White" : "Obsidian Black";
  expect(matchingRules(car({ ...fields, color_exterior: colour }))).toEqual([label]);
});

test.each([
  { brand: "Mercedes-Maybach", model: "GLS 600", variant: null },
  { brand: "Mercedes-AMG", model: "GT 63", variant: "4-Door Coupe" },
  { brand: "Mercedes-AMG", model: "E 63 S", variant: null },
  { brand: "Mercedes-Benz", model: "S 580", variant: null },
  { brand: "Lamborghini", model: "Huracan", variant: "Urus-inspired", color_exterior: "White" },
])("no rule for %j", (fields) => {
  expect(matchingRules(car({ color_exterior: "Black", ...fields }))).toEqual([]);
});

test("a Mercedes-Maybach S 580 that never names Maybach in its model still reaches the showcase", () => {
  const maybach = car({ brand: "Mercedes-Maybach", model: "S 580", created_at: "2025-02-01T00:00:00Z" });
  const newer = car({ brand: "Ferrari", model: "Roma", created_at: "2025-06-01T00:00:00Z" });
  expect(selectShowcase([newer, maybach])).toEqual([maybach]);
});

test("colours match by word, in English or the maker's language", () => {
  const urus = (color_exterior: string) => matchingRules(car({ brand: "Lamborghini", model: "Urus S", color_exterior }));
  expect(urus("Arancio Borealis")).toEqual(["Urus in orange"]);
  expect(urus("Orange Metallic")).toEqual(["Urus in orange"]);
  expect(urus("Blu Eleos")).toEqual([]);
  const cullinan = (color_exterior: string) => matchingRules(car({ brand: "Rolls-Royce", model: "Cullinan", color_exterior }));
  expect(cullinan("Bianco Monocerus")).toEqual(["Cullinan in white"]);
  expect(cullinan("Andalusian White")).toEqual(["Cullinan in white"]);
  expect(cullinan("Whitehall Grey")).toEqual([]);
});
