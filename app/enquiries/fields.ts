import * as v from "valibot";
import type { Locale } from "../i18n/i18n";
import { m } from "~/paraglide/messages";
import { isIsoDate } from "./dates";
import { multiLine, singleLine } from "./mailto";

// Field schemas shared by the five enquiry forms. Each takes the raw FormData
// string (or undefined) and yields a clean value or its message, in the
// language of the page the form is on (the form's schema is built per locale).

export const LIMITS = { name: 100, email: 254, phone: 40, message: 2000 } as const;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Where an over-long value is refused: the field's label, in the page's language. */
export type Limit = { label: string; locale: Locale };

function tooLong({ label, locale }: Limit, max: number) {
  return m.form_too_long({ label, max }, { locale });
}

/** A required single-line field: flattened, trimmed, non-empty, at most `max` characters. */
export function requiredLine(required: string, max: number, limit: Limit) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => singleLine(text(value))),
    v.nonEmpty(required),
    v.maxLength(max, tooLong(limit, max)),
  );
}

/** An optional multi-line field that keeps its own line breaks. */
export function optionalMessage(limit: Limit, max: number = LIMITS.message) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => multiLine(text(value))),
    v.maxLength(max, tooLong(limit, max)),
  );
}

export function requiredMessage(required: string, limit: Limit, max: number = LIMITS.message) {
  return v.pipe(optionalMessage(limit, max), v.nonEmpty(required));
}

/** E-mail: required, at most 254 characters, matching the form's own pattern. */
export function email(messages: { required: string; invalid: string }, pattern: RegExp, locale: Locale) {
  return v.pipe(
    requiredLine(messages.required, LIMITS.email, { label: m.form_email({}, { locale }), locale }),
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
export function dateFrom(today: string, locale: Locale, options: { required?: string } = {}) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => text(value).trim()),
    v.check((value) => value !== "" || !options.required, options.required ?? ""),
    v.check((value) => value === "" || isIsoDate(value), m.form_date_invalid({}, { locale })),
    v.check((value) => value === "" || !isIsoDate(value) || value >= today, m.form_past_date({}, { locale })),
  );
}

/** text @ text . text, no spaces */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, phone and e-mail as the panel, elite, vehicle and contact forms check them (SPEC.md section 5). */
export function contactFields(locale: Locale) {
  const o = { locale };
  return {
    name: requiredLine(m.form_name_required({}, o), LIMITS.name, { label: m.form_name({}, o), locale }),
    phone: requiredLine(m.form_phone_required({}, o), LIMITS.phone, { label: m.form_phone({}, o), locale }),
    email: email({ required: m.form_email_required({}, o), invalid: m.form_email_invalid({}, o) }, SIMPLE_EMAIL, locale),
  };
}
