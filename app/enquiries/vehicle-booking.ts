import * as v from "valibot";
import type { Locale } from "../i18n/i18n";
import { termsDraftLine, type RentalTerms } from "../catalog/rental-terms";
import type { SiteConfig } from "../lib/site";
import type { Vehicle } from "../catalog/vehicle";
import { m } from "~/paraglide/messages";
import { formatLongDate } from "./dates";
import { contactFields, dateFrom, optionalMessage } from "./fields";
import type { Draft } from "./mailto";
import { draftSubject } from "./subject";

// The booking form in a vehicle page's booking panel. The vehicle comes from the
// page (the route's data), never from the submitted form.

export function vehicleBookingSchema(today: string, locale: Locale) {
  const o = { locale };
  const { name, email, phone } = contactFields(locale);
  return v.object({
    name,
    email,
    phone,
    preferredDate: dateFrom(today, locale, { required: m.form_date_required({}, o) }),
    message: optionalMessage({ label: m.form_special_requests({}, o), locale }),
  });
}

export type VehicleBookingData = v.InferOutput<ReturnType<typeof vehicleBookingSchema>>;

type DraftVehicle = Pick<Vehicle, "brand" | "model" | "variant" | "year">;

/**
 * SPEC.md's lines, plus one after the vehicle with the rental terms the page
 * showed, so the owner answers on the same facts; no such line
 * when the page showed none.
 */
export function vehicleBookingDraft(
  site: Pick<SiteConfig, "email">,
  vehicle: DraftVehicle,
  data: VehicleBookingData,
  terms: RentalTerms | null,
  locale: Locale,
): Draft {
  const o = { locale };
  const described = [vehicle.brand, vehicle.model, vehicle.variant].filter(Boolean).join(" ");
  const termsLine = termsDraftLine(terms, locale);
  return {
    to: site.email,
    subject: draftSubject(m.mail_vehicle_subject, locale, `${vehicle.brand} ${vehicle.model}`),
    lines: [
      `${m.mail_vehicle({}, o)}: ${described}${vehicle.year ? ` (${vehicle.year})` : ""}`,
      ...(termsLine ? [termsLine] : []),
      `${m.form_name({}, o)}: ${data.name}`,
      `${m.form_email({}, o)}: ${data.email}`,
      `${m.form_phone({}, o)}: ${data.phone}`,
      `${m.form_preferred_date({}, o)}: ${formatLongDate(data.preferredDate, locale)}`,
      `${m.form_message({}, o)}: ${data.message}`,
    ],
  };
}
