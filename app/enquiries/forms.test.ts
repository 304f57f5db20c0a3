import { expect, test } from "vitest";
import { contactFormDraft, contactFormSchema } from "./contact-form";
import { contactPanelDraft, contactPanelSchema } from "./contact-panel";
import { formatLongDate, todayIn } from "./dates";
import { eliteBookingDraft, eliteBookingSchema } from "./elite-booking";
import { mailtoUrl } from "./mailto";
import { decodeMailto } from "../../tests/support/mailto";
import { parseForm } from "./parse";
import { vehicleBookingDraft, vehicleBookingSchema } from "./vehicle-booking";
import { formatUsd, yachtBookingDraft, yachtBookingSchema, yachtTotal } from "./yacht-booking";

const site = { email: "bookings@example.com" };

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

function draftOf(url: string) {
  const decoded = decodeMailto(url);
  return { to: decoded.to, subject: decoded.subject, lines: decoded.body.split("\r\n") };
}

test("floating panel: messages for every empty field, nothing else", () => {
  const parsed = parseForm(contactPanelSchema("en"), form({ name: "  ", phone: "", email: "", message: "keep me" }));
  expect(parsed).toEqual({
    ok: false,
    errors: {
      name: "Name is required.",
      phone: "Phone is required.",
      email: "Email is required.",
      service: "Please select a service.",
    },
    values: { name: "  ", phone: "", email: "", service: "", message: "keep me" },
  });
});

test.each(["a@b", "a b@c.d", "@b.c", "a@.c", "ab.c"])("floating panel: %s is an invalid email", (value) => {
  const parsed = parseForm(contactPanelSchema("en"), form({ name: "A", phone: "1", email: value, service: "Yacht Charter" }));
  expect(parsed.ok ? null : parsed.errors.email).toBe("Invalid email.");
});

test("floating panel draft", () => {
  const parsed = parseForm(
    contactPanelSchema("en"),
    form({ name: " Ann Lee ", phone: "+1 305 555 0199", email: "ann@example.com", service: "Both Car & Yacht", message: "Two days\nthen the yacht" }),
  );
  if (!parsed.ok) throw new Error("expected valid");
  expect(draftOf(mailtoUrl(contactPanelDraft(site, parsed.data, "en")))).toEqual({
    to: "bookings@example.com",
    subject: "New Booking Inquiry from Website",
    lines: [
      "Name: Ann Lee",
      "Phone: +1 305 555 0199",
      "Email: ann@example.com",
      "Service Interest: Both Car & Yacht",
      "Message: Two days",
      "then the yacht",
    ],
  });
});

test("elite draft", () => {
  const parsed = parseForm(eliteBookingSchema("en"), form({ firstName: "Ann", lastName: "Lee", phone: "305", email: "ann@example.com" }));
  if (!parsed.ok) throw new Error("expected valid");
  expect(draftOf(mailtoUrl(eliteBookingDraft(site, parsed.data, "en")))).toEqual({
    to: "bookings@example.com",
    subject: "New Elite Booking Request from Website",
    lines: ["Name: Ann Lee", "Phone: 305", "Email: ann@example.com", "Service: Elite Booking Request"],
  });
  const empty = parseForm(eliteBookingSchema("en"), form({}));
  expect(empty.ok ? null : Object.keys(empty.errors)).toEqual(["firstName", "lastName", "phone", "email"]);
});

test("vehicle booking: a past date is refused, today is fine, and the draft names the vehicle", () => {
  const schema = vehicleBookingSchema("2026-12-24", "en");
  const base = { name: "Ann", email: "ann@example.com", phone: "305", message: "Red carpet" };
  const past = parseForm(schema, form({ ...base, preferredDate: "2026-12-23" }));
  expect(past.ok ? null : past.errors.preferredDate).toBe("Please select a future date");
  const bogus = parseForm(schema, form({ ...base, preferredDate: "2026-02-30" }));
  expect(bogus.ok).toBe(false);
  const today = parseForm(schema, form({ ...base, preferredDate: "2026-12-24" }));
  if (!today.ok) throw new Error("expected valid");
  const vehicle = { brand: "McLaren", model: "GT", variant: "Luxe", year: 2024 };
  expect(draftOf(mailtoUrl(vehicleBookingDraft(site, vehicle, today.data, null, "en")))).toEqual({
    to: "bookings@example.com",
    subject: "New Vehicle Booking Request - McLaren GT",
    lines: [
      "Vehicle: McLaren GT Luxe (2024)",
      "Name: Ann",
      "Email: ann@example.com",
      "Phone: 305",
      "Preferred Date: Thursday, December 24, 2026",
      "Message: Red carpet",
    ],
  });
});

test("vehicle booking: one more line, right after the vehicle, with the terms the page showed", () => {
  const parsed = parseForm(vehicleBookingSchema("2026-12-24", "en"), form({ name: "Ann", email: "ann@example.com", phone: "305", preferredDate: "2026-12-24", message: "" }));
  if (!parsed.ok) throw new Error("expected valid");
  const vehicle = { brand: "Ferrari", model: "SF90 Stradale", variant: null, year: 2024 };
  const terms = { minDriverAge: 30, securityDeposit: 15000, milesPerDay: 50, extraMilePrice: 7.5, minRentalHours: 6 };
  const spec = [
    "Vehicle: Ferrari SF90 Stradale (2024)",
    "Name: Ann",
    "Email: ann@example.com",
    "Phone: 305",
    "Preferred Date: Thursday, December 24, 2026",
    "Message: ",
  ];
  expect(draftOf(mailtoUrl(vehicleBookingDraft(site, vehicle, parsed.data, terms, "en"))).lines).toEqual([
    spec[0],
    "Rental Terms: driver 30+, $15,000 deposit, 50 miles per day included ($7.50 per extra mile)",
    ...spec.slice(1),
  ]);
  // No terms shown (a project before the migration): exactly SPEC.md's lines.
  expect(draftOf(mailtoUrl(vehicleBookingDraft(site, vehicle, parsed.data, null, "en"))).lines).toEqual(spec);
});

