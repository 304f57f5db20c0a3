import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { EXPECTED_404, expectAccessible, JS_MODES, openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";
import { captureMailto } from "../support/mailto";

const env = siteAndBrowserForFile();

const panel = (page: Page) => page.locator("#contact-panel");

async function openPanel(page: Page) {
  await page.getByRole("button", { name: "Contact us" }).click();
  await expect.poll(() => panel(page).isVisible()).toBe(true);
}

async function fill(page: Page, values: { name: string; phone: string; email: string; service?: string; message?: string }) {
  const form = panel(page);
  await form.getByPlaceholder("Name*").fill(values.name);
  await form.getByPlaceholder("Phone*").fill(values.phone);
  await form.getByPlaceholder("Email*").fill(values.email);
  if (values.service) await form.getByLabel("Service Interest").selectOption(values.service);
  if (values.message !== undefined) await form.getByPlaceholder("Message (optional)").fill(values.message);
}

describe.each(JS_MODES)("floating contact panel with $label", ({ js }) => {
  test("opens from the round button, shows SPEC's fields and closes on Escape and outside clicks", async () => {
    const t = await openPage(env.browser, { js, viewport: { width: 390, height: 844 } });
    const { page } = t;
    await page.goto(`${env.site.url}/somewhere`);
    expect(await panel(page).isVisible()).toBe(false);
    await openPanel(page);
    expect(await panel(page).getByRole("heading", { name: "Contact Us" }).isVisible()).toBe(true);
    for (const placeholder of ["Name*", "Phone*", "Email*", "Message (optional)"]) {
      expect(await panel(page).getByPlaceholder(placeholder).getAttribute("placeholder")).toBe(placeholder);
    }
    expect(await panel(page).locator("select option").allInnerTexts()).toEqual([
      "Service Interest*",
      "Exotic Car Rental",
      "Yacht Charter",
      "Both Car & Yacht",
    ]);
    for (const name of ["name", "phone", "email", "service"]) {
      expect(await panel(page).locator(`[name=${name}]`).getAttribute("required")).not.toBeNull();
    }
    expect(await panel(page).locator("textarea[name=message]").getAttribute("rows")).toBe("3");
    const box = await panel(page).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(420);
    expect(box!.width).toBeLessThanOrEqual(390 * 0.95 + 1);
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await openPanel(page);
    await page.mouse.click(20, 200);
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await openPanel(page);
    await panel(page).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await t.finish([EXPECTED_404]);
  });

  test("a valid enquiry opens the exact mail draft", async () => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const mail = captureMailto(page);
    await page.goto(`${env.site.url}/anywhere`);
    await openPanel(page);
    await fill(page, { name: "Ann Lee", phone: "+1 305 555 0199", email: "ann@example.com", service: "Both Car & Yacht", message: "Two days\nthen the yacht" });
    await panel(page).getByRole("button", { name: "Send" }).click();
    await expect.poll(() => mail.drafts.length).toBe(1);
    expect(mail.last()).toMatchObject({
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
    expect(mail.drafts[0]).not.toContain("+");
    if (js) {
      await expect.poll(() => panel(page).getByText("Message sent!").isVisible()).toBe(true);
      expect(await panel(page).getByText("We'll contact you within 24 hours.").isVisible()).toBe(true);
      await panel(page).getByText("Didn't open?").click();
      const draft = await panel(page).locator("textarea[readonly]").inputValue();
      expect(draft).toContain("Name: Ann Lee");
      const whatsapp = await panel(page).getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href");
      expect(whatsapp).toMatch(/^https:\/\/wa\.me\/13055550100\?text=/);
      expect(decodeURIComponent(whatsapp!.split("text=")[1]!)).toContain("Service Interest: Both Car & Yacht");
      await expectAccessible(page);

      // Close: the panel hides at once and the sent state stays until 300 ms later
      // (measured inside the page, so a slow test machine cannot blur it).
      const elapsed = await page.evaluate(async () => {
        const panelElement = document.getElementById("contact-panel")!;
        const close = [...panelElement.querySelectorAll("button")].find((button) => button.textContent === "Close")!;
        const start = performance.now();
        close.click();
        const hidden = !panelElement.matches(":popover-open");
        while (panelElement.textContent?.includes("Message sent!")) {
          await new Promise((done) => requestAnimationFrame(done));
          if (performance.now() - start > 5000) break;
        }
        return { hidden, ms: performance.now() - start };
      });
      expect(elapsed.hidden).toBe(true);
      expect(elapsed.ms).toBeGreaterThanOrEqual(300);
      expect(elapsed.ms).toBeLessThan(2000);
      await openPanel(page);
      expect(await panel(page).getByText("Message sent!").count()).toBe(0);
      expect(await panel(page).getByPlaceholder("Name*").inputValue()).toBe("");
    }
    await t.finish([EXPECTED_404]);
  });
});

test("JavaScript on: messages under each field, nothing sent, values kept", async () => {
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  const mail = captureMailto(page);
  await page.goto(`${env.site.url}/page`);
  await openPanel(page);
  await panel(page).locator("form").evaluate((form) => ((form as HTMLFormElement).noValidate = true));
  await fill(page, { name: "   ", phone: "", email: "a@b", message: "keep this" });
  await panel(page).getByRole("button", { name: "Send" }).click();
  for (const message of ["Name is required.", "Phone is required.", "Invalid email.", "Please select a service."]) {
    await expect.poll(() => panel(page).getByText(message, { exact: true }).isVisible()).toBe(true);
  }
  expect(await panel(page).getByPlaceholder("Email*").getAttribute("aria-invalid")).toBe("true");
  expect(await panel(page).getByPlaceholder("Message (optional)").inputValue()).toBe("keep this");
  expect(await panel(page).getByPlaceholder("Email*").inputValue()).toBe("a@b");
  const color = await panel(page).getByText("Invalid email.").evaluate((el) => getComputedStyle(el).color);
  expect(color).toMatch(/^(rgb|oklch)/);
  await panel(page).getByPlaceholder("Email*").fill("");
  await panel(page).getByRole("button", { name: "Send" }).click();
  await expect.poll(() => panel(page).getByText("Email is required.").isVisible()).toBe(true);
  await expectAccessible(page);
  expect(mail.drafts).toEqual([]);
  await t.finish([EXPECTED_404, /status of 400/]); // the action refuses the post (the fetcher's 400)
});

test("JavaScript off: an invalid post shows the form full-page with its messages and values", async () => {
  const t = await openPage(env.browser, { js: false });
  const { page } = t;
  const mail = captureMailto(page);
  await page.goto(`${env.site.url}/page`);
  await openPanel(page);
  await fill(page, { name: "   ", phone: "305", email: "a@b", service: "Yacht Charter", message: "<b>keep</b> this" });
  const [response] = await Promise.all([page.waitForResponse(`${env.site.url}/contact-panel`), panel(page).getByRole("button", { name: "Send" }).click()]);
  expect(response.status()).toBe(400);
  await page.waitForURL(`${env.site.url}/contact-panel`);
  const form = page.locator("main form");
  expect(await form.getByText("Name is required.").isVisible()).toBe(true);
  expect(await form.getByText("Invalid email.").isVisible()).toBe(true);
  expect(await form.getByPlaceholder("Email*").inputValue()).toBe("a@b");
  expect(await form.getByPlaceholder("Phone*").inputValue()).toBe("305");
  expect(await form.getByLabel("Service Interest").inputValue()).toBe("Yacht Charter");
  expect(await form.getByPlaceholder("Message (optional)").inputValue()).toBe("<b>keep</b> this");
  await expectAccessible(page);
  expect(mail.drafts).toEqual([]);
  await t.finish([EXPECTED_404, /status of 400/]);
});

test("the server refuses what native validation would have caught", async () => {
  const response = await fetch(`${env.site.url}/contact-panel`, {
    method: "POST",
    body: new URLSearchParams({ name: "", phone: "", email: "", service: "Helicopter" }),
  });
  expect(response.status).toBe(400);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const html = await response.text();
  for (const message of ["Name is required.", "Phone is required.", "Email is required.", "Please select a service."]) {
    expect(html).toContain(message);
  }
});
