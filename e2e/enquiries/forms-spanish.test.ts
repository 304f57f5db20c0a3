import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { todayIn } from "../../app/enquiries/dates";
import { deferredHydrated, expectAccessible, JS_MODES, openPage } from "../support/browser";
import { expectErrorSummaryInView } from "../support/error-summary";
import { tomorrow } from "../support/expected-drafts";
import { captureMailto } from "../support/mailto";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// The five forms on /es, with JavaScript on and off: a Spanish draft whose
// subject ends with its English kind, Spanish messages, values kept after a
// refused post, and a refused post answered by the Spanish page.

const env = siteAndBrowserForFile();

const INVALID_STATUS = /status of 400/;
const SENT = "¡Solicitud de reserva enviada! Nos comunicaremos con usted en breve.";

/** An ISO date as a Spanish draft writes it ("miércoles, 25 de noviembre de 2026"), written out here independently of the app. */
function fechaLarga(iso: string): string {
  return new Intl.DateTimeFormat("es-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

type FormCase = {
  name: string;
  path: string;
  form: (page: Page) => Locator;
  submit: string;
  fillValid: (form: Locator) => Promise<void>;
  subject: string;
  lines: () => string[];
  successToast: string;
  fillInvalid: (form: Locator) => Promise<void>;
  messages: string[];
  kept: [string, string][];
};

const label = (form: Locator, text: string) => form.getByLabel(text, { exact: true });

const cases: FormCase[] = [
  {
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

describe.each(JS_MODES)("Spanish forms with $label", ({ js }) => {
  test.each(cases)("$name: a valid submit opens the Spanish draft", async (form) => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const mail = captureMailto(page);
    await page.goto(`${env.site.url}${form.path}`);
    if (js) await deferredHydrated(form.form(page));
    expect(await form.form(page).getAttribute("action")).toMatch(/^\/es(\/|\?|$)/);
    await form.fillValid(form.form(page));
    await form.form(page).getByRole("button", { name: form.submit }).click();
    await expect.poll(() => mail.drafts.length).toBe(1);
    expect(mail.last()).toMatchObject({ to: "bookings@example.com", subject: form.subject, lines: form.lines() });
    expect(mail.drafts[0]).not.toMatch(/\+/);
    if (js) {
      // The toast layer's code is fetched with the first toast.
      await expect.poll(() => page.getByText(form.successToast).first().isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => label(form.form(page), "Correo electrónico").inputValue()).toBe("");
      await page.getByText("¿No se abrió? Envíelo de otra forma").click();
      expect(await page.locator("textarea[readonly]").inputValue()).toBe(`${form.subject}\n\n${form.lines().join("\n")}`);
      expect(await page.getByRole("link", { name: "Enviar por WhatsApp" }).count()).toBe(1);
    }
    await t.finish();
  });

  test.each(cases)("$name: invalid input shows Spanish messages and keeps every value", async (form) => {
    const t = await openPage(env.browser, js ? { js } : { js, viewport: { width: 390, height: 740 } });
    const { page } = t;
    const mail = captureMailto(page);
    await page.goto(`${env.site.url}${form.path}`);
    if (js) await deferredHydrated(form.form(page));
    await form.fillInvalid(form.form(page));
    await form.form(page).getByRole("button", { name: form.submit }).click();
    for (const message of form.messages) {
      await expect.poll(() => form.form(page).getByText(message, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    }
    for (const [name, value] of form.kept) expect(await label(form.form(page), name).inputValue()).toBe(value);
    expect(await form.form(page).locator("[aria-invalid=true]").count()).toBe(form.messages.length);
    // The refused post came back as the Spanish page, at its Spanish address.
    expect(new URL(page.url()).pathname).toBe(form.path.replace(/\?.*$/, ""));
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    if (!js) await expectErrorSummaryInView(page, "Corrija");
    expect(mail.drafts).toEqual([]);
    await expectAccessible(page);
    await t.finish([INVALID_STATUS]); // with JavaScript too: the route action refuses the post
  });
});

const panel = (page: Page) => page.locator("#contact-panel");

async function openPanel(page: Page) {
  // The round button (its words are the page frame's, not the form's).
  await page.locator('button[popovertarget="contact-panel"]').first().click();
  await expect.poll(() => panel(page).isVisible()).toBe(true);
}

async function fillPanel(form: Locator, values: { name: string; phone: string; email: string; service?: string; message?: string }) {
  await form.getByPlaceholder("Nombre*").fill(values.name);
  await form.getByPlaceholder("Teléfono*").fill(values.phone);
  await form.getByPlaceholder("Correo electrónico*").fill(values.email);
  if (values.service) await form.getByLabel("Servicio de interés").selectOption(values.service);
  if (values.message !== undefined) await form.getByPlaceholder("Mensaje (opcional)").fill(values.message);
}

describe.each(JS_MODES)("Spanish floating panel with $label", ({ js }) => {
  test("Spanish fields and a Spanish draft", async () => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const mail = captureMailto(page);
    await page.goto(`${env.site.url}/es/fleet`);
    await openPanel(page);
    const form = panel(page).getByRole("form", { name: "Contáctenos" });
    expect(await form.getAttribute("action")).toBe("/es/contact-panel");
    expect(await form.locator("select option").allInnerTexts()).toEqual([
      "Servicio de interés*",
      "Alquiler de autos exóticos",
      "Alquiler de yate",
      "Auto y yate",
    ]);
    await fillPanel(form, { name: "José Núñez", phone: "+1 305 555 0199", email: "jose@example.com", service: "Both Car & Yacht", message: "Dos días\ny el yate" });
    await form.getByRole("button", { name: "Enviar" }).click();
    await expect.poll(() => mail.drafts.length).toBe(1);
    expect(mail.last()).toMatchObject({
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
    if (js) {
      await expect.poll(() => panel(page).getByText("¡Mensaje enviado!").isVisible()).toBe(true);
      expect(await panel(page).getByText("Le contactaremos en un plazo de 24 horas.").isVisible()).toBe(true);
      await panel(page).getByText("¿No se abrió?").click();
      expect(await panel(page).locator("textarea[readonly]").inputValue()).toContain("Servicio de interés: Auto y yate");
    }
    await t.finish();
  });

  test("a refused enquiry keeps its values, with Spanish messages", async () => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const mail = captureMailto(page);
    await page.goto(`${env.site.url}/es/fleet`);
    await openPanel(page);
    let form = panel(page).getByRole("form", { name: "Contáctenos" });
    if (js) await form.evaluate((element) => ((element as HTMLFormElement).noValidate = true));
    await fillPanel(form, { name: "   ", phone: "305", email: "a@b", service: "Yacht Charter", message: "<b>guarde</b> esto" });
    await form.getByRole("button", { name: "Enviar" }).click();
    if (!js) {
      // Without JavaScript the panel posts to its own page, which answers in Spanish.
      await page.waitForURL(`${env.site.url}/es/contact-panel`);
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Contáctenos");
      form = page.locator("main form");
      await expectErrorSummaryInView(page, "Corrija");
    }
    for (const message of ["El nombre es obligatorio.", "Correo electrónico no válido."]) {
      await expect.poll(() => form.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    expect(await form.getByPlaceholder("Correo electrónico*").inputValue()).toBe("a@b");
    expect(await form.getByPlaceholder("Teléfono*").inputValue()).toBe("305");
    expect(await form.getByLabel("Servicio de interés").inputValue()).toBe("Yacht Charter");
    expect(await form.getByPlaceholder("Mensaje (opcional)").inputValue()).toBe("<b>guarde</b> esto");
    expect(mail.drafts).toEqual([]);
    await t.finish([INVALID_STATUS]);
  });
});

test("the server answers a Spanish post in Spanish: 'No seleccionada', messages, values and the Spanish form address", async () => {
  const draft = await fetch(`${env.site.url}/es/yacht-charter`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ name: "Ana", email: "ana@example.com", phone: "305" }),
  });
  expect(draft.status).toBe(303);
  const location = draft.headers.get("location")!;
  expect(location).toMatch(/^mailto:bookings@example\.com\?subject=/);
  expect(decodeURIComponent(location.split("subject=")[1]!.split("&")[0]!)).toBe(
    "Nueva solicitud de reserva del yate [New Yacht Charter Booking Request]",
  );
  expect(decodeURIComponent(location.split("body=")[1]!)).toContain("Duración: 4 horas\r\nFecha preferida: No seleccionada\r\nSolicitudes: Ninguna");

  const refused = await fetch(`${env.site.url}/es/yacht-charter`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ name: "Ana", email: "ana@example.com", phone: "305", preferredDate: "2020-01-01", duration: "12", requests: "Señal\r\nBcc: x@evil.test" }),
  });
  expect(refused.status).toBe(400);
  expect(refused.headers.get("cache-control")).toBe("no-store");
  const html = await refused.text();
  expect(html).toMatch(/<html[^>]* lang="es"/);
  expect(html).toContain("Seleccione una fecha futura");
  expect(html).toContain("Elija 4, 6 u 8 horas.");
  expect(html).toContain('action="/es/yacht-charter"');
  expect(html).toContain('value="2020-01-01"');
  // The English page is unchanged by all this.
  const english = await fetch(`${env.site.url}/yacht-charter`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ name: "Ann", email: "ann@example.com", phone: "305" }),
  });
  expect(decodeURIComponent(english.headers.get("location")!.split("subject=")[1]!.split("&")[0]!)).toBe("New Yacht Charter Booking Request");
});

