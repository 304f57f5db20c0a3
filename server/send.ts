import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip as gzipCompress } from "node:zlib";
import { wholeBody } from "./body.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import { isCompressible, pickEncoding, type StaticFile } from "./static.ts";

// Writing a response: a short text, a static file, a rendered page, another
// response as it streams, or a page from the cache (compressed once, kept with it).

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);
// Made once per response: a middling brotli level is far cheaper than the
// default (11) for nearly the same size. Cached pages are compressed harder, once.
const BROTLI_PER_RESPONSE = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
  const headers: Record<string, string | number> = {
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
  };
  if (file.gzip) headers.Vary = "Accept-Encoding";
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = file.gzip ? pickEncoding(req.headers["accept-encoding"]) : null;
  const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

export async function sendFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;

  const encoding =
    response.body && isCompressible(response.headers.get("content-type"))
      ? pickEncoding(req.headers["accept-encoding"])
      : null;
  if (encoding) {
    headers["content-encoding"] = encoding;
    delete headers["content-length"];
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  if (!response.body || req.method === "HEAD") {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  if (!isDocument(response)) {
    res.writeHead(response.status, headers);
    const source = Readable.fromWeb(response.body as NodeReadableStream);
    if (encoding === "br") await pipeline(source, createBrotliCompress(BROTLI_PER_RESPONSE), res);
    else if (encoding === "gzip") await pipeline(source, createGzip(), res);
    else await pipeline(source, res);
    return;
  }
  // A page is rendered whole before it is answered (app/entry.server.tsx), so it
  // is read whole and written in one go: piping it through the web-stream adapter
  // cost more than the copy (docs/PERFORMANCE.md, issue 15). Other bodies (React
  // Router's data for client navigations) stream as they come.
  const body = await wholeBody(response);
  const sent = encoding === "br" ? await brotli(body, BROTLI_PER_RESPONSE) : encoding === "gzip" ? await gzip(body) : body;
  headers["content-length"] = String(sent.length);
  res.writeHead(response.status, headers);
  res.end(sent);
}

function isDocument(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").toLowerCase().startsWith("text/html");
}

export async function sendPage(req: IncomingMessage, res: ServerResponse, cache: PageCache, page: CachedPage) {
  const headers: Record<string, string | number> = { ...page.headers };
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encoding ? await cache.encoded(page, encoding) : page.body;
  if (encoding) headers["content-encoding"] = encoding;
  headers.vary = page.headers.vary ? `${page.headers.vary}, Accept-Encoding` : "Accept-Encoding";
  headers["content-length"] = body.length;
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
