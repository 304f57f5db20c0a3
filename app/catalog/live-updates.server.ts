import { errorMessage, type Logger } from "../lib/log.server";

// The owner's edits reach visitors within seconds (docs/decisions/007-live-updates.md):
// every `intervalMs` the process reads the catalog's version (one small request),
// and when it moved, reloads what it caches and tells its listeners (the page
// cache empties). A version counts as seen only once every reload after it
// succeeded, so a failed one is tried again at the next check while the last
// good data is served. A burst of edits is one or two moved versions, so one or
// two reloads. Nudges (the webhook) start a check at most once per
// `nudgeSpacingMs`: a burst of any size costs one check in flight and one queued
// behind it, and the queued one starts after the burst's last call arrived, so
// the last edit is read. A database without the version (null) keeps the
// freshness time, and the log says so once.

export const LIVE_UPDATES_MIGRATION = "supabase/migrations/20261127120000_catalog_version.sql";

export type VersionSource = {
  /** The current version, or null when the database has none (the migration has not run). */
  read(): Promise<string | null>;
};

export type LiveUpdatesOptions = {
  version: VersionSource;
  /** Each reloads one cached read now; throws when that fails. */
  reloads: (() => Promise<void>)[];
  intervalMs: number;
  /** Least time between the starts of two checks asked for by nudges (default 1 s). */
  nudgeSpacingMs?: number;
  log: Logger;
};

export type LiveUpdates = {
  /** Checks now, then every interval; the timer never keeps the process alive. */
  start(): void;
  stop(): void;
  /** One check; the loop's own (exposed for tests). Joins the check under way, if any. */
  check(): Promise<void>;
  /**
   * A check soon, whatever the interval (the webhook: the owner just edited):
   * at once when none ran in the last `nudgeSpacingMs`, else one queued check
   * when that time is up (after the one under way, if any). Any number of
   * nudges meanwhile join the queued one.
   */
  nudge(): void;
  /** `listener` runs after any reload succeeded: cached data changed. */
  onChange(listener: () => void): void;
};

export function createLiveUpdates({ version, reloads, intervalMs, nudgeSpacingMs = 1000, log }: LiveUpdatesOptions): LiveUpdates {
  const listeners: (() => void)[] = [];
  let seen: string | null = null;
  let state: "unknown" | "on" | "off" = "unknown";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let lastStarted = -Infinity;
  let queued = false;
  let stopped = true;

  function setState(next: "on" | "off", fields: Record<string, unknown>) {
    if (state === next) return;
    state = next;
    log(next === "on" ? "info" : "warn", `live_updates.${next}`, fields);
  }

  async function checkOnce() {
    let current: string | null;
    try {
      current = await version.read();
    } catch (error) {
      log("warn", "live_updates.check_failed", { error: errorMessage(error) });
      return;
    }
    if (current === null) {
      setState("off", {
        reason: "the database has no catalog_version function",
        migration: LIVE_UPDATES_MIGRATION,
        effect: "edits show once the catalog's freshness time (CATALOG_TTL_SECONDS) has passed",
      });
      return;
    }
    setState("on", { intervalMs });
    if (current === seen) return;
    const results = await Promise.allSettled(reloads.map((reload) => reload()));
    if (results.some((result) => result.status === "fulfilled")) {
      for (const listener of listeners) {
        try {
          listener();
        } catch (error) {
          log("error", "live_updates.listener_failed", { error: errorMessage(error) });
        }
      }
    }
    const failed = results.find((result) => result.status === "rejected");
    if (failed) {
      log("error", "live_updates.reload_failed", { version: current, error: errorMessage(failed.reason) });
      return;
    }
    if (seen !== null) log("info", "live_updates.changed", { from: seen, to: current });
    seen = current;
  }

  function check(): Promise<void> {
    if (!running) {
      lastStarted = Date.now();
      running = checkOnce().finally(() => {
        running = null;
      });
    }
    return running;
  }

  function loop() {
    const started = Date.now();
    void check().then(() => {
      if (stopped) return;
      timer = setTimeout(loop, Math.max(0, started + intervalMs - Date.now()));
      timer.unref();
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    check,
    nudge() {
      if (queued) return;
      queued = true;
      // A check that started before this nudge may have read the version before the edit: wait for it, then start another.
      const timer = setTimeout(() => {
        void Promise.resolve(running).then(() => {
          queued = false;
          void check();
        });
      }, Math.max(0, lastStarted + nudgeSpacingMs - Date.now()));
      timer.unref();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
