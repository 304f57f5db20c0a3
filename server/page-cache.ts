import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";

// Rendered pages, kept in the process for a short while, in front of React
// Router's request handler: a miss is a Request rendered into a Response, kept
// when it may be; a hit is written from the kept bytes (`sendPage`), with no
// Request or Response made for it. Every visitor sees
// the same page (no accounts, no cookies), so one render can answer many
// requests (docs/decisions/002-page-cache.md). The render behind a kept page
// never sees the request's cookies.
//
// The key is the caller's: the path and the query parameters its route reads,
// normalised (app/document/page-key.server.ts), with the business's date, so a page
// made yesterday (forms carry "today") is never served today.
//
// What may be kept: the answer to a GET for a document (no Authorization, not
// `.data` or `/__manifest`) with status 200, HTML, a Cache-Control that lets a
// shared cache keep it (public with s-maxage, never no-store, private or
// no-cache), no Set-Cookie and no Vary beyond Accept-Encoding, and that the
// render did not call provisional. The page and its headers, the
// Content-Security-Policy among them, are kept together: the policy lists the
// hashes of the very scripts in that HTML (app/document/csp.server.ts).
//
// How long: `ttlMs`; `purge` empties it when the owner's edit is read, and a
// render under way then is answered but not kept. Bounded by count and by the
// bytes of the bodies and their compressed copies, least recently used out first.

const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);

export type PageCacheOptions = {
  /** Headers every kept page is sent with; the render's own win. */
  headers?: Readonly<Record<string, string>>;
  /** The longest any page is kept, in ms. */
  ttlMs: number;
  maxEntries: number;
  /** Bodies and their compressed copies, in bytes. */
  maxBytes: number;
  /** The clock the TTL is measured on (ms). */
  now?: () => number;
};

export type Encoding = "br" | "gzip";
export type CacheOutcome = "hit" | "miss" | "bypass";

/** A render's answer, and whether the render called it provisional (answered, never kept). */
export type Rendered = { response: Response; keep: boolean };

export type Page = {
  status: number;
  /** The site's and the render's headers, minus Content-Length and Set-Cookie, Vary with Accept-Encoding. */
  headers: Record<string, string>;
  body: Bytes;
  /** Its compressed copies; none for a provisional page (sent as it is, compressed on its way out). */
  br: Bytes | null;
  gzip: Bytes | null;
};
// What a Response takes as its body: Node's buffers from Buffer.from(ArrayBuffer) and zlib are these.
type Bytes = Uint8Array<ArrayBuffer>;

const DOCUMENT = /^text\/html\b/i;
// Not the page's: per connection or per response.
const HOP_HEADERS = new Set(["content-length", "set-cookie", "transfer-encoding", "connection"]);

/** Whether the cache may answer this request at all; its cookies do not matter (the render never sees them). */
export function mayUseCache(method: string, pathname: string, authorization: string | null | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (authorization) return false;
  if (pathname.endsWith(".data") || pathname.startsWith("/__")) return false;
  return !pathname.startsWith("/assets/") && !pathname.startsWith("/media/");
}

/** Whether a shared cache may keep this response. */
export function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!DOCUMENT.test(response.headers.get("content-type") ?? "")) return false;
  if (response.headers.has("set-cookie")) return false;
  const vary = (response.headers.get("vary") ?? "").toLowerCase().split(",").map((name) => name.trim()).filter(Boolean);
  if (vary.some((name) => name !== "accept-encoding")) return false;
  const directives = new Map<string, string | true>();
  for (const part of (response.headers.get("cache-control") ?? "").toLowerCase().split(",")) {
    const [name, value] = part.trim().split("=");
    if (name) directives.set(name, value ?? true);
  }
  if (directives.has("no-store") || directives.has("private") || directives.has("no-cache") || !directives.has("public")) return false;
  const shared = Number(directives.get("s-maxage"));
  return Number.isFinite(shared) && shared > 0;
}

