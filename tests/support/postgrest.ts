import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

// A stand-in for a Supabase project, good enough for our reads: answers
// `GET /rest/v1/vehicles` as PostgREST does (select, order, eq/neq, limit),
// serves `GET /storage/v1/object/public/media/<path>` from public/media, and
// records every request so tests can check what the site asked for.

export type PostgrestMode = "ok" | "error" | "hang";

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
};

export type Row = Record<string, unknown>;

export type FakePostgrest = {
  url: string;
  requests: RecordedRequest[];
  setMode(mode: PostgrestMode): void;
  setRows(rows: unknown[]): void;
  close(): Promise<void>;
};

const DEFAULT_MEDIA_DIR = fileURLToPath(new URL("../../public/media", import.meta.url));
const RESERVED = new Set(["select", "order", "limit", "offset"]);
const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/** PostgREST compares as text for our purposes: `is_available=eq.true`. */
function applyFilters(rows: unknown[], query: URLSearchParams): unknown[] {
  let result = [...rows];
  for (const [column, filter] of query) {
    if (RESERVED.has(column)) continue;
    const match = /^(eq|neq)\.(.*)$/s.exec(filter);
    if (!match) continue;
    const [, op, value] = match;
    result = result.filter((row) => {
      const cell = String((row as Row)[column]);
      return op === "eq" ? cell === value : cell !== value;
    });
  }
  const order = query.get("order");
  if (order) {
    const [column = "", direction = "asc"] = order.split(".");
    const sign = direction === "desc" ? -1 : 1;
    result.sort((a, b) => sign * String((a as Row)[column]).localeCompare(String((b as Row)[column])));
  }
  const limit = Number(query.get("limit"));
  if (query.has("limit") && Number.isInteger(limit)) result = result.slice(0, limit);
  const select = query.get("select") ?? "*";
  if (select === "*") return result;
  const columns = select.split(",").map((column) => column.trim());
  return result.map((row) => Object.fromEntries(columns.map((column) => [column, (row as Row)[column]])));
}

async function serveMedia(response: ServerResponse, mediaDir: string, encodedPath: string) {
  let relative: string;
  try {
    relative = decodeURIComponent(encodedPath);
  } catch {
    return sendJson(response, 400, { message: "bad path" });
  }
  const root = resolve(mediaDir);
  const file = resolve(root, relative);
  // Refuse anything that resolves outside the media folder (../, absolute paths, NUL).
  if (relative.includes("\0") || !file.startsWith(root + sep)) return sendJson(response, 404, { message: "not found" });
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return sendJson(response, 404, { statusCode: "404", error: "not_found", message: "Object not found" });
  response.writeHead(200, {
    "content-type": CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
    "content-length": info.size,
  });
  createReadStream(file)
    .on("error", () => response.destroy())
    .pipe(response);
}

export async function startPostgrest({
  rows = [],
  mediaDir = DEFAULT_MEDIA_DIR,
}: { rows?: unknown[]; mediaDir?: string } = {}): Promise<FakePostgrest> {
  let dataset = rows;
  let mode: PostgrestMode = "ok";
  const requests: RecordedRequest[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push({ method: request.method ?? "GET", path: url.pathname, query: url.searchParams, headers: request.headers });
    const media = /^\/storage\/v1\/object\/public\/media\/(.+)$/.exec(url.pathname);
    if (media?.[1] && (request.method === "GET" || request.method === "HEAD")) {
      void serveMedia(response, mediaDir, media[1]);
      return;
    }
    // Media keep answering in every mode, like Storage beside a failing database.
    if (mode === "hang") return;
    if (mode === "error") {
      return sendJson(response, 500, {
        code: "XX000",
        details: null,
        hint: null,
        message: "internal error (simulated)",
      });
    }
    if (request.method === "GET" && url.pathname === "/rest/v1/vehicles") {
      return sendJson(response, 200, applyFilters(dataset, url.searchParams));
    }
    sendJson(response, 404, { code: "PGRST205", details: null, hint: null, message: `no route for ${url.pathname}` });
  });

  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    setRows(next) {
      dataset = next;
    },
    close() {
      // Hanging requests keep their sockets open; end them so close() returns.
      // Closing twice is fine, so a test may close early and still clean up.
      if (!server.listening) return Promise.resolve();
      server.closeAllConnections();
      return new Promise((done, fail) => server.close((error) => (error ? fail(error) : done())));
    },
  };
}
