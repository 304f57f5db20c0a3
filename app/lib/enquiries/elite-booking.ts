import * as v from "valibot";
import type { SiteConfig } from "../site";
import { SIMPLE_EMAIL } from "./contact-panel";
import { email, LIMITS, requiredLine } from "./fields";
import type { Draft } from "./mailto";

// The elite booking form on the home page: four required fields.

export const EliteBookingSchema = v.object({
  firstName: requiredLine("First name is required.", LIMITS.name, "First name"),
  lastName: requiredLine("Last name is required.", LIMITS.name, "Last name"),
  phone: requiredLine("Phone is required.", LIMITS.phone, "Phone"),
  email: email({ required: "Email is required.", invalid: "Invalid email." }, SIMPLE_EMAIL),
});

export type EliteBookingData = v.InferOutput<typeof EliteBookingSchema>;

export function eliteBookingDraft(site: Pick<SiteConfig, "email">, data: EliteBookingData): Draft {
  return {
    to: site.email,
    subject: "New Elite Booking Request from Website",
    lines: [
      `Name: ${data.firstName} ${data.lastName}`,
      `Phone: ${data.phone}`,
      `Email: ${data.email}`,
      "Service: Elite Booking Request",
    ],
  };
}