test("Spanish vehicle booking: a past day is refused with a Spanish toast, and 'Procesando...' shows", async () => {
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  const mail = captureMailto(page);
  await page.goto(`${env.site.url}/es/fleet/mclaren-gt-blue`);
  const form = page.getByRole("form", { name: "Reservar el McLaren GT" });
  await deferredHydrated(form);
  const date = label(form, "Fecha preferida");
  const today = todayIn("America/New_York");
  await date.fill("2020-01-01");
  await expect.poll(() => page.getByText("Seleccione una fecha futura").first().isVisible()).toBe(true);
  expect(await date.inputValue()).toBe(today);
  await label(form, "Nombre").fill("Ana");
  await label(form, "Correo electrónico").fill("ana@example.com");
  await label(form, "Teléfono").fill("305");
  await form.evaluate((element) => {
    const button = element.querySelector("button[type=submit]") as HTMLButtonElement;
    const seen: string[] = [];
    (window as unknown as { processingSeen: string[] }).processingSeen = seen;
    new MutationObserver(() => seen.push(button.innerText.trim().toLowerCase())).observe(element, { subtree: true, childList: true, attributes: true });
  });
  await form.locator("button[type=submit]").click();
  await expect.poll(() => mail.drafts.length).toBe(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { processingSeen: string[] }).processingSeen)).toContain("procesando...");
  await t.finish();
});

test("the floating panel's no-JavaScript page in Spanish", async () => {
  const t = await openPage(env.browser, { js: false });
  await t.page.goto(`${env.site.url}/es/contact-panel`);
  expect(await t.page.title()).toMatch(/^Contáctenos \| /);
  const form = t.page.locator("main form");
  expect(await form.getAttribute("action")).toBe("/es/contact-panel");
  expect(await form.getAttribute("aria-label")).toBe("Contáctenos");
  for (const placeholder of ["Nombre*", "Teléfono*", "Correo electrónico*", "Mensaje (opcional)"]) {
    expect(await form.getByPlaceholder(placeholder).count()).toBe(1);
  }
  await t.finish();
});
