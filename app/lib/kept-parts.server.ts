import { randomWord } from "./random-word.server";
import type { KeptParts } from "./kept-parts";

// The server's side of kept parts (app/lib/kept-parts.ts). A render asks for
// each kept part by its key; the part is then either text standing for HTML
// kept from an earlier render, or rendered by React between two texts that mark
// where it starts and ends. When the page is finished, `settle` keeps the HTML
// between the marks of the second kind, without the marks, and `bytes` puts the
// kept HTML in place of the first: the page is byte for byte what React alone
// would have written (e2e/render-output.test.ts compares).
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
// The kept HTML is held as the bytes it is sent as: a later page is the
// bytes of React's render of its frame with the kept parts' bytes copied in,
// so the HTML most of a page is made of is neither encoded again nor scanned
// (the CSP hashes and the paint-first rewrite read only React's part, which
// holds every script; app/entry.server.tsx).
//
// Bounded: at most MAX_ENTRIES parts and MAX_BYTES of keys and HTML, the
// least recently used going first. Keys come from the catalog (its
// vehicles, each at the few places a page shows it), never from a request, so
// a flood of URLs cannot grow it: it holds what the pages of one catalog have.

const MAX_ENTRIES = 1024;
const MAX_BYTES = 8 * 1024 * 1024;
const SEPARATOR = "<!-- -->";

export type KeptPartsStore = {
  get(key: string): Buffer | undefined;
  set(key: string, html: Buffer): void;
  readonly size: number;
  /** Keys' characters and HTML's bytes held. */
  readonly bytes: number;
};

export function createKeptPartsStore(limits: { maxEntries: number; maxBytes: number } = { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES }): KeptPartsStore {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
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
      if (size > limits.maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) {
        bytes -= key.length + old.length;
        entries.delete(key);
      }
      entries.set(key, html);
      bytes += size;
      for (const [oldest, value] of entries) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        entries.delete(oldest);
        bytes -= oldest.length + value.length;
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type KeptPartsRender = {
  /** What the render's KeptPartsContext holds. */
  place: KeptParts;
  /**
   * The page with the parts rendered fresh in place, their marks gone, and
   * each kept if it can be; a kept part is still its mark (without the
   * separators React put beside it), for `bytes` to fill.
   */
  settle(html: string, nonce: string): string;
  /** The settled page's bytes, each kept part's HTML in place of its mark. */
  bytes(html: string): Buffer;
};

/**
 * HTML that can stand for its part in any later render: one that starts and
 * ends with a tag (so no text of the page's runs into it, see the marks above)
 * and carries no nonce of this render. `pieces`: text React wrote, or the
 * index of a part kept earlier (such a part passed this test when it was kept).
 */
function keepable(pieces: (string | number)[], nonce: string): boolean {
  const first = pieces[0];
  const last = pieces.at(-1);
  return (
    first !== undefined &&
    (typeof first === "number" || first.startsWith("<")) &&
    (typeof last === "number" || (last !== undefined && last.endsWith(">"))) &&
    pieces.every((piece) => typeof piece === "number" || !piece.includes(nonce))
  );
}

/** Text and bytes as one buffer, the text encoded as UTF-8 straight into it. */
function concatenate(pieces: (string | Buffer)[]): Buffer {
  let length = 0;
  for (const piece of pieces) length += typeof piece === "string" ? Buffer.byteLength(piece, "utf8") : piece.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) at += typeof piece === "string" ? out.write(piece, at, "utf8") : piece.copy(out, at);
  return out;
}

/** One render's use of the store. */
export function keptPartsRender(store: KeptPartsStore): KeptPartsRender {
  const word = randomWord(12);
  const parts: ({ kept: Buffer } | { key: string })[] = [];
  const mark = (index: number, kind: "k" | "s" | "e") => `${word}~${index}~${kind}`;
  const keptHtml = (index: number) => (parts[index] as { kept: Buffer }).kept;

  /** Each mark of this render in `html`, in order, with the text before it. */
  function* marks(html: string): Generator<{ before: string; index: number; kind: string } | { rest: string }> {
    let from = 0;
    let text = "";
    for (let at = html.indexOf(word); at !== -1; at = html.indexOf(word, from)) {
      const parsed = /^~(\d+)~([kse])/.exec(html.slice(at + word.length, at + word.length + 16));
      if (!parsed) {
        // Not a mark after all (it cannot be: the word is new in this render).
        text += html.slice(from, at + word.length);
        from = at + word.length;
        continue;
      }
      const before = text + html.slice(from, html.endsWith(SEPARATOR, at) ? at - SEPARATOR.length : at);
      text = "";
      from = at + word.length + parsed[0].length;
      if (html.startsWith(SEPARATOR, from)) from += SEPARATOR.length;
      yield { before, index: Number(parsed[1]), kind: parsed[2]! };
    }
    yield { rest: text + html.slice(from) };
  }

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
    settle(html, nonce) {
      if (!parts.some((part) => "key" in part)) return html; // every part kept: nothing to settle
      const out: (string | number)[] = [];
      const opened = new Map<number, number>(); // part index → where its HTML starts in `out`
      for (const found of marks(html)) {
        if ("rest" in found) {
          out.push(found.rest);
          break;
        }
        const { before, index, kind } = found;
        const part = parts[index];
        out.push(before);
        if (kind === "k" && part && "kept" in part) out.push(index);
        else if (kind === "s") opened.set(index, out.length);
        else if (kind === "e" && part && "key" in part && opened.has(index)) {
          const made = out.slice(opened.get(index)).filter((piece) => piece !== "");
          if (keepable(made, nonce)) store.set(part.key, concatenate(made.map((piece) => (typeof piece === "number" ? keptHtml(piece) : piece))));
        }
      }
      return out.map((piece) => (typeof piece === "number" ? mark(piece, "k") : piece)).join("");
    },
    bytes(html) {
      if (parts.length === 0) return Buffer.from(html, "utf8");
      const out: (string | Buffer)[] = [];
      for (const found of marks(html)) {
        if ("rest" in found) out.push(found.rest);
        else {
          out.push(found.before);
          const part = parts[found.index];
          if (found.kind === "k" && part && "kept" in part) out.push(part.kept);
        }
      }
      return concatenate(out);
    },
  };
}
