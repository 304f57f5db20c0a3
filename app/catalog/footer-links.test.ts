import * as v from "valibot";
import { expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "./demo-catalog";
import { footerLinks } from "./footer-links";
import { FOOTER_VEHICLES } from "../lib/site";
import { assignSlugs } from "./slug";
import type { Vehicle } from "./vehicle";
import { VehicleRowSchema } from "./vehicle-row.server";

// The footer's fixed vehicle links against fleets the project has never seen.

const demo: Vehicle[] = DEMO_VEHICLE_ROWS.map((row) => ({ ...v.parse(VehicleRowSchema, row), terms: null }));
const row = (brand: string, model: string) => demo.find((vehicle) => vehicle.brand === brand && vehicle.model === model)!;

function hrefs(vehicles: Vehicle[] | null) {
  const links = footerLinks(vehicles ? assignSlugs(vehicles) : null);
  expect(links.map((link) => link.label)).toEqual(FOOTER_VEHICLES.map((link) => link.label));
  return Object.fromEntries(links.map((link) => [link.label, link.href]));
}

test("on the demo fleet every link is the vehicle's own page", () => {
  expect(Object.values(hrefs(demo))).toEqual(FOOTER_VEHICLES.map((link) => `/fleet/${link.slug}`));
});

test("a fleet without those exact vehicles: same brand and model, else the brand's fleet, else /fleet", () => {
  const fleet: Vehicle[] = [
    // The McLaren GT repainted: same brand and model, another colour.
    { ...row("McLaren", "GT"), color_exterior: "Papaya Orange" },
    // Two Urus, neither orange: the available one, then the newest.
    { ...row("Lamborghini", "Urus"), id: "u-booked", color_exterior: "Giallo", is_available: false, created_at: "2025-12-01T00:00:00.000Z" },
    { ...row("Lamborghini", "Urus"), id: "u-free", color_exterior: "Nero Noctis", created_at: "2025-10-01T00:00:00.000Z" },
    // Mercedes is here, but neither a GLS 600 nor a G63.
    row("Mercedes", "Maybach S 580"),
    // No Rolls-Royce at all.
    row("Ferrari", "Roma"),
  ];
  expect(hrefs(fleet)).toEqual({
    "McLaren GT": "/fleet/mclaren-gt-papaya-orange",
    "Mercedes-Maybach GLS 600": "/fleet?brand=mercedes",
    "Rolls-Royce Cullinan": "/fleet",
    "Lamborghini Urus": "/fleet/lamborghini-urus-nero-noctis",
    "Mercedes G63": "/fleet?brand=mercedes",
  });
});

test("a vehicle whose colour changed only in spelling keeps its link, at its canonical path", () => {
  const fleet = [{ ...row("Lamborghini", "Urus"), color_exterior: "Orange Metallic" }];
  expect(hrefs(fleet)["Lamborghini Urus"]).toBe("/fleet/lamborghini-urus-orange");
});

test("an empty fleet, or none at all (backend down), leads every link to /fleet", () => {
  expect(new Set(Object.values(hrefs([])))).toEqual(new Set(["/fleet"]));
  expect(new Set(Object.values(hrefs(null)))).toEqual(new Set(["/fleet"]));
});
