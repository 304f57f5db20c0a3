import { todayIn } from "../../app/enquiries/dates";

// What the demo site's mail drafts must say, written out independently of the
// app's own formatting: shared by the Chromium form tests (e2e/enquiries/forms.test.ts)
// and the engine suite (e2e/support/engine-suite.ts).

/** Tomorrow in Miami, as the date field's ISO value. */
export function tomorrow(): string {
  const date = new Date(`${todayIn("America/New_York")}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** An ISO date as the drafts write it ("Tuesday, November 24, 2026"). */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** The McLaren GT's booking draft, for Ann Lee's message and today's date. */
export function vehicleBookingLines(): string[] {
  return [
    "Vehicle: McLaren GT (2023)",
    // The terms the page showed (issue 17): the McLaren's own, in the demo fleet.
    "Rental Terms: driver 25+, $7,500 deposit, 100 miles per day included ($4.00 per extra mile)",
    "Name: Ann Lee",
    "Email: ann@example.com",
    "Phone: 305",
    `Preferred Date: ${longDate(todayIn("America/New_York"))}`,
    "Message: Deliver to Brickell",
  ];
}

/** The yacht booking draft for six hours tomorrow, with champagne. */
export function yachtBookingLines(): string[] {
  return ["Name: Ann Lee", "Email: ann@example.com", "Phone: 305", "Duration: 6 hours", `Preferred Date: ${longDate(tomorrow())}`, "Requests: Sunset cruise", "Champagne"];
}
