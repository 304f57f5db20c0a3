import { expect, test } from "vitest";
import { decodeMailto } from "../../tests/support/mailto";
import { contactFormDraft, contactFormSchema } from "./contact-form";
import { contactPanelDraft, contactPanelSchema } from "./contact-panel";
import { formatLongDate } from "./dates";
import { eliteBookingDraft, eliteBookingSchema } from "./elite-booking";
import { mailtoUrl } from "./mailto";
import { parseForm } from "./parse";
import { vehicleBookingDraft, vehicleBookingSchema } from "./vehicle-booking";
import { yachtBookingDraft, yachtBookingSchema } from "./yacht-booking";

// A visitor on /es gets the messages and the mail draft in Spanish; the
// owner's one filter rule: a Spanish subject ends with its English kind in brackets.

const site = { email: "bookings@example.com" };

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

function valid<T>(parsed: { ok: true; data: T } | { ok: false }): T {
  if (!parsed.ok) throw new Error("expected valid");
  return parsed.data;
}

function draftOf(url: string) {
  const decoded = decodeMailto(url);
  return { to: decoded.to, subject: decoded.subject, lines: decoded.lines };
}

const person = { name: "José Núñez", phone: "+1 305 555 0199", email: "jose@example.com" };

test("floating panel in Spanish: messages, service label and draft", () => {
  const empty = parseForm(contactPanelSchema("es"), form({}));
  expect(empty.ok ? null : empty.errors).toEqual({
    name: "El nombre es obligatorio.",
    phone: "El teléfono es obligatorio.",
    email: "El correo electrónico es obligatorio.",
    service: "Seleccione un servicio.",
  });
  const bad = parseForm(contactPanelSchema("es"), form({ ...person, email: "jose@ejemplo", service: "Yacht Charter" }));
  expect(bad.ok ? null : bad.errors.email).toBe("Correo electrónico no válido.");
  const data = valid(parseForm(contactPanelSchema("es"), form({ ...person, service: "Both Car & Yacht", message: "Dos días\ny el yate" })));
  expect(draftOf(mailtoUrl(contactPanelDraft(site, data, "es")))).toEqual({
    to: "bookings@example.com",
    subject: "Nueva consulta de reserva desde el sitio web [New Booking Inquiry from Website]",
    lines: [
      "Nombre: José Núñez",
      "Teléfono: +1 305 555 0199",
      "Correo electrónico: jose@example.com",
      "Servicio de interés: Auto y yate",
      "Mensaje: Dos días",
      "y el yate",
    ],
  });
});

test("elite form in Spanish", () => {
  const empty = parseForm(eliteBookingSchema("es"), form({}));
  expect(empty.ok ? null : empty.errors).toEqual({
    firstName: "El nombre es obligatorio.",
    lastName: "El apellido es obligatorio.",
    phone: "El teléfono es obligatorio.",
    email: "El correo electrónico es obligatorio.",
  });
  const data = valid(parseForm(eliteBookingSchema("es"), form({ firstName: "José", lastName: "Núñez", phone: "305", email: "jose@example.com" })));
  expect(draftOf(mailtoUrl(eliteBookingDraft(site, data, "es")))).toEqual({
    to: "bookings@example.com",
    subject: "Nueva solicitud de reserva Elite desde el sitio web [New Elite Booking Request from Website]",
    lines: ["Nombre: José Núñez", "Teléfono: 305", "Correo electrónico: jose@example.com", "Servicio: Solicitud de reserva Elite"],
  });
});

