import type { Locator, Page } from "playwright-core";
import { todayIn } from "../../app/enquiries/dates";
import { tomorrow, vehicleBookingLines, yachtBookingLines } from "./expected-drafts";

// The four page forms in English and in Spanish (e2e/enquiries/forms.test.ts):
// how to fill each validly and invalidly, its exact draft, its messages, and
// the words around it in its language.

export type FormCase = {
  language: "en" | "es";
  name: string;
  path: string;
  form: (page: Page) => Locator;
  submit: string;
  fillValid: (form: Locator) => Promise<void>;
  subject: string;
  lines: () => string[];
  successToast: string;
  /** Values that pass the browser's own checks but not the form's rules, and the messages they get. */
  fillInvalid: (form: Locator) => Promise<void>;
  messages: string[];
  kept: [string, string][];
};

/** The words around every form, per language. */
export const FORM_WORDS = {
  en: { prefix: "", email: "Email", fallback: "Didn't open? Send it another way", whatsapp: "Send on WhatsApp", summary: "Please correct" },
  es: { prefix: "/es", email: "Correo electrónico", fallback: "¿No se abrió? Envíelo de otra forma", whatsapp: "Enviar por WhatsApp", summary: "Corrija" },
} as const;

const label = (form: Locator, text: string) => form.getByLabel(text, { exact: true });
const SENT = "¡Solicitud de reserva enviada! Nos comunicaremos con usted en breve.";

