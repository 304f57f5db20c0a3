import { availableParallelism } from "node:os";
import { LRUCache } from "lru-cache";
import type { Logger } from "../lib/log.server";
import { copyUrl, namedCopy, ogImageUrl, UNKNOWN_VERSION, vectorUrl, withoutPreview, type Picture, type PictureFormat, type PictureWidth, type CropWidth } from "./picture";
import type { DiskCache } from "./picture-cache.server";
import { isAbsoluteHttpUrl, isStoragePath, SourceFailure, storageRef, TooLarge, type PictureSource, type SourceObject } from "./picture-source.server";
import { inspect, makeCopy, makeOgImage, makePreview, UnusableOriginal } from "./picture-transform.server";
import type { CopyFormat, CopyWidth } from "./picture-url.server";
import { Busy, limiter, sharing } from "./work-queue.server";

// The server's side of the picture pipeline. Loaders turn storage paths and
// row URLs into `Picture`s synchronously, so a render never waits on storage:
// what the pipeline has not read yet is UNKNOWN_VERSION without a preview (its
// copies redirect to the current version) and is read in the background. The
// `/img/*` route asks `copy()` for a copy's bytes. Versions are re-read after
// the catalog's freshness time, so an original replaced under the same name
// shows within it. docs/decisions/008-picture-pipeline.md.
// Longer than 250 lines because reading, versions, previews, copies and their
// bounds share one state per original; split, each part would reach into it.

export type CopyAnswer =
  | { kind: "copy"; bytes: Uint8Array }
  /** The path's current version differs from the one asked for: go there. */
  | { kind: "redirect"; location: string }
  /** What the visitor sees instead (never kept: `no-store`); `missing` is a 404. */
  | { kind: "placeholder"; reason: "missing" | "unusable" | "storage" | "busy" };

export type Pictures = {
  /**
   * A storage path (`vehicles/urus-1.jpg`) or an absolute http(s) URL from a
   * row. `unread` is called when the picture's version has not been read yet
   * (its copies' URLs name UNKNOWN_VERSION and redirect): a page naming it is
   * provisional. A path whose read ended without a version (missing, storage
   * failing) is not unread: asking again would give the same page.
   */
  picture(ref: string, unread?: () => void): Picture;
  /**
   * As `picture`, without the preview, for a logo (a logo's <Picture>, app/components/ui/picture.tsx),
   * whose markup depends on what the original is (an SVG or not): `unread` is
   * also called until the original has been read and checked.
   */
  logo(ref: string, unread?: () => void): Picture;
  /** Reads versions and makes previews and these copies of these pictures (or, of a small original, those the markup names instead: `namedCopy`), in the background, behind visitors' copies. */
  prepare(refs: readonly string[], copies: readonly PreparedCopy[]): void;
  /** A copy's bytes, a redirect to its current version, or why the placeholder is shown. */
  copy(path: string, version: string, width: CopyWidth, format: CopyFormat): Promise<CopyAnswer>;
  /** The copy's bytes when held in memory and its version is the current one; else null (ask `copy`). */
  hotCopy(path: string, version: string, width: CopyWidth, format: CopyFormat): Uint8Array | null;
};

/** A copy's key in the disk cache and in memory. */
export function copyKey(path: string, version: string, width: CopyWidth, format: CopyFormat): string {
  return `copy\n${path}\n${version}\n${width}\n${format}`;
}

/** A copy made ahead of the first visitor who asks for it. */
export type PreparedCopy = readonly [PictureWidth | CropWidth, PictureFormat];

/** Transforms at once in this process; each decodes one image on one libvips thread. */
export const TRANSFORM_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Transforms waiting at most; past it a copy is answered at once with the placeholder. */
export const QUEUE_LIMIT = 48;
/** Copies held in memory at most, the most recently served: a cached copy costs no disk read. */
const HOT_BYTES = 32 * 1024 * 1024;
/** Paths whose versions are remembered at most (the site's own pictures are a few hundred). */
const MAX_KNOWN = 10_000;

/** `vector`: a plain-drawing SVG, which has no size to read and no preview. */
type Described = { width: number | null; height: number | null; preview: string | null; vector?: boolean };
type Known = Described & { version: string; readAt: number };

export type PicturesOptions = {
  source: PictureSource;
  cache: DiskCache;
  /** How long a read version stays current (the catalog's freshness time). */
  ttlMs: number;
  /** The bucket's public URL: a ref under it names that storage path (`storageRef`). */
  mediaBaseUrl: string;
  log: Logger;
  concurrency?: number;
  queueLimit?: number;
};

