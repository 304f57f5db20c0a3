import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { logEvent as log } from "../app/lib/log.server.ts";
import { clientAddress, countBytes, requestId } from "./request-log.ts";
import { createRenderQueue } from "./render-queue.ts";
import { createPageCache, mayUseCache, plainPageKey, type CacheOutcome, type PageCacheOptions } from "./page-cache.ts";
import { sendFetchResponse, sendPage, sendStatic, sendText } from "./send.ts";
import { indexStaticFiles, isStaticPath } from "./static.ts";

// The production HTTP server: health check, static files, input limits, logging
// and headers around React Router's request handler.

export const MAX_BODY_BYTES = 64 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const ALLOWED_METHODS = "GET, HEAD, POST";

export type SiteServerOptions = {
  build: ServerBuild;
  clientDir: string;
  mode?: string;
  /** Honour X-Forwarded-Proto and X-Forwarded-Host (set only behind a proxy that writes them). */
  trustProxy?: boolean;
  /** The canonical origin (SITE_URL): a form posted from it is same-site whatever the Host header says. */
  siteUrl?: string;
  /** Keep rendered pages in the process (server/page-cache.ts); off when absent. */
  pageCache?: PageCacheOptions;
  /** The page cache's key for a URL (the build's `pageKey`); the bare path when absent. */
  pageKey?: (url: URL) => string | Promise<string>;
};

// Headers on every response. Pages replace the Content-Security-Policy with their
// own (scripts allowed by hash, see app/lib/csp.server.ts); everything else, from
// images to error texts, gets this one, which allows nothing to run.
const BASE_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
};
const HSTS = "max-age=63072000; includeSubDomains";

class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, "Request body too large");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "Request body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer | null, signal: AbortSignal, withoutCookies = false): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (name.startsWith(":")) continue;
    if (withoutCookies && name.toLowerCase() === "cookie") continue;
    try {
      headers.append(name, req.rawHeaders[i + 1]!);
    } catch {
      throw new HttpError(400, "Malformed header");
    }
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : body ? "" : null,
    signal,
  });
}

function firstForwarded(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(",")[0]?.trim() || undefined;
}

/**
 * The URL the visitor asked for. React Router compares a form post's Origin with
 * it (its CSRF check), so behind a TLS proxy it must carry the public scheme and
 * host: from X-Forwarded-* with TRUST_PROXY, or SITE_URL when the post came from it.
 */
function parseUrl(req: IncomingMessage, options: SiteServerOptions): URL {
  let protocol = "http";
  let host = req.headers.host ?? "localhost";
  if (options.trustProxy) {
    const proto = firstForwarded(req.headers["x-forwarded-proto"]);
    if (proto === "https" || proto === "http") protocol = proto;
    host = firstForwarded(req.headers["x-forwarded-host"]) ?? host;
  }
  let base = `${protocol}://${host}`;
  if (options.siteUrl && req.headers.origin === new URL(options.siteUrl).origin) base = options.siteUrl;
  let url: URL;
  try {
    url = new URL(req.url ?? "/", base);
  } catch {
    throw new HttpError(400, "Malformed request URL");
  }
  if (url.origin !== new URL(base).origin) throw new HttpError(400, "Malformed request URL");
  try {
    decodeURIComponent(url.pathname);
  } catch {
    throw new HttpError(400, "Malformed request URL");
  }
  return url;
}

