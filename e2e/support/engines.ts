import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { expect } from "vitest";
import { CHROMIUM_PATH } from "./browser";

// One small interface over the three browser engines the site is tested in:
// Chromium (playwright-core, e2e/support/chromium-engine.ts), WebKit
// (WebKitWebDriver and a chrome-less WebKitGTK window, e2e/support/webkit.ts)
// and Firefox (puppeteer-core over WebDriver BiDi, e2e/support/firefox.ts).
// Selectors are CSS; clicks are real pointer clicks at the element's centre
// (WebKitWebDriver refuses an element click whose centre another element
// covers, as a stretched card link does); typing is key by key.

export type EngineName = "chromium" | "webkit" | "firefox";
export const ENGINE_NAMES: EngineName[] = ["chromium", "webkit", "firefox"];

export type OpenOptions = {
  js: boolean;
  /** The window's inner size; 1280 x 800 unless told. */
  width?: number;
  height?: number;
};

export type Box = { x: number; y: number; width: number; height: number };

/** The keys tests press (W3C WebDriver and both CDP/BiDi clients know these names). */
export type KeyName = "Escape" | "Enter" | "Tab" | "ArrowLeft" | "ArrowRight" | "ArrowDown" | "ArrowUp" | "Backspace";

export interface EnginePage {
  readonly engine: EngineName;
  readonly js: boolean;
  /** Loads the URL and waits for the load event and, with JavaScript, for hydration. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs a function in the page (works with the page's JavaScript off too) and returns its JSON result. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** Clicks with the pointer at a viewport point. */
  clickAt(x: number, y: number): Promise<void>;
  /** Key-by-key typing into whatever has focus. */
  typeKeys(text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** The viewport as the visitor sees it (PNG). */
  screenshot(): Promise<Buffer>;
  /** Console errors, uncaught exceptions and CSP violations so far. */
  consoleErrors(): Promise<string[]>;
  /** Requests that failed or were answered 4xx/5xx so far ("STATUS URL" or "failed URL: reason"). */
  failedRequests(): Promise<string[]>;
  /** Every mailto: URL the page opened (the mail draft), oldest first. */
  drafts(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  open(options: OpenOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/** The command's path in one of PATH's directories, or "" when none has it. */
function onPath(command: string): string {
  const found = (process.env.PATH ?? "").split(delimiter).map((dir) => join(dir, command)).find((path) => existsSync(path));
  return found ?? "";
}

/** Why an engine cannot run on this machine, or null when it can. */
export function engineMissing(name: EngineName): string | null {
  const need: Record<EngineName, [path: string, debianPackage: string][]> = {
    chromium: [[CHROMIUM_PATH, "chromium-headless-shell"]],
    // e2e/support/webkit.ts starts these two from PATH.
    webkit: [
      [onPath("WebKitWebDriver"), "webkit2gtk-driver"],
      [onPath("Xvfb"), "xvfb"],
      ["/usr/bin/python3", "python3"],
    ],
    firefox: [[process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr", "firefox-esr"]],
  };
  const missing = need[name].filter(([path]) => !path || !existsSync(path)).map(([, pkg]) => pkg);
  if (name === "webkit" && existsSync("/usr/bin/python3")) {
    // The test's browser window is PyGObject over WebKitGTK.
    const probe = spawnSync("/usr/bin/python3", ["-c", "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')"], { encoding: "utf8" });
    if (probe.status !== 0) missing.push("python3-gi", "gir1.2-webkit2-4.1");
  }
  if (missing.length === 0) return null;
  return `${name} did not run: Debian package(s) ${missing.join(", ")} missing (scripts/ensure-engines.sh installs them when run as root)`;
}

export async function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case "chromium":
      return (await import("./chromium-engine")).launchChromiumEngine();
    case "webkit":
      return (await import("./webkit")).launchWebKit();
    case "firefox":
      return (await import("./firefox")).launchFirefox();
  }
}

// ---- Helpers every test uses, written once over the interface ----

type ElementQuery = { selector: string; text?: string; index?: number };

/** A CSS selector, optionally narrowed to the elements whose trimmed text is `text`, then the nth. */
export function el(selector: string, options: { text?: string; index?: number } = {}): ElementQuery {
  return { selector, ...options };
}

function query(target: string | ElementQuery): ElementQuery {
  return typeof target === "string" ? { selector: target } : target;
}

// Runs in the page: finds the element (serialised with the query).
const FIND = `function find(q) {
  let list = [...document.querySelectorAll(q.selector)];
  if (q.text !== undefined) list = list.filter((e) => (e.textContent || "").replace(/\\s+/g, " ").trim() === q.text);
  return list[q.index ?? 0] || null;
}`;

async function inPage<T>(page: EnginePage, target: string | ElementQuery, body: string, extra?: unknown): Promise<T> {
  const fn = new Function("input", `${FIND}\nconst element = find(input.q);\nconst extra = input.extra;\n${body}`) as (input: unknown) => T;
  return page.evaluate(fn, { q: query(target), extra });
}

export function count(page: EnginePage, target: string | ElementQuery): Promise<number> {
  const q = query(target);
  return page.evaluate(
    (input) => {
      const list = [...document.querySelectorAll(input.selector)];
      return input.text === null ? list.length : list.filter((e) => (e.textContent ?? "").replace(/\s+/g, " ").trim() === input.text).length;
    },
    { selector: q.selector, text: q.text ?? null },
  ) as Promise<number>;
}

export function text(page: EnginePage, target: string | ElementQuery): Promise<string | null> {
  return inPage(page, target, `return element ? element.innerText : null;`);
}

export function attribute(page: EnginePage, target: string | ElementQuery, name: string): Promise<string | null> {
  return inPage(page, target, `return element ? element.getAttribute(extra) : null;`, name);
}

export function value(page: EnginePage, target: string | ElementQuery): Promise<string | null> {
  return inPage(page, target, `return element ? element.value : null;`);
}

/** Rendered with a box, not hidden (display, visibility, a closed <details>): what a visitor could see if scrolled to. */
export function visible(page: EnginePage, target: string | ElementQuery): Promise<boolean> {
  return inPage(
    page,
    target,
    `if (!element) return false;
     const r = element.getBoundingClientRect();
     return r.width > 0 && r.height > 0 && element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false });`,
  );
}

export async function box(page: EnginePage, target: string | ElementQuery): Promise<Box | null> {
  return inPage(page, target, `if (!element) return null; const r = element.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height };`);
}

/** Scrolls the element to the middle of the viewport and clicks its centre with the pointer. */
export async function click(page: EnginePage, target: string | ElementQuery): Promise<void> {
  const centre = await inPage<{ x: number; y: number; problem?: string } | null>(
    page,
    target,
    `if (!element) return null;
     element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
     const r = element.getBoundingClientRect();
     const x = Math.round(r.x + r.width / 2), y = Math.round(r.y + r.height / 2);
     if (r.width === 0 || r.height === 0) return { x, y, problem: "has no box (not displayed)" };
     const hit = document.elementFromPoint(x, y);
     if (!hit || (hit !== element && !element.contains(hit))) {
       return { x, y, problem: "is covered at its centre by " + (hit ? hit.outerHTML.slice(0, 120) : "nothing") };
     }
     return { x, y };`,
  );
  if (!centre) throw new Error(`click: no element ${JSON.stringify(query(target))}`);
  // What a visitor cannot click, a test does not click either.
  if (centre.problem) throw new Error(`${page.engine}: click: ${JSON.stringify(query(target))} ${centre.problem}`);
  await page.clickAt(centre.x, centre.y);
}

/** Focuses the field, empties it, and types `text` key by key. */
export async function fill(page: EnginePage, target: string | ElementQuery, input: string): Promise<void> {
  const found = await inPage<boolean>(
    page,
    target,
    `if (!element) return false;
     element.scrollIntoView({ block: "center", behavior: "instant" });
     element.focus();
     if (element.value !== "") {
       const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
       Object.getOwnPropertyDescriptor(proto, "value").set.call(element, "");
       element.dispatchEvent(new Event("input", { bubbles: true }));
     }
     return true;`,
  );
  if (!found) throw new Error(`fill: no element ${JSON.stringify(query(target))}`);
  if (input) await page.typeKeys(input);
}

/**
 * Sets a select's option or a date field's value the way a picker does (the
 * native value setter, then input and change events): the engines' own pickers
 * are not part of the page and differ per engine.
 */
export async function choose(page: EnginePage, target: string | ElementQuery, input: string): Promise<void> {
  const found = await inPage<boolean>(
    page,
    target,
    `if (!element) return false;
     if (element instanceof HTMLSelectElement) {
       for (const option of element.options) option.selected = option.value === extra;
     } else {
       Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(element, extra);
     }
     element.dispatchEvent(new Event("input", { bubbles: true }));
     element.dispatchEvent(new Event("change", { bubbles: true }));
     return true;`,
    input,
  );
  if (!found) throw new Error(`choose: no element ${JSON.stringify(query(target))}`);
}

/**
 * Polls `read` until `check` passes (or the time is up, then fails with the last
 * value). A read that throws (the page is between documents after a plain form
 * post) is tried again.
 */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  let last: { value?: T; error?: unknown } = {};
  for (;;) {
    try {
      last = { value: await read() };
      if (check(last.value as T)) return last.value as T;
    } catch (error) {
      last = { error };
    }
    if (Date.now() - start > timeoutMs) {
      const seen = "error" in last ? `failing with ${String(last.error)}` : `still ${JSON.stringify(last.value)}`;
      throw new Error(`${what}: ${seen} after ${timeoutMs} ms`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Fails the test on console errors, CSP violations or failed requests, except those matching `allow`. */
export async function expectCleanPage(page: EnginePage, allow: RegExp[] = []): Promise<void> {
  const keep = (line: string) => !allow.some((pattern) => pattern.test(line));
  expect((await page.consoleErrors()).filter(keep), `${page.engine}: console errors and CSP violations`).toEqual([]);
  expect((await page.failedRequests()).filter(keep), `${page.engine}: failed requests`).toEqual([]);
}
