import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { logEvent as log } from "../app/lib/log.server.ts";

// `npm start`: serve the production build on HOST:PORT until SIGTERM or SIGINT.

// React picks its build from NODE_ENV when first imported, so it is set before any
// module that imports React is loaded (hence the dynamic import below).
process.env.NODE_ENV ??= "production";
const { createSiteServer } = await import("./app.ts");
// Requests in flight get 8 s to finish: the drain ends inside the 10 s `docker stop`
// (and compose) wait by default before SIGKILL.
const DRAIN_TIMEOUT_MS = 8_000;
const buildDir = resolve(import.meta.dirname, "..", "build");

type ServerConfigExport = {
  pageKey?: (url: URL) => Promise<string>;
  serverConfig: { host: string; port: number; trustProxy: boolean; catalogTtlMs: number; site: { siteUrl: string; timezone: string } };
};

/** Pages are kept at most a minute, and never longer than the catalog data they show. */
const PAGE_CACHE_MAX_TTL_MS = 60_000;

let build: ServerBuild;
try {
  build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (/Cannot find module|ERR_MODULE_NOT_FOUND/.test(message) && message.includes("build")) {
    console.error("No build found: run `npm run build` first.");
  } else {
    console.error(error instanceof Error && error.name === "ConfigError" ? message : `Start-up failed: ${message}`);
  }
  process.exit(1);
}

const { serverConfig, pageKey } = build.entry.module as unknown as ServerConfigExport;
// The business's date: pages carry it as the booking forms' minimum date.
const businessDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: serverConfig.site.timezone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const server = createSiteServer({
  build,
  clientDir: resolve(buildDir, "client"),
  trustProxy: serverConfig.trustProxy,
  siteUrl: serverConfig.site.siteUrl,
  pageKey,
  // PAGE_CACHE=off: every request rendered (the bench's uncached measurement; never needed in production).
  pageCache: process.env.PAGE_CACHE === "off" ? undefined : {
    ttlMs: Math.min(PAGE_CACHE_MAX_TTL_MS, serverConfig.catalogTtlMs),
    maxEntries: 500,
    maxBytes: 64 * 1024 * 1024,
    day: () => businessDay.format(Date.now()),
  },
});

server.listen(serverConfig.port, serverConfig.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : serverConfig.port;
  log("info", "listening", { host: serverConfig.host, port, url: `http://${serverConfig.host === "0.0.0.0" ? "localhost" : serverConfig.host}:${port}` });
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log("info", "shutting_down", { signal });
  // Responses still being written tell their clients not to reuse the connection,
  // so keep-alive sockets do not hold the process open.
  // Before the site's own handler, which may answer at once (a cached page): a
  // header set after that threw ERR_HTTP_HEADERS_SENT and killed the process
  // in the middle of a rolling update.
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
