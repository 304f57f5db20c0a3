import * as v from "valibot";
import { YACHT, type SiteConfig } from "../site";
import { formatLongDate } from "./dates";
import { dateFrom, email, LIMITS, optionalMessage, requiredLine } from "./fields";
import type { Draft } from "./mailto";

export { formatUsd, yachtTotal } from "./yacht-price";

// The yacht charter booking form (SPEC.md: messages without a final period).

/** text @ domain . a suffix of at least 2 letters */
export const YACHT_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const DURATIONS = YACHT.durations.map(String) as ["4", "6", "8"];

export function yachtBookingSchema(today: string) {
  return v.object({
    name: requiredLine("Name is required", LIMITS.name, "Name"),
    email: email({ required: "Email is required", invalid: "Invalid email address" }, YACHT_EMAIL),
    phone: requiredLine("Phone is required", LIMITS.phone, "Phone"),
    duration: v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : "4")),
      v.picklist(DURATIONS, "Please choose 4, 6 or 8 hours."),
      v.transform(Number),
    ),
    preferredDate: dateFrom(today, "Please select a future date"),
    requests: optionalMessage("Special requests"),
  });
}

export type YachtBookingData = v.InferOutput<ReturnType<typeof yachtBookingSchema>>;

export function yachtBookingDraft(site: Pick<SiteConfig, "email">, data: YachtBookingData): Draft {
  return {
    to: site.email,
    subject: "New Yacht Charter Booking Request",
    lines: [
      `Name: ${data.name}`,
      `Email: ${data.email}`,
      `Phone: ${data.phone}`,
      `Duration: ${data.duration} hours`,
      `Preferred Date: ${data.preferredDate ? formatLongDate(data.preferredDate) : "Not selected"}`,
      `Requests: ${data.requests || "None"}`,
    ],
  };
}
