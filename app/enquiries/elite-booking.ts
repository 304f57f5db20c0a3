import * as v from "valibot";
import type { Locale } from "../i18n/i18n";
import type { SiteConfig } from "../lib/site";
import { m } from "~/paraglide/messages";
import { contactFields, LIMITS, requiredLine } from "./fields";
import type { Draft } from "./mailto";
import { draftSubject } from "./subject";

// The elite booking form on the home page: four required fields.

export function eliteBookingSchema(locale: Locale) {
  const o = { locale };
  const { phone, email } = contactFields(locale);
  return v.object({
    firstName: requiredLine(m.form_first_name_required({}, o), LIMITS.name, { label: m.form_first_name({}, o), locale }),
    lastName: requiredLine(m.form_last_name_required({}, o), LIMITS.name, { label: m.form_last_name({}, o), locale }),
    phone,
    email,
  });
}

export type EliteBookingData = v.InferOutput<ReturnType<typeof eliteBookingSchema>>;

export function eliteBookingDraft(site: Pick<SiteConfig, "email">, data: EliteBookingData, locale: Locale): Draft {
  const o = { locale };
  return {
    to: site.email,
    subject: draftSubject(m.mail_elite_subject, locale),
    lines: [
      `${m.form_name({}, o)}: ${data.firstName} ${data.lastName}`,
      `${m.form_phone({}, o)}: ${data.phone}`,
      `${m.form_email({}, o)}: ${data.email}`,
      `${m.mail_service({}, o)}: ${m.mail_elite_service({}, o)}`,
    ],
  };
}
