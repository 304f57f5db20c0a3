import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startSite, type RunningSite } from "./site";

/**
 * Something started for one test file (a site, the fleet sites), as `name`, and
 * a Chromium: started before its tests, stopped after them. Read them inside
 * tests (not at import).
 */
export function startedWithBrowserForFile<K extends string, T extends { stop(): Promise<unknown> }>(
  name: K,
  start: () => Promise<T>,
): Readonly<Record<K, T> & { browser: Browser }> {
  const running = {} as Record<K, T> & { browser: Browser };
  beforeAll(async () => {
    const [started, browser] = await Promise.all([start(), launchBrowser()]);
    (running as Record<K, T>)[name] = started;
    running.browser = browser;
  });
  afterAll(async () => {
    await running.browser?.close();
    await (running[name] as T | undefined)?.stop();
  });
  return running;
}

/** The demo site and a Chromium for one test file. */
export function siteAndBrowserForFile(): { readonly site: RunningSite; readonly browser: Browser } {
  return startedWithBrowserForFile("site", startSite);
}
