import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// Rendered pages, kept in the process for a short while. Every visitor sees the
// same page (no accounts, no cookies), so one render can answer many requests:
// the owner's proxy does the same through Cache-Control, and this does it for a
// server without one, or behind one that does not cache.
//
// The key: the path and the query parameters its route reads, normalised (the
// app's `pageKey`, app/lib/page-key.server.ts); anything else in the query and
// any cookie leave it unchanged.

//
// What may be stored: the answer to a GET for a document (no Authorization,
// not a `.data` or `/__manifest` request), with status 200,
// HTML, a Cache-Control that lets a shared cache keep it (public with s-maxage,
// never no-store, private or no-cache), no Set-Cookie and no Vary beyond
// Accept-Encoding. The page and its headers, the Content-Security-Policy among
// them, are stored together: the policy lists the hashes of the very scripts in
// that HTML (app/lib/csp.server.ts), so they stay a matching pair.
//
// How long: `ttlMs` (the server passes the shorter of 60 s and the catalog's
// freshness, so a changed or recovered catalog shows within that), never past
// the business's midnight: forms carry "today" as their date minimum, so a page
// made yesterday is not served today (`day`). The response's s-maxage is for
// the caches behind the process, which nobody can empty: it only has to be
// there. `purge` empties this one when the owner's edit is read (the live
// updates), and a render that began before it is answered but not kept.

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
// Not the page's: per connection, per response (the request id) or per request (HSTS for https only).
const HOP_HEADERS = new Set(["content-length", "set-cookie", "transfer-encoding", "connection", "x-request-id", "strict-transport-security"]);

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
  return ttlMs;
}

export function createPageCache(options: PageCacheOptions) {
  const { ttlMs, maxEntries, maxBytes, day = () => "", now = Date.now } = options;
  const entries = new Map<string, CachedPage>(); // in order of use: the first is the least recent
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  let generation = 0;

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
  async function store(key: string, response: Response, renderedIn = generation, keep = true): Promise<CachedPage | null> {
    const keepMs = storableFor(response, ttlMs);
    if (keepMs <= 0) return null;
    const storedDay = day();
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) headers[name] = value;
    });
    const entry: CachedPage = { status: response.status, headers, body, expiresAt: now() + keepMs, day: storedDay, encoded: {}, bytes: body.length, stored: false };
    // Too big, rendered from data a purge has since replaced, or provisional: answer this request, keep nothing.
    if (entry.bytes > maxBytes || renderedIn !== generation || !keep) return entry;
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
     * comes back as it is; one `keepable` calls provisional once rendered is
     * answered (and shared with the requests waiting for it), not kept.
     */
    async serve(
      key: string,
      render: () => Promise<Response>,
      keepable: () => boolean = () => true,
    ): Promise<{ outcome: CacheOutcome; page?: CachedPage; response?: Response }> {
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
      const renderedIn = generation;
      try {
        const response = await render();
        const page = await store(key, response, renderedIn, keepable());
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
    /** Drops every kept page; renders under way are answered but neither kept nor shared with later requests. */
    purge() {
      generation += 1;
      for (const key of [...entries.keys()]) remove(key);
      rendering.clear();
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