test("vehicle booking in Spanish: the issue's subject, the date written out, the terms and prices as Miami writes them", () => {
  const schema = vehicleBookingSchema("2026-11-25", "es");
  const past = parseForm(schema, form({ ...person, preferredDate: "2026-11-24" }));
  expect(past.ok ? null : past.errors.preferredDate).toBe("Seleccione una fecha futura");
  const noDate = parseForm(schema, form({ ...person, preferredDate: "" }));
  expect(noDate.ok ? null : noDate.errors.preferredDate).toBe("Seleccione una fecha.");
  const data = valid(parseForm(schema, form({ ...person, preferredDate: "2026-11-25", message: "Entrega en Brickell" })));
  const vehicle = { brand: "Lamborghini", model: "Urus", variant: "Performante", year: 2024 };
  const terms = { minDriverAge: 25, securityDeposit: 1495, milesPerDay: 100, extraMilePrice: 4, minRentalHours: 4 };
  expect(draftOf(mailtoUrl(vehicleBookingDraft(site, vehicle, data, terms, "es")))).toEqual({
    to: "bookings@example.com",
    subject: "Nueva solicitud de reserva de vehículo - Lamborghini Urus [New Vehicle Booking Request]",
    lines: [
      "Vehículo: Lamborghini Urus Performante (2024)",
      "Condiciones de alquiler: conductor de 25 años o más, depósito de $1,495, 100 millas por día incluidas ($4.00 por milla adicional)",
      "Nombre: José Núñez",
      "Correo electrónico: jose@example.com",
      "Teléfono: +1 305 555 0199",
      "Fecha preferida: miércoles, 25 de noviembre de 2026",
      "Mensaje: Entrega en Brickell",
    ],
  });
});

test("yacht booking in Spanish: 'No seleccionada' for no date, 'Ninguna' for no requests", () => {
  const schema = yachtBookingSchema("2026-11-25", "es");
  const empty = parseForm(schema, form({}));
  expect(empty.ok ? null : empty.errors).toEqual({
    name: "El nombre es obligatorio",
    email: "El correo electrónico es obligatorio",
    phone: "El teléfono es obligatorio",
  });
  const bad = parseForm(schema, form({ ...person, email: "a@b.c", duration: "5" }));
  expect(bad.ok ? null : bad.errors).toEqual({ email: "Dirección de correo electrónico no válida", duration: "Elija 4, 6 u 8 horas." });
  const minimal = valid(parseForm(schema, form(person)));
  expect(draftOf(mailtoUrl(yachtBookingDraft(site, minimal, "es")))).toEqual({
    to: "bookings@example.com",
    subject: "Nueva solicitud de reserva del yate [New Yacht Charter Booking Request]",
    lines: [
      "Nombre: José Núñez",
      "Correo electrónico: jose@example.com",
      "Teléfono: +1 305 555 0199",
      "Duración: 4 horas",
      "Fecha preferida: No seleccionada",
      "Solicitudes: Ninguna",
    ],
  });
  const full = valid(parseForm(schema, form({ ...person, duration: "6", preferredDate: "2026-12-31", requests: "Champán" })));
  expect(draftOf(mailtoUrl(yachtBookingDraft(site, full, "es"))).lines.slice(3)).toEqual([
    "Duración: 6 horas",
    "Fecha preferida: jueves, 31 de diciembre de 2026",
    "Solicitudes: Champán",
  ]);
});

test("contact form in Spanish: service label, 'No especificado' without one", () => {
  const empty = parseForm(contactFormSchema("es"), form({}));
  expect(empty.ok ? null : empty.errors).toEqual({
    name: "El nombre es obligatorio.",
    phone: "El teléfono es obligatorio.",
    email: "El correo electrónico es obligatorio.",
    message: "El mensaje es obligatorio.",
  });
  const tampered = parseForm(contactFormSchema("es"), form({ ...person, service: "hack", message: "x" }));
  expect(tampered.ok ? null : tampered.errors.service).toBe("Elija un servicio de la lista.");
  const event = valid(parseForm(contactFormSchema("es"), form({ ...person, service: "event", message: "Cumpleaños" })));
  expect(draftOf(mailtoUrl(contactFormDraft(site, event, "es")))).toEqual({
    to: "bookings@example.com",
    subject: "Nuevo mensaje del formulario de contacto del sitio web [New Contact Form Submission from Website]",
    lines: [
      "Nombre: José Núñez",
      "Teléfono: +1 305 555 0199",
      "Correo electrónico: jose@example.com",
      "Servicio de interés: Entretenimiento con celebridades / Evento",
      "Mensaje: Cumpleaños",
    ],
  });
  const none = valid(parseForm(contactFormSchema("es"), form({ ...person, message: "Hola" })));
  expect(draftOf(mailtoUrl(contactFormDraft(site, none, "es"))).lines[3]).toBe("Servicio de interés: No especificado");
});

