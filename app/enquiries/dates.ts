import { INTL_LOCALE, type Locale } from "../i18n/i18n";

// "Today" is the business's today (BUSINESS_TIMEZONE), on the server and in the
// browser alike: a visitor abroad at 1 a.m. their time can still book Miami's today.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** 2026-12-24 -> "Thursday, December 24, 2026", in Spanish "jueves, 24 de diciembre de 2026" */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}
