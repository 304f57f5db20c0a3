import * as v from "valibot";
import type { Locale } from "../i18n/i18n";
import type { SiteConfig } from "../lib/site";
import { m } from "~/paraglide/messages";
import { CONTACT_SERVICES, contactServiceLabel } from "./choices";
import { contactFields, requiredMessage } from "./fields";
import type { Draft } from "./mailto";
import { draftSubject } from "./subject";

// The form on /contact. The service is optional; its values are SPEC.md's, shown
// and drafted with readable labels.

const SERVICE_VALUES = ["", ...CONTACT_SERVICES] as const;

export function contactFormSchema(locale: Locale) {
  const o = { locale };
  return v.object({
    ...contactFields(locale),
    service: v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === "string" ? value.trim() : "")),
      v.picklist(SERVICE_VALUES, m.form_service_unknown({}, o)),
    ),
    message: requiredMessage(m.form_message_required({}, o), { label: m.form_message({}, o), locale }),
  });
}

export type ContactFormData = v.InferOutput<ReturnType<typeof contactFormSchema>>;

export function contactFormDraft(site: Pick<SiteConfig, "email">, data: ContactFormData, locale: Locale): Draft {
  const o = { locale };
  const service = data.service === "" ? m.mail_not_specified({}, o) : contactServiceLabel(data.service, locale);
  return {
    to: site.email,
    subject: draftSubject(m.mail_contact_subject, locale),
    lines: [
      `${m.form_name({}, o)}: ${data.name}`,
      `${m.form_phone({}, o)}: ${data.phone}`,
      `${m.form_email({}, o)}: ${data.email}`,
      `${m.form_service_interest({}, o)}: ${service}`,
      `${m.form_message({}, o)}: ${data.message}`,
    ],
  };
}
