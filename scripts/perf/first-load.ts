import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { CHROME_PATH } from "./lighthouse.ts";

// What a first visit downloads: every script response of a fresh page load in
// Chromium (until the network is idle, no interaction), and the document itself.
// Compressed sizes are computed here as the server sends them (static files are
// precompressed with gzip -9 and brotli 11).

export type Bytes = { raw: number; gzip: number; brotli: number };
export type FirstLoad = { html: Bytes; js: Bytes; scripts: { path: string; raw: number; gzip: number }[] };

export function sizes(body: Buffer): Bytes {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function add(total: Bytes, part: Bytes): Bytes {
  return { raw: total.raw + part.raw, gzip: total.gzip + part.gzip, brotli: total.brotli + part.brotli };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
}

export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  // A phone-sized window, as Lighthouse's mobile run: what loads near the first screen.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && response.ok() && !scripts.has(response.url())) {
        scripts.set(response.url(), response.body());
      }
    });
    const document = await page.goto(url, { waitUntil: "load" });
    if (!document) throw new Error(`no response for ${url}`);
    await page.waitForLoadState("networkidle");
    const html = sizes(await document.body());
    let js: Bytes = { raw: 0, gzip: 0, brotli: 0 };
    const list: FirstLoad["scripts"] = [];
    for (const [scriptUrl, body] of scripts) {
      const size = sizes(await body);
      js = add(js, size);
      list.push({ path: new URL(scriptUrl).pathname, raw: size.raw, gzip: size.gzip });
    }
    list.sort((a, b) => b.gzip - a.gzip);
    return { html, js, scripts: list };
  } finally {
    await context.close();
  }
}
