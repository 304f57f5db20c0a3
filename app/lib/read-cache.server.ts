import type { CatalogSource, ReadOptions } from "../catalog/catalog-source.server";
import { errorMessage, logEvent, type Logger } from "./log.server";
import type { Vehicle } from "../catalog/vehicle";

// The cache in front of every backend (DESIGN.md "The vehicle catalog"): each
// read is fresh for `ttlMs`, bounded by a timeout, retried once, shared by
// concurrent callers, and after a good read a failing backend gets the last
// good data served instead of an error page. `reload` (the live updates,
// app/catalog/live-updates.server.ts) reads one key past its freshness and makes
// every other key stale, keeping each value for stale-if-error.

export type CacheOptions = {
  ttlMs: number;
  /** Each backend call counts as failed after this long, and is aborted. */
  timeoutMs?: number;
  /** Extra attempts after a failed one. */
  retries?: number;
  now?: () => number;
  log?: Logger;
  /**
   * After a failed refresh, don't call the backend again for this long: serve
   * the stale data (or fail fast) instead of making every visitor wait out
   * the timeouts of a backend that is down. 0 (the default) retries each time.
   */
  failureBackoffMs?: number;
  /**
   * How long a caller waits for a refresh when stale data is at hand, and when
   * there is none. Past that the caller gets the stale data (or the
   * unavailable error) and the refresh carries on in the background, so a
   * hanging backend never holds a page for the timeouts plus the retry.
   */
  staleWaitMs?: number;
  coldWaitMs?: number;
};

/** Per-read overrides: an optional section can give up sooner than the page. */
export type ReadLimits = { coldWaitMs?: number };

/** No good data has ever been read for this key, and the backend is failing. */
export class BackendUnavailableError extends Error {
  override name = "BackendUnavailableError";
  constructor(
    readonly key: string,
    options?: ErrorOptions,
  ) {
    super(`No good read of ${key} yet, and its backend is failing`, options);
  }
}

export class BackendTimeoutError extends Error {
  override name = "BackendTimeoutError";
  constructor(timeoutMs: number) {
    super(`The backend did not answer within ${timeoutMs} ms`);
  }
}

type Load<T> = (options: ReadOptions) => Promise<T>;

type Entry<T> = {
  value?: T;
  fetchedAt?: number;
  failedAt?: number;
  lastError?: unknown;
  pending?: Promise<T>;
};

