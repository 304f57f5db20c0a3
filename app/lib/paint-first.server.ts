import { createHash } from "node:crypto";

// Paint first, then hydrate. Every page is complete and usable as HTML (links
// navigate, forms post, popovers and carousels work in CSS), so the browser's
// first job is to show it: the document, its stylesheet, the two fonts and
// the first screen's picture, with nothing else competing for a phone's bandwidth. React
// Router's scripts then start right after the first paint.
//
// The page React Router renders is rewritten in two places:
//   - its <link rel="modulepreload"> tags leave the head;
//   - its module script (the one that boots the app) becomes inert
//     (type="text/x-module") and a small inline script, run after the first
//     contentful paint, adds the preloads and a module script with the same text.
// The same script first removes the data-painting attribute the rewrite puts
// on <html>: until then, with scripting on, elements marked data-after-paint
// are not displayed (app/app.css), so photos outside the first screen are not
// fetched before it.
// Both inline scripts are allowed by hash: the module script's text is hashed
// as React Router wrote it (app/lib/csp.server.ts), the starter is hashed here.
// If the markup ever changes shape, the page is left exactly as it was.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const BOOT_ID = "app-boot";

/**
 * The starter: once the browser reports the first contentful paint (the frame
 * is on screen, not just committed), fetch the modules, then run the boot script
 * in a task of its own (sending a dozen requests and compiling the module are
 * each a few milliseconds of a slow phone's main thread: one long task otherwise).
 * Without paint timing, or with a page rendered in the background (no paint
 * until it is shown), a timer starts them anyway.
 */
export function starter(preloads: string[]): string {
  return [
    "(function(){var d=document,started=false;function start(){if(started)return;started=true;",
    'd.documentElement.removeAttribute("data-painting");',
    `${JSON.stringify(preloads)}.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)});`,
    `setTimeout(function(){var s=d.createElement("script");s.type="module";s.textContent=d.getElementById(${JSON.stringify(BOOT_ID)}).textContent;d.body.appendChild(s)},0)}`,
    'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start,0)}).observe({type:"paint",buffered:true})}catch(e){start()}',
    "setTimeout(start,3000)})();",
  ].join("");
}

export function paintFirst(html: string): { html: string; hashes: string[] } {
  const boot = BOOT.exec(html);
  if (!boot) return { html, hashes: [] };
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const script = starter(preloads);
  const out = html
    .replace(/<html(?=[\s>])/, '<html data-painting=""')
    .replace(PRELOAD, "")
    .replace(BOOT, (_all, text: string) => `<script type="text/x-module" id="${BOOT_ID}">${text}</script><script>${script}</script>`);
  return { html: out, hashes: [`'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`] };
}
