import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { CacheOutcome } from "./page-cache.ts";
import { logEvent } from "~/lib/log.server";

// The request log line (event "request"): who asked, what went out and how
// long it took, with the request id the proxy's log shares (docs/DEPLOY.md
// section 7).

const cacheOutcomes = new WeakMap<ServerResponse, CacheOutcome>();

/** What the page cache did for this response, for its log line. */
export function noteCacheOutcome(res: ServerResponse, outcome: CacheOutcome): void {
  cacheOutcomes.set(res, outcome);
}

/**
 * One id per response (the trusted proxy's own when it sent one in the expected
 * shape), `hsts` over https, and one log line when the response ends, with the
 * bytes it put on the connection (head and body, as sent: compressed, chunked).
 */
export function requestLog(trustProxy: boolean, hsts: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const id = trustProxy && typeof given === "string" && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    const client = trustProxy ? req.ip : req.socket.remoteAddress; // read now: a destroyed socket forgets its peer
    res.setHeader("X-Request-Id", id);
    if (req.protocol === "https") res.setHeader("Strict-Transport-Security", hsts);
    // The bytes the connection's socket counts as written from the request's arrival to its response's end.
    const socket = req.socket;
    const before = socket.bytesWritten;
    let bytes = 0;
    res.once("finish", () => (bytes = socket.bytesWritten - before));
    res.once("close", () => {
      const cache = cacheOutcomes.get(res);
      logEvent("info", "request", {
        requestId: id,
        method: req.method,
        path: req.originalUrl.split("?")[0]!.slice(0, 512),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(cache ? { cache } : {}),
        client,
        bytes,
      });
    });
    next();
  };
}
