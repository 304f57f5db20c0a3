import { NO_TERMS, RENTAL_TERM_FIELDS, RENTAL_TERM_KEYS, termProblem, type RentalTerms } from "./rental-terms";

// A row's rental-term columns, read one by one: a bad value (negative, absurd,
// the wrong type) costs only that term, which falls back to the default; the
// vehicle itself is still shown. Returns null terms when the row has none of
// the columns at all: a Supabase project that has not run the migration yet.

export type TermsIntake = { terms: RentalTerms | null; problems: string[] };

function numberFrom(value: unknown): number | null {
  if (typeof value === "number") return value;
  // PostgREST may send numeric columns as strings; accept plain decimals only.
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

export function readRowTerms(row: Record<string, unknown>): TermsIntake {
  if (RENTAL_TERM_KEYS.every((key) => !(RENTAL_TERM_FIELDS[key].column in row))) return { terms: null, problems: [] };
  const terms = { ...NO_TERMS };
  const problems: string[] = [];
  for (const key of RENTAL_TERM_KEYS) {
    const { column } = RENTAL_TERM_FIELDS[key];
    const raw = row[column];
    if (raw === undefined || raw === null || raw === "") continue;
    const value = numberFrom(raw);
    const problem = value === null ? "must be a number" : termProblem(key, value);
    if (problem) problems.push(`${column}: ${problem} (got ${JSON.stringify(raw).slice(0, 40)})`);
    else terms[key] = value;
  }
  return { terms, problems };
}
