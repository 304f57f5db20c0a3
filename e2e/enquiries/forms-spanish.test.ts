import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { todayIn } from "../../app/enquiries/dates";
import { deferredHydrated, JS_MODES, openPage } from "../support/browser";
import { expectErrorSummaryInView } from "../support/error-summary";
import { captureMailto } from "../support/mailto";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// What only the Spanish forms have, with JavaScript on and off: the floating
// panel's Spanish draft and messages, the server's Spanish answer to a plain
// post, and the Spanish past-date toast. The page forms in both languages are
// one parameterised test (forms.test.ts).

const env = siteAndBrowserForFile();

const INVALID_STATUS = /status of 400/;
const label = (form: Locator, text: string) => form.getByLabel(text, { exact: true });

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
