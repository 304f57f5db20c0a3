import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { EXPECTED_404, launchBrowser, openPage } from "../support/browser";
import { startFakeAnalytics, type FakeAnalytics } from "../support/fake-analytics";
import { startSite, type RunningSite } from "../support/site";

// Analytics against a local stand-in for the service: page views for the
// first load and for client navigations, Core Web Vitals as events; and with
// analytics not configured, nothing loads and no request leaves the site.

let analytics: FakeAnalytics;
let site: RunningSite;
let plainSite: RunningSite;
let browser: Browser;

beforeAll(async () => {
  analytics = await startFakeAnalytics();
  [site, plainSite, browser] = await Promise.all([
    startSite({ ANALYTICS_SCRIPT_URL: analytics.scriptUrl, ANALYTICS_DOMAIN: "www.example.com" }),
    startSite(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), plainSite?.stop(), analytics?.close()]);
});

const VITALS = ["CLS", "FCP", "INP", "LCP", "TTFB"];
// A route pattern as React Router writes it: "/", "/contact", "/fleet/:id", "/*".
const ROUTE_PATTERN = /^\/([\w.-]+|:\w+\??|\*)?(\/([\w.-]+|:\w+\??|\*))*$/;

/** What the browser does when the visitor switches tab: the moment web-vitals reports LCP, CLS and INP. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test("the document loads the service's script, deferred, after the app's own, and the CSP allows it", async () => {
  const response = await fetch(`${site.url}/any-page`);
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toMatch(new RegExp(`script-src 'self' ${analytics.origin}[ ;]`));
  expect(policy).toMatch(new RegExp(`connect-src 'self' ${analytics.origin}[ ;]`));
  const html = await response.text();
  const tag = /<script[^>]*id="analytics-script"[^>]*>/.exec(html)?.[0] ?? "";
  expect(tag).toContain(`src="${analytics.scriptUrl}"`);
  expect(tag).toContain('data-domain="www.example.com"');
  expect(tag).toMatch(/\sdefer(="")?[\s>]/);
  expect(html.indexOf(tag)).toBeGreaterThan(html.lastIndexOf('type="module"'));
});

test("page views for the first load and a client navigation, then web vitals", async () => {
  const t = await openPage(browser, { js: true });
  const { page, context } = t;
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const pageviews = () => analytics.events.filter((event) => event.name === "pageview");

  await page.goto(`${site.url}/first-visit?ref=somewhere`);
  await expect.poll(() => pageviews().length).toBe(1);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The main navigation (the footer hydrates after the page, so its
  // first click may be a plain link's full navigation: app/hydration/deferred.tsx).
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await page.waitForURL(`${site.url}/contact`);
  await expect.poll(() => pageviews().length).toBe(2);
  expect(await page.evaluate(() => "sameDocument" in window), "a client navigation").toBe(true);

  const [first, second] = pageviews();
  expect(first).toMatchObject({ url: `${site.url}/first-visit`, domain: "www.example.com", props: { path: "/first-visit" } });
  expect(second).toMatchObject({ url: `${site.url}/contact`, props: { path: "/contact" } });
  for (const view of [first!, second!]) {
    expect(Object.keys(view.props ?? {}).sort()).toEqual(["path", "route"]);
    expect(view.props?.route).toMatch(ROUTE_PATTERN);
  }

  await hidePage(page);
  await expect.poll(() => analytics.events.filter((event) => VITALS.includes(event.name)).length).toBeGreaterThan(0);
  const vitals = analytics.events.filter((event) => VITALS.includes(event.name));
  for (const vital of vitals) {
    // Measured on the page the visitor landed on, whatever page they are on now.
    expect(vital.url).toBe(`${site.url}/first-visit`);
    expect(Object.keys(vital.props ?? {})).toEqual(["value"]);
    expect(vital.props?.value).toBeGreaterThanOrEqual(0);
  }
  expect(requested.some((url) => /\/assets\/web-vitals-[\w-]+\.js$/.test(url))).toBe(true);

  // Still one view per page: nothing counted twice.
  expect(pageviews()).toHaveLength(2);
  expect(analytics.events.every((event) => event.cookie === undefined)).toBe(true);
  expect(await context.cookies()).toEqual([]);
  await t.finish([EXPECTED_404]);
});

test("without analytics: no script tag, no web-vitals, no request to anyone but the site", async () => {
  const response = await fetch(`${plainSite.url}/any-page`);
  expect(response.headers.get("content-security-policy")).toContain("connect-src 'self';");
  const html = await response.text();
  expect(html).not.toContain("analytics-script");
  expect(html).not.toContain("data-domain");

  const t = await openPage(browser, { js: true });
  const { page } = t;
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const before = analytics.events.length;

  await page.goto(`${plainSite.url}/first-visit`);
  // The main navigation (the footer hydrates after the page, so its
  // first click may be a plain link's full navigation: app/hydration/deferred.tsx).
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await page.waitForURL(`${plainSite.url}/contact`);
  await hidePage(page);
  await page.waitForTimeout(500);

  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => !url.startsWith(`${plainSite.url}/`) && !url.startsWith("data:"))).toEqual([]);
  expect(requested.filter((url) => url.includes("web-vitals"))).toEqual([]);
  expect(analytics.events.length).toBe(before);
  await t.finish([EXPECTED_404]);
});
