import { expect, test } from "vitest";
import { brandLogoPath } from "./brand-logos";
import { brandFilterHref, fleetBrands, filterByBrand, formatUsd, requestedBrand, toCardVehicle } from "./fleet";
import { DEMO_VEHICLE_ROWS } from "./demo-catalog";
import { knownPicture, knownPictures } from "../../tests/support/known-pictures";
import { withoutPreview, type Picture } from "../pictures/picture";

const list = [{ brand: "Mercedes" }, { brand: "Lamborghini" }, { brand: "Mercedes" }, { brand: "Land Rover" }, { brand: "Rolls-Royce" }];

test("brands come in order of first appearance, each once, with URL-safe slugs", () => {
  expect(fleetBrands(list)).toEqual([
    { name: "Mercedes", slug: "mercedes" },
    { name: "Lamborghini", slug: "lamborghini" },
    { name: "Land Rover", slug: "land-rover" },
    { name: "Rolls-Royce", slug: "rolls-royce" },
  ]);
  expect(fleetBrands([])).toEqual([]);
});

test("a ?brand= value matches whatever spelling slugs the same; empty and 'all' mean all", () => {
  expect(requestedBrand("land-rover")).toBe("land-rover");
  expect(requestedBrand("Land Rover")).toBe("land-rover");
  expect(requestedBrand("ROLLS-ROYCE")).toBe("rolls-royce");
  expect(requestedBrand(null)).toBeNull();
  expect(requestedBrand("")).toBeNull();
  expect(requestedBrand("All")).toBeNull();
  expect(filterByBrand(list, "mercedes")).toHaveLength(2);
  expect(filterByBrand(list, "bugatti")).toEqual([]);
  expect(filterByBrand(list, null)).toEqual(list);
});

test("filter links: All is /fleet, a brand is ?brand=<slug>", () => {
  expect(brandFilterHref(null)).toBe("/fleet");
  expect(brandFilterHref("land-rover")).toBe("/fleet?brand=land-rover");
});

test("prices are dollars, cents only when present", () => {
  expect(formatUsd(1495)).toBe("$1,495");
  expect(formatUsd(199.5)).toBe("$199.50");
  expect(formatUsd(0)).toBe("$0");
});

test("a card carries only what a card shows", () => {
  const [row] = DEMO_VEHICLE_ROWS;
  const card = toCardVehicle({ ...row!, slug: "mercedes-g63-blue", terms: null }, knownPictures(), true);
  expect(Object.keys(card).sort()).toEqual(
    ["brand", "images", "is_available", "logo", "model", "price_per_day", "price_per_hour", "slug", "variant", "year"].sort(),
  );
  // The wordmark is chosen on the server: the browser gets its picture (no preview), not the brand table.
  expect(card.logo).toEqual(withoutPreview(knownPicture(brandLogoPath(row!)!)));
  // A first-screen card's first photo carries its preview; no other photo does.
  const previewed = (images: Picture[]) => images.map((image) => image.kind === "stored" && image.preview !== null);
  expect(previewed(card.images)).toEqual(row!.images.map((_, index) => index === 0));
  expect(previewed(toCardVehicle({ ...row!, slug: "mercedes-g63-blue", terms: null }, knownPictures()).images)).toEqual(row!.images.map(() => false));
});

test("wordmarks exist for the brands SPEC.md lists, BMW for the i8 only", () => {
  expect(brandLogoPath({ brand: "Lamborghini", model: "Urus" })).toBe("brand/lamborghini.svg");
  expect(brandLogoPath({ brand: "Rolls-Royce", model: "Ghost" })).toBe("brand/rolls-royce.svg");
  expect(brandLogoPath({ brand: "Mercedes", model: "G63" })).toBe("brand/mercedes.svg");
  expect(brandLogoPath({ brand: "BMW", model: "i8" })).toBe("brand/bmw-i8.svg");
  expect(brandLogoPath({ brand: "BMW", model: "M5" })).toBeNull();
  for (const brand of ["Audi", "Chevrolet", "Cadillac", "McLaren"]) {
    expect(brandLogoPath({ brand, model: "X" })).toBe(`brand/${brand.toLowerCase()}.svg`);
  }
  expect(brandLogoPath({ brand: "Ferrari", model: "Roma" })).toBeNull();
});
