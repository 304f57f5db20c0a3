import { randomBytes } from "node:crypto";
import type { KeptParts } from "./kept-parts";

// The server's side of kept parts (app/lib/kept-parts.ts). A render asks for
// each kept part by its key; the part is then either text standing for HTML
// kept from an earlier render, or rendered by React between two texts that mark
// where it starts and ends. When the page is finished, `finish` puts the kept
// HTML in place of the first kind and keeps the HTML between the marks of the
// second, without the marks: the page is byte for byte what React alone would
// have written (e2e/render-output.test.ts compares).
//
// The marks are text no page can hold: a random word new in every render, a
// number and a letter. React writes an empty comment (`<!-- -->`) between two
// texts, so a mark next to text has one beside it, which React's output
// without the mark would not have: it goes with the mark. (A part is kept only
// if its HTML starts and ends with a tag, so none belongs to the part.)
//
// A part's HTML is kept only if it is a function of what its key holds
// (its name, its place in the tree and its props, with the site's
// configuration fixed for the process). What a kept part must not do (read the
// location, the time, a request's data; add to the document's head; write a
// nonce) is in app/components/kept.tsx; HTML carrying this render's nonce
// is never kept.
//
// Bounded: at most MAX_ENTRIES parts and MAX_CHARS characters of keys and
// HTML, the least recently used going first. Keys come from the catalog (its
// vehicles, each at the few places a page shows it), never from a request, so
// a flood of URLs cannot grow it: it holds what the pages of one catalog have.

const MAX_ENTRIES = 1024;
const MAX_CHARS = 8 * 1024 * 1024;
const SEPARATOR = "<!-- -->";

export type KeptPartsStore = {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
  readonly size: number;
  readonly chars: number;
};

export function createKeptPartsStore(limits: { maxEntries: number; maxChars: number } = { maxEntries: MAX_ENTRIES, maxChars: MAX_CHARS }): KeptPartsStore {
  const entries = new Map<string, string>();
  let chars = 0;
  return {
    get(key) {
      const html = entries.get(key);
      if (html === undefined) return undefined;
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      entries.set(key, html);
      return html;
    },
    set(key, html) {
      const size = key.length + html.length;
      if (size > limits.maxChars) return;
      const old = entries.get(key);
      if (old !== undefined) {
        chars -= key.length + old.length;
        entries.delete(key);
      }
      entries.set(key, html);
      chars += size;
      for (const [oldest, value] of entries) {
        if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
        entries.delete(oldest);
        chars -= oldest.length + value.length;
      }
    },
    get size() {
      return entries.size;
    },
    get chars() {
      return chars;
    },
  };
}

export type KeptPartsRender = {
  /** What the render's KeptPartsContext holds. */
  place: KeptParts;
  /** The finished page with every part in place and every mark gone; parts rendered fresh are kept. */
  finish(html: string, nonce: string): string;
};

/**
 * HTML that can stand for its part in any later render: one that starts and
 * ends with a tag (so no text of the page's runs into it, see the marks above)
 * and carries no nonce of this render.
 */
function keepable(html: string, nonce: string): boolean {
  return html.startsWith("<") && html.endsWith(">") && !html.includes(nonce);
}

/** One render's use of the store. */
export function keptPartsRender(store: KeptPartsStore): KeptPartsRender {
  const word = randomBytes(12).toString("base64url");
  const parts: ({ kept: string } | { key: string })[] = [];
  const mark = (index: number, kind: "k" | "s" | "e") => `${word}~${index}~${kind}`;
  return {
    place(key) {
      const index = parts.length;
      const kept = store.get(key);
      if (kept !== undefined) {
        parts.push({ kept });
        return { kept: mark(index, "k") };
      }
      parts.push({ key });
      return { start: mark(index, "s"), end: mark(index, "e") };
    },
    finish(html, nonce) {
      if (parts.length === 0) return html;
      const out: string[] = [];
      const opened = new Map<number, number>(); // part index → where its HTML starts in `out`
      let from = 0;
      for (let at = html.indexOf(word); at !== -1; at = html.indexOf(word, from)) {
        const parsed = /^~(\d+)~([kse])/.exec(html.slice(at + word.length, at + word.length + 16));
        if (!parsed) {
          // Not a mark after all (it cannot be: the word is new in this render).
          out.push(html.slice(from, at + word.length));
          from = at + word.length;
          continue;
        }
        const index = Number(parsed[1]);
        const part = parts[index];
        out.push(html.slice(from, html.endsWith(SEPARATOR, at) ? at - SEPARATOR.length : at));
        from = at + word.length + parsed[0].length;
        if (html.startsWith(SEPARATOR, from)) from += SEPARATOR.length;
        if (parsed[2] === "k" && part && "kept" in part) out.push(part.kept);
        else if (parsed[2] === "s") opened.set(index, out.length);
        else if (parsed[2] === "e" && part && "key" in part && opened.has(index)) {
          const made = out.slice(opened.get(index)).join("");
          if (keepable(made, nonce)) store.set(part.key, made);
        }
      }
      out.push(html.slice(from));
      return out.join("");
    },
  };
}
