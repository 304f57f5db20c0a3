import type { ServerResponse } from "node:http";

// What the request log line (server/app.ts, event "request") says about what
// went out, so an owner can compare the app's log with the proxy's
// (docs/DEPLOY.md section 7).

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
