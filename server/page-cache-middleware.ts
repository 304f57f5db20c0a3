import type { NextFunction, Request, RequestHandler, Response as ExpressResponse } from "express";
import { captureResponse } from "./capture.ts";
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
 * The page cache in front of the handlers after it. Requests it may answer
 * (mayUseCache) are answered from it, or rendered once for everyone waiting
 * and kept when the answer may be kept; the render never sees cookies. Every
 * answer but a kept page passes through `compress` (the `compression`
 * middleware) on its way out. The outcome is left in `res.locals.cache` for
 * the request log.
 */
export function pageCacheMiddleware(cache: PageCache, keyOf: (url: URL) => Promise<string>, compress: RequestHandler) {
  return async (req: Request, res: ExpressResponse, next: NextFunction) => {
    try {
      const url = new URL(req.originalUrl, "http://localhost");
      if (!mayUseCache(req.method, url, req.headers)) return compress(req, res, next);
      const key = await keyOf(url);
      if (req.method === "HEAD") {
        const page = cache.get(key);
        if (!page) {
          res.locals.cache = "bypass";
          return compress(req, res, next);
        }
        res.locals.cache = "hit";
        return await sendPage(req, res, cache, page);
      }
      const served = await cache.serve(key, () => {
        // The render sees no cookie and is held back uncompressed: a kept page
        // is sent in its own compressed copy, anything else is compressed as it
        // leaves (compression reads Accept-Encoding when the head is written).
        delete req.headers.cookie;
        const accepted = req.headers["accept-encoding"];
        delete req.headers["accept-encoding"];
        let captured!: Promise<Response>;
        void compress(req, res, () => {
          captured = captureResponse(res);
          next();
        });
        return captured.finally(() => {
          if (accepted !== undefined) req.headers["accept-encoding"] = accepted;
        });
      });
      res.locals.cache = served.outcome;
      if (served.page) return await sendPage(req, res, cache, served.page);
      res.end(Buffer.from(await served.response!.arrayBuffer()));
    } catch (error) {
      if (res.headersSent || res.destroyed) return;
      next(error);
    }
  };
}
