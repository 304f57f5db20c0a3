import * as v from "valibot";
import type { Locale } from "../i18n/i18n";
import type { SiteConfig } from "../lib/site";
import { m } from "~/paraglide/messages";
import { PANEL_SERVICES, panelServiceLabel } from "./choices";
import { choice, contactFields, optionalMessage } from "./fields";
import type { Draft } from "./mailto";
import { draftSubject } from "./subject";

// The floating "Contact Us" panel on every page (SPEC.md sections 2, 3, 5, 7).

export { PANEL_SERVICES };

export function contactPanelSchema(locale: Locale) {
  const o = { locale };
  return v.object({
    ...contactFields(locale),
    service: choice(PANEL_SERVICES, m.form_service_required({}, o)),
    message: optionalMessage({ label: m.form_message({}, o), locale }),
  });
}

export type ContactPanelData = v.InferOutput<ReturnType<typeof contactPanelSchema>>;

export function contactPanelDraft(site: Pick<SiteConfig, "email">, data: ContactPanelData, locale: Locale): Draft {
  const o = { locale };
  return {
    to: site.email,
    subject: draftSubject(m.mail_panel_subject, locale),
    lines: [
      `${m.form_name({}, o)}: ${data.name}`,
      `${m.form_phone({}, o)}: ${data.phone}`,
      `${m.form_email({}, o)}: ${data.email}`,
      `${m.form_service_interest({}, o)}: ${panelServiceLabel(data.service, locale)}`,
      `${m.form_message({}, o)}: ${data.message}`,
    ],
  };
}
