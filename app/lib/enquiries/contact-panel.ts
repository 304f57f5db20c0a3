import * as v from "valibot";
import type { SiteConfig } from "../site";
import { PANEL_SERVICES } from "./choices";
import { choice, email, LIMITS, optionalMessage, requiredLine } from "./fields";
import type { Draft } from "./mailto";

// The floating "Contact Us" panel on every page (SPEC.md sections 2, 3, 5, 7).

export { PANEL_SERVICES };
/** text @ text . text, no spaces */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ContactPanelSchema = v.object({
  name: requiredLine("Name is required.", LIMITS.name, "Name"),
  phone: requiredLine("Phone is required.", LIMITS.phone, "Phone"),
  email: email({ required: "Email is required.", invalid: "Invalid email." }, SIMPLE_EMAIL),
  service: choice(PANEL_SERVICES, "Please select a service."),
  message: optionalMessage("Message"),
});

export type ContactPanelData = v.InferOutput<typeof ContactPanelSchema>;

export function contactPanelDraft(site: Pick<SiteConfig, "email">, data: ContactPanelData): Draft {
  return {
    to: site.email,
    subject: "New Booking Inquiry from Website",
    lines: [
      `Name: ${data.name}`,
      `Phone: ${data.phone}`,
      `Email: ${data.email}`,
      `Service Interest: ${data.service}`,
      `Message: ${data.message}`,
    ],
  };
}
