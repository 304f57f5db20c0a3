import { describe, expect, test } from "vitest";
import { decodeMailto } from "../../tests/support/mailto";
import { deferredHydrated, JS_MODES, openPage } from "../support/browser";
import { captureMailto } from "../support/mailto";
import { siteAndBrowserForFile } from "../support/site-and-browser";
import { tomorrow } from "../support/expected-drafts";

// The five enquiry forms, English and Spanish, JavaScript on and off: a valid
// post keeps the enquiry and answers with the mail draft (a 303 without
// JavaScript; data to the hydrated form, which opens the draft and says
// "received" with a reference and a plain link to the draft). The honeypot (over
// HTTP and by keyboard), the privacy link, and
// the 2,000-character cap on the draft's URL.

const env = siteAndBrowserForFile();

type Case = { form: string; path: string; fields: () => Record<string, string> };

const person = { phone: "+1 305 555 0100", email: "ann@example.com" };
const CASES: Case[] = [
  { form: "contact-panel", path: "/contact-panel", fields: () => ({ name: "Ann Lee", ...person, service: "Yacht Charter", message: "Hola" }) },
  { form: "contact", path: "/contact", fields: () => ({ name: "Ann Lee", ...person, service: "event", message: "Hello there" }) },
  { form: "elite-booking", path: "/?index", fields: () => ({ firstName: "Ann", lastName: "Lee", ...person }) },
  { form: "vehicle-booking", path: "/fleet/mclaren-gt-blue", fields: () => ({ name: "Ann Lee", ...person, preferredDate: tomorrow(), message: "Airport" }) },
  { form: "yacht-booking", path: "/yacht-charter", fields: () => ({ name: "Ann Lee", ...person, duration: "6", preferredDate: tomorrow(), requests: "Cake" }) },
];
const LANGUAGES = [
  { prefix: "", subject: /^New /, received: /We have your request \(ref\. ([0-9A-F]{8})\)/, open: "Open the email draft", shortened: "[… shortened; the full message reached us with your request]" },
  { prefix: "/es", subject: /^Nuev[ao] /, received: /Tenemos su solicitud \(ref\. ([0-9A-F]{8})\)/, open: "Abrir el borrador del correo", shortened: "[… recortado; el mensaje completo nos llegó con su solicitud]" },
];

