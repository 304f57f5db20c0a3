import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { parseConfig, type ServerConfig } from "~/lib/config.server";
import { logEvent } from "~/lib/log.server";
import { pageKey } from "~/document/page-key.server";
import { clientAddressContext, createServices, servicesContext, type Services } from "~/lib/services.server";
import { catalogHook } from "./catalog-hook.ts";
import { noteCacheOutcome, requestLog } from "./request-log.ts";
import { businessDay, createPageCache, mayUseCache, sendPage, type Rendered } from "./page-cache.ts";
import { hotCopies, prepareFirstPictures, renderServices } from "./pictures.ts";

// The production HTTP server: express for files and the request checks, then
// React Router's fetch-level request handler (a Request in, a Response out)
// behind the page cache. This module is the server build's entry
// (vite.config.ts), so it shares one copy of the app's modules with the
// routes: the configuration, the catalog and the FAQ are made here once per
// process and handed to every request through the router's context.
// server/start.ts listens and drains.

export const MAX_BODY_BYTES = 64 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const ALLOWED_METHODS = "GET, HEAD, POST";
/** Pages are kept at most a minute, and never longer than the catalog data they show (or until an edit is read). */
const PAGE_CACHE_MAX_TTL_MS = 60_000;

// Headers on every response. Pages set their own Content-Security-Policy (scripts
// allowed by hash, app/document/csp.server.ts); everything else, from images to error
// texts, gets this one, which allows nothing to run.
const DEFAULT_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
};
const HSTS = "max-age=63072000; includeSubDomains";

export type SiteOptions = {
  /** The built client (build/client): hashed assets, public files and the demo media. */
  clientDir?: string;
  /** Keep rendered pages in the process (server/page-cache.ts); on unless false. */
  pageCache?: boolean;
};

export type Site = { app: express.Express; config: ServerConfig; services: Services };

/** Parses the environment (a bad value throws a ConfigError naming it) and builds the site's express app. */
export function createSite(env: Record<string, string | undefined>, options: SiteOptions = {}): Site {
  const config = parseConfig(env);
  const services = createServices(config, options.clientDir ? join(options.clientDir, "media") : undefined);
  prepareFirstPictures(services);
  const app = express();
  app.disable("x-powered-by");
  // Behind the owner's proxy: X-Forwarded-For's last hop is the visitor, and
  // X-Forwarded-Proto/-Host name the public URL (HSTS, React Router's origin check).
  app.set("trust proxy", config.trustProxy ? 1 : false);

  app.use(requestLog(config.trustProxy, HSTS));
  // Before the form checks: a webhook posts JSON.
  app.use(catalogHook(config.catalogWebhookSecret, () => services.liveUpdates?.nudge()));
  app.use(checkRequest);
  // Picture copies held in memory go out here, with the site's headers (server/pictures.ts).
  app.use(hotCopies(services, DEFAULT_HEADERS));
  // Only paths under the build's own top-level names reach the file system: a
  // page's path costs no stat, and no file is held by the page cache.
  const topLevel = new Set(options.clientDir ? readdirSync(options.clientDir) : []);
  const isFile = (path: string) => topLevel.has(path.split("/")[1] ?? "");
  const cache =
    options.pageCache === false
      ? null
      : createPageCache({ ttlMs: Math.min(PAGE_CACHE_MAX_TTL_MS, config.catalogTtlMs), maxEntries: 500, maxBytes: 64 * 1024 * 1024, headers: DEFAULT_HEADERS });
  // An edit the live updates read may change any page (the FAQ link is on every one): all go.
  if (cache) services.liveUpdates?.onChange(() => cache.purge());
  services.liveUpdates?.start();
  const day = businessDay(config.site.timezone);
  // The page's key: a page is made again on the business's next day (forms carry "today").
  const keyOf = async (url: URL) => `${day()} ${await pageKey(url, services.catalog)}`;
  // Picture copies are files of their own (app/routes/img.ts), never pages.
  const cacheable = (req: Request) => mayUseCache(req.method, req.path, req.headers.authorization) && !req.path.startsWith("/img/") && !isFile(req.path);
  // A page the cache keeps goes out here, as the bytes it kept with the site's headers, ahead of files and compression.
  if (cache) {
    app.use(async (req, res, next) => {
      try {
        const page = cacheable(req) ? cache.get(await keyOf(new URL(req.originalUrl, "http://localhost"))) : undefined;
        if (!page) return next();
        noteCacheOutcome(res, "hit");
        sendPage(req, res, page);
      } catch (error) {
        next(error);
      }
    });
  }
  app.use(siteHeaders);
  app.get("/healthz", (_req, res) => sendText(res, 200, "ok"));
  // Files and rendered answers are compressed on their way out; a kept page
  // comes in the copy the page cache made once (already encoded, left as it is).
  app.use(compression());
  if (options.clientDir) {
    const files = expressStaticGzip(options.clientDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: {
        index: false,
        redirect: false,
        setHeaders(res, path) {
          res.setHeader("Cache-Control", /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        },
      },
    });
    app.use((req, res, next) => (isFile(req.path) ? files(req, res, next) : next()));
  }
  // A file this build does not have: while an old and a new build serve side by
  // side, another instance may have it a moment later, so the miss is never kept
  // by a browser, a proxy or the page cache.
  app.use(["/assets", "/media"], (req, res) => {
    if (req.method === "POST") sendText(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
    else sendText(res, 404, "Not found");
  });
  app.use(renderedPolicy);
  // A form posted from the canonical origin is same-site whatever Host the proxy sent.
  const allowedActionOrigins = [new URL(config.site.siteUrl).host];
  const handle = createRequestHandler({ ...(build as unknown as ServerBuild), allowedActionOrigins }, process.env.NODE_ENV);
  /**
   * React Router's answer; not to be kept when the render named a picture version not read yet (server/pictures.ts).
   * `address`: the visitor's, for what is never kept (an enquiry's rate limit); a page the cache may share has none.
   */
  const render = async (request: globalThis.Request, address = ""): Promise<Rendered> => {
    let keep = true;
    const context = new RouterContextProvider();
    context.set(servicesContext, renderServices(services, () => (keep = false)));
    context.set(clientAddressContext, address);
    return { response: await handle(request, context), keep };
  };
  app.use(async (req, res, next) => {
    try {
      // The URL the visitor asked for: express's protocol and host follow `trust proxy`.
      const request = createRequest(req, res, { protocol: `${req.protocol}:`, host: req.host });
      if (!cache || !cacheable(req)) return await sendResponse(res, (await render(request, req.ip)).response);
      const { outcome, page, response } = await cache.serve(await keyOf(new URL(request.url)), request, render);
      noteCacheOutcome(res, outcome);
      if (page) sendPage(req, res, page);
      else await sendResponse(res, response!);
    } catch (error) {
      next(error);
    }
  });
  app.use(handleError);
  return { app, config, services };
}

function sendText(res: Response, status: number, text: string, headers: Record<string, string> = {}) {
  res.status(status).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers }).end(text);
}

