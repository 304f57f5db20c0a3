import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { StorageStandIn } from "./storage";

// A stand-in for a Supabase project, good enough for our reads: answers
// `GET /rest/v1/<table>` as PostgREST does (select, order, eq/neq, limit) for
// `vehicles` and any other table it is given (`faq`), serves
// `GET /storage/v1/object/public/media/<path>` from public/media, and records
// every request so tests can check what the site asked for.
//
// A project that has not run a migration is answered as PostgREST 13 answers
// it: a table it does not have is 404 `PGRST205` ("Could not find the table
// 'public.faq' in the schema cache"), and a column it does not have, named in
// `select` or a filter, is 400 `42703` ("column vehicles.x does not exist").
// A table's columns are the keys of its rows unless given.
//
// `POST /rest/v1/<table>` inserts a JSON row (or array) into a table it has,
// answering 201 with no body, or 409 `23505` for an `id` it already holds.
//
// `rpc/catalog_version` (GET or POST) answers the version given to setVersion;
// until then, as a project without that migration does: 404 `PGRST202`.

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
  /** The `vehicles` rows. */
  setRows(rows: unknown[]): void;
  /** Another table's rows, or undefined to drop the table. */
  setTable(name: string, rows: unknown[] | undefined, columns?: string[]): void;
  /** What rpc/catalog_version answers; undefined: the function does not exist. */
  setVersion(version: number | undefined): void;
  close(): Promise<void>;
};

type Table = { rows: unknown[]; columns?: string[] };

/** PostgREST's answer to a read, or its error. */
type Answer = { status: number; body: unknown };

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

function columnsOf(table: Table): Set<string> | null {
  if (table.columns) return new Set(table.columns);
  if (table.rows.length === 0) return null; // unknown: accept any column
  return new Set(table.rows.flatMap((row) => Object.keys(row as Row)));
}

/** The first column a query names that the table lacks, as PostgREST reports it. */
function missingColumn(name: string, table: Table, query: URLSearchParams): Answer | null {
  const known = columnsOf(table);
  if (!known) return null;
  const select = query.get("select") ?? "*";
  const named = [
    ...(select === "*" ? [] : select.split(",").map((column) => column.trim())),
    ...[...query.keys()].filter((key) => !RESERVED.has(key)),
    ...(query.get("order")?.split(",").map((part) => part.split(".")[0]!) ?? []),
  ];
  const missing = named.find((column) => column && !known.has(column));
  if (!missing) return null;
  return { status: 400, body: { code: "42703", details: null, hint: null, message: `column ${name}.${missing} does not exist` } };
}

function missingFunction(name: string): Answer {
  return {
    status: 404,
    body: {
      code: "PGRST202",
      details: `Searched for the function public.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint: null,
      message: `Could not find the function public.${name} without parameters in the schema cache`,
    },
  };
}

function missingTable(name: string): Answer {
  return {
    status: 404,
    body: { code: "PGRST205", details: null, hint: null, message: `Could not find the table 'public.${name}' in the schema cache` },
  };
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
  tables: extraTables = {},
  mediaDir = DEFAULT_MEDIA_DIR,
  storage,
}: {
  rows?: unknown[];
  tables?: Record<string, unknown[]>;
  mediaDir?: string;
  /** Answers the storage paths instead of mediaDir (tests/support/storage.ts). */
  storage?: StorageStandIn;
} = {}): Promise<FakePostgrest> {
  const tables = new Map<string, Table>([["vehicles", { rows }]]);
  for (const [name, tableRows] of Object.entries(extraTables)) tables.set(name, { rows: tableRows });
  let mode: PostgrestMode = "ok";
  let version: number | undefined;
  const requests: RecordedRequest[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push({ method: request.method ?? "GET", path: url.pathname, query: url.searchParams, headers: request.headers });
    if (storage?.handle(request, response)) return;
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
    const rpc = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname);
    if (rpc?.[1] && (request.method === "GET" || request.method === "POST")) {
      request.resume();
      if (rpc[1] === "catalog_version" && version !== undefined) return sendJson(response, 200, version);
      const { status, body } = missingFunction(rpc[1]);
      return sendJson(response, status, body);
    }
    const rest = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname);
    if (request.method === "GET" && rest?.[1]) {
      const name = rest[1];
      const table = tables.get(name);
      if (!table) {
        const { status, body } = missingTable(name);
        return sendJson(response, status, body);
      }
      const refused = missingColumn(name, table, url.searchParams);
      if (refused) return sendJson(response, refused.status, refused.body);
      return sendJson(response, 200, applyFilters(table.rows, url.searchParams));
    }
    if (request.method === "POST" && rest?.[1]) {
      const table = tables.get(rest[1]);
      if (!table) {
        request.resume();
        const { status, body } = missingTable(rest[1]);
        return sendJson(response, status, body);
      }
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Row | Row[];
        const incoming = Array.isArray(parsed) ? parsed : [parsed];
        const ids = new Set(table.rows.map((row) => (row as Row).id));
        if (incoming.some((row) => row.id !== undefined && ids.has(row.id))) {
          return sendJson(response, 409, { code: "23505", details: null, hint: null, message: "duplicate key value violates unique constraint" });
        }
        table.rows.push(...incoming);
        response.writeHead(201).end();
      });
      return;
    }
    sendJson(response, 404, { code: "PGRST125", details: null, hint: null, message: `Invalid path specified in request URL` });
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
      tables.set("vehicles", { rows: next });
    },
    setTable(name, next, columns) {
      if (next) tables.set(name, { rows: next, columns });
      else tables.delete(name);
    },
    setVersion(next) {
      version = next;
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
