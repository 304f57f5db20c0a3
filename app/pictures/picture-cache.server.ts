import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import type { Logger } from "../lib/log.server";

// The picture pipeline's disk cache: originals, copies and previews, one file
// each, named by a hash of their key. Bounded in bytes, least recently used
// out first. A file is written under a temporary name and renamed into place,
// so a reader (this process or another container on the same volume) sees a
// whole file or none. A directory that cannot be written (read-only, full,
// missing permission) turns writing off, logged once: the site then serves
// every copy uncached.

export type DiskCache = {
  get(key: string): Promise<Buffer | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
};

/** The file a key's bytes are kept in, inside the cache's directory. */
export function cacheFileName(key: string): string {
  return createHash("sha1").update(key).digest("hex");
}

export function createDiskCache(dir: string, maxBytes: number, log: Logger): DiskCache {
  // File name -> size; a file pushed out of it is deleted (before `put` resolves).
  const deleting: Promise<void>[] = [];
  const index = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, name, reason) => {
      if (reason === "evict") deleting.push(unlink(join(dir, name)).catch(() => {}));
    },
  });
  let writable = true;
  let ready: Promise<void> | null = null;

  /** What is already on disk (a restart, or another container), oldest use first. */
  function load(): Promise<void> {
    ready ??= (async () => {
      await mkdir(dir, { recursive: true });
      const names = (await readdir(dir)).filter((name) => /^[0-9a-f]{40}$/.test(name));
      const found = await Promise.all(names.map(async (name) => ({ name, info: await stat(join(dir, name)).catch(() => null) })));
      found.sort((a, b) => (a.info?.atimeMs ?? 0) - (b.info?.atimeMs ?? 0));
      for (const { name, info } of found) if (info) index.set(name, info.size);
    })().catch((error: unknown) => unusable(error));
    return ready;
  }

  function unusable(error: unknown) {
    if (!writable) return;
    writable = false;
    log("warn", "picture_cache_unwritable", {
      dir,
      message: error instanceof Error ? error.message : String(error),
      effect: "pictures are served uncached until the site restarts with a writable PICTURE_CACHE_DIR",
    });
  }

  return {
    async get(key) {
      await load();
      const name = cacheFileName(key);
      const bytes = await readFile(join(dir, name)).catch(() => null);
      if (bytes) index.set(name, bytes.length);
      else index.delete(name);
      return bytes;
    },
    async put(key, bytes) {
      await load();
      if (!writable || bytes.length > maxBytes) return;
      const name = cacheFileName(key);
      const temp = join(dir, `${name}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, join(dir, name));
      } catch (error) {
        await unlink(temp).catch(() => {});
        return unusable(error);
      }
      index.set(name, bytes.length);
      await Promise.all(deleting.splice(0));
    },
  };
}
