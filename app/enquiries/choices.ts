import type { Locale } from "../i18n/i18n";
import { m } from "~/paraglide/messages";

// The forms' fixed choices, shared by the forms and their drafts. Kept apart
// from the schemas so a form can render without loading valibot: the schemas
// are fetched when a visitor starts filling a form in. A choice's value is the
// same in every language (what the form posts); its label is the page's.

/** The floating panel's services: SPEC.md's English names are the posted values. */
export const PANEL_SERVICES = ["Exotic Car Rental", "Yacht Charter", "Both Car & Yacht"] as const;

export type PanelService = (typeof PANEL_SERVICES)[number];

export function panelServiceLabel(service: PanelService, locale: Locale): string {
  if (service === "Exotic Car Rental") return m.form_service_car_rental({}, { locale });
  if (service === "Yacht Charter") return m.form_service_yacht_charter({}, { locale });
  return m.form_service_both({}, { locale });
}

/** The contact form's services: SPEC.md's values, shown with a label in the page's language. */
export const CONTACT_SERVICES = ["car-rental", "yacht-charter", "event", "other"] as const;

export type ContactService = (typeof CONTACT_SERVICES)[number];

export function contactServiceLabel(service: ContactService, locale: Locale): string {
  if (service === "car-rental") return m.form_service_car_rental({}, { locale });
  if (service === "yacht-charter") return m.form_service_yacht_charter({}, { locale });
  if (service === "event") return m.form_service_event({}, { locale });
  return m.form_service_other({}, { locale });
}
