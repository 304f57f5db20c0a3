import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { logEvent } from "~/lib/log.server";

// The request log line (event "request"): who asked, what went out and how
// long it took, with the request id the proxy's log shares (docs/DEPLOY.md
// section 7).

/**
 * Counts the body bytes written to `res` from here on into `res.locals.bytes`
 * (compressed bytes when installed ahead of compression), for the log line.
 */
export function countBytes(res: Response): void {
  res.locals.bytes = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const measure = (chunk: unknown, encoding: unknown) => {
    let size = 0;
    if (typeof chunk === "string") size = Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    else if (chunk instanceof Uint8Array) size = chunk.byteLength;
    res.locals.bytes = (res.locals.bytes as number) + size;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    measure(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") measure(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];
}

/**
 * One id per response (the trusted proxy's own when it sent one in the expected
 * shape), `hsts` over https, and one log line when the response ends.
 */
export function requestLog(trustProxy: boolean, hsts: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const id = trustProxy && typeof given === "string" && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    const client = trustProxy ? req.ip : req.socket.remoteAddress; // read now: a destroyed socket forgets its peer
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    if (req.protocol === "https") res.setHeader("Strict-Transport-Security", hsts);
    res.once("close", () => {
      logEvent("info", "request", {
        requestId: id,
        method: req.method,
        path: req.originalUrl.split("?")[0]!.slice(0, 512),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(res.locals.cache ? { cache: res.locals.cache as string } : {}),
        client,
        bytes: (res.locals.bytes as number | undefined) ?? 0,
      });
    });
    next();
  };
}