test("yacht booking: SPEC messages, defaults and the draft", () => {
  const schema = yachtBookingSchema("2026-12-24", "en");
  const empty = parseForm(schema, form({}));
  expect(empty.ok ? null : empty.errors).toEqual({
    name: "Name is required",
    email: "Email is required",
    phone: "Phone is required",
  });
  const badEmail = parseForm(schema, form({ name: "A", phone: "1", email: "a@b.c" }));
  expect(badEmail.ok ? null : badEmail.errors.email).toBe("Invalid email address");
  const badDuration = parseForm(schema, form({ name: "A", phone: "1", email: "a@b.co", duration: "5" }));
  expect(badDuration.ok ? null : badDuration.errors.duration).toBe("Please choose 4, 6 or 8 hours.");

  const minimal = parseForm(schema, form({ name: "Ann", email: "ann@example.com", phone: "305" }));
  if (!minimal.ok) throw new Error("expected valid");
  expect(minimal.data.duration).toBe(4);
  expect(draftOf(mailtoUrl(yachtBookingDraft(site, minimal.data, "en"))).lines).toEqual([
    "Name: Ann",
    "Email: ann@example.com",
    "Phone: 305",
    "Duration: 4 hours",
    "Preferred Date: Not selected",
    "Requests: None",
  ]);
  const full = parseForm(schema, form({ name: "Ann", email: "ann@example.com", phone: "305", duration: "8", preferredDate: "2026-12-31", requests: "DJ" }));
  if (!full.ok) throw new Error("expected valid");
  const draft = draftOf(mailtoUrl(yachtBookingDraft(site, full.data, "en")));
  expect(draft.subject).toBe("New Yacht Charter Booking Request");
  expect(draft.lines.slice(3)).toEqual(["Duration: 8 hours", "Preferred Date: Thursday, December 31, 2026", "Requests: DJ"]);
});

test("yacht totals", () => {
  expect([4, 6, 8].map((hours) => formatUsd(yachtTotal(hours)))).toEqual(["$1,500", "$2,250", "$3,000"]);
});

test("contact form: message required, service optional with readable labels", () => {
  const empty = parseForm(contactFormSchema("en"), form({}));
  expect(empty.ok ? null : empty.errors).toEqual({
    name: "Name is required.",
    phone: "Phone is required.",
    email: "Email is required.",
    message: "Message is required.",
  });
  const parsed = parseForm(contactFormSchema("en"), form({ name: "Ann", phone: "305", email: "ann@example.com", service: "event", message: "Birthday" }));
  if (!parsed.ok) throw new Error("expected valid");
  expect(draftOf(mailtoUrl(contactFormDraft(site, parsed.data, "en")))).toEqual({
    to: "bookings@example.com",
    subject: "New Contact Form Submission from Website",
    lines: ["Name: Ann", "Phone: 305", "Email: ann@example.com", "Service Interest: Celebrity Entertainment / Event", "Message: Birthday"],
  });
  const tampered = parseForm(contactFormSchema("en"), form({ name: "Ann", phone: "305", email: "ann@example.com", service: "hack", message: "x" }));
  expect(tampered.ok).toBe(false);
});

test.each([
  ["name", 101, "Name must be at most 100 characters."],
  ["phone", 41, "Phone must be at most 40 characters."],
  ["message", 2001, "Message must be at most 2000 characters."],
])("limits: %s over %i characters gets a field message", (field, length, message) => {
  const values: Record<string, string> = { name: "Ann", phone: "305", email: "ann@example.com", service: "other", message: "Hi" };
  values[field] = "x".repeat(length);
  const parsed = parseForm(contactFormSchema("en"), form(values));
  expect(parsed.ok ? null : parsed.errors[field as "name"]).toBe(message);
});

test("an e-mail over 254 characters gets a field message", () => {
  const parsed = parseForm(contactFormSchema("en"), form({ name: "A", phone: "1", message: "m", email: `${"a".repeat(250)}@example.com` }));
  expect(parsed.ok ? null : parsed.errors.email).toBe("Email must be at most 254 characters.");
});

test("today is the business's today around Miami midnight", () => {
  // 04:30 UTC on Dec 25 is 23:30 on Dec 24 in Miami (EST, UTC-5)...
  expect(todayIn("America/New_York", new Date("2026-12-25T04:30:00Z"))).toBe("2026-12-24");
  // ...and 05:00 UTC is midnight, Dec 25.
  expect(todayIn("America/New_York", new Date("2026-12-25T05:00:00Z"))).toBe("2026-12-25");
  // A visitor in Paris at 1 a.m. on Dec 25 can still book Miami's Dec 24.
  const parisOneAm = new Date("2026-12-25T00:00:00Z");
  expect(todayIn("Europe/Paris", parisOneAm)).toBe("2026-12-25");
  expect(todayIn("America/New_York", parisOneAm)).toBe("2026-12-24");
  expect(formatLongDate("2026-12-24", "en")).toBe("Thursday, December 24, 2026");
});
