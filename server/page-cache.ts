import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response as ExpressResponse } from "express";

// Rendered pages, kept in the process for a short while. Every visitor sees the
// same page (no accounts, no cookies), so one render can answer many requests:
// the owner's proxy does the same through Cache-Control, and this does it for a
// server without one, or behind one that does not cache.
//
// The key: the path and the query parameters its route reads, normalised (the
// app's `pageKey`, app/lib/page-key.server.ts); anything else in the query and
// any cookie leave it unchanged.
//
// As express middleware in front of React Router's handler: a hit is answered
// here with its compressed copy; a miss lets the handler answer into a buffer
// (captureResponse), stores what may be stored, and sends it.
//
// What may be stored: the answer to a GET for a document (no Authorization,
// not a `.data` or `/__manifest` request), with status 200,
// HTML, a Cache-Control that lets a shared cache keep it (public with s-maxage,
// never no-store, private or no-cache), no Set-Cookie and no Vary beyond
// Accept-Encoding. The page and its headers, the Content-Security-Policy among
// them, are stored together: the policy lists the hashes of the very scripts in
// that HTML (app/lib/csp.server.ts), so they stay a matching pair.
//
// How long: the response's s-maxage, capped by `ttlMs` (the server passes the
// shorter of 60 s and the catalog's freshness, so a changed or recovered
// catalog shows within that), and never past the business's midnight: forms
// carry "today" as their date minimum, so a page made yesterday is not served
// today (`day`).

const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);

export type PageCacheOptions = {
  /** The longest any page is kept, in ms. */
  ttlMs: number;
  maxEntries: number;
  /** Bodies and their compressed copies, in bytes. */
  maxBytes: number;
  /** The business's date (or anything that changes when pages must be remade). */
  day?: () => string;
  now?: () => number;
};

export type Encoding = "br" | "gzip";

export type CachedPage = {
  status: number;
  /** The app's headers, minus Content-Length and Set-Cookie. */
  headers: Record<string, string>;
  body: Buffer;
  expiresAt: number;
  day: string;
  /** Compressed copies, made on first demand. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
  /** Whether it is (still) in the table, and so counts against its size. */
  stored: boolean;
};

export type CacheOutcome = "hit" | "miss" | "bypass";

const DOCUMENT = /^text\/html\b/i;
const HOP_HEADERS = new Set(["content-length", "set-cookie", "transfer-encoding", "connection"]);

/** Paths only the built client answers: a miss there is a missing file, never a page. */
function isStaticPath(pathname: string): boolean {
  return pathname.startsWith("/assets/") || pathname.startsWith("/media/");
}

/**
 * Whether the cache may answer this request at all. Cookies do not matter: no
 * page is made for one visitor, and the render behind a cached page never sees
 * them (pageCacheMiddleware drops them), so an analytics or proxy cookie cannot make
 * every request a fresh render.
 */
export function mayUseCache(method: string, url: URL, headers: { authorization?: string }): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (headers.authorization) return false;
  if (url.pathname.endsWith(".data") || url.pathname.startsWith("/__")) return false;
  return !isStaticPath(url.pathname);
}

/** The key when the app gives no key function: the path and only the parameters it is told to keep. */
export function plainPageKey(url: URL): string {
  return url.pathname;
}

/** How long (ms) a response may be kept, or 0 when it must not be stored. */
export function storableFor(response: Response, ttlMs: number): number {
  if (response.status !== 200 || !response.body) return 0;
  if (!DOCUMENT.test(response.headers.get("content-type") ?? "")) return 0;
  if (response.headers.has("set-cookie")) return 0;
  const vary = (response.headers.get("vary") ?? "").toLowerCase().split(",").map((name) => name.trim()).filter(Boolean);
  if (vary.some((name) => name !== "accept-encoding")) return 0;
  const directives = new Map<string, string | true>();
  for (const part of (response.headers.get("cache-control") ?? "").toLowerCase().split(",")) {
    const [name, value] = part.trim().split("=");
    if (name) directives.set(name, value ?? true);
  }
  if (directives.has("no-store") || directives.has("private") || directives.has("no-cache")) return 0;
  if (!directives.has("public")) return 0;
  const shared = Number(directives.get("s-maxage"));
  if (!Number.isFinite(shared) || shared <= 0) return 0;
  return Math.min(ttlMs, shared * 1000);
}

