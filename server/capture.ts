import type { Response as ExpressResponse } from "express";

/**
 * What the next handlers write to `res`, held back and handed over as a fetch
 * Response once they end it (nothing reaches the client meanwhile); rejects if
 * the connection closes first. `res` writes normally again afterwards.
 */
export function captureResponse(res: ExpressResponse): Promise<Response> {
  const write = res.write;
  const end = res.end;
  const chunks: Buffer[] = [];
  const hold = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  return new Promise<Response>((resolve, reject) => {
    const restore = () => {
      res.write = write;
      res.end = end;
      res.off("close", closed);
    };
    const closed = () => {
      restore();
      reject(new Error("The connection closed before the page was written"));
    };
    res.once("close", closed);
    res.write = ((chunk: unknown, encoding?: unknown, done?: unknown) => {
      hold(chunk, encoding);
      const callback = typeof encoding === "function" ? encoding : done;
      if (typeof callback === "function") queueMicrotask(() => (callback as () => void)());
      return true;
    }) as ExpressResponse["write"];
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      if (typeof chunk !== "function") hold(chunk, encoding);
      restore();
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      resolve(new Response(empty ? null : Buffer.concat(chunks), { status: res.statusCode, statusText: res.statusMessage, headers }));
      return res;
    }) as ExpressResponse["end"];
  });
}
