import { createHash } from "node:crypto";
import { open, stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { encodePath } from "./picture.ts";

// Where originals come from: the configured Supabase bucket `media`, or
// public/media on the demo. Nothing else: a path is checked segment by segment
// and only ever appended to one of these two roots. Reads are bounded in bytes
// and time, and storage redirects are never followed.

/** An original's bytes at most. */
export const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;
const HEAD_TIMEOUT_MS = 5_000;
const READ_TIMEOUT_MS = 20_000;
const MAX_PATH_LENGTH = 512;

export type SourceObject = { version: string; bytes: Uint8Array };

export type PictureSource = {
  /** The original's current version, or null when there is no such object. Throws SourceFailure. */
  version(path: string): Promise<string | null>;
  /** The original's bytes and their version, or null when missing. Throws SourceFailure or TooLarge. */
  read(path: string): Promise<SourceObject | null>;
  /** The original's address, for log lines. */
  describe(path: string): string;
};

/** Storage did not answer as it should (a 5xx, a timeout, a redirect): nothing is cached, the visitor sees the placeholder. */
export class SourceFailure extends Error {
  override name = "SourceFailure";
}

/** The original is larger than MAX_ORIGINAL_BYTES. */
export class TooLarge extends Error {
  override name = "TooLarge";
}

/** A storage path a copy may name: plain segments, no `.`/`..`, no backslash or control characters. */
export function isStoragePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  return path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export function isAbsoluteHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * An `images` entry as the pictures service takes it: a URL of the configured
 * bucket (`{mediaBaseUrl}/{path}`, as the dashboard's "Get URL" gives it)
 * becomes its storage path, so the site serves copies of it; any other
 * http(s) URL stays as it is (shown, never fetched); a path stays a path,
 * without leading slashes.
 */
export function storageRef(image: string, mediaBaseUrl: string): string {
  if (!isAbsoluteHttpUrl(image)) return image.replace(/^\/+/, "");
  if (!isAbsoluteHttpUrl(mediaBaseUrl)) return image;
  let url: URL;
  let base: URL;
  try {
    url = new URL(image);
    base = new URL(`${mediaBaseUrl.replace(/\/+$/, "")}/`);
  } catch {
    return image;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return image;
  let segments: string[];
  try {
    segments = url.pathname.slice(base.pathname.length).split("/").map(decodeURIComponent);
  } catch {
    return image;
  }
  // Only a plain path inside the bucket: no empty or dot segments, nothing that decodes to a slash.
  const plain = segments.every((segment) => segment !== "" && segment !== "." && segment !== ".." && !segment.includes("/"));
  return plain ? segments.join("/") : image;
}

/** A short URL-safe version from what identifies the stored bytes. */
function versionOf(identity: string): string {
  return createHash("sha256").update(identity).digest("hex").slice(0, 12);
}

/** The public bucket `media` of a Supabase project. */
export function bucketSource(supabaseUrl: string): PictureSource {
  const base = `${supabaseUrl}/storage/v1/object/public/media/`;
  const urlOf = (path: string) => {
    if (!isStoragePath(path)) throw new SourceFailure(`not a storage path: ${JSON.stringify(path)}`);
    return base + encodePath(path);
  };
  const identity = (response: Response) =>
    response.headers.get("etag")?.replace(/^W\//, "") ?? `${response.headers.get("content-length")}:${response.headers.get("last-modified")}`;

  async function request(path: string, method: "HEAD" | "GET", timeoutMs: number): Promise<Response | null> {
    let response: Response;
    try {
      response = await fetch(urlOf(path), { method, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SourceFailure(`storage did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.ok) return response;
    await response.body?.cancel();
    // Storage answers a missing object with 400 or 404 (a JSON body).
    if (response.status === 400 || response.status === 404) return null;
    throw new SourceFailure(`storage answered ${response.status}${response.status < 400 ? " (redirects are not followed)" : ""}`);
  }

  return {
    describe: (path) => (isStoragePath(path) ? base + encodePath(path) : path),
    async version(path) {
      const response = await request(path, "HEAD", HEAD_TIMEOUT_MS);
      return response && versionOf(identity(response));
    },
    async read(path) {
      const response = await request(path, "GET", READ_TIMEOUT_MS);
      if (!response) return null;
      if (Number(response.headers.get("content-length")) > MAX_ORIGINAL_BYTES) {
        await response.body?.cancel();
        throw new TooLarge();
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      try {
        for await (const chunk of response.body!) {
          size += chunk.length;
          if (size > MAX_ORIGINAL_BYTES) throw new TooLarge();
          chunks.push(chunk);
        }
      } catch (error) {
        if (error instanceof TooLarge) throw error;
        throw new SourceFailure(`reading the original failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { version: versionOf(identity(response)), bytes: Buffer.concat(chunks) };
    },
  };
}

/** A folder of originals (public/media on the demo): the version is the file's size and modification time. */
export function folderSource(dir: string): PictureSource {
  const root = resolve(dir);
  const fileOf = (path: string) => {
    const file = resolve(root, path);
    return isStoragePath(path) && file.startsWith(root + sep) ? file : null;
  };
  async function info(path: string) {
    const file = fileOf(path);
    const found = file ? await stat(file).catch(() => null) : null;
    return file && found?.isFile() ? { file, version: versionOf(`${found.size}:${found.mtimeMs}`), size: found.size } : null;
  }
  return {
    describe: (path) => `public/media/${path}`,
    async version(path) {
      return (await info(path))?.version ?? null;
    },
    async read(path) {
      const found = await info(path);
      if (!found) return null;
      if (found.size > MAX_ORIGINAL_BYTES) throw new TooLarge();
      const handle = await open(found.file);
      try {
        return { version: found.version, bytes: await handle.readFile() };
      } finally {
        await handle.close();
      }
    },
  };
}
