import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { paintFirst, starter } from "./paint-first.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const BOOT = 'import "/assets/root-a.js"; window.__reactRouterManifest = {}; import("/assets/entry.client-b.js");';
const page = [
  "<html><head><title>x</title>",
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/>',
  '<link rel="modulepreload" href="/assets/root-a.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  "</head><body><main>Hi</main>",
  "<script>window.__reactRouterContext = {}</script>",
  `<script type="module" async="">${BOOT}</script>`,
  "</body></html>",
].join("");

test("the module preloads and the boot script wait for the first paint", () => {
  const { html, hashes } = paintFirst(page);
  expect(html).not.toContain('<link rel="modulepreload"');
  // Photos marked data-after-paint wait (app/app.css) until the starter removes this.
  expect(html.startsWith('<html data-painting="">')).toBe(true);
  expect(html).not.toContain('<script type="module"');
  expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  expect(html).toContain("<script>window.__reactRouterContext = {}</script>");
  // The boot script's text is unchanged, so the hash already in the policy still allows it.
  expect(html).toContain(`<script type="text/x-module" id="app-boot">${BOOT}</script>`);
  const script = starter(["/assets/entry.client-b.js", "/assets/root-a.js"]);
  expect(html).toContain(`<script>${script}</script>`);
  expect(hashes).toEqual([sha(script)]);
  expect(script).toContain('"first-contentful-paint"');
  expect(script).toContain('removeAttribute("data-painting")');
  expect(script).toContain('["/assets/entry.client-b.js","/assets/root-a.js"]');
});

test("a page without React Router's boot script is left as it is", () => {
  const plain = "<html><body><p>plain</p></body></html>";
  expect(paintFirst(plain)).toEqual({ html: plain, hashes: [] });
});

// The rewrite as three regular expressions over the whole page (what paintFirst
// did before its single pass): the single pass must give the very same page.
function paintFirstByPatterns(html: string) {
  const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
  const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
  if (!BOOT.exec(html)) return { html, hashes: [] };
  const script = starter([...html.matchAll(PRELOAD)].map((match) => match[1]!));
  const out = html
    .replace(/<html(?=[\s>])/, '<html data-painting=""')
    .replace(PRELOAD, "")
    .replace(BOOT, (_all, text: string) => `<script type="text/x-module" id="app-boot">${text}</script><script>${script}</script>`);
  return { html: out, hashes: [sha(script)] };
}

test("the single pass rewrites exactly as the patterns did, odd markup included", () => {
  const pages = [
    page,
    page.replace("<html>", '<!DOCTYPE html><html lang="en">'),
    // An <htmlx> element is not <html>; a preload with an empty href is no preload.
    `<htmlx></htmlx>${page}`.replace('href="/assets/root-a.js"', 'href=""'),
    page.replace('<link rel="modulepreload" href="/assets/root-a.js"/>', '<link rel="modulepreload" href="/assets/root-a.js" crossorigin=""/>'),
    // Two boot scripts: only the first is rewritten.
    page.replace("</body>", `<script type="module" async="">second()</script></body>`),
    page.replace(`<script type="module" async="">${BOOT}</script>`, `<script type="module" async="">${BOOT}`),
    "<html><body>no boot</body></html>",
  ];
  for (const html of pages) expect(paintFirst(html)).toEqual(paintFirstByPatterns(html));
});
