import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// The built client (Vite copies public/ into it) is indexed once at start-up.
// Requests are looked up in that table by exact path, so no request can reach a
// file outside it, whatever it contains.

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt", ".xml", ".webmanifest"]);

export type StaticFile = {
  path: string;
  type: string;
  size: number;
  etag: string;
  cacheControl: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export function indexStaticFiles(root: string): Map<string, StaticFile> {
  const table = new Map<string, StaticFile>();
  for (const file of walk(root)) {
    const urlPath = `/${relative(root, file).split(sep).join("/")}`;
    const ext = extname(file).toLowerCase();
    const body = readFileSync(file);
    const hashed = urlPath.startsWith("/assets/");
    const entry: StaticFile = {
      path: urlPath,
      type: TYPES[ext] ?? "application/octet-stream",
      size: statSync(file).size,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      cacheControl: hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      body,
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      entry.gzip = gzipSync(body, { level: 9 });
      entry.br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
    }
    table.set(urlPath, entry);
  }
  return table;
}

/** Paths only the built client answers: a miss there is a missing file, never a page. */
export function isStaticPath(pathname: string): boolean {
  return pathname.startsWith("/assets/") || pathname.startsWith("/media/");
}

/** The best encoding the client accepts among those we have. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name!.trim(), q ? Number(q[1]) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return null;
}

export function isCompressible(contentType: string | null): boolean {
  if (!contentType) return false;
  return /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/i.test(contentType);
}
