import type { Engine, EnginePage, OpenOptions } from "./engines";
import { launchBrowser, openPage } from "./browser";
import { captureMailto } from "./mailto";

// Chromium behind the engine interface: the existing playwright-core helpers
// (launchBrowser, openPage with its hydration wait and console capture,
// captureMailto), used as they are.

export async function launchChromiumEngine(): Promise<Engine> {
  const browser = await launchBrowser();
  return {
    name: "chromium",
    async open(options: OpenOptions): Promise<EnginePage> {
      const t = await openPage(browser, { js: options.js, viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
      const { page } = t;
      const mail = captureMailto(page);
      const failed: string[] = [];
      page.on("requestfailed", (request) => {
        // Chromium reports the navigation a mail program takes over as failed.
        if (!request.url().startsWith("mailto:")) failed.push(`failed ${request.url()}: ${request.failure()?.errorText ?? ""}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      return {
        engine: "chromium",
        js: options.js,
        async goto(url) {
          await page.goto(url);
        },
        async url() {
          return page.url();
        },
        evaluate(fn, arg) {
          return page.evaluate(fn as never, arg as never);
        },
        clickAt: (x, y) => page.mouse.click(x, y),
        typeKeys: (input) => page.keyboard.type(input),
        press: (key) => page.keyboard.press(key),
        screenshot: () => page.screenshot(),
        async consoleErrors() {
          return [...t.errors];
        },
        async failedRequests() {
          return [...failed];
        },
        async drafts() {
          return [...mail.drafts];
        },
        close: () => t.context.close(),
      };
    },
    close: () => browser.close(),
  };
}