export function createSiteServer(options: SiteServerOptions): Server {
  const render = createRequestHandler(options.build, options.mode ?? "production");
  // Renders take turns, in the order they were asked for (server/render-queue.ts);
  // a request's fetch Request is made when its turn comes, not held while it waits.
  const queue = createRenderQueue();
  const handle = async (signal: AbortSignal, request: () => Request) => {
    await queue.turn(signal);
    return render(request());
  };
  const files = indexStaticFiles(options.clientDir);
  const cache = options.pageCache ? createPageCache(options.pageCache) : null;

  /** Resolves with what the page cache did for this request, if it was asked. */
  async function respond(req: IncomingMessage, res: ServerResponse, signal: AbortSignal): Promise<CacheOutcome | undefined> {
    const method = req.method ?? "GET";
    if (!["GET", "HEAD", "POST"].includes(method)) {
      throw new HttpError(405, "Method not allowed", { Allow: ALLOWED_METHODS });
    }
    const url = parseUrl(req, options);
    if (url.protocol === "https:") res.setHeader("Strict-Transport-Security", HSTS);
    if (url.pathname === "/healthz" && method !== "POST") {
      sendText(res, 200, "ok");
      return;
    }
    const file = files.get(url.pathname);
    if (file) {
      if (method === "POST") throw new HttpError(405, "Method not allowed", { Allow: "GET, HEAD" });
      sendStatic(req, res, file);
      return;
    }
    if (isStaticPath(url.pathname)) {
      // A file this build does not have: while an old and a new build serve side
      // by side, another instance may have it a moment later, so the miss is
      // never kept by a browser, a proxy or the page cache.
      if (method === "POST") throw new HttpError(405, "Method not allowed", { Allow: "GET, HEAD" });
      sendText(res, 404, "Not found");
      return;
    }
    const cacheKey = cache && mayUseCache(method, url, req.headers) ? await (options.pageKey ?? plainPageKey)(url) : null;
    if (cache && cacheKey && method === "HEAD") {
      const page = cache.get(cacheKey);
      if (page) {
        await sendPage(req, res, cache, page);
        return "hit";
      }
    }
    let body: Buffer | null = null;
    if (method === "POST") {
      const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!FORM_TYPES.includes(type)) throw new HttpError(415, "Unsupported content type: send a form");
      body = await readBody(req);
    }
    if (cache && cacheKey && method === "GET") {
      // A hit never builds a fetch Request: it is not needed, and under load the
      // Request (with its abort signal) per hit showed as steadily growing memory.
      // The render that may be stored never sees the visitor's cookies.
      const served = await cache.serve(cacheKey, () => handle(signal, () => toFetchRequest(req, url, null, signal, true)));
      if (served.page) await sendPage(req, res, cache, served.page);
      else await sendFetchResponse(req, res, served.response!);
      return served.outcome;
    }
    const request = body ? toFetchRequest(req, url, body, signal) : null;
    if (request) {
      // A body that does not parse as the form it claims to be is the client's
      // fault: answer 400 here rather than let an action fail on it.
      try {
        await request.clone().formData();
      } catch {
        throw new HttpError(400, "Malformed form data");
      }
    }
    const response = await handle(signal, () => request ?? toFetchRequest(req, url, null, signal));
    await sendFetchResponse(req, res, response);
    return cacheKey ? "bypass" : undefined;
  }

  const server = createServer({ maxHeaderSize: 64 * 1024, connectionsCheckingInterval: 2_000 }, (req, res) => {
    const started = performance.now();
    const trustProxy = options.trustProxy ?? false;
    const id = requestId(req, trustProxy);
    const bytesSent = countBytes(res);
    const client = clientAddress(req, trustProxy); // read now: a destroyed socket forgets its peer
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    res.setHeader("X-Request-Id", id);
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);

    let cacheOutcome: CacheOutcome | undefined;
    respond(req, res, controller.signal)
      .then((outcome) => {
        cacheOutcome = outcome;
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          if (!res.headersSent) sendText(res, error.status, error.message, error.headers);
          else res.destroy();
          if (error.status === 413) req.resume();
          return;
        }
        if (controller.signal.aborted) return;
        log("error", "request_failed", { requestId: id, message: String((error as Error)?.message ?? error) });
        if (!res.headersSent) sendText(res, 500, "Internal server error");
        else res.destroy();
      })
      .finally(() => {
        log("info", "request", {
          requestId: id,
          method: req.method,
          path: (req.url ?? "").split("?")[0]!.slice(0, 512),
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...(cacheOutcome ? { cache: cacheOutcome } : {}),
          client,
          bytes: bytesSent(),
        });
      });
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  return server;
}
