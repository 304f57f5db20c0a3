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
// fetched before it; if the starter never runs, they show after 2 s anyway.
// The starter also holds carousels' later photos until the visitor reaches for
// them (app/components/ui/carousel.tsx): it marks <html> data-holding, and the
// first mouse over, focus in or scroll of (a swipe, a dot, an arrow) a
// carousel marked data-held releases that carousel. A touch alone does not: a
// thumb scrolling the page down often lands on a photo. Without the starter
// (no scripting, inline scripts blocked) nothing is held.
// Both inline scripts are allowed by hash: the module script's text is hashed
// as React Router wrote it (app/document/csp.server.ts), the starter is hashed here.
// If the markup ever changes shape, the page is left exactly as it was, and
// e2e/visitors/first-screen.test.ts fails. Why it exists: docs/decisions/004-paint-first.md.

const PRELOAD = '<link rel="modulepreload" href="';
const BOOT = '<script type="module" async="">';
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
    "(function(){var d=document,started=false;",
    'd.documentElement.setAttribute("data-holding","");',
    '["pointerover","focusin","scroll"].forEach(function(type){d.addEventListener(type,function(e){var t=e.target,h=t&&t.closest&&e.pointerType!=="touch"&&t.closest("[data-held]");if(h)h.removeAttribute("data-held")},{capture:true,passive:true})});',
    "function start(){if(started)return;started=true;",
    'd.documentElement.removeAttribute("data-painting");',
    `${JSON.stringify(preloads)}.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)});`,
    `setTimeout(function(){var s=d.createElement("script");s.type="module";s.textContent=d.getElementById(${JSON.stringify(BOOT_ID)}).textContent;d.body.appendChild(s)},0)}`,
    'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start,0)}).observe({type:"paint",buffered:true})}catch(e){start()}',
    "setTimeout(start,3000)})();",
  ].join("");
}

/** The starter and its hash for a list of preloads: a route's list is the same on every render. */
const starters = new Map<string, { script: string; hash: string }>();

function starterFor(preloads: string[]) {
  const key = preloads.join("\n");
  let made = starters.get(key);
  if (!made) {
    const script = starter(preloads);
    made = { script, hash: `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'` };
    // One entry per route's set of modules: a build has a few dozen at most.
    if (starters.size >= 256) starters.clear();
    starters.set(key, made);
  }
  return made;
}

/**
 * The rewrite, in one pass of indexOf over the page (regular expressions over
 * the whole page, and a copy of it per replacement, cost about 3 % of an
 * uncached /fleet render). It does what these did, in this order, and nothing else:
 *   html.replace(/<html(?=[\s>])/, '<html data-painting=""')
 *       .replace(/<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g, "")
 *       .replace(/<script type="module" async="">([\s\S]*?)<\/script>/, ...)
 * (React escapes `<` and `>` in attribute values, and the boot script's text
 * is React Router's imports, never a `<link>`.)
 */
export function paintFirst(html: string): { html: string; hashes: string[] } {
  const bootStart = html.indexOf(BOOT);
  const bootEnd = bootStart === -1 ? -1 : html.indexOf("</script>", bootStart + BOOT.length);
  if (bootEnd === -1) return { html, hashes: [] };
  const edits: { start: number; end: number; text: string }[] = [];
  for (let at = html.indexOf("<html"); at !== -1; at = html.indexOf("<html", at + 1)) {
    if (/[\s>]/.test(html[at + 5] ?? "")) {
      edits.push({ start: at + 5, end: at + 5, text: ' data-painting=""' });
      break;
    }
  }
  const preloads: string[] = [];
  for (let at = html.indexOf(PRELOAD); at !== -1; at = html.indexOf(PRELOAD, at + 1)) {
    const href = at + PRELOAD.length;
    const quote = html.indexOf('"', href);
    if (quote === -1) break;
    const close = quote === href ? -1 : html.indexOf(">", quote + 1);
    if (close === -1) continue;
    preloads.push(html.slice(href, quote));
    edits.push({ start: at, end: close + 1, text: "" });
    at = close;
  }
  const { script, hash } = starterFor(preloads);
  const text = html.slice(bootStart + BOOT.length, bootEnd);
  edits.push({
    start: bootStart,
    end: bootEnd + "</script>".length,
    text: `<script type="text/x-module" id="${BOOT_ID}">${text}</script><script>${script}</script>`,
  });
  edits.sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let last = 0;
  for (const edit of edits) {
    parts.push(html.slice(last, edit.start), edit.text);
    last = edit.end;
  }
  parts.push(html.slice(last));
  return { html: parts.join(""), hashes: [hash] };
}
