import * as v from "valibot";
import { isIsoDate } from "./dates";
import { multiLine, singleLine } from "./mailto";

// Field schemas shared by the five enquiry forms. Each takes the raw FormData
// string (or undefined) and yields a clean value or SPEC.md's message.

export const LIMITS = { name: 100, email: 254, phone: 40, message: 2000 } as const;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A required single-line field: flattened, trimmed, non-empty, at most `max` characters. */
export function requiredLine(required: string, max: number, label: string) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => singleLine(text(value))),
    v.nonEmpty(required),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );
}

/** An optional single-line field ("" when absent). */
export function optionalLine(max: number, label: string) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => singleLine(text(value))),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );
}

/** An optional multi-line field that keeps its own line breaks. */
export function optionalMessage(label: string, max: number = LIMITS.message) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => multiLine(text(value))),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );
}

export function requiredMessage(required: string, label: string, max: number = LIMITS.message) {
  return v.pipe(optionalMessage(label, max), v.nonEmpty(required));
}

/** E-mail: required, at most 254 characters, matching the form's own pattern. */
export function email(messages: { required: string; invalid: string }, pattern: RegExp) {
  return v.pipe(
    requiredLine(messages.required, LIMITS.email, "Email"),
    v.regex(pattern, messages.invalid),
  );
}

/** One of a fixed set of values; anything else gets `message`. */
export function choice<const T extends readonly string[]>(options: T, message: string) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => text(value).trim()),
    v.picklist(options, message),
  );
}

/** An optional date (YYYY-MM-DD), not before `today`; "" when absent. */
export function dateFrom(today: string, pastMessage: string, options: { required?: string } = {}) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => text(value).trim()),
    v.check((value) => value !== "" || !options.required, options.required ?? ""),
    v.check((value) => value === "" || isIsoDate(value), "Please enter a valid date."),
    v.check((value) => value === "" || !isIsoDate(value) || value >= today, pastMessage),
  );
}
