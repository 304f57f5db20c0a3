import { describe, expect, test } from "vitest";
import { formatLongDate, todayIn } from "../../app/enquiries/dates";
import { deferredHydrated, expectAccessible, JS_MODES, openPage } from "../support/browser";
import { expectErrorSummaryInView } from "../support/error-summary";
import { captureMailto } from "../support/mailto";
import { FORM_CASES, FORM_WORDS } from "../support/form-cases";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// The four page forms in English and Spanish, each with JavaScript on and off:
// the exact draft, every message, values kept after an error, the success state.

const env = siteAndBrowserForFile();

const INVALID_STATUS = /status of 400/;

describe.each(JS_MODES)("forms with $label", ({ js }) => {
  test.each(FORM_CASES)("$language $name: a valid submit opens the exact draft", async (form) => {
    const words = FORM_WORDS[form.language];
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const mail = captureMailto(page);
    await page.goto(`${env.site.url}${form.path}`);
    // With JavaScript the forms hydrate after the page; a submit before that is the plain post tested without it.
    if (js) await deferredHydrated(form.form(page));
    // Each form posts to its own language's address.
    expect(await form.form(page).getAttribute("action")).toMatch(form.language === "es" ? /^\/es(\/|\?|$)/ : /^\/(?!es(\/|\?|$))/);
    await form.fillValid(form.form(page));
    await form.form(page).getByRole("button", { name: form.submit }).click();
    await expect.poll(() => mail.drafts.length).toBe(1);
    expect(mail.last()).toMatchObject({ to: "bookings@example.com", subject: form.subject, lines: form.lines() });
    expect(mail.drafts[0]).not.toMatch(/\+/);
    if (js) {
      // The toast layer's code is fetched with the first toast.
      await expect.poll(() => page.getByText(form.successToast).first().isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => form.form(page).getByLabel(words.email, { exact: true }).inputValue()).toBe("");
      await page.getByText(words.fallback).click();
      expect(await page.locator("textarea[readonly]").inputValue()).toBe(`${form.subject}\n\n${form.lines().join("\n")}`);
      expect(await page.getByRole("link", { name: words.whatsapp }).count()).toBe(1);
      await expectAccessible(page);
    }
    await t.finish();
  });

  test.each(FORM_CASES)("$language $name: invalid input shows every message and keeps every value", async (form) => {
    const words = FORM_WORDS[form.language];
    // Without JavaScript on a phone (issue 14): the answer also brings the visitor to its error summary.
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
    for (const [label, value] of form.kept) expect(await form.form(page).getByLabel(label, { exact: true }).inputValue()).toBe(value);
    expect(await form.form(page).locator("[aria-invalid=true]").count()).toBe(form.messages.length);
    // The refused post came back as the page in its language, at its address.
    expect(new URL(page.url()).pathname).toBe(form.path.replace(/\?.*$/, ""));
    expect(await page.locator("html").getAttribute("lang")).toBe(form.language);
    if (!js) await expectErrorSummaryInView(page, words.summary);
    expect(mail.drafts).toEqual([]);
    await expectAccessible(page);
    await t.finish([INVALID_STATUS]); // with JavaScript too: the route action refuses the post
  });
});

test("yacht: every duration's total shows without JavaScript, and the total follows the choice with it", async () => {
  const off = await openPage(env.browser, { js: false });
  await off.page.goto(`${env.site.url}/yacht-charter`);
  const options = await off.page.getByLabel("Duration").locator("option").allInnerTexts();
  expect(options).toEqual(["4 hours ($1,500)", "6 hours ($2,250)", "8 hours ($3,000)"]);
  expect(await off.page.getByLabel("Duration").inputValue()).toBe("4");
  await off.finish();

  const on = await openPage(env.browser, { js: true });
  await on.page.goto(`${env.site.url}/yacht-charter`);
  const total = on.page.getByTestId("yacht-total");
  expect(await total.innerText()).toBe("$1,500");
  await on.page.getByLabel("Duration").selectOption("8");
  await expect.poll(() => total.innerText()).toBe("$3,000");
  await on.page.getByLabel("Duration").selectOption("6");
  await expect.poll(() => total.innerText()).toBe("$2,250");
  expect(await on.page.getByLabel("Preferred Date").getAttribute("min")).toBe(todayIn("America/New_York"));
  await on.finish();
});

test("yacht: no date gives 'Not selected', a past date is refused by the server", async () => {
  const response = await fetch(`${env.site.url}/yacht-charter`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ name: "Ann", email: "ann@example.com", phone: "305" }),
  });
  expect(response.status).toBe(303);
  const body = decodeURIComponent(response.headers.get("location")!.split("body=")[1]!);
  expect(body).toContain("Duration: 4 hours\r\nPreferred Date: Not selected\r\nRequests: None");
  const past = await fetch(`${env.site.url}/yacht-charter`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ name: "Ann", email: "ann@example.com", phone: "305", preferredDate: "2020-01-01", duration: "12" }),
  });
  expect(past.status).toBe(400);
  const html = await past.text();
  expect(html).toContain("Please select a future date");
  expect(html).toContain("Please choose 4, 6 or 8 hours.");
});

