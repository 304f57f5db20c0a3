import type { Browser, Locator, Page } from "playwright-core";
import { chromium } from "playwright-core";
import { expect } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser";
import { captureMailto } from "./mailto";

// The five enquiry forms as a visitor sends them through a proxy (nginx or
// Caddy) at https://www.example.com, each expected to open its mail draft.

/** Chromium reaching www.example.com (port 443) at the proxy's https port, trusting its test certificate. */
export function launchBehindProxy(host: string, httpsPort: number): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host}:443 127.0.0.1:${httpsPort}`, "--ignore-certificate-errors"],
  });
}

type ProxyForm = {
  name: string;
  path: string;
  /** The button that opens the form, if it is not on the page already. */
  open?: string;
  form: (page: Page) => Locator;
  /** Text fields by label (by placeholder in the floating panel), then a select if any. */
  fields: [string, string][];
  byPlaceholder?: boolean;
  select?: [string, string];
  button: string;
  subject: string;
};
const byName = (name: string) => (page: Page) => page.getByRole("form", { name });
const FORMS: ProxyForm[] = [
  {
    name: "floating panel",
    path: "/contact",
    open: "Contact us",
    form: (page) => page.locator("#contact-panel"),
    fields: [["Name*", "Ann Lee"], ["Phone*", "305"], ["Email*", "ann@example.com"]],
    byPlaceholder: true,
    select: ["Service Interest", "Yacht Charter"],
    button: "Send",
    subject: "New Booking Inquiry from Website",
  },
  {
    name: "elite booking",
    path: "/",
    form: byName("Elite booking"),
    fields: [["First Name", "Ann"], ["Last Name", "Lee"], ["Phone", "305"], ["Email", "ann@example.com"]],
    button: "Request Elite Booking",
    subject: "New Elite Booking Request from Website",
  },
  {
    name: "vehicle booking",
    path: "/fleet/mclaren-gt-blue",
    form: byName("Book the McLaren GT"),
    fields: [["Name", "Ann Lee"], ["Email", "ann@example.com"], ["Phone", "305"]],
    button: "Request Booking",
    subject: "New Vehicle Booking Request - McLaren GT",
  },
  {
    name: "yacht booking",
    path: "/yacht-charter",
    form: byName("Book the yacht"),
    fields: [["Name", "Ann Lee"], ["Email", "ann@example.com"], ["Phone", "305"]],
    button: "Book Your Charter",
    subject: "New Yacht Charter Booking Request",
  },
  {
    name: "contact",
    path: "/contact",
    form: byName("Contact"),
    fields: [["Name", "Ann Lee"], ["Phone", "305"], ["Email", "ann@example.com"], ["Message", "Hello"]],
    button: "Send Message",
    subject: "New Contact Form Submission from Website",
  },
];

async function fillAndSend(page: Page, spec: ProxyForm) {
  if (spec.open) await page.getByRole("button", { name: spec.open }).click();
  const form = spec.form(page);
  for (const [field, value] of spec.fields) await (spec.byPlaceholder ? form.getByPlaceholder(field) : form.getByLabel(field)).fill(value);
  if (spec.select) await form.getByLabel(spec.select[0]).selectOption(spec.select[1]);
  await form.getByRole("button", { name: spec.button }).click();
}

/** Fills and sends every form at https://HOST with JavaScript on or off; each must open its draft. */
export async function sendEveryForm(browser: Browser, host: string, js: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 860 } });
  try {
    for (const form of FORMS) {
      const page = await context.newPage();
      const mail = captureMailto(page);
      await page.goto(`https://${host}${form.path}`);
      await fillAndSend(page, form);
      await expect.poll(() => mail.drafts.length, { message: form.name }).toBe(1);
      expect(mail.last(), form.name).toMatchObject({ to: "bookings@example.com", subject: form.subject });
      await page.close();
    }
  } finally {
    await context.close();
  }
}
