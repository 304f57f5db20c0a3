import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import { RouterContextProvider, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { parseConfig, type ServerConfig } from "~/lib/config.server";
import { logEvent } from "~/lib/log.server";
import { pageKey } from "~/lib/page-key.server";
import { clientAddressContext, createServices, servicesContext, type Services } from "~/lib/services.server";
import { catalogHook } from "./catalog-hook.ts";
import { countBytes, requestLog } from "./request-log.ts";
import { createPageCache } from "./page-cache.ts";
import { pageCacheMiddleware } from "./page-cache-middleware.ts";
import { hotCopies, prepareFirstPictures, renderServices } from "./pictures.ts";

// The production HTTP server: express with React Router's express adapter, in
// the shape of React Router's custom-server template. This module is the
// server build's entry (vite.config.ts), so it shares one copy of the app's
// modules with the routes: the configuration, the catalog and the FAQ are made
// here once per process and handed to every request through the load context.
// server/start.ts listens and drains.

export const MAX_BODY_BYTES = 64 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const ALLOWED_METHODS = "GET, HEAD, POST";
/** Pages are kept at most a minute, and never longer than the catalog data they show (or until an edit is read). */
const PAGE_CACHE_MAX_TTL_MS = 60_000;

// Headers on every response. Pages set their own Content-Security-Policy (scripts
// allowed by hash, app/lib/csp.server.ts); everything else, from images to error
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
  // Files and rendered answers are compressed on their way out; a kept page is
  // sent in the copy the page cache made once, without passing through it.
  const compress = compression();
  // Only paths under the build's own top-level names reach the file system: a
  // page's path costs no stat, and no file is held by the page cache.
  const topLevel = new Set(options.clientDir ? readdirSync(options.clientDir) : []);
  const isFile = (path: string) => topLevel.has(path.split("/")[1] ?? "");
  if (options.pageCache !== false) {
    const cache = createPageCache({
      ttlMs: Math.min(PAGE_CACHE_MAX_TTL_MS, config.catalogTtlMs),
      maxEntries: 500,
      maxBytes: 64 * 1024 * 1024,
      day: businessDay(config.site.timezone),
    });
    // Picture copies are files of their own (app/routes/img.ts), never pages.
    const skip = (path: string) => path === "/healthz" || path.startsWith("/img/") || isFile(path);
    // A page naming a picture version not read yet (renderServices) is answered, not kept.
    const keepable = (res: Response) => !res.locals.pictureUnread;
    app.use(pageCacheMiddleware(cache, (url) => pageKey(url, services.catalog), compress, skip, keepable));
    // An edit the live updates read may change any page (the FAQ link is on every one): all go.
    services.liveUpdates?.onChange(() => cache.purge());
  }
  services.liveUpdates?.start();
  app.use(siteHeaders);
  app.get("/healthz", (_req, res) => sendText(res, 200, "ok"));
  app.use((req, res, next) => (res.locals.compressing ? next() : compress(req, res, next)));
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
  const siteHost = new URL(config.site.siteUrl).host;
  app.use(
    createRequestHandler({
      // A form posted from the canonical origin is same-site whatever Host the proxy sent.
      build: { ...(build as unknown as ServerBuild), allowedActionOrigins: [siteHost] },
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, renderServices(services, res));
        context.set(clientAddressContext, req.ip ?? "");
        return context;
      },
    }),
  );
  app.use(handleError);
  return { app, config, services };
}

function sendText(res: Response, status: number, text: string, headers: Record<string, string> = {}) {
  res.status(status).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers }).end(text);
}

/** The business's date: pages carry it as the booking forms' minimum date, so a page from yesterday is not served today. */
function businessDay(timeZone: string): () => string {
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

/**
 * The site's headers on every answer but a kept page, which was kept with them,
 * and the count of the body's bytes for the request log (`res.locals.bytes`).
 * Set before anything answers; a file or text answer keeps them as they are.
 */
function siteHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const name in DEFAULT_HEADERS) res.setHeader(name, DEFAULT_HEADERS[name]!);
  if (res.locals.bytes === undefined) countBytes(res);
  next();
}

/**
 * React Router adds its headers to the response's (`res.append`): a page's own
 * Content-Security-Policy replaces the default one, which is put back for any
 * answer that brings none (data, the sitemap, a bare error).
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
    logEvent("error", "request_failed", { requestId: res.locals.requestId as string, message: error instanceof Error ? error.message : String(error) });
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendText(res, clientError ? status : 500, clientError ? "Bad request" : "Internal server error");
}