export function createPageCache(options: PageCacheOptions) {
  const { ttlMs, maxEntries, maxBytes, day = () => "", now = Date.now } = options;
  const entries = new Map<string, CachedPage>(); // in order of use: the first is the least recent
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    entry.stored = false;
    bytes -= entry.bytes;
  }

  function evict() {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      remove(key);
    }
  }

  function get(key: string): CachedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() >= entry.expiresAt || entry.day !== day()) {
      remove(key);
      return undefined;
    }
    entries.delete(key); // most recently used goes last
    entries.set(key, entry);
    return entry;
  }

  /** Reads and stores the response when it may be stored; null (body untouched) otherwise. */
  async function store(key: string, response: Response): Promise<CachedPage | null> {
    const keepMs = storableFor(response, ttlMs);
    if (keepMs <= 0) return null;
    const storedDay = day();
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) headers[name] = value;
    });
    const entry: CachedPage = { status: response.status, headers, body, expiresAt: now() + keepMs, day: storedDay, encoded: {}, bytes: body.length, stored: false };
    if (entry.bytes > maxBytes) return entry; // answer this request, keep nothing
    remove(key);
    entries.set(key, entry);
    entry.stored = true;
    bytes += entry.bytes;
    evict();
    return entry;
  }

  return {
    get,
    store,
    /**
     * The page for `key`: from the cache, from a render another request has
     * already started (so an expired page is rendered once, not once per
     * waiting visitor), or from `render`. A response that may not be stored
     * comes back as it is.
     */
    async serve(key: string, render: () => Promise<Response>): Promise<{ outcome: CacheOutcome; page?: CachedPage; response?: Response }> {
      const hit = get(key);
      if (hit) return { outcome: "hit", page: hit };
      const pending = rendering.get(key);
      if (pending) {
        const shared = await pending.catch(() => null);
        if (shared) return { outcome: "hit", page: shared };
      }
      let settle!: (page: CachedPage | null) => void;
      const mine = new Promise<CachedPage | null>((done) => (settle = done));
      rendering.set(key, mine);
      try {
        const response = await render();
        const page = await store(key, response);
        settle(page);
        return page ? { outcome: "miss", page } : { outcome: "bypass", response };
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        if (rendering.get(key) === mine) rendering.delete(key);
      }
    },
    /** The body in `encoding`, compressed once per page. */
    encoded(page: CachedPage, encoding: Encoding): Promise<Buffer> {
      let copy = page.encoded[encoding];
      if (!copy) {
        copy =
          encoding === "br"
            ? compressBrotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
            : compressGzip(page.body, { level: 9 });
        page.encoded[encoding] = copy;
        copy
          .then((buffer) => {
            page.bytes += buffer.length;
            if (page.stored) {
              bytes += buffer.length;
              evict();
            }
          })
          .catch(() => undefined);
      }
      return copy;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The best encoding the client accepts among those a page is kept in (brotli first). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
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

/** Writes a kept page, in the best encoding the client accepts (made once per page). */
export async function sendPage(req: Request, res: ExpressResponse, cache: PageCache, page: CachedPage) {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encoding ? await cache.encoded(page, encoding) : page.body;
  res.status(page.status);
  res.set(page.headers);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", page.headers.vary ? `${page.headers.vary}, Accept-Encoding` : "Accept-Encoding");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * What the next handlers write to `res`, held back and handed over as a fetch
 * Response once they end it (nothing reaches the client meanwhile); rejects if
 * the connection closes first. `res` writes normally again afterwards.
 */
export function captureResponse(res: ExpressResponse): Promise<Response> {
  const write = res.write;
  const end = res.end;
  const chunks: Buffer[] = [];
  const hold = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  return new Promise<Response>((resolve, reject) => {
    const restore = () => {
      res.write = write;
      res.end = end;
      res.off("close", closed);
    };
    const closed = () => {
      restore();
      reject(new Error("The connection closed before the page was written"));
    };
    res.once("close", closed);
    res.write = ((chunk: unknown, encoding?: unknown, done?: unknown) => {
      hold(chunk, encoding);
      const callback = typeof encoding === "function" ? encoding : done;
      if (typeof callback === "function") queueMicrotask(() => (callback as () => void)());
      return true;
    }) as ExpressResponse["write"];
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      if (typeof chunk !== "function") hold(chunk, encoding);
      restore();
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      resolve(new Response(empty ? null : Buffer.concat(chunks), { status: res.statusCode, statusText: res.statusMessage, headers }));
      return res;
    }) as ExpressResponse["end"];
  });
}

/**
 * The page cache in front of the handlers after it. Requests it may answer
 * (mayUseCache) are answered from it, or rendered once for everyone waiting
 * and kept when the answer may be kept; the render never sees cookies. The
 * outcome is left in `res.locals.cache` for the request log.
 */
export function pageCacheMiddleware(cache: PageCache, keyOf: (url: URL) => Promise<string>) {
  return async (req: Request, res: ExpressResponse, next: NextFunction) => {
    try {
      const url = new URL(req.originalUrl, "http://localhost");
      if (!mayUseCache(req.method, url, req.headers)) return next();
      const key = await keyOf(url);
      if (req.method === "HEAD") {
        const page = cache.get(key);
        if (!page) {
          res.locals.cache = "bypass";
          return next();
        }
        res.locals.cache = "hit";
        return await sendPage(req, res, cache, page);
      }
      const served = await cache.serve(key, () => {
        delete req.headers.cookie;
        const captured = captureResponse(res);
        next();
        return captured;
      });
      res.locals.cache = served.outcome;
      if (served.page) return await sendPage(req, res, cache, served.page);
      // Not storable: the answer as it was written (compressed on its way out like any other).
      const response = served.response!;
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      if (res.headersSent || res.destroyed) return;
      next(error);
    }
  };
}