async function withTimeout<T>(load: Load<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new BackendTimeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    // A source that ignores the signal still loses the race.
    return await Promise.race([load({ signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export type CachedCatalog = {
  allVehicles(): Promise<Vehicle[]>;
  /** The whole fleet read now; the other reads stale (ReadCache.reload). */
  reloadAll(): Promise<Vehicle[]>;
  featuredVehicles(): Promise<Vehicle[]>;
  similarVehicles(brand: string, excludeId: string, limit: number, limits?: ReadLimits): Promise<Vehicle[]>;
};

/** Cached reads of anything: the fleet's three, and the FAQ (faq.server.ts). */
export type ReadCache<T> = {
  read(key: string, load: Load<T>, limits?: ReadLimits): Promise<T>;
  /**
   * Reads `key` now, whatever its freshness. On success it is fresh, and every
   * other key is stale (read again on its next use, its value kept for
   * stale-if-error); a read already under way for any key counts for nothing
   * fresh. On failure it throws and changes nothing.
   */
  reload(key: string, load: Load<T>): Promise<T>;
};

export function createReadCache<T>(options: CacheOptions): ReadCache<T> {
  const { ttlMs, timeoutMs = 3000, retries = 1, now = Date.now, log = logEvent, failureBackoffMs = 0 } = options;
  const { staleWaitMs = Infinity, coldWaitMs = Infinity } = options;
  const entries = new Map<string, Entry<T>>();
  // Bumped by every reload: a read started before it may not pass for fresh.
  let generation = 0;

  async function loadWithRetry(key: string, load: Load<T>): Promise<T> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= retries + 1; attempt += 1) {
      try {
        return await withTimeout(load, timeoutMs);
      } catch (error) {
        lastError = error;
        log("warn", "catalog.attempt_failed", { key, attempt, error: errorMessage(error) });
      }
    }
    throw lastError;
  }

  function staleOrUnavailable(key: string, entry: Entry<T>): T {
    if (entry.value) return entry.value;
    throw new BackendUnavailableError(key, { cause: entry.lastError });
  }

  async function refresh(key: string, load: Load<T>, entry: Entry<T>): Promise<T> {
    const started = generation;
    try {
      const value = await loadWithRetry(key, load);
      if (started === generation) Object.assign(entry, { value, fetchedAt: now(), failedAt: undefined, lastError: undefined });
      else entry.value ??= value;
      return value;
    } catch (error) {
      Object.assign(entry, { failedAt: now(), lastError: error });
      log("error", "catalog.read_failed", {
        key,
        error: errorMessage(error),
        servedStale: Boolean(entry.value),
        staleForMs: entry.fetchedAt === undefined ? null : now() - entry.fetchedAt,
      });
      return staleOrUnavailable(key, entry);
    }
  }

  /** The refresh, or what is at hand once the caller has waited long enough. */
  function waitAtMost(key: string, entry: Entry<T>, pending: Promise<T>, limits: ReadLimits): Promise<T> {
    const waitMs = entry.value ? staleWaitMs : (limits.coldWaitMs ?? coldWaitMs);
    if (!Number.isFinite(waitMs)) return pending;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => {
        log("warn", "catalog.wait_exceeded", { key, waitMs, servedStale: Boolean(entry.value) });
        try {
          resolve(staleOrUnavailable(key, entry));
        } catch (error) {
          reject(error);
        }
      }, waitMs);
    });
    return Promise.race([pending, gaveUp]).finally(() => clearTimeout(timer));
  }

  function read(key: string, load: Load<T>, limits: ReadLimits = {}): Promise<T> {
    const entry: Entry<T> = entries.get(key) ?? {};
    entries.set(key, entry);
    const time = now();
    if (entry.value && entry.fetchedAt !== undefined && time - entry.fetchedAt < ttlMs) {
      return Promise.resolve(entry.value);
    }
    if (entry.pending) return waitAtMost(key, entry, entry.pending, limits);
    if (entry.failedAt !== undefined && time - entry.failedAt < failureBackoffMs) {
      return Promise.resolve().then(() => staleOrUnavailable(key, entry));
    }
    const pending = refresh(key, load, entry).finally(() => {
      if (entry.pending === pending) entry.pending = undefined;
    });
    entry.pending = pending;
    // Nobody may be waiting when a background refresh fails: that is logged above.
    pending.catch(() => {});
    return waitAtMost(key, entry, pending, limits);
  }

  async function reload(key: string, load: Load<T>): Promise<T> {
    const value = await loadWithRetry(key, load);
    generation += 1;
    for (const other of entries.values()) Object.assign(other, { fetchedAt: undefined, failedAt: undefined, pending: undefined });
    const entry: Entry<T> = entries.get(key) ?? {};
    entries.set(key, entry);
    Object.assign(entry, { value, fetchedAt: now(), lastError: undefined });
    return value;
  }

  return { read, reload };
}

export function createCachedCatalog(source: CatalogSource, options: CacheOptions): CachedCatalog {
  const { read, reload } = createReadCache<Vehicle[]>(options);
  const loadAll: Load<Vehicle[]> = (opts) => source.allVehicles(opts);
  return {
    allVehicles() {
      return read("all", loadAll);
    },
    reloadAll() {
      return reload("all", loadAll);
    },
    featuredVehicles() {
      return read("featured", (opts) => source.featuredVehicles(opts));
    },
    similarVehicles(brand, excludeId, limit, limits) {
      return read(
        `similar:${brand}:${excludeId}:${limit}`,
        (opts) => source.similarVehicles(brand, excludeId, limit, opts),
        limits,
      );
    },
  };
}