function localized(prefix: string, path: string): string {
  return prefix === "" ? path : path.startsWith("/?") ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

function post(path: string, fields: Record<string, string>) {
  return fetch(`${env.site.url}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

/** React Router's own request for a fetcher's post (single fetch: the path with .data). */
function fetcherPost(path: string, fields: Record<string, string>) {
  const url = new URL(path, env.site.url);
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return post(`${url.pathname}${url.search}`, fields);
}

describe.each(LANGUAGES)("over HTTP ($prefix)", (language) => {
  test.each(CASES)("$form: a post without JavaScript gets a 303 to the draft; a fetcher's post gets the draft and 'received'", async ({ path, fields }) => {
    const plain = await post(localized(language.prefix, path), fields());
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toMatch(/^mailto:/);

    const scripted = await fetcherPost(localized(language.prefix, path), { ...fields(), _scripted: "1" });
    expect(scripted.status).toBe(200);
    expect(scripted.headers.get("location")).toBeNull();
    const body = await scripted.text();
    expect(body).toContain("mailto:");
    expect(body).toContain('"received"');
  });

  test.each(CASES)("$form: a filled honeypot still gets the draft, but nothing is kept", async ({ path, fields }) => {
    const plain = await post(localized(language.prefix, path), { ...fields(), website: "https://spam.example" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toMatch(/^mailto:/);
    const scripted = await fetcherPost(localized(language.prefix, path), { ...fields(), website: "https://spam.example", _scripted: "1" });
    const body = await scripted.text();
    expect(body).toContain("mailto:");
    expect(body).toContain('"not-kept"');
    expect(body).not.toContain('"received"');
  });

  test("a long message: the draft's URL stays within 2000 characters, marked as shortened", async () => {
    const message = "Quiero el yate mañana, señor; ¿está libre? 🎉 ".repeat(44).slice(0, 1990);
    const response = await post(localized(language.prefix, "/contact"), { name: "Ñoño Pérez", ...person, message });
    const location = response.headers.get("location")!;
    expect(location.length).toBeLessThanOrEqual(2000);
    const draft = decodeMailto(location);
    expect(draft.body.isWellFormed()).toBe(true);
    expect(draft.body).toContain(language.shortened);
  });
});

describe.each(JS_MODES)("in a browser, $label", ({ js }) => {
  describe.each(LANGUAGES)("$prefix", (language) => {
    test.each(CASES)("$form: the draft opens; with JavaScript the note says received, with a reference and a link to the draft", async ({ form, path, fields }) => {
      const { page, finish } = await openPage(env.browser, { js });
      const mail = captureMailto(page);
      await page.goto(`${env.site.url}${localized(language.prefix, path.replace("?index", ""))}`);
      const element = page.locator(`form[data-enquiry="${form}"]`).first();
      if (js) await deferredHydrated(element);
      for (const [name, value] of Object.entries(fields())) {
        const field = element.locator(`[name="${name}"]`);
        if ((await field.evaluate((node) => node.tagName)) === "SELECT") await field.selectOption(value);
        else await field.fill(value);
      }
      await element.locator('[type="submit"]').click();
      await expect.poll(() => mail.drafts.length).toBe(1);
      expect(mail.last().subject).toMatch(language.subject);
      if (js) {
        const note = page.getByRole("status").filter({ hasText: language.received });
        await expect.poll(() => note.count()).toBeGreaterThan(0);
        const link = note.getByRole("link", { name: language.open });
        expect(await link.getAttribute("href")).toBe(mail.drafts[0]);
        // A draft opened again by a tap is not blocked.
        await link.click();
        await expect.poll(() => mail.drafts.length).toBe(2);
      }
      await finish();
    });
  });
});

test.each([
  { path: "/privacy", words: ["We do not keep your IP address.", "180 days. After that it is deleted automatically.", "bookings@example.com"] },
  { path: "/es/privacy", words: ["No guardamos su dirección IP.", "180 días. Después se borra automáticamente.", "bookings@example.com"] },
])("$path says what is kept, for how long and how to have it deleted; the footer and the forms link to it", async ({ path, words }) => {
  const response = await fetch(`${env.site.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  for (const word of words) expect(html).toContain(word);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/privacy"/);
  expect(html).toMatch(/hrefLang="es" href="[^"]*\/es\/privacy"|href="[^"]*\/es\/privacy"[^>]*hrefLang="es"/i);
  const contact = await (await fetch(`${env.site.url}${path.replace("privacy", "contact")}`)).text();
  expect(contact.split(`href="${path}"`).length - 1).toBeGreaterThanOrEqual(2); // the footer and the form
});

test.each(JS_MODES)("$label: Tab and Shift+Tab through each form never reach the honeypot, and reach the privacy link", async ({ js }) => {
  for (const { form, path } of CASES) {
    const { page, finish } = await openPage(env.browser, { js });
    await page.goto(`${env.site.url}${path.replace("?index", "")}`);
    const element = page.locator(`form[data-enquiry="${form}"]`).first();
    if (js) await deferredHydrated(element);
    await element.locator("input, select, textarea").first().focus();
    // What has focus: a field's name, a link's href, or a button's type, and whether it is inside this form's box.
    const focused = () =>
      page.evaluate((selector) => {
        const active = document.activeElement as HTMLElement & { name?: string };
        const box = document.querySelector(selector)!.parentElement!;
        return { inside: box.contains(active), what: active.getAttribute("name") ?? active.getAttribute("href") ?? active.getAttribute("type") ?? active.tagName };
      }, `form[data-enquiry="${form}"]`);
    const forward: string[] = [];
    for (let i = 0; i < 20; i++) {
      const now = await focused();
      if (!now.inside) break;
      forward.push(now.what);
      await page.keyboard.press("Tab");
    }
    expect(forward, form).not.toContain("website");
    expect(forward, form).toContain("/privacy");
    const backward: string[] = [];
    for (let i = 0; i < forward.length; i++) {
      await page.keyboard.press("Shift+Tab");
      backward.push((await focused()).what);
    }
    expect(backward, form).not.toContain("website");
    expect(backward.reverse().slice(0, -1), form).toEqual(forward.slice(0, backward.length - 1));
    await finish();
  }
});
