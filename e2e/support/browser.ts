import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";
import { axeFor, layOutEverything } from "../../scripts/audit/axe";

// Debian's Chromium driven by playwright-core (a test tool's own browser
// download cannot work here). Every page records console errors and uncaught
// exceptions; `finish()` fails the test if any appeared.

/**
 * The browser tests drive Debian's `chromium-headless-shell`: the same Blink and V8
 * as its `chromium` (one source package, one version), without the desktop
 * browser's profile and window machinery, which costs several times the CPU per
 * page on these 2 cores (the shell is also what Playwright's own headless mode
 * runs). The bench and its Lighthouse runs use the full `chromium`.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

export type JsMode = { js: boolean; label: string };
export const JS_MODES: JsMode[] = [
  { js: true, label: "JavaScript on" },
  { js: false, label: "JavaScript off" },
];

const scriptsOff = new WeakSet<Page>();

export type TestPage = {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Fails on console errors other than those matching `allow`; closes the context. */
  finish(allow?: RegExp[]): Promise<void>;
};

export async function openPage(
  browser: Browser,
  options: {
    js: boolean;
    reducedMotion?: "reduce" | "no-preference";
    viewport?: { width: number; height: number };
    /** A phone's screen: its pixel ratio (and touch, with isMobile). */
    deviceScaleFactor?: number;
    isMobile?: boolean;
    /** Don't wait for hydration in goto/reload (a test that holds the scripts back, e2e/support/late-scripts.ts). */
    lateScripts?: boolean;
    /** A touch screen: with it, `pointer: coarse` matches in Chromium's emulation. */
    hasTouch?: boolean;
    /** How long each step (a navigation, a locator) may take before it fails; Playwright's 30 s otherwise. */
    stepTimeout?: number;
  },
): Promise<TestPage> {
  const context = await browser.newContext({
    javaScriptEnabled: options.js,
    reducedMotion: options.reducedMotion ?? "no-preference",
    viewport: options.viewport ?? { width: 1280, height: 800 },
    deviceScaleFactor: options.deviceScaleFactor,
    isMobile: options.isMobile,
    hasTouch: options.hasTouch,
  });
  const page = await context.newPage();
  if (options.stepTimeout) page.setDefaultTimeout(options.stepTimeout);
  if (!options.js) scriptsOff.add(page);
  else if (!options.lateScripts) waitForHydrationOnLoad(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return {
    page,
    context,
    errors,
    async finish(allow = []) {
      await context.close();
      const unexpected = errors.filter((line) => !allow.some((pattern) => pattern.test(line)));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
  };
}

/**
 * The app's scripts start after the first paint (app/document/paint-first.server.ts),
 * which can come after the load event: with JavaScript on, page.goto() and
 * page.reload() also wait until the page has hydrated (the root layout marks
 * <html data-hydrated>). Documents without the app's boot script don't wait.
 */
function waitForHydrationOnLoad(page: Page) {
  const hydrated = () =>
    page.waitForFunction(() => !document.getElementById("app-boot") || document.documentElement.hasAttribute("data-hydrated"));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * A part hydrated after the page (app/hydration/deferred.tsx): waits until
 * React has taken over `part`'s markup, then two frames for the render that
 * follows hydration.
 */
export async function deferredHydrated(part: Locator): Promise<void> {
  const page = part.page();
  await expect
    .poll(() => part.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))), { timeout: 20_000 })
    .toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** An expected 404 document shows up in Chromium's console as a failed resource. */
export const EXPECTED_404 = /Failed to load resource: the server responded with a status of 404/;

/**
 * axe-core, WCAG 2.2 A and AA rules; any violation fails. axe runs as a script,
 * so for a page opened with JavaScript off it checks a copy of that page's DOM,
 * with every script removed, in a scripting context of the same size.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (scriptsOff.has(page)) {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    const url = page.url().replace(/#.*$/, ""); // a request never carries the fragment
    const copy = await copyPage(page.context().browser()!);
    await copy.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    try {
      await copy.goto(url);
      await runAxe(copy);
    } finally {
      await copy.unroute(url);
      await copy.goto("about:blank");
    }
    return;
  }
  await runAxe(page);
}

/**
 * One page per browser for those script-free copies (a new page costs Chromium
 * a renderer, 0.5-1 s on the shared machine): a copy has no scripts and no
 * state to carry over, and each starts from about:blank at its page's size.
 * Reduced motion: entrance animations replay in the copy; axe checks their end state.
 */
const copyPages = new WeakMap<Browser, Promise<Page>>();
function copyPage(browser: Browser): Promise<Page> {
  let copy = copyPages.get(browser);
  if (!copy) {
    copy = browser.newContext({ reducedMotion: "reduce" }).then((context) => context.newPage());
    copyPages.set(browser, copy);
  }
  return copy;
}

async function runAxe(page: Page): Promise<void> {
  await layOutEverything(page);
  const results = await axeFor(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}
