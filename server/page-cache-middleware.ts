import type { NextFunction, Request, RequestHandler, Response as ExpressResponse } from "express";
import { captureResponse } from "./capture.ts";
import { countBytes } from "./request-log.ts";
import { mayUseCache, type CachedPage, type Encoding, type PageCache } from "./page-cache.ts";

// The page cache (server/page-cache.ts) as express middleware in front of React
// Router's handler: a hit is answered here with its compressed copy; a miss lets
// the handler answer into a buffer (server/capture.ts), keeps what may be kept,
// and sends it.

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
export function sendPage(req: Request, res: ExpressResponse, cache: PageCache, page: CachedPage): void | Promise<void> {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const write = (body: Buffer) => {
    res.writeHead(page.status, {
      ...page.headers,
      ...(encoding ? { "content-encoding": encoding } : {}),
      vary: page.headers.vary ? `${page.headers.vary}, Accept-Encoding` : "Accept-Encoding",
      "content-length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
    // What went out, for the request log, unless a counter is on (server/request-log.ts).
    res.locals.bytes ??= req.method === "HEAD" ? 0 : body.length;
  };
  if (!encoding) return write(page.body);
  return cache.encoded(page, encoding).then(write);
}

/**
 * The page cache in front of the handlers after it. Requests it may answer
 * (mayUseCache) are answered from it, or rendered once for everyone waiting
 * and kept when the answer may be kept; the render never sees cookies. A
 * render it holds back is put through `compress` (the `compression`
 * middleware) first, and `res.locals.compressing` says so to the handlers
 * after it. The outcome is left in `res.locals.cache` for the request log.
 */
export function pageCacheMiddleware(
  cache: PageCache,
  keyOf: (url: URL) => string | Promise<string>,
  compress: RequestHandler,
  skip: (path: string) => boolean,
  /** Whether a finished render may be kept (true unless it says otherwise in `res.locals`). */
  keepable: (res: ExpressResponse) => boolean = () => true,
) {
  return async (req: Request, res: ExpressResponse, next: NextFunction) => {
    try {
      const url = new URL(req.originalUrl, "http://localhost");
      if (!mayUseCache(req.method, url, req.headers) || skip(url.pathname)) return next();
      const keyed = keyOf(url);
      const key = typeof keyed === "string" ? keyed : await keyed;
      const hit = cache.get(key);
      if (hit) {
        res.locals.cache = "hit";
        return await sendPage(req, res, cache, hit);
      }
      if (req.method === "HEAD") {
        res.locals.cache = "bypass";
        return next();
      }
      const served = await cache.serve(key, () => {
        // The render sees no cookie and is held back uncompressed: a kept page
        // is sent in its own compressed copy, anything else is compressed as it
        // leaves (compression reads Accept-Encoding when the head is written).
        delete req.headers.cookie;
        const accepted = req.headers["accept-encoding"];
        delete req.headers["accept-encoding"];
        let captured!: Promise<Response>;
        countBytes(res);
        res.locals.compressing = true;
        void compress(req, res, () => {
          captured = captureResponse(res);
          next();
        });
        return captured.finally(() => {
          if (accepted !== undefined) req.headers["accept-encoding"] = accepted;
        });
      }, () => keepable(res));
      res.locals.cache = served.outcome;
      if (served.page) return await sendPage(req, res, cache, served.page);
      res.end(Buffer.from(await served.response!.arrayBuffer()));
    } catch (error) {
      if (res.headersSent || res.destroyed) return;
      next(error);
    }
  };
}
