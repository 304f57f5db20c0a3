import { createElement } from "react";
import { renderToString } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { Picture } from "../../app/components/ui/picture";
import { parseConfig } from "../../app/lib/config.server";
import { contentSecurityPolicy } from "../../app/document/csp.server";
import { launchBrowser } from "../support/browser";

// A picture's preview (a 16 px image as a data: URL, as the pipeline makes
// it) shows in its box before the photo, without any script, under the
// pages' own Content-Security-Policy: here the photo never arrives.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test("the blurred preview fills the box while the photo is missing, scripts off, under the site's CSP", async () => {
  const tiny = await sharp("public/media/vehicles/lamborghini-urus-orange-1.jpg").resize(16).webp({ quality: 50 }).toBuffer();
  const preview = `data:image/webp;base64,${tiny.toString("base64")}`;
  const markup = renderToString(
    createElement(Picture, {
      picture: { kind: "stored", path: "vehicles/lamborghini-urus-orange-1.jpg", version: "v7", width: 1920, height: 1200, preview },
      width: 1280,
      height: 800,
      sizes: "640px",
      alt: "",
      style: { display: "block", width: 640, height: 400 },
    }),
  );
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 640, height: 400 } });
  const page = await context.newPage();
  const csp = contentSecurityPolicy(parseConfig({}), []);
  const violations: string[] = [];
  page.on("console", (message) => violations.push(message.text()));
  await page.route("http://site.test/", (route) =>
    route.fulfill({ contentType: "text/html", headers: { "Content-Security-Policy": csp }, body: `<!doctype html><body style="margin:0;background:#fff">${markup}</body>` }),
  );
  await page.route("http://site.test/img/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("http://site.test/");
  const shot = await sharp(await page.screenshot()).raw().toBuffer({ resolveWithObject: true });
  // The middle of the box is the photo's blurred orange car, not the page's white or an empty box.
  const at = (x: number, y: number) => [...shot.data.subarray((y * shot.info.width + x) * shot.info.channels, (y * shot.info.width + x) * shot.info.channels + 3)];
  const [r, g, b] = at(320, 200);
  expect(r, `rgb ${r} ${g} ${b}`).toBeGreaterThan(g! + 20);
  expect(b).toBeLessThan(r! - 40);
  expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  await context.close();
});
