import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import type { Engine, EnginePage, OpenOptions } from "./engines";

// Firefox ESR driven by puppeteer-core over WebDriver BiDi (geckodriver is not
// in Debian 12). JavaScript on and off are two browsers (it is a preference),
// each started when first needed, with a profile whose `mailto` handler is a
// local program appending the URL it is given to a file: the mail draft.
//
// Puppeteer's element click waits on page script that never runs with
// JavaScript off, so every click here is the pointer at coordinates.

type Instance = { browser: Browser; profile: string; drafts: string };

async function launch(js: boolean): Promise<Instance> {
  const profile = mkdtempSync(join(tmpdir(), "e2e-firefox-"));
  const drafts = join(profile, "mailto.log");
  const handler = join(profile, "mailto-handler.sh");
  writeFileSync(handler, `#!/bin/sh\nprintf '%s\\n' "$1" >> '${drafts}'\n`);
  chmodSync(handler, 0o755);
  writeFileSync(
    join(profile, "handlers.json"),
    JSON.stringify({
      defaultHandlersVersion: {},
      isDownloadsImprovementsAlreadyMigrated: true,
      mimeTypes: {},
      // action 2: use this helper application, without asking.
      schemes: { mailto: { action: 2, ask: false, handlers: [{ name: "e2e mail draft", path: handler }] } },
    }),
  );
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      "javascript.enabled": js,
      "security.external_protocol_requires_permission": false,
      "network.protocol-handler.warn-external-default": false,
      "network.protocol-handler.external.mailto": true,
    },
  });
  return { browser, profile, drafts };
}

function readDrafts(file: string): string[] {
  try {
    return readFileSync(file, "utf8").split("\n").filter(Boolean);
  } catch {
    return [];
  }
}

export async function launchFirefox(): Promise<Engine> {
  const instances = new Map<boolean, Promise<Instance>>();
  const instance = (js: boolean) => {
    if (!instances.has(js)) instances.set(js, launch(js));
    return instances.get(js)!;
  };

  return {
    name: "firefox",
    async open(options: OpenOptions): Promise<EnginePage> {
      const { browser, drafts } = await instance(options.js);
      const page: Page = await browser.newPage();
      page.setDefaultTimeout(15_000);
      await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 800 });
      const before = readDrafts(drafts).length;
      const errors: string[] = [];
      const failed: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      // Uncaught exceptions and CSP violations arrive as page errors over BiDi.
      page.on("pageerror", (error) => errors.push(`pageerror: ${(error as Error).message}`));
      page.on("requestfailed", (request) => {
        if (!request.url().startsWith("mailto:")) failed.push(`failed ${request.url()}: ${request.failure()?.errorText ?? ""}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      return {
        engine: "firefox",
        js: options.js,
        async goto(url) {
          await page.goto(url, { waitUntil: "load" });
          if (options.js) {
            await page.waitForFunction(() => !document.getElementById("app-boot") || document.documentElement.hasAttribute("data-hydrated"), {
              polling: 50,
            });
          }
        },
        async url() {
          // puppeteer's page.url() misses a same-document history traversal over BiDi
          // (history.back() from #photos still reads #photos): ask the document.
          return page.evaluate(() => location.href).catch(() => page.url());
        },
        evaluate(fn, arg) {
          return page.evaluate(fn as never, arg as never);
        },
        clickAt: (x, y) => page.mouse.click(x, y),
        typeKeys: (input) => page.keyboard.type(input),
        press: (key) => page.keyboard.press(key),
        async screenshot() {
          return Buffer.from(await page.screenshot());
        },
        async consoleErrors() {
          return [...errors];
        },
        async failedRequests() {
          return [...failed];
        },
        async drafts() {
          return readDrafts(drafts).slice(before);
        },
        async close() {
          await page.close().catch(() => {});
        },
      };
    },
    async close() {
      for (const started of instances.values()) {
        const { browser, profile } = await started;
        await browser.close().catch(() => {});
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}
