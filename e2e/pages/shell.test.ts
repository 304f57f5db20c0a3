import { describe, expect, test } from "vitest";
import { EXPECTED_404, expectAccessible, JS_MODES, openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";

const env = siteAndBrowserForFile();

const FOOTER_VEHICLE_PATHS = [
  "/fleet/mclaren-gt-blue",
  "/fleet/mercedes-gls-600-black",
  "/fleet/rolls-royce-cullinan-glacier-white",
  "/fleet/lamborghini-urus-orange",
  "/fleet/mercedes-g63-blue",
];

test("GET /healthz answers 200 without touching the catalog", async () => {
  const response = await fetch(`${env.site.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("ok");
  expect(response.headers.get("cache-control")).toBe("no-store");
});

test("an unknown path answers 404 with the not-found page and is logged", async () => {
  const response = await fetch(`${env.site.url}/no/such-page?x=1`);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain(">404<");
  expect(env.site.logs).toContainEqual(expect.objectContaining({ event: "not_found", path: "/no/such-page" }));
});

describe.each(JS_MODES)("app shell with $label", ({ js }) => {
  test("navigation, footer and the 404 page", async () => {
    const t = await openPage(env.browser, { js });
    const { page } = t;
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto(`${env.site.url}/missing-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").innerText()).toContain("Oops! Page not found");
    expect(await page.getByText("404", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [["Home", "/"], ["Fleet", "/fleet"], ["Yacht", "/yacht-charter"], ["Contact", "/contact"]]) {
      expect(await nav.getByRole("link", { name, exact: true }).first().getAttribute("href")).toBe(href);
    }
    expect(await page.getByRole("link", { name: "BOOK NOW" }).getAttribute("href")).toBe("/quick-booking");

    const footer = page.locator("footer");
    const hrefs = await footer.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const path of ["/fleet", "/yacht-charter", "/contact", ...FOOTER_VEHICLE_PATHS]) expect(hrefs).toContain(path);
    expect(hrefs).toContain("tel:+13055550100");
    expect(hrefs).toContain("mailto:bookings@example.com");
    expect(hrefs.some((href) => href?.startsWith("https://social.example.com/"))).toBe(true);
    const footerText = await footer.innerText();
    expect(footerText).toContain("© 2025");
    expect(footerText.toLowerCase()).toContain("yacht charter");

    await expectAccessible(page);
    if (js) expect(warnings.some((line) => line.includes("/missing-page"))).toBe(true);
    await t.finish([EXPECTED_404]);
  });

  test("the phone menu opens and leads to a page", async () => {
    const t = await openPage(env.browser, { js, viewport: { width: 390, height: 800 } });
    const { page } = t;
    await page.goto(`${env.site.url}/nowhere`);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#site-menu");
    const contact = menu.getByRole("link", { name: "Contact" });
    await expect.poll(() => contact.isVisible()).toBe(true);
    await contact.click();
    await page.waitForURL(`${env.site.url}/contact`);
    // With JavaScript a client navigation closes it; without, the new page starts closed.
    await expect.poll(() => menu.evaluate((element) => element.matches(":popover-open"))).toBe(false);
    await t.finish([EXPECTED_404]);
  });

  test("the gold progress bar appears past 100 px and follows the scroll", async () => {
    const t = await openPage(env.browser, { js, viewport: { width: 800, height: 360 } });
    const { page } = t;
    await page.goto(`${env.site.url}/long-enough`);
    const bar = page.locator(".scroll-progress-bar");
    const opacity = () => bar.evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(await opacity()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(400);
    expect(await opacity()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect.poll(opacity, { timeout: 2000 }).toBe(1);
    const scaleAt = () => bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    const partial = await scaleAt();
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scaleAt).toBeCloseTo(1, 2);
    await t.finish([EXPECTED_404]);
  });
});

test("a client navigation scrolls to the top", async () => {
  const t = await openPage(env.browser, { js: true, viewport: { width: 800, height: 400 } });
  const { page } = t;
  await page.goto(`${env.site.url}/start-here`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.locator("footer").getByRole("link", { name: "Contact" }).click();
  await page.waitForURL(`${env.site.url}/contact`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await t.finish([EXPECTED_404]);
});

test("under reduced motion the bar shows without a fade", async () => {
  const t = await openPage(env.browser, { js: false, reducedMotion: "reduce" });
  await t.page.goto(`${env.site.url}/x`);
  const transition = await t.page.locator(".scroll-progress-bar").evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(transition).toBe("0s");
  await t.finish([EXPECTED_404]);
});

// The page's own manifest lists every route (react-router.config.ts, routeDiscovery
// "initial"). Discovered lazily instead, each load fetched /__manifest after
// hydration and re-rendered the whole page with the patched routes: on /fleet
// about a tenth of the load's main-thread work, and one more request a client
// navigation could wait on.
test("the router knows every route from the page itself: no discovery request on a load or a client navigation", async () => {
  const t = await openPage(env.browser, { js: true });
  const { page } = t;
  const discovery: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/__manifest")) discovery.push(request.url());
  });
  await page.goto(`${env.site.url}/`);
  await page.waitForLoadState("networkidle");
  for (const [name, path, heading] of [
    ["Yacht", "/yacht-charter", /yacht/i],
    ["Fleet", "/fleet", /fleet/i],
    ["Español", "/es/fleet", /flota/i],
  ] as const) {
    await page.locator("header nav > ul").getByRole("link", { name, exact: true }).click();
    await page.waitForURL(`${env.site.url}${path}`);
    await expect.poll(() => page.locator("h1").innerText()).toMatch(heading);
  }
  await page.locator('main a[href^="/es/fleet/"]').first().click();
  await page.waitForURL(/\/es\/fleet\/[\w-]+$/);
  // The booking form is a part whose code comes after a client navigation: on a loaded machine, past expect.poll's 1 s default.
  await expect.poll(() => page.locator('main form[method="post"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(discovery).toEqual([]);
  await t.finish();
});
