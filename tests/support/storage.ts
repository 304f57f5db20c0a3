import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve, sep } from "node:path";

// A stand-in for Supabase Storage's public object API, at its protocol:
// `GET` and `HEAD /storage/v1/object/public/media/{path}` from a directory,
// with a quoted ETag (the content's MD5, as Storage reports it), Last-Modified,
// Content-Length, single Range requests (206 / 416), and Storage's 404 JSON.
// A test can make it slow, fail with a 5xx, or redirect an object elsewhere,
// and reads every request it received.

export type StorageRequest = { method: string; path: string; range: string | undefined };

export type StorageStandIn = {
  /** Answers a storage request; false for any other path (the caller answers it). */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  requests: StorageRequest[];
  /** Every answer waits this long first. */
  setDelay(ms: number): void;
  /** Every answer is this status (a 5xx) with a JSON body, or normal again with null. */
  setFailure(status: number | null): void;
  /** One object answers a redirect to `location`. */
  redirect(path: string, location: string): void;
};

const PREFIX = "/storage/v1/object/public/media/";

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export function createStorage(dir: string): StorageStandIn {
  const root = resolve(dir);
  const requests: StorageRequest[] = [];
  const redirects = new Map<string, string>();
  let delay = 0;
  let failure: number | null = null;

  async function answer(request: IncomingMessage, response: ServerResponse, encodedPath: string) {
    if (delay) await new Promise((done) => setTimeout(done, delay));
    if (failure) return sendJson(response, failure, { statusCode: String(failure), error: "internal", message: "simulated failure" });
    let path: string;
    try {
      path = decodeURIComponent(encodedPath);
    } catch {
      return sendJson(response, 400, { statusCode: "400", error: "invalid", message: "bad path" });
    }
    const location = redirects.get(path);
    if (location) {
      response.writeHead(302, { location });
      return response.end();
    }
    const file = resolve(root, path);
    const info = path.includes("\0") || !file.startsWith(root + sep) ? null : await stat(file).catch(() => null);
    if (!info?.isFile()) return sendJson(response, 404, { statusCode: "404", error: "not_found", message: "Object not found" });
    const bytes = await readFile(file);
    const headers: Record<string, string | number> = {
      "content-type": "application/octet-stream",
      etag: `"${createHash("md5").update(bytes).digest("hex")}"`,
      "last-modified": info.mtime.toUTCString(),
      "accept-ranges": "bytes",
      "cache-control": "max-age=3600",
    };
    let body = bytes;
    let status = 200;
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "");
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : bytes.length - 1, bytes.length - 1);
      if (start >= bytes.length || start > end) {
        response.writeHead(416, { "content-range": `bytes */${bytes.length}` });
        return response.end();
      }
      body = bytes.subarray(start, end + 1);
      status = 206;
      headers["content-range"] = `bytes ${start}-${end}/${bytes.length}`;
    }
    headers["content-length"] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  return {
    requests,
    handle(request, response) {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (!url.pathname.startsWith(PREFIX)) return false;
      requests.push({ method: request.method ?? "GET", path: url.pathname.slice(PREFIX.length), range: request.headers.range });
      if (request.method !== "GET" && request.method !== "HEAD") {
        sendJson(response, 405, { statusCode: "405", error: "method", message: "Method not allowed" });
        return true;
      }
      answer(request, response, url.pathname.slice(PREFIX.length)).catch(() => response.destroy());
      return true;
    },
    setDelay(ms) {
      delay = ms;
    },
    setFailure(status) {
      failure = status;
    },
    redirect(path, location) {
      redirects.set(path, location);
    },
  };
}

/** The stand-in on its own port: `url` is what SUPABASE_URL would be. */
export async function startStorage(dir: string) {
  const storage = createStorage(dir);
  const server = createServer((request, response) => {
    if (!storage.handle(request, response)) sendJson(response, 404, { message: "not found" });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    ...storage,
    url: `http://127.0.0.1:${port}`,
    close() {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}
