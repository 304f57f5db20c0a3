import * as v from "valibot";
import type { SiteConfig } from "../site";
import { CONTACT_SERVICES } from "./choices";
import { SIMPLE_EMAIL } from "./contact-panel";
import { email, LIMITS, requiredLine, requiredMessage } from "./fields";
import type { Draft } from "./mailto";

// The form on /contact. The service is optional; its values are SPEC.md's, shown
// and drafted with readable labels.

export { CONTACT_SERVICES };

const SERVICE_VALUES = ["", ...CONTACT_SERVICES.map((service) => service.value)] as const;

export const ContactFormSchema = v.object({
  name: requiredLine("Name is required.", LIMITS.name, "Name"),
  phone: requiredLine("Phone is required.", LIMITS.phone, "Phone"),
  email: email({ required: "Email is required.", invalid: "Invalid email." }, SIMPLE_EMAIL),
  service: v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === "string" ? value.trim() : "")),
    v.picklist(SERVICE_VALUES, "Please choose a service from the list."),
  ),
  message: requiredMessage("Message is required.", "Message"),
});

export type ContactFormData = v.InferOutput<typeof ContactFormSchema>;

export function serviceLabel(value: string): string {
  return CONTACT_SERVICES.find((service) => service.value === value)?.label ?? "Not specified";
}

export function contactFormDraft(site: Pick<SiteConfig, "email">, data: ContactFormData): Draft {
  return {
    to: site.email,
    subject: "New Contact Form Submission from Website",
    lines: [
      `Name: ${data.name}`,
      `Phone: ${data.phone}`,
      `Email: ${data.email}`,
      `Service Interest: ${serviceLabel(data.service)}`,
      `Message: ${data.message}`,
    ],
  };
}
