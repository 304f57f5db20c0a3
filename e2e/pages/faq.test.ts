import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_FAQ_ROWS } from "../../app/faq/demo-faq";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { decodeMailto } from "../../tests/support/mailto";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { EXPECTED_404, expectAccessible, JS_MODES, launchBrowser, openPage } from "../support/browser";
import { expectPageMeta } from "./pages-support";
import { startSite, type RunningSite } from "../support/site";

// Issue 17 with the real server and Chromium: the requirements and FAQ page,
// the vehicle's Rental terms and the draft's terms line, on three sites: the
// demo; a Supabase project that has run the migration (the owner's own
// questions and defaults, and a row with bad terms); and one that has not
// (the site as before: no terms, no FAQ, one warning).

const TERM_COLUMNS = new Set(["min_driver_age", "security_deposit", "miles_per_day", "extra_mile_price", "min_rental_hours"]);
const SF90 = "/fleet/ferrari-sf90-stradale-rosso-corsa";
const MCLAREN = "/fleet/mclaren-gt-blue";
const MAYBACH = "/fleet/mercedes-maybach-s-580-obsidian-black";
const mclarenRow = DEMO_VEHICLE_ROWS.find((row) => row.model === "GT")!;

// As a table that has run every migration holds them (a `language` on each row).
const OWNER_FAQ = [
  { topic: "requirements", question: "Do you rent to drivers under 25?", answer: "Yes, from 23 on most cars.\n\nSee each vehicle's Rental terms.", position: 1, published: true, anchor: "under-25", language: "en" },
  { topic: "yacht", question: "Can we bring a birthday cake aboard?", answer: "Of course: the crew will keep it cool.", position: 1, published: true, anchor: null, language: "en" },
  { topic: "insurance", question: "An unpublished draft?", answer: "Not yet.", position: 1, published: false, anchor: null, language: "en" },
];
/** The McLaren as a careless dashboard edit leaves it: bad terms beside good ones. */
const BAD_TERMS = { min_driver_age: -5, security_deposit: "lots", miles_per_day: 120, extra_mile_price: null, min_rental_hours: 0.5 };

let browser: Browser;
let demo: RunningSite;
let owner: RunningSite;
let old: RunningSite;
let backends: FakePostgrest[];