/** The site's headers on every answer, set before anything answers; a file or text answer keeps them as they are. */
function siteHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const name in DEFAULT_HEADERS) res.setHeader(name, DEFAULT_HEADERS[name]!);
  next();
}

/**
 * A page's own Content-Security-Policy (React Router's Response) replaces the
 * default one, which is put back for any answer that brings none (data, the
 * sitemap, a bare error).
 */
function renderedPolicy(_req: Request, res: Response, next: NextFunction) {
  res.removeHeader("Content-Security-Policy");
  onHeaders(res, () => {
    if (!res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", DEFAULT_HEADERS["Content-Security-Policy"]!);
  });
  next();
}

/**
 * What no route may see: another method than GET, HEAD and POST (405), a URL
 * or forwarded scheme that does not parse (400), a post that is not a form
 * (415), a body over MAX_BODY_BYTES (413) or of unknown length (411: browsers
 * always send a form's length, and a declared length bounds what is read).
 */
function checkRequest(req: Request, res: Response, next: NextFunction) {
  if (!["GET", "HEAD", "POST"].includes(req.method)) return sendText(res, 405, "Method not allowed", { Allow: ALLOWED_METHODS });
  if (!isSoundUrl(req)) return sendText(res, 400, "Malformed request URL");
  if (req.method !== "POST") return next();
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return reject(req, res, 415, "Unsupported content type: send a form");
  const length = req.headers["content-length"];
  if (length === undefined) return reject(req, res, 411, "Length required");
  if (Number(length) > MAX_BODY_BYTES) return reject(req, res, 413, "Request body too large");
  next();
}

/** Answers at once; the body is drained, not read, so the connection stays usable and costs nothing. */
function reject(req: Request, res: Response, status: number, text: string) {
  res.setHeader("Connection", "close");
  sendText(res, status, text);
  req.resume();
}

// A path with no escapes that is not protocol-relative, and a host name with an
// optional port, need no parsing to be known sound (the common case).
const PLAIN_PATH = /^\/(?!\/)[^%\s\\]*$/;
const PLAIN_HOST = /^[\w.-]+(?::\d{1,5})?$/;

function isSoundUrl(req: Request): boolean {
  const protocol = req.protocol;
  if (protocol !== "http" && protocol !== "https") return false;
  const host = req.host ?? "localhost";
  if (PLAIN_PATH.test(req.originalUrl) && PLAIN_HOST.test(host)) return true;
  try {
    const base = new URL(`${protocol}://${host}`);
    const url = new URL(req.originalUrl, base);
    decodeURIComponent(url.pathname);
    return url.origin === base.origin;
  } catch {
    return false;
  }
}

/** Anything thrown before React Router answered: a 4xx error keeps its status, anything else is logged and a bare 500. */
function handleError(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const status = (error as { status?: unknown })?.status;
  const clientError = typeof status === "number" && status >= 400 && status < 500;
  if (!clientError && !req.socket.destroyed) {
    logEvent("error", "request_failed", { requestId: String(res.getHeader("X-Request-Id")), message: error instanceof Error ? error.message : String(error) });
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendText(res, clientError ? status : 500, clientError ? "Bad request" : "Internal server error");
}
