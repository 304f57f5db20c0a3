import type { Response } from "express";

// What the request log line (server/app.ts, event "request") says about what
// went out, so an owner can compare the app's log with the proxy's
// (docs/DEPLOY.md section 7).

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