beforeAll(async () => {
  const ownerRows = DEMO_VEHICLE_ROWS.map((row) => (row.id === mclarenRow.id ? { ...row, ...BAD_TERMS } : row));
  const oldRows = DEMO_VEHICLE_ROWS.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !TERM_COLUMNS.has(key))));
  backends = await Promise.all([startPostgrest({ rows: ownerRows, tables: { faq: OWNER_FAQ } }), startPostgrest({ rows: oldRows })]);
  const supabase = (backend: FakePostgrest) => ({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key" });
  [browser, demo, owner, old] = await Promise.all([
    launchBrowser(),
    startSite(),
    startSite({ ...supabase(backends[0]!), RENTAL_MIN_DRIVER_AGE: "23", RENTAL_SECURITY_DEPOSIT_USD: "4000", RENTAL_MIN_HOURS: "3" }),
    startSite(supabase(backends[1]!)),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([demo, owner, old].map((site) => site?.stop()));
  await Promise.all((backends ?? []).map((backend) => backend.close()));
});

async function html(site: RunningSite, path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

/** The draft the server answers a booking posted without JavaScript with. */
async function serverDraft(site: RunningSite, path: string) {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${site.url}${path}`, {
    method: "POST",
    body: new URLSearchParams({ name: "Ann Lee", email: "ann@example.com", phone: "305", preferredDate: tomorrow, message: "Hi" }),
    headers: { Origin: site.url },
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return decodeMailto(response.headers.get("location")!).lines;
}

async function termsBlock(page: Page): Promise<string[][]> {
  return page.locator('section[aria-labelledby="rental-terms-title"] dl > div').evaluateAll((rows) =>
    rows.map((row) => [row.querySelector("dt")!.textContent!, row.querySelector("dd")!.textContent!]),
  );
}

async function openQuestions(page: Page): Promise<string[]> {
  return page.locator("details[open] summary").allInnerTexts();
}

async function noOverflow(page: Page, label: string) {
  const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(extra, label).toBe(0);
}

describe.each(JS_MODES)("the demo site, $label", ({ js }) => {
  test("/faq: every section and question, closed, each opening on a click; title, description, canonical", async () => {
    const t = await openPage(browser, { js });
    const { page } = t;
    expect((await page.goto(`${demo.url}/faq`))?.status()).toBe(200);
    await expectPageMeta(page, "/faq", /^Rental Requirements & FAQ \| /);
    expect(await page.locator("h1").innerText()).toBe("Requirements & FAQ");
    expect(await page.locator("main h2").allInnerTexts()).toEqual(expect.arrayContaining(["Requirements and documents", "Deposit and payment", "Insurance", "Mileage and travel limits", "Delivery and pick-up", "Yacht charter", "Cancellations"]));
    expect(await page.locator("main details").count()).toBe(DEMO_FAQ_ROWS.length);
    expect(await openQuestions(page)).toEqual([]);
    const question = page.locator("summary", { hasText: "Can I drive the car out of Florida?" });
    await question.click();
    expect(await openQuestions(page)).toEqual([expect.stringContaining("Can I drive the car out of Florida?")]);
    await expect.poll(() => page.getByText("The cars stay in Florida.", { exact: false }).isVisible()).toBe(true);
    await question.click();
    expect(await openQuestions(page)).toEqual([]);
    await t.finish();
  });

  test("a link to one answer, arriving from elsewhere, opens that question and shows it below the header", async () => {
    const t = await openPage(browser, { js, viewport: { width: 390, height: 740 } });
    const { page } = t;
    await page.goto(`${demo.url}/faq#security-deposit`);
    await expect.poll(() => openQuestions(page)).toEqual(["How much is the security deposit, and how is it held?\n+"]);
    const answer = page.locator("#security-deposit");
    await expect.poll(() => answer.isVisible()).toBe(true);
    const header = await page.locator("header").first().boundingBox();
    const summary = await page.locator("details[open] summary").boundingBox();
    expect(summary!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    expect(summary!.y + summary!.height).toBeLessThanOrEqual(740);
    // The answer's own link is the address the owner shares.
    expect(await answer.getByRole("link", { name: /Link to this answer/ }).getAttribute("href")).toBe("#security-deposit");
    await t.finish();
  });

  test("links to /faq: the footer, the vehicle's terms, the yacht page", async () => {
    const t = await openPage(browser, { js });
    const { page } = t;
    await page.goto(`${demo.url}/yacht-charter`);
    expect(await page.locator("footer").getByRole("link", { name: "Requirements & FAQ" }).getAttribute("href")).toBe("/faq");
    expect(await page.getByRole("link", { name: "yacht charter FAQ" }).getAttribute("href")).toBe("/faq#yacht-charter");
    await page.goto(`${demo.url}${SF90}`);
    const panel = page.locator("#book");
    expect(await panel.getByRole("link", { name: "Requirements & FAQ" }).getAttribute("href")).toBe("/faq#requirements-and-documents");
    await t.finish();
  });

  test("the vehicle's Rental terms: its own values (the most powerful ask more), else the example defaults; none on the cards", async () => {
    const t = await openPage(browser, { js });
    const { page } = t;
    await page.goto(`${demo.url}${SF90}`);
    expect(await termsBlock(page)).toEqual([
      ["Minimum driver age", "30 years"],
      ["Security deposit", "$15,000"],
      ["Miles included", "50 per day"],
      ["Extra miles", "$7.50 per mile"],
      ["Minimum rental", "6 hours"],
    ]);
    await page.goto(`${demo.url}${MAYBACH}`);
    expect(await termsBlock(page)).toEqual([
      ["Minimum driver age", "25 years"],
      ["Security deposit", "$2,500"],
      ["Miles included", "100 per day"],
      ["Extra miles", "$3.00 per mile"],
      ["Minimum rental", "4 hours"],
    ]);
    await page.goto(`${demo.url}/fleet`);
    expect(await page.locator("main").innerText()).not.toMatch(/Rental terms|deposit/i);
    await t.finish();
  });
});

test("JavaScript on: a client navigation to a section, and an answer's address set later, open what they name", async () => {
  const t = await openPage(browser, { js: true, viewport: { width: 1280, height: 800 } });
  const { page } = t;
  await page.goto(`${demo.url}${SF90}`);
  await page.mouse.move(10, 10);
  await page.locator("#book").getByRole("link", { name: "Requirements & FAQ" }).click();
  await page.waitForURL(/\/faq#requirements-and-documents$/);
  await expect.poll(() => page.locator("#requirements-and-documents").evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(400);
  await page.evaluate(() => (window.location.hash = "#own-insurance"));
  await expect.poll(() => openQuestions(page)).toEqual(["Is my own car insurance enough?\n+"]);
  await expect.poll(() => page.locator("#own-insurance").isVisible()).toBe(true);
  await t.finish();
});

test.each([360, 390, 768, 1024, 1440])("at %i px nothing is wider than the screen: /faq with every answer open, and a vehicle page", async (width) => {
  const t = await openPage(browser, { js: true, viewport: { width, height: 800 } });
  const { page } = t;
  await page.goto(`${demo.url}/faq`);
  await noOverflow(page, "/faq at load");
  await page.locator("main details").evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
  await page.mouse.wheel(0, 2000);
  await noOverflow(page, "/faq, every answer open, after a scroll");
  await page.goto(`${demo.url}${SF90}`);
  await page.mouse.wheel(0, 1500);
  await page.locator('section[aria-labelledby="rental-terms-title"]').scrollIntoViewIfNeeded();
  await noOverflow(page, "vehicle page after a scroll");
  await t.finish();
});

test.each(JS_MODES)("/faq with every answer open has no axe violations at 360 px ($label)", async ({ js }) => {
  const t = await openPage(browser, { js, viewport: { width: 360, height: 800 } });
  const { page } = t;
  await page.goto(`${demo.url}/faq#cancellation`);
  await page.locator("main details").evaluateAll((all) => all.forEach((details) => details.setAttribute("open", "")));
  await expectAccessible(page);
  await t.finish();
});

test("the demo booking draft repeats the terms the page showed, in one line after the vehicle", async () => {
  const lines = await serverDraft(demo, MCLAREN);
  expect(lines.slice(0, 3)).toEqual([
    "Vehicle: McLaren GT (2023)",
    "Rental Terms: driver 25+, $7,500 deposit, 100 miles per day included ($4.00 per extra mile)",
    "Name: Ann Lee",
  ]);
});

describe("a Supabase project after the migration", () => {
  test("/faq shows the owner's published questions only, never the demo's", async () => {
    const page = await html(owner, "/faq");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Do you rent to drivers under 25?");
    expect(page.text).toContain("Can we bring a birthday cake aboard?");
    expect(page.text).toContain('id="can-we-bring-a-birthday-cake-aboard"');
    expect(page.text).not.toContain("An unpublished draft?");
    for (const row of DEMO_FAQ_ROWS) expect(page.text).not.toContain(row.question.replace(/'/g, "&#x27;"));
    const sitemap = await html(owner, "/sitemap.xml");
    expect(sitemap.text).toContain("/faq</loc>");
    expect(backends[0]!.requests.some((request) => request.path === "/rest/v1/faq" && request.query.get("published") === "eq.true")).toBe(true);
  });

  test("a row with bad terms: the page works, each bad term is logged and the owner's default shows", async () => {
    const t = await openPage(browser, { js: false });
    const { page } = t;
    expect((await page.goto(`${owner.url}${MCLAREN}`))?.status()).toBe(200);
    expect(await termsBlock(page)).toEqual([
      ["Minimum driver age", "23 years"],
      ["Security deposit", "$4,000"],
      ["Miles included", "120 per day"],
      ["Minimum rental", "3 hours"],
    ]);
    await page.goto(`${owner.url}${MAYBACH}`);
    // Every column empty: only the owner's defaults, none of the demo's examples.
    expect(await termsBlock(page)).toEqual([
      ["Minimum driver age", "23 years"],
      ["Security deposit", "$4,000"],
      ["Minimum rental", "3 hours"],
    ]);
    await t.finish();
    const warning = owner.logs.find((entry) => entry.event === "catalog.terms_invalid");
    expect(warning).toMatchObject({ level: "warn", id: mclarenRow.id });
    expect(warning!.issues).toHaveLength(3);
    expect(await serverDraft(owner, MCLAREN)).toContain("Rental Terms: driver 23+, $4,000 deposit, 120 miles per day included");
    expect(owner.logs.some((entry) => entry.event === "supabase.migration_missing")).toBe(false);
  });
});

describe("a Supabase project that has not run the migration", () => {
  test("the site works as before: no terms, no FAQ link, /faq not found, the SPEC draft; one warning", async () => {
    for (const path of ["/", "/fleet", SF90, MCLAREN, "/yacht-charter", "/contact"]) {
      const page = await html(old, path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toContain("Rental terms");
      expect(page.text, path).not.toMatch(/href="\/faq/);
    }
    const faq = await html(old, "/faq");
    expect(faq.status).toBe(404);
    expect(faq.text).toContain("Oops! Page not found");
    expect((await html(old, "/sitemap.xml")).text).not.toContain("/faq");
    expect(await serverDraft(old, MCLAREN)).toEqual([
      "Vehicle: McLaren GT (2023)",
      "Name: Ann Lee",
      "Email: ann@example.com",
      "Phone: 305",
      expect.stringMatching(/^Preferred Date: /),
      "Message: Hi",
    ]);
    const warnings = old.logs.filter((entry) => entry.event === "supabase.migration_missing");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: "warn", migration: "supabase/migrations/20261123120000_rental_terms_and_faq.sql" });
    expect(old.logs.filter((entry) => entry.level === "error")).toEqual([]);
  });

  test("in a browser with JavaScript, no console errors and the same pages", async () => {
    const t = await openPage(browser, { js: true });
    const { page } = t;
    await page.goto(`${old.url}${SF90}`);
    expect(await page.locator('section[aria-labelledby="rental-terms-title"]').count()).toBe(0);
    expect(await page.locator('a[href^="/faq"]').count()).toBe(0);
    await page.goto(`${old.url}/faq`);
    expect(await page.locator("h1").innerText()).toContain("Oops! Page not found");
    await t.finish([EXPECTED_404]);
  });
});
