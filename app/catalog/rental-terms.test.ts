import { expect, test } from "vitest";
import { NO_TERMS, resolveTerms, termRows, termsDraftLine, type RentalTerms } from "./rental-terms";
import { readRowTerms } from "./rental-terms-row.server";

const DEFAULTS: RentalTerms = { minDriverAge: 25, securityDeposit: 2500, milesPerDay: 100, extraMilePrice: 3, minRentalHours: 4 };

test("a vehicle's own terms win; empty ones take the default", () => {
  const own = { ...NO_TERMS, minDriverAge: 30, securityDeposit: 10000 };
  expect(resolveTerms(own, DEFAULTS)).toEqual({ ...DEFAULTS, minDriverAge: 30, securityDeposit: 10000 });
  expect(resolveTerms({ ...NO_TERMS }, DEFAULTS)).toEqual(DEFAULTS);
});

test("no block when the backend has no terms columns, or nothing is known at all", () => {
  expect(resolveTerms(null, DEFAULTS)).toBeNull();
  expect(resolveTerms({ ...NO_TERMS }, NO_TERMS)).toBeNull();
  expect(resolveTerms({ ...NO_TERMS, milesPerDay: 80 }, NO_TERMS)).toEqual({ ...NO_TERMS, milesPerDay: 80 });
});

test("the block's rows, with units, leaving out what is unknown", () => {
  expect(termRows({ ...DEFAULTS, securityDeposit: 12500, extraMilePrice: 2.5 }, "en")).toEqual([
    { label: "Minimum driver age", value: "25 years" },
    { label: "Security deposit", value: "$12,500" },
    { label: "Miles included", value: "100 per day" },
    { label: "Extra miles", value: "$2.50 per mile" },
    { label: "Minimum rental", value: "4 hours" },
  ]);
  expect(termRows({ ...NO_TERMS, milesPerDay: 1, minRentalHours: 1 }, "en")).toEqual([
    { label: "Miles included", value: "1 per day" },
    { label: "Minimum rental", value: "1 hour" },
  ]);
});

test("the draft's line carries age, deposit and miles as the visitor saw them", () => {
  expect(termsDraftLine(DEFAULTS, "en")).toBe("Rental Terms: driver 25+, $2,500 deposit, 100 miles per day included ($3.00 per extra mile)");
  expect(termsDraftLine({ ...NO_TERMS, securityDeposit: 5000 }, "en")).toBe("Rental Terms: $5,000 deposit");
  expect(termsDraftLine({ ...NO_TERMS, minRentalHours: 4 }, "en")).toBeNull();
  expect(termsDraftLine(null, "en")).toBeNull();
});

test("in Spanish: the block's rows and the draft's line, prices in US dollars, numbers in US style", () => {
  expect(termRows({ ...DEFAULTS, milesPerDay: 1000, extraMilePrice: 2.5 }, "es")).toEqual([
    { label: "Edad mínima del conductor", value: "25 años" },
    { label: "Depósito de garantía", value: "$2,500" },
    { label: "Millas incluidas", value: "1,000 por día" },
    { label: "Millas adicionales", value: "$2.50 por milla" },
    { label: "Alquiler mínimo", value: "4 horas" },
  ]);
  expect(termRows({ ...NO_TERMS, minRentalHours: 1 }, "es")).toEqual([{ label: "Alquiler mínimo", value: "1 hora" }]);
  expect(termsDraftLine(DEFAULTS, "es")).toBe(
    "Condiciones de alquiler: conductor de 25 años o más, depósito de $2,500, 100 millas por día incluidas ($3.00 por milla adicional)",
  );
});

test("a row's terms: numbers, numeric strings and nulls are read", () => {
  const row = { min_driver_age: 30, security_deposit: "7500.00", miles_per_day: null, extra_mile_price: 4.5, min_rental_hours: 6 };
  expect(readRowTerms(row)).toEqual({
    terms: { minDriverAge: 30, securityDeposit: 7500, milesPerDay: null, extraMilePrice: 4.5, minRentalHours: 6 },
    problems: [],
  });
});

test("a row with bad values: each bad term is reported and left empty, so the default shows", () => {
  const row = { min_driver_age: -3, security_deposit: "lots", miles_per_day: 1e9, extra_mile_price: 2.555, min_rental_hours: 2.5 };
  const { terms, problems } = readRowTerms(row);
  expect(terms).toEqual(NO_TERMS);
  expect(problems).toEqual([
    "min_driver_age: must be between 16 and 99 (got -3)",
    'security_deposit: must be a number (got "lots")',
    "miles_per_day: must be between 1 and 10000 (got 1000000000)",
    "extra_mile_price: must have at most two decimals (got 2.555)",
    "min_rental_hours: must be a whole number (got 2.5)",
  ]);
  expect(readRowTerms({ min_driver_age: true, security_deposit: [1], miles_per_day: {} }).problems).toHaveLength(3);
});

test("a row without any terms column comes from a project that has not run the migration", () => {
  expect(readRowTerms({ id: "x", brand: "Audi" })).toEqual({ terms: null, problems: [] });
  expect(readRowTerms({ id: "x", min_driver_age: null }).terms).toEqual(NO_TERMS);
});
