import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startSite, type RunningSite } from "./site";

/**
 * The demo site and a Chromium for one test file: started before its tests,
 * stopped after them. Read `site` and `browser` inside tests (not at import).
 */
export function siteAndBrowserForFile(): { readonly site: RunningSite; readonly browser: Browser } {
  const running = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    [running.site, running.browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
  return running;
}
