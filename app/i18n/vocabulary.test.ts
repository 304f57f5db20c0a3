import { expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../catalog/demo-catalog";
import { fuelTypeIn, transmissionIn } from "./vocabulary";

test("the owner's fuel types in Spanish, in any case or spacing", () => {
  expect(fuelTypeIn("Gasoline", "es")).toBe("Gasolina");
  expect(fuelTypeIn(" plug-in  HYBRID ", "es")).toBe("Híbrido enchufable");
  expect(fuelTypeIn("Hybrid", "es")).toBe("Híbrido");
  expect(fuelTypeIn("Electric", "es")).toBe("Eléctrico");
  expect(fuelTypeIn("N/A", "es")).toBe("No disponible");
});

test("transmissions: a gearbox kind with or without its speeds; a maker's name kept as written", () => {
  expect(transmissionIn("9-Speed Automatic", "es")).toBe("Automática de 9 velocidades");
  expect(transmissionIn("7-speed dual-clutch", "es")).toBe("Doble embrague de 7 velocidades");
  expect(transmissionIn("6-Speed Manual", "es")).toBe("Manual de 6 velocidades");
  expect(transmissionIn("Automatic", "es")).toBe("Automática");
  expect(transmissionIn("8-Speed PDK", "es")).toBe("PDK de 8 velocidades");
  expect(transmissionIn("7-Speed S tronic", "es")).toBe("S tronic de 7 velocidades");
  expect(transmissionIn("8-Speed Tiptronic S", "es")).toBe("Tiptronic S de 8 velocidades");
});

test("a value outside the vocabularies is shown exactly as the owner wrote it; English pages always are", () => {
  expect(fuelTypeIn("Hydrogen fuel cell", "es")).toBe("Hydrogen fuel cell");
  expect(transmissionIn("7-Speed Lightning Shift", "es")).toBe("7-Speed Lightning Shift");
  expect(transmissionIn("Sequential", "es")).toBe("Sequential");
  expect(fuelTypeIn(null, "es")).toBeNull();
  expect(fuelTypeIn("gasoline", "en")).toBe("gasoline");
  expect(transmissionIn("9-Speed Automatic", "en")).toBe("9-Speed Automatic");
});

test("every fuel type and transmission of the demo fleet is a known one", () => {
  for (const row of DEMO_VEHICLE_ROWS) {
    if (row.fuel_type) expect(fuelTypeIn(row.fuel_type, "es"), row.fuel_type).not.toBe(row.fuel_type);
    if (row.transmission) expect(transmissionIn(row.transmission, "es"), row.transmission).not.toBe(row.transmission);
  }
});
