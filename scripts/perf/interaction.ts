import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { median, round } from "./stats.ts";

// The first tap on a cold page, as a phone visitor makes it: Chromium's mobile
// emulation at 412 px with touch, the CPU slowed 4x (CDP), a fresh context per
// run. The page gets web-vitals' attribution build before its own scripts;
// INP is its value for that one interaction (web-vitals' definition: from the
// input to the next paint after its handlers), and the layout shift is CLS from
// the load through a second after the tap.

const ROOT = resolve(import.meta.dirname, "..", "..");
const WEB_VITALS = readFileSync(resolve(ROOT, "node_modules/web-vitals/dist/web-vitals.attribution.iife.js"), "utf8");

// Runs in the page before anything else. durationThreshold 0: report even a
// fast interaction (event timing itself has a 16 ms floor; web-vitals then
// falls back to the first input's delay).
const OBSERVE = `${WEB_VITALS}
;(() => {
  const out = (window.__firstTouch = { inp: null, cls: 0, attribution: null });
  webVitals.onINP((metric) => {
    out.inp = metric.value;
    const a = metric.attribution;
    out.attribution = a ? { target: a.interactionTarget, inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay, longestScript: a.longestScript ? { source: a.longestScript.entry.sourceURL, duration: a.longestScript.entry.duration, invoker: a.longestScript.entry.invoker } : null } : null;
  }, { reportAllChanges: true, durationThreshold: 0 });
  webVitals.onCLS((metric) => { out.cls = metric.value; }, { reportAllChanges: true });
})();`;

export const CPU_SLOWDOWN = 4;

export type FirstTouch = {
  name: string;
  path: string;
  runs: { inpMs: number | null; cls: number; attribution: unknown }[];
  /** Median INP of the runs (ms); null when no run reported one. */
  inpMs: number | null;
  /** Largest layout shift score of any run. */
  cls: number;
};

export type TapScenario = {
  name: string;
  path: string;
  /** The element a finger taps (a CSS or role selector for page.locator). */
  target: (page: Page) => ReturnType<Page["locator"]>;
  /** A page made here instead of the site's: the browser answers `path` with it. */
  html?: string;
};

// The floor: the same tap on a page holding nothing but a menu button (an HTML
// popover, as the site's is), in the same browser and run. What it measures is
// what the emulation, the machine's load and the browser cost a tap whatever
// the page; a site's tap is read against it.
const BARE_MENU = `<!doctype html><html data-hydrated><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title>
<button popovertarget="menu" aria-label="Menu" style="width:44px;height:44px">=</button><div id="menu" popover>Home</div></html>`;

export const TAP_SCENARIOS: TapScenario[] = [
  { name: "bare menu button (floor)", path: "/bench-floor", html: BARE_MENU, target: (page) => page.getByRole("button", { name: "Menu" }) },
  { name: "phone menu", path: "/fleet", target: (page) => page.locator('header [aria-label="Menu"]') },
  {
    name: "brand filter chip",
    path: "/fleet",
    target: (page) => page.getByRole("navigation", { name: "Filter by brand" }).getByRole("link", { name: "Rolls-Royce" }),
  },
  {
    name: "gallery photo",
    path: "/fleet/lamborghini-urus-orange",
    target: (page) => page.getByRole("link", { name: "View photo 1 of 3 full size" }),
  },
];

async function oneRun(browser: Browser, origin: string, scenario: TapScenario) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const { html } = scenario;
    if (html) await page.route(`${origin}${scenario.path}`, (route) => route.fulfill({ contentType: "text/html", body: html }));
    await page.goto(`${origin}${scenario.path}`, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const target = scenario.target(page);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await target.tap();
    await page.waitForTimeout(1500);
    const result = (await page.evaluate(() => (window as unknown as { __firstTouch: { inp: number | null; cls: number; attribution: unknown } }).__firstTouch));
    return { inpMs: result.inp, cls: result.cls, attribution: result.attribution };
  } finally {
    await context.close();
  }
}

export async function measureFirstTouch(browser: Browser, origin: string, scenario: TapScenario, runs: number): Promise<FirstTouch> {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, origin, scenario));
  const reported = results.map((result) => result.inpMs).filter((value): value is number => value !== null);
  return {
    name: scenario.name,
    path: scenario.path,
    runs: results,
    inpMs: reported.length > 0 ? median(reported) : null,
    cls: round(Math.max(...results.map((result) => result.cls)), 4),
  };
}
