import { createServer, type RequestListener } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { logEvent as log } from "../app/lib/log.server.ts";
import type * as SiteModuleExports from "./app.ts";

// `npm start`: serve the production build on HOST:PORT until SIGTERM or SIGINT.
// `npm run dev` (--dev): the same server with Vite's dev middleware, the app's
// modules loaded (and reloaded on change) through Vite.

type SiteModule = typeof SiteModuleExports;

const dev = process.argv.includes("--dev");
// React picks its build from NODE_ENV when first imported, so it is set before
// any module that imports React is loaded (hence the dynamic imports below).
process.env.NODE_ENV ??= dev ? "development" : "production";
// Requests in flight get 8 s to finish: the drain ends inside the 10 s `docker stop`
// (and compose) wait by default before SIGKILL.
const DRAIN_TIMEOUT_MS = 8_000;
const root = resolve(import.meta.dirname, "..");

function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (/Cannot find module|ERR_MODULE_NOT_FOUND/.test(message) && message.includes("build")) {
    console.error("No build found: run `npm run build` first.");
  } else {
    console.error(error instanceof Error && error.name === "ConfigError" ? message : `Start-up failed: ${message}`);
  }
  process.exit(1);
}

let listener: RequestListener;
let config: { host: string; port: number };
try {
  if (dev) ({ listener, config } = await devListener());
  else {
    const site = ((await import(pathToFileURL(resolve(root, "build/server/index.js")).href)) as SiteModule).createSite(process.env, {
      clientDir: resolve(root, "build/client"),
      // PAGE_CACHE=off: every request rendered (the bench's uncached measurement; never needed in production).
      pageCache: process.env.PAGE_CACHE !== "off",
    });
    ({ config } = site);
    listener = site.app;
  }
} catch (error) {
  fail(error);
}

/** Vite in middleware mode, then the site as the current source makes it (made again when server/app.ts's module changes). */
async function devListener() {
  const vite = await import("vite").then((module) => module.createServer({ root, server: { middlewareMode: true } }));
  const load = () => vite.ssrLoadModule(resolve(root, "server/app.ts")) as Promise<SiteModule>;
  let made = new WeakMap<SiteModule, ReturnType<SiteModule["createSite"]>>();
  let current: ReturnType<SiteModule["createSite"]> | undefined;
  const siteOf = async () => {
    const module = await load();
    let site = made.get(module);
    if (!site) {
      made = new WeakMap();
      // The replaced site's live updates would go on checking for nobody.
      current?.services.liveUpdates?.stop();
      void current?.services.enquiries.close();
      site = module.createSite(process.env, { pageCache: false });
      current = site;
      made.set(module, site);
    }
    return site;
  };
  const { config } = await siteOf();
  const listener: RequestListener = (req, res) => {
    vite.middlewares(req, res, () => {
      siteOf().then(
        (site) => site.app(req, res),
        (error: unknown) => {
          vite.ssrFixStacktrace(error as Error);
          res.statusCode = 500;
          res.end(String((error as Error)?.stack ?? error));
        },
      );
    });
  };
  return { listener, config };
}

const server = createServer({ maxHeaderSize: 64 * 1024, connectionsCheckingInterval: 2_000 }, listener);
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log("info", "listening", { host: config.host, port, url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}` });
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log("info", "shutting_down", { signal });
  // Responses still being written tell their clients not to reuse the
  // connection, so keep-alive sockets do not hold the process open. Registered
  // ahead of the site's own listener, which may answer at once (a cached page).
  server.prependListener("request", (_req, res) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  });
  server.close(() => {
    log("info", "stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    log("warn", "drain_timeout", { afterMs: DRAIN_TIMEOUT_MS });
    server.closeAllConnections();
    process.exit(0);
  }, DRAIN_TIMEOUT_MS).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