/** The best encoding the client accepts among those a page is kept in (brotli first). */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name!.trim(), q ? Number(q[1]) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return null;
}

/** Writes a kept page: in the best encoding the request accepts that it has a copy in, with that copy's length. */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: Page): void {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const copy = encoding ? page[encoding] : null;
  const body = copy ?? page.body;
  const headers: OutgoingHttpHeaders = { ...page.headers, "content-length": body.length };
  if (encoding && copy) headers["content-encoding"] = encoding;
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

async function keptPage(response: Response, site: Readonly<Record<string, string>>, compress: boolean): Promise<Page> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(site)) headers[name.toLowerCase()] = value;
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) headers[name] = value;
  });
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  if (!compress) return { status: response.status, headers, body, br: null, gzip: null };
  const [br, gzipped] = await Promise.all([
    compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    compressGzip(body, { level: 9 }),
  ]);
  return { status: response.status, headers, body, br: br as Bytes, gzip: gzipped as Bytes };
}

/** The business's date, for the key: pages carry it as the booking forms' minimum date, so a page from yesterday is not served today. */
export function businessDay(timeZone: string): () => string {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  // Read on every cache lookup: formatted at most once a second.
  let second = -1;
  let day = "";
  return () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      day = format.format(now * 1000);
    }
    return day;
  };
}

/** The request as the render behind a kept page sees it: without cookies, so none is ever rendered into a page others get. */
function withoutCookies(request: Request): Request {
  if (!request.headers.has("cookie")) return request;
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

/** One request's part in a shared render: how to render, and what this request's own render gave. */
type Caller = { render: () => Promise<Rendered>; rendered?: boolean; page?: Page; response?: Response; provisional?: boolean };

export function createPageCache(options: PageCacheOptions) {
  const pages = new LRUCache<string, Page, Caller>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0),
    ttl: options.ttlMs,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    // A purge lets a render under way finish: it answers its requests, and is not kept.
    ignoreFetchAbort: true,
    // Concurrent misses for one key share this one render (`fetch`); undefined keeps nothing.
    async fetchMethod(_key, _stale, { context }) {
      context.rendered = true;
      const { response, keep } = await context.render();
      if (!storable(response)) {
        context.response = response;
        return undefined;
      }
      context.provisional = !keep;
      return (context.page = await keptPage(response, options.headers ?? {}, keep));
    },
  });

  return {
    /** The page kept for `key`, now the most recently used. */
    get: (key: string): Page | undefined => pages.get(key),
    /**
     * The answer to `request` (mayUseCache) for `key`: the kept page, the page
     * a render another request began makes, or `render`'s answer; a response
     * that may not be kept is answered as it is. A HEAD is answered from a
     * kept page, or rendered and not kept.
     */
    async serve(key: string, request: Request, render: (request: Request) => Promise<Rendered>): Promise<{ outcome: CacheOutcome; page?: Page; response?: Response }> {
      const kept = pages.get(key);
      if (kept) return { outcome: "hit", page: kept };
      if (request.method === "HEAD") return { outcome: "bypass", response: (await render(request)).response };
      const caller: Caller = { render: () => render(withoutCookies(request)) };
      let page: Page | undefined;
      try {
        page = await pages.fetch(key, { context: caller });
      } catch (error) {
        // This request's render failed: so does the request. It was not kept
        // (after a purge too): it is answered. Another's failed: rendered below.
        if (caller.rendered && !caller.page && !caller.response) throw error;
      }
      page ??= caller.page;
      // A provisional page is shared with the requests waiting for it, then dropped.
      if (caller.provisional && page && pages.peek(key) === page) pages.delete(key);
      if (page) return { outcome: page === caller.page ? "miss" : "hit", page };
      if (caller.response) return { outcome: "bypass", response: caller.response };
      // Another request's render failed or was not kept: this one renders for itself.
      return { outcome: "bypass", response: (await caller.render()).response };
    },
    /** Drops every kept page; renders under way are answered but neither kept nor shared with later requests. */
    purge() {
      pages.clear();
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
