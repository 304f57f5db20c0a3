import * as v from "valibot";
import type { Locale } from "../i18n/i18n";
import { YACHT, type SiteConfig } from "../lib/site";
import { m } from "~/paraglide/messages";
import { formatLongDate } from "./dates";
import { dateFrom, email, LIMITS, optionalMessage, requiredLine } from "./fields";
import type { Draft } from "./mailto";
import { draftSubject } from "./subject";

export { formatUsd, yachtTotal } from "./yacht-price";

// The yacht charter booking form (SPEC.md: messages without a final period).

/** text @ domain . a suffix of at least 2 letters */
export const YACHT_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const DURATIONS = YACHT.durations.map(String) as ["4", "6", "8"];

export function yachtBookingSchema(today: string, locale: Locale) {
  const o = { locale };
  return v.object({
    name: requiredLine(m.form_yacht_name_required({}, o), LIMITS.name, { label: m.form_name({}, o), locale }),
    email: email({ required: m.form_yacht_email_required({}, o), invalid: m.form_yacht_email_invalid({}, o) }, YACHT_EMAIL, locale),
    phone: requiredLine(m.form_yacht_phone_required({}, o), LIMITS.phone, { label: m.form_phone({}, o), locale }),
    duration: v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : "4")),
      v.picklist(DURATIONS, m.form_duration_invalid({}, o)),
      v.transform(Number),
    ),
    preferredDate: dateFrom(today, locale),
    requests: optionalMessage({ label: m.form_special_requests({}, o), locale }),
  });
}

export type YachtBookingData = v.InferOutput<ReturnType<typeof yachtBookingSchema>>;

export function yachtBookingDraft(site: Pick<SiteConfig, "email">, data: YachtBookingData, locale: Locale): Draft {
  const o = { locale };
  const date = data.preferredDate ? formatLongDate(data.preferredDate, locale) : m.mail_not_selected({}, o);
  return {
    to: site.email,
    subject: draftSubject(m.mail_yacht_subject, locale),
    lines: [
      `${m.form_name({}, o)}: ${data.name}`,
      `${m.form_email({}, o)}: ${data.email}`,
      `${m.form_phone({}, o)}: ${data.phone}`,
      `${m.form_duration({}, o)}: ${m.mail_hours({ hours: data.duration }, o)}`,
      `${m.form_preferred_date({}, o)}: ${date}`,
      `${m.mail_requests({}, o)}: ${data.requests || m.mail_none({}, o)}`,
    ],
  };
}