export function createPictures(options: PicturesOptions): Pictures {
  const { source, cache, ttlMs, log } = options;
  // Each bounded to MAX_KNOWN paths, the least recently used forgotten first.
  const known = new LRUCache<string, Known>({ max: MAX_KNOWN });
  const unusable = new Map<string, UnusableOriginal | TooLarge>();
  const limit = limiter(options.concurrency ?? TRANSFORM_CONCURRENCY, options.queueLimit ?? QUEUE_LIMIT);
  const readingVersion = sharing<Known | null>();
  const making = sharing<CopyAnswer>();
  const describing = sharing<void>();
  const missing = new LRUCache<string, number>({ max: MAX_KNOWN }); // path found missing -> when; not asked again before ttlMs
  const failing = new LRUCache<string, number>({ max: MAX_KNOWN }); // path whose last version read failed -> when
  const hot = new LRUCache<string, Uint8Array>({ maxSize: HOT_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });

  function pathOf(ref: string): string | null {
    const path = storageRef(ref, options.mediaBaseUrl);
    return !isAbsoluteHttpUrl(path) && isStoragePath(path) ? path : null;
  }

  /** Read and checked: a preview made, a plain SVG found, or found unusable. */
  function described(path: string): boolean {
    const entry = known.get(path);
    return entry !== undefined && (entry.preview !== null || entry.vector === true || unusable.has(`${path}\n${entry.version}`));
  }

  /** No read of this path's version has ended yet: a page naming it names UNKNOWN_VERSION only for now. */
  function unread(path: string): boolean {
    return !known.has(path) && !missing.has(path) && !failing.has(path);
  }

  /** The current version (read again when older than ttlMs); null when the original is missing. */
  function current(path: string): Promise<Known | null> {
    const entry = known.get(path);
    if (entry && Date.now() - entry.readAt < ttlMs) return Promise.resolve(entry);
    if (Date.now() - (missing.get(path) ?? -Infinity) < ttlMs) return Promise.resolve(null);
    return readingVersion(path, async () => {
      const version = await source.version(path).catch((error: unknown) => {
        failing.set(path, Date.now());
        throw error;
      });
      failing.delete(path);
      if (version === null) {
        known.delete(path);
        missing.set(path, Date.now());
        return null;
      }
      missing.delete(path);
      const before = known.get(path);
      const next: Known =
        before?.version === version ? { ...before, readAt: Date.now() } : { version, readAt: Date.now(), width: null, height: null, preview: null };
      known.set(path, next);
      return next;
    });
  }

  /** The original at this version, from the disk cache or storage; a newer one there is a redirect. */
  async function original(path: string, version: string): Promise<SourceObject | "replaced" | null> {
    const key = `original\n${path}\n${version}`;
    const kept = await cache.get(key);
    if (kept) return { version, bytes: kept };
    const read = await source.read(path);
    if (!read) return null;
    if (read.version !== version) {
      known.delete(path);
      return "replaced";
    }
    await cache.put(key, read.bytes);
    return read;
  }

  function failed(path: string, version: string, error: unknown): CopyAnswer {
    if (error instanceof Busy) return { kind: "placeholder", reason: "busy" };
    if (error instanceof UnusableOriginal || error instanceof TooLarge) {
      const key = `${path}\n${version}`;
      if (!unusable.has(key)) {
        unusable.set(key, error);
        const fix = error instanceof UnusableOriginal ? error.fix : "the file is over 40 MB: export it smaller (JPEG, about 4000 px wide) and upload it again";
        log("warn", "picture_unusable", { file: source.describe(path), problem: error instanceof UnusableOriginal ? error.problem : "too-large", fix });
      }
      return { kind: "placeholder", reason: "unusable" };
    }
    const message = error instanceof Error ? error.message : String(error);
    log("warn", "picture_source_failed", { file: source.describe(path), message });
    return { kind: "placeholder", reason: error instanceof SourceFailure ? "storage" : "unusable" };
  }

  /** Upright size and preview of this version: from the disk cache, else made from the original behind every visitor's copy. */
  async function describe(path: string, entry: Known): Promise<void> {
    const key = `described\n${path}\n${entry.version}`;
    const kept = await cache.get(key);
    if (kept) {
      Object.assign(entry, JSON.parse(kept.toString()) as Described);
      return;
    }
    await limit(async () => {
      const got = await original(path, entry.version);
      if (!got || got === "replaced") return;
      const kind = await inspect(got.bytes);
      const described: Described =
        kind.format === "svg"
          ? { width: null, height: null, preview: null, vector: true }
          : { width: kind.width, height: kind.height, preview: await makePreview(got.bytes) };
      await cache.put(key, Buffer.from(JSON.stringify(described)));
      Object.assign(entry, described);
    }, true);
  }

  /** Reads the version and describes the picture once (a render asked for it, or prepare); failures are logged. */
  function ensureDescribed(path: string): Promise<void> {
    return describing(path, async () => {
      const entry = await current(path);
      if (entry && !entry.preview && !entry.vector && !unusable.has(`${path}\n${entry.version}`)) await describe(path, entry);
    }).catch((error: unknown) => void failed(path, known.get(path)?.version ?? UNKNOWN_VERSION, error));
  }

  async function copy(path: string, version: string, width: CopyWidth, format: CopyFormat, inBackground = false): Promise<CopyAnswer> {
    if (!isStoragePath(path)) return { kind: "placeholder", reason: "missing" };
    let entry: Known | null;
    try {
      entry = await current(path);
    } catch (error) {
      return failed(path, version, error);
    }
    if (!entry) return { kind: "placeholder", reason: "missing" };
    if (version !== entry.version) {
      const current = { path, version: entry.version };
      const location = width === "og" ? ogImageUrl(current) : width === "svg" ? vectorUrl(current) : copyUrl(current, width, format as PictureFormat);
      return { kind: "redirect", location };
    }
    if (unusable.has(`${path}\n${version}`)) return { kind: "placeholder", reason: "unusable" };
    const key = copyKey(path, version, width, format);
    const kept = await cache.get(key);
    if (kept) {
      hot.set(key, kept);
      return { kind: "copy", bytes: kept };
    }
    return making(key, () =>
      limit(async (): Promise<CopyAnswer> => {
        const got = await original(path, version);
        if (got === null) return { kind: "placeholder", reason: "missing" };
        if (got === "replaced") return copy(path, UNKNOWN_VERSION, width, format, inBackground);
        // An SVG is served as it is once checked, where its copy was asked for too (a page rendered before it was read).
        const vector = (await inspect(got.bytes)).format === "svg";
        if (vector && width !== "svg" && width !== "og") return { kind: "redirect", location: vectorUrl({ path, version }) };
        if (width === "svg" && !vector) return { kind: "placeholder", reason: "unusable" };
        const bytes = width === "svg" ? Buffer.from(got.bytes) : width === "og" ? await makeOgImage(got.bytes) : await makeCopy(got.bytes, width, format as PictureFormat);
        await cache.put(key, bytes);
        hot.set(key, bytes);
        // The preview waits behind visitors' copies and reads the original again
        // from the disk cache then: a waiting job holds no original in memory.
        if (!entry.preview && !entry.vector) void ensureDescribed(path);
        return { kind: "copy", bytes };
      }, inBackground).catch((error: unknown) => failed(path, version, error)),
    );
  }

  const pictures: Pictures = {
    logo(ref, onUnread) {
      const path = pathOf(ref);
      const logo = withoutPreview(pictures.picture(ref, onUnread));
      if (onUnread && path !== null && !unread(path) && known.has(path) && !described(path)) onUnread();
      return logo;
    },
    picture(ref, onUnread) {
      const path = pathOf(ref);
      if (path === null) return { kind: "external", url: ref };
      const entry = known.get(path);
      if (onUnread && unread(path)) onUnread();
      if ((!entry?.preview && !entry?.vector) || Date.now() - entry.readAt >= ttlMs) void ensureDescribed(path);
      return {
        kind: "stored",
        path,
        version: entry?.version ?? UNKNOWN_VERSION,
        width: entry?.width ?? null,
        height: entry?.height ?? null,
        preview: entry?.preview ?? null,
        ...(entry?.vector ? { vector: true as const } : {}),
      };
    },
    prepare(refs, copies) {
      for (const ref of new Set(refs)) {
        const path = pathOf(ref);
        if (path === null) continue;
        void ensureDescribed(path).then(async () => {
          const entry = known.get(path);
          if (!entry) return;
          // The copies the markup names for this original (a small one's are narrower); one made already is found in the cache.
          for (const [width, format] of copies) await copy(path, entry.version, namedCopy(entry, width), format, true);
        });
      }
    },
    copy: (path, version, width, format) => copy(path, version, width, format),
    hotCopy(path, version, width, format) {
      const entry = known.get(path);
      if (entry?.version !== version || Date.now() - entry.readAt >= ttlMs) return null;
      const key = copyKey(path, version, width, format);
      return hot.get(key) ?? null;
    },
  };
  return pictures;
}
