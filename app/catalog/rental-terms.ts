import { m } from "~/paraglide/messages";
import { formatUsd } from "./fleet";
import type { Locale } from "../i18n/i18n";

// A vehicle's rental terms: five optional columns on `vehicles`,
// each falling back to a site-wide default from the configuration. The limits
// here are the ones the migration's checks enforce; the server refuses a value
// outside them (logged, the default shown) and so does the configuration.

export const RENTAL_TERM_FIELDS = {
  minDriverAge: { column: "min_driver_age", env: "RENTAL_MIN_DRIVER_AGE", min: 16, max: 99, integer: true },
  securityDeposit: { column: "security_deposit", env: "RENTAL_SECURITY_DEPOSIT_USD", min: 0, max: 1_000_000, integer: false },
  milesPerDay: { column: "miles_per_day", env: "RENTAL_MILES_PER_DAY", min: 1, max: 10_000, integer: true },
  extraMilePrice: { column: "extra_mile_price", env: "RENTAL_EXTRA_MILE_USD", min: 0, max: 1000, integer: false },
  minRentalHours: { column: "min_rental_hours", env: "RENTAL_MIN_HOURS", min: 1, max: 720, integer: true },
} as const;

export type RentalTermKey = keyof typeof RENTAL_TERM_FIELDS;
export const RENTAL_TERM_KEYS = Object.keys(RENTAL_TERM_FIELDS) as RentalTermKey[];

/** Each term, or null where neither the vehicle nor the configuration gives one. */
export type RentalTerms = Record<RentalTermKey, number | null>;

export const NO_TERMS: RentalTerms = {
  minDriverAge: null,
  securityDeposit: null,
  milesPerDay: null,
  extraMilePrice: null,
  minRentalHours: null,
};

/** Why a value cannot be a term, or null when it can (money may have cents). */
export function termProblem(key: RentalTermKey, value: number): string | null {
  const { min, max, integer } = RENTAL_TERM_FIELDS[key];
  if (!Number.isFinite(value)) return "must be a number";
  if (integer && !Number.isInteger(value)) return "must be a whole number";
  if (!integer && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return "must have at most two decimals";
  if (value < min || value > max) return `must be between ${min} and ${max}`;
  return null;
}

/**
 * The terms a visitor sees: the vehicle's own values, the defaults where it
 * has none. Null when the backend has no terms at all (the columns are not
 * there yet) or when nothing is known, so no empty block is shown.
 */
export function resolveTerms(own: RentalTerms | null, defaults: RentalTerms): RentalTerms | null {
  if (!own) return null;
  const terms = { ...NO_TERMS };
  for (const key of RENTAL_TERM_KEYS) terms[key] = own[key] ?? defaults[key];
  return RENTAL_TERM_KEYS.some((key) => terms[key] !== null) ? terms : null;
}

/** Counts in US style in both languages ("1,000"). */
const count = (value: number) => value.toLocaleString("en-US");

/** Money with cents only when there are any, except a per-mile price, which always shows them. */
function perMile(amount: number): string {
  return Number.isInteger(amount) ? `${formatUsd(amount)}.00` : formatUsd(amount);
}

/** The rows of the "Rental terms" block, in reading order and the page's language; unknown terms are left out. */
export function termRows(terms: RentalTerms, locale: Locale): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (terms.minDriverAge !== null) {
    rows.push({ label: m.terms_min_age({}, { locale }), value: m.terms_age_value({ age: terms.minDriverAge }, { locale }) });
  }
  if (terms.securityDeposit !== null) rows.push({ label: m.terms_deposit({}, { locale }), value: formatUsd(terms.securityDeposit) });
  if (terms.milesPerDay !== null) {
    rows.push({ label: m.terms_miles({}, { locale }), value: m.terms_miles_value({ miles: count(terms.milesPerDay) }, { locale }) });
  }
  if (terms.extraMilePrice !== null) {
    rows.push({ label: m.terms_extra_miles({}, { locale }), value: m.terms_extra_miles_value({ price: perMile(terms.extraMilePrice) }, { locale }) });
  }
  if (terms.minRentalHours !== null) {
    const hours = terms.minRentalHours === 1 ? m.terms_hours_one : m.terms_hours_many;
    rows.push({ label: m.terms_min_rental({}, { locale }), value: hours({ count: count(terms.minRentalHours) }, { locale }) });
  }
  return rows;
}

/**
 * The booking draft's line with the terms the visitor saw: age, deposit and
 * miles, in the draft's language. Null when none of them is known, so the
 * draft has no empty line.
 */
export function termsDraftLine(terms: RentalTerms | null, locale: Locale): string | null {
  if (!terms) return null;
  const o = { locale };
  const parts: string[] = [];
  if (terms.minDriverAge !== null) parts.push(m.mail_terms_driver({ age: terms.minDriverAge }, o));
  if (terms.securityDeposit !== null) parts.push(m.mail_terms_deposit({ amount: formatUsd(terms.securityDeposit) }, o));
  if (terms.milesPerDay !== null) {
    const count = terms.milesPerDay.toLocaleString("en-US");
    const miles = terms.milesPerDay === 1 ? m.mail_terms_mile({ count }, o) : m.mail_terms_miles({ count }, o);
    const extra = terms.extraMilePrice === null ? "" : ` (${m.mail_terms_extra_mile({ price: perMile(terms.extraMilePrice) }, o)})`;
    parts.push(`${miles}${extra}`);
  }
  return parts.length === 0 ? null : `${m.mail_terms({}, o)}: ${parts.join(", ")}`;
}