test("contact: the message box is at least 150 px tall and the service is optional", async () => {
  const t = await openPage(env.browser, { js: false });
  await t.page.goto(`${env.site.url}/contact`);
  const form = t.page.getByRole("form", { name: "Contact" });
  const box = await form.getByLabel("Message").boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(150);
  expect(await form.getByLabel("Service Interest").getAttribute("required")).toBeNull();
  expect(await form.getByLabel("Service Interest").locator("option").allInnerTexts()).toEqual([
    "Select a service (optional)",
    "Exotic Car Rental",
    "Yacht Charter",
    "Celebrity Entertainment / Event",
    "Other",
  ]);
  await t.finish();
});

test("vehicle booking: a past day picked whole is refused at once with a toast, the last good date stays, and 'Processing...' shows", async () => {
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  const mail = captureMailto(page);
  await page.goto(`${env.site.url}/fleet/mclaren-gt-blue`);
  const form = page.getByRole("form", { name: "Book the McLaren GT" });
  await deferredHydrated(form);
  const date = form.getByLabel("Preferred Date");
  const today = todayIn("America/New_York");
  expect(await date.inputValue()).toBe(today);
  expect(await date.getAttribute("min")).toBe(today);
  // A whole date set at once (the calendar, autofill; fill() types no keys) is judged at once.
  await date.fill("2020-01-01");
  await expect.poll(() => page.getByText("Please select a future date").first().isVisible()).toBe(true);
  expect(await date.inputValue()).toBe(today);

  await form.getByLabel("Name").fill("Ann");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Phone").fill("305");
  // "Processing..." lasts 0.4 s: recorded in the page as it happens, not sampled from here.
  await form.evaluate((element) => {
    const button = element.querySelector("button[type=submit]") as HTMLButtonElement;
    const seen: string[] = [];
    (window as unknown as { processingSeen: string[] }).processingSeen = seen;
    new MutationObserver(() => seen.push(`${button.innerText.trim().toLowerCase()} disabled=${button.disabled}`)).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  const button = form.locator("button[type=submit]");
  await button.click();
  await expect.poll(() => mail.drafts.length).toBe(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { processingSeen: string[] }).processingSeen)).toContain("processing... disabled=true");
  // Then the form is ready for another request.
  await expect.poll(() => button.evaluate((element: HTMLButtonElement) => `${element.innerText.trim().toLowerCase()} disabled=${element.disabled}`)).toBe(
    "request booking disabled=false",
  );
  expect(mail.last().lines).toContain(`Preferred Date: ${formatLongDate(today, "en")}`);
  await t.finish();
});

test("vehicle booking without JavaScript: a past date gets the field message and is kept; a booked car asks about availability", async () => {
  const response = await fetch(`${env.site.url}/fleet/mclaren-gt-blue`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ name: "Ann", email: "ann@example.com", phone: "305", preferredDate: "2020-01-01" }),
  });
  expect(response.status).toBe(400);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const html = await response.text();
  expect(html).toContain("Please select a future date");
  expect(html).toContain('value="2020-01-01"');

  const missing = await fetch(`${env.site.url}/fleet/no-such-car`, { method: "POST", redirect: "manual", body: new URLSearchParams({ name: "Ann" }) });
  expect(missing.status).toBe(404);

  const t = await openPage(env.browser, { js: false });
  await t.page.goto(`${env.site.url}/fleet/bmw-i8-portimao-blue`);
  expect(await t.page.getByText("Currently Unavailable").count()).toBeGreaterThan(0);
  expect(await t.page.getByRole("form", { name: "Book the BMW i8" }).getByRole("button", { name: "Ask About Availability" }).count()).toBe(1);
  await t.finish();
});

test("toasts: at most 3 visible at once, each closing by itself after 4 s", async () => {
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  await page.goto(`${env.site.url}/fleet/mclaren-gt-blue`);
  const form = page.getByRole("form", { name: "Book the McLaren GT" });
  await deferredHydrated(form);
  const date = form.getByLabel("Preferred Date");
  for (const day of ["2020-01-01", "2020-01-02", "2020-01-03", "2020-01-04"]) await date.fill(day);
  const toasts = page.locator("li[data-variant=error]");
  await expect.poll(() => toasts.count()).toBe(3);
  expect(await toasts.first().innerText()).toContain("Please select a future date");
  const shownFor = await page.evaluate(async () => {
    const start = performance.now();
    while (document.querySelectorAll("li[data-variant=error]").length > 0 && performance.now() - start < 10_000) {
      await new Promise((done) => setTimeout(done, 50));
    }
    return performance.now() - start;
  });
  // Each closes 4 s after it appeared, and the one the fourth pushed out never comes back (it would add 4 s more).
  expect(shownFor).toBeGreaterThan(3_000);
  expect(shownFor).toBeLessThan(6_000);
  await t.finish();
});
