import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

// What the request log line (server/app.ts, event "request") says about who
// asked and what went out, so an owner can find one visitor's request in the
// proxy's log and the app's (docs/DEPLOY.md section 7).

/**
 * This response's id: the proxy's own (one per request it handles) when the site
 * trusts its proxy, else a fresh one. Never anything stored with a page, so a
 * page from the cache still has an id of its own.
 */
export function requestId(req: IncomingMessage, trustProxy: boolean): string {
  const given = req.headers["x-request-id"];
  return trustProxy && typeof given === "string" && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * The visitor's address: behind a trusted proxy, the hop that proxy added last
 * to X-Forwarded-For (anything to its left is what the client claimed); else the
 * socket's peer.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const raw = req.headers["x-forwarded-for"];
    const hops = (Array.isArray(raw) ? raw.join(",") : (raw ?? "")).split(",").map((hop) => hop.trim()).filter(Boolean);
    const nearest = hops.at(-1);
    if (nearest && nearest.length <= 64) return nearest;
  }
  return req.socket?.remoteAddress;
}

/** Counts the body bytes written to `res` (after compression), for the log line. */
export function countBytes(res: ServerResponse): () => number {
  let sent = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const measure = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") sent += Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    else if (chunk instanceof Uint8Array) sent += chunk.byteLength;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    measure(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") measure(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
  return () => sent;
}