/** An ISO date as a Spanish draft writes it ("miércoles, 25 de noviembre de 2026"), written out here independently of the app. */
function fechaLarga(iso: string): string {
  return new Intl.DateTimeFormat("es-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

const ENGLISH: FormCase[] = [
  {
    language: "en",
    name: "vehicle booking",
    path: "/fleet/mclaren-gt-blue",
    form: (page) => page.getByRole("form", { name: "Book the McLaren GT" }),
    submit: "Request Booking",
    async fillValid(form) {
      await form.getByLabel("Name").fill("Ann Lee");
      await form.getByLabel("Email").fill("ann@example.com");
      await form.getByLabel("Phone").fill("305");
      await form.getByLabel("Special Requests").fill("Deliver to Brickell");
    },
    subject: "New Vehicle Booking Request - McLaren GT",
    lines: vehicleBookingLines,
    successToast: "Booking request sent successfully! We will contact you shortly.",
    async fillInvalid(form) {
      await form.getByLabel("Name").fill("  ");
      await form.getByLabel("Email").fill("ann@example");
      await form.getByLabel("Phone").fill("305");
      await form.getByLabel("Special Requests").fill("Keep <this>");
    },
    messages: ["Name is required.", "Invalid email."],
    kept: [["Email", "ann@example"], ["Special Requests", "Keep <this>"], ["Phone", "305"]],
  },
  {
    language: "en",
    name: "elite booking",
    path: "/",
    form: (page) => page.getByRole("form", { name: "Elite booking" }),
    submit: "Request Elite Booking",
    async fillValid(form) {
      await form.getByLabel("First Name").fill("Ann");
      await form.getByLabel("Last Name").fill("Lee");
      await form.getByLabel("Phone").fill("+1 305 555 0199");
      await form.getByLabel("Email").fill("ann@example.com");
    },
    subject: "New Elite Booking Request from Website",
    lines: () => ["Name: Ann Lee", "Phone: +1 305 555 0199", "Email: ann@example.com", "Service: Elite Booking Request"],
    successToast: "Booking request sent successfully! We will contact you shortly.",
    async fillInvalid(form) {
      await form.getByLabel("First Name").fill("   ");
      await form.getByLabel("Last Name").fill("Lee <b>");
      await form.getByLabel("Phone").fill("305");
      await form.getByLabel("Email").fill("ann@example");
    },
    messages: ["First name is required.", "Invalid email."],
    kept: [["Last Name", "Lee <b>"], ["Email", "ann@example"], ["Phone", "305"]],
  },
  {
    language: "en",
    name: "yacht booking",
    path: "/yacht-charter",
    form: (page) => page.getByRole("form", { name: "Book the yacht" }),
    submit: "Book Your Charter",
    async fillValid(form) {
      await form.getByLabel("Name").fill("Ann Lee");
      await form.getByLabel("Email").fill("ann@example.com");
      await form.getByLabel("Phone").fill("305");
      await form.getByLabel("Duration").selectOption("6");
      await form.getByLabel("Preferred Date").fill(tomorrow());
      await form.getByLabel("Special Requests").fill("Sunset cruise\nChampagne");
    },
    subject: "New Yacht Charter Booking Request",
    lines: () => {
      return yachtBookingLines();
    },
    successToast: "Booking request sent successfully! We will contact you shortly.",
    async fillInvalid(form) {
      await form.getByLabel("Name").fill("  ");
      await form.getByLabel("Email").fill("ann@example.c");
      await form.getByLabel("Phone").fill("  ");
      await form.getByLabel("Special Requests").fill("Keep me");
    },
    messages: ["Name is required", "Invalid email address", "Phone is required"],
    kept: [["Email", "ann@example.c"], ["Special Requests", "Keep me"]],
  },
  {
    language: "en",
    name: "contact",
    path: "/contact",
    form: (page) => page.getByRole("form", { name: "Contact" }),
    submit: "Send Message",
    async fillValid(form) {
      await form.getByLabel("Name").fill("Ann Lee");
      await form.getByLabel("Phone").fill("305");
      await form.getByLabel("Email").fill("ann@example.com");
      await form.getByLabel("Service Interest").selectOption("yacht-charter");
      await form.getByLabel("Message").fill("A birthday on the water");
    },
    subject: "New Contact Form Submission from Website",
    lines: () => ["Name: Ann Lee", "Phone: 305", "Email: ann@example.com", "Service Interest: Yacht Charter", "Message: A birthday on the water"],
    successToast: "Message sent successfully! We will contact you shortly.",
    async fillInvalid(form) {
      await form.getByLabel("Name").fill("Ann");
      await form.getByLabel("Phone").fill("   ");
      await form.getByLabel("Email").fill("ann@example");
      await form.getByLabel("Message").fill("   \n  ");
    },
    messages: ["Phone is required.", "Invalid email.", "Message is required."],
    kept: [["Name", "Ann"], ["Email", "ann@example"]],
  },
];

const SPANISH: FormCase[] = [
  {
    language: "es",
    name: "vehicle booking",
    path: "/es/fleet/mclaren-gt-blue",
    form: (page) => page.getByRole("form", { name: "Reservar el McLaren GT" }),
    submit: "Solicitar reserva",
    async fillValid(form) {
      await label(form, "Nombre").fill("José Núñez");
      await label(form, "Correo electrónico").fill("jose@example.com");
      await label(form, "Teléfono").fill("305");
      await label(form, "Solicitudes especiales").fill("Entrega en Brickell");
    },
    subject: "Nueva solicitud de reserva de vehículo - McLaren GT [New Vehicle Booking Request]",
    lines: () => [
      "Vehículo: McLaren GT (2023)",
      "Condiciones de alquiler: conductor de 25 años o más, depósito de $7,500, 100 millas por día incluidas ($4.00 por milla adicional)",
      "Nombre: José Núñez",
      "Correo electrónico: jose@example.com",
      "Teléfono: 305",
      `Fecha preferida: ${fechaLarga(todayIn("America/New_York"))}`,
      "Mensaje: Entrega en Brickell",
    ],
    successToast: SENT,
    async fillInvalid(form) {
      await label(form, "Nombre").fill("  ");
      await label(form, "Correo electrónico").fill("jose@example");
      await label(form, "Teléfono").fill("305");
      await label(form, "Solicitudes especiales").fill("Guarde <esto>, señor");
    },
    messages: ["El nombre es obligatorio.", "Correo electrónico no válido."],
    kept: [["Correo electrónico", "jose@example"], ["Solicitudes especiales", "Guarde <esto>, señor"], ["Teléfono", "305"]],
  },
  {
    language: "es",
    name: "elite booking",
    path: "/es",
    form: (page) => page.getByRole("form", { name: "Reserva Elite" }),
    submit: "Solicitar reserva Elite",
    async fillValid(form) {
      await label(form, "Nombre").fill("José");
      await label(form, "Apellido").fill("Núñez");
      await label(form, "Teléfono").fill("+1 305 555 0199");
      await label(form, "Correo electrónico").fill("jose@example.com");
    },
    subject: "Nueva solicitud de reserva Elite desde el sitio web [New Elite Booking Request from Website]",
    lines: () => ["Nombre: José Núñez", "Teléfono: +1 305 555 0199", "Correo electrónico: jose@example.com", "Servicio: Solicitud de reserva Elite"],
    successToast: SENT,
    async fillInvalid(form) {
      await label(form, "Nombre").fill("   ");
      await label(form, "Apellido").fill("Peña <b>");
      await label(form, "Teléfono").fill("305");
      await label(form, "Correo electrónico").fill("jose@example");
    },
    messages: ["El nombre es obligatorio.", "Correo electrónico no válido."],
    kept: [["Apellido", "Peña <b>"], ["Correo electrónico", "jose@example"], ["Teléfono", "305"]],
  },
  {
    language: "es",
    name: "yacht booking",
    path: "/es/yacht-charter",
    form: (page) => page.getByRole("form", { name: "Reservar el yate" }),
    submit: "Reservar su chárter",
    async fillValid(form) {
      await label(form, "Nombre").fill("José Núñez");
      await label(form, "Correo electrónico").fill("jose@example.com");
      await label(form, "Teléfono").fill("305");
      await label(form, "Duración").selectOption("6");
      await label(form, "Fecha preferida").fill(tomorrow());
      await label(form, "Solicitudes especiales").fill("Paseo al atardecer\nChampán");
    },
    subject: "Nueva solicitud de reserva del yate [New Yacht Charter Booking Request]",
    lines: () => [
      "Nombre: José Núñez",
      "Correo electrónico: jose@example.com",
      "Teléfono: 305",
      "Duración: 6 horas",
      `Fecha preferida: ${fechaLarga(tomorrow())}`,
      "Solicitudes: Paseo al atardecer",
      "Champán",
    ],
    successToast: SENT,
    async fillInvalid(form) {
      await label(form, "Nombre").fill("  ");
      await label(form, "Correo electrónico").fill("jose@example.c");
      await label(form, "Teléfono").fill("  ");
      await label(form, "Solicitudes especiales").fill("Guárdeme");
    },
    messages: ["El nombre es obligatorio", "Dirección de correo electrónico no válida", "El teléfono es obligatorio"],
    kept: [["Correo electrónico", "jose@example.c"], ["Solicitudes especiales", "Guárdeme"]],
  },
  {
    language: "es",
    name: "contact",
    path: "/es/contact",
    form: (page) => page.getByRole("form", { name: "Contacto" }),
    submit: "Enviar mensaje",
    async fillValid(form) {
      await label(form, "Nombre").fill("José Núñez");
      await label(form, "Teléfono").fill("305");
      await label(form, "Correo electrónico").fill("jose@example.com");
      await label(form, "Servicio de interés").selectOption("yacht-charter");
      await label(form, "Mensaje").fill("Un cumpleaños en el agua");
    },
    subject: "Nuevo mensaje del formulario de contacto del sitio web [New Contact Form Submission from Website]",
    lines: () => [
      "Nombre: José Núñez",
      "Teléfono: 305",
      "Correo electrónico: jose@example.com",
      "Servicio de interés: Alquiler de yate",
      "Mensaje: Un cumpleaños en el agua",
    ],
    successToast: "¡Mensaje enviado! Nos comunicaremos con usted en breve.",
    async fillInvalid(form) {
      await label(form, "Nombre").fill("Íñigo");
      await label(form, "Teléfono").fill("   ");
      await label(form, "Correo electrónico").fill("jose@example");
      await label(form, "Mensaje").fill("   \n  ");
    },
    messages: ["El teléfono es obligatorio.", "Correo electrónico no válido.", "El mensaje es obligatorio."],
    kept: [["Nombre", "Íñigo"], ["Correo electrónico", "jose@example"]],
  },
];

export const FORM_CASES: FormCase[] = [...ENGLISH, ...SPANISH];
