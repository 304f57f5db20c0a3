import * as v from "valibot";
import { termsDraftLine, type RentalTerms } from "../rental-terms";
import type { SiteConfig } from "../site";
import type { Vehicle } from "../vehicle";
import { PAST_DATE_MESSAGE } from "./choices";
import { SIMPLE_EMAIL } from "./contact-panel";
import { formatLongDate } from "./dates";
import { dateFrom, email, LIMITS, optionalMessage, requiredLine } from "./fields";
import type { Draft } from "./mailto";

// The booking form in a vehicle page's booking panel. The vehicle comes from the
// page (the route's data), never from the submitted form.

export { PAST_DATE_MESSAGE };

export function vehicleBookingSchema(today: string) {
  return v.object({
    name: requiredLine("Name is required.", LIMITS.name, "Name"),
    email: email({ required: "Email is required.", invalid: "Invalid email." }, SIMPLE_EMAIL),
    phone: requiredLine("Phone is required.", LIMITS.phone, "Phone"),
    preferredDate: dateFrom(today, PAST_DATE_MESSAGE, { required: "Please select a date." }),
    message: optionalMessage("Special Requests"),
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
  terms: RentalTerms | null = null,
): Draft {
  const described = [vehicle.brand, vehicle.model, vehicle.variant].filter(Boolean).join(" ");
  const termsLine = termsDraftLine(terms);
  return {
    to: site.email,
    subject: `New Vehicle Booking Request - ${vehicle.brand} ${vehicle.model}`,
    lines: [
      `Vehicle: ${described}${vehicle.year ? ` (${vehicle.year})` : ""}`,
      ...(termsLine ? [termsLine] : []),
      `Name: ${data.name}`,
      `Email: ${data.email}`,
      `Phone: ${data.phone}`,
      `Preferred Date: ${formatLongDate(data.preferredDate)}`,
      `Message: ${data.message}`,
    ],
  };
}