test("one filter rule: each Spanish subject ends with the English subject's kind in brackets", () => {
  const vehicle = { brand: "McLaren", model: "GT", variant: null, year: 2023 };
  const panel = valid(parseForm(contactPanelSchema("en"), form({ ...person, service: "Yacht Charter" })));
  const elite = valid(parseForm(eliteBookingSchema("en"), form({ firstName: "A", lastName: "B", phone: "1", email: "a@b.co" })));
  const booking = valid(parseForm(vehicleBookingSchema("2026-11-25", "en"), form({ ...person, preferredDate: "2026-11-25" })));
  const yacht = valid(parseForm(yachtBookingSchema("2026-11-25", "en"), form(person)));
  const contact = valid(parseForm(contactFormSchema("en"), form({ ...person, message: "Hi" })));
  const subjects = (locale: "en" | "es") => [
    contactPanelDraft(site, panel, locale).subject,
    eliteBookingDraft(site, elite, locale).subject,
    vehicleBookingDraft(site, vehicle, booking, null, locale).subject,
    yachtBookingDraft(site, yacht, locale).subject,
    contactFormDraft(site, contact, locale).subject,
  ];
  // English: SPEC.md's subjects, byte for byte.
  expect(subjects("en")).toEqual([
    "New Booking Inquiry from Website",
    "New Elite Booking Request from Website",
    "New Vehicle Booking Request - McLaren GT",
    "New Yacht Charter Booking Request",
    "New Contact Form Submission from Website",
  ]);
  const english = subjects("en");
  subjects("es").forEach((spanish, index) => {
    const kind = /\[([^\]]+)\]$/.exec(spanish)?.[1];
    expect(kind, spanish).toBeDefined();
    expect(english[index]!.startsWith(kind!), spanish).toBe(true);
    // A filter on the kind matches both languages' subjects and no other kind's.
    expect(subjects("es").filter((subject) => subject.includes(kind!))).toEqual([spanish]);
  });
});

test("the injection rules hold for Spanish input: accents and ñ encode, line breaks cannot add a header", () => {
  const values = { ...person, name: "Peña\r\nBcc: spy@evil.test", service: "Exotic Car Rental", message: "Señor\nsí" };
  const data = valid(parseForm(contactPanelSchema("es"), form(values)));
  const url = mailtoUrl(contactPanelDraft(site, data, "es"));
  expect(url).toMatch(/^mailto:bookings@example\.com\?subject=[^&]*&body=[^&]*$/);
  expect(url).toContain("Pe%C3%B1a");
  const decoded = decodeMailto(url);
  expect(decoded.params).toEqual(["subject", "body"]);
  expect(decoded.lines[0]).toBe("Nombre: Peña Bcc: spy@evil.test");
  expect(decoded.lines.slice(3)).toEqual(["Servicio de interés: Alquiler de autos exóticos", "Mensaje: Señor", "sí"]);
});

test("limits in Spanish name the field", () => {
  const long = parseForm(contactFormSchema("es"), form({ ...person, name: "ñ".repeat(101), message: "Hola" }));
  expect(long.ok ? null : long.errors.name).toBe("Nombre: máximo 100 caracteres.");
  const email = parseForm(contactFormSchema("es"), form({ ...person, email: `${"a".repeat(250)}@example.com`, message: "Hola" }));
  expect(email.ok ? null : email.errors.email).toBe("Correo electrónico: máximo 254 caracteres.");
});

test("dates written out in Spanish", () => {
  expect(formatLongDate("2026-11-25", "es")).toBe("miércoles, 25 de noviembre de 2026");
  expect(formatLongDate("2026-11-25", "en")).toBe("Wednesday, November 25, 2026");
});
