import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Locale } from "../i18n";
import type { Logger } from "../log.server";
import type { Draft } from "./mailto";

// Keeps every valid enquiry before the route answers: in Supabase's
// public.enquiries when it takes the row within INSERT_WAIT_MS, otherwise in a
// durable outbox (SQLite under dataDir) retried with backoff; without Supabase
// (or without the migration) in the embedded store. No client address is stored.

export type EnquiryForm = "contact-panel" | "contact" | "elite-booking" | "vehicle-booking" | "yacht-booking";
export type Enquiry = {
  form: EnquiryForm;
  locale: Locale;
  /** Path the form was posted from, e.g. "/es/fleet/mclaren-gt-blue". */
  page: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, string>;
  /** The full draft, for the owner's mail. */
  draft: Draft;
};
export type KeepResult =
  | { status: "received"; reference: string }
  | { status: "queued"; reference: string }
  | { status: "not-kept"; reference: null };
export type Enquiries = {
  /** Always resolves, within about 1.5 s even when Supabase hangs. */
  keep(enquiry: Enquiry, client: { address: string }): Promise<KeepResult>;
  close(): Promise<void>;
};

type Log = Logger;
export type EnquiriesOptions = {
  dataDir: string;
  supabase: SupabaseClient | null;
  rateLimit: { max: number; windowMs: number };
  retentionDays: number;
  log: Log;
  outboxMaxRows?: number;
  outboxMaxBytes?: number;
  insertWaitMs?: number;
  now?: () => number;
};

type Row = {
  id: string;
  created_at: string;
  form: string;
  locale: string;
  page: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, string>;
};

const DEDUPE_MS = 60_000;
const MAX_TRACKED_ADDRESSES = 10_000;
const DAY_MS = 86_400_000;

/** The short reference the visitor sees and `npm run enquiries` shows: the id's first 8 hex digits. */
export function referenceOf(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export function openStore(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, "enquiries.sqlite"));
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 1000;
    CREATE TABLE IF NOT EXISTS enquiries (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, row TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS outbox (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, row TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL DEFAULT 0);`);
  return db;
}

function rowOf(enquiry: Enquiry, now: number): Row {
  return {
    id: randomUUID(),
    created_at: new Date(now).toISOString(),
    form: enquiry.form,
    locale: enquiry.locale,
    page: enquiry.page,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    message: enquiry.message,
    details: enquiry.details,
  };
}

type Insert = "kept" | "no-table" | "failed";

async function insertRow(client: SupabaseClient, row: Row, signal: AbortSignal): Promise<Insert> {
  try {
    const { error } = await client.from("enquiries").insert(row).abortSignal(signal);
    if (!error || error.code === "23505") return "kept";
    if (error.code === "PGRST205" || error.code === "42P01") return "no-table";
    return "failed";
  } catch {
    return "failed";
  }
}

export function createEnquiries(options: EnquiriesOptions): Enquiries {
  const { log, rateLimit } = options;
  const now = options.now ?? Date.now;
  const maxRows = options.outboxMaxRows ?? 10_000;
  const maxBytes = options.outboxMaxBytes ?? 50 * 1024 * 1024;
  const insertWaitMs = options.insertWaitMs ?? 1000;
  const db = openStore(options.dataDir);
  let supabase = options.supabase;
  const posts = new Map<string, number[]>();
  const recent = new Map<string, { at: number; result: Promise<KeepResult> }>();
  const full = new Set<string>();
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  function allowed(address: string): boolean {
    const t = now();
    const times = (posts.get(address) ?? []).filter((at) => t - at < rateLimit.windowMs);
    posts.delete(address);
    if (posts.size >= MAX_TRACKED_ADDRESSES) posts.delete(posts.keys().next().value as string);
    if (times.length >= rateLimit.max) {
      posts.set(address, times);
      return false;
    }
    times.push(t);
    posts.set(address, times);
    return true;
  }

  function noTable() {
    supabase = null;
    log("warn", "enquiries-no-table", {
      reason: "public.enquiries is missing: apply supabase/migrations/*_enquiries.sql; keeping enquiries in the embedded store",
    });
    // Rows waiting for Supabase move to the embedded store.
    db.exec("INSERT OR IGNORE INTO enquiries (id, created_at, row) SELECT id, created_at, row FROM outbox; DELETE FROM outbox;");
  }

  function storeLocally(row: Row): boolean {
    db.prepare("INSERT OR IGNORE INTO enquiries (id, created_at, row) VALUES (?, ?, ?)").run(row.id, row.created_at, JSON.stringify(row));
    return true;
  }

  function enqueue(row: Row): boolean {
    const text = JSON.stringify(row);
    const { rows, bytes } = db.prepare("SELECT count(*) AS rows, coalesce(sum(length(row)), 0) AS bytes FROM outbox").get() as {
      rows: number;
      bytes: number;
    };
    if (rows >= maxRows || bytes + text.length > maxBytes) {
      if (!full.has("outbox-full")) log("error", "enquiries-outbox-full", { rows, bytes, maxRows, maxBytes });
      full.add("outbox-full");
      return false;
    }
    full.delete("outbox-full");
    db.prepare("INSERT OR IGNORE INTO outbox (id, created_at, row, next_at) VALUES (?, ?, ?, ?)").run(row.id, row.created_at, text, now() + 1000);
    scheduleRetry(1000);
    return true;
  }

  function scheduleRetry(delayMs: number) {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void drain();
    }, delayMs);
    retryTimer.unref();
  }

  async function drain() {
    const due = db.prepare("SELECT id, row, attempts FROM outbox WHERE next_at <= ? ORDER BY next_at LIMIT 50").all(now()) as {
      id: string;
      row: string;
      attempts: number;
    }[];
    for (const item of due) {
      if (closed) return;
      if (!supabase) return noTable();
      const outcome = await insertRow(supabase, JSON.parse(item.row) as Row, AbortSignal.timeout(10_000));
      if (closed) return;
      if (outcome === "no-table") return noTable();
      if (outcome === "kept") db.prepare("DELETE FROM outbox WHERE id = ?").run(item.id);
      else {
        const backoff = Math.min(60_000, 1000 * 2 ** Math.min(item.attempts, 6));
        db.prepare("UPDATE outbox SET attempts = attempts + 1, next_at = ? WHERE id = ?").run(now() + backoff, item.id);
      }
    }
    const next = db.prepare("SELECT min(next_at) AS at FROM outbox").get() as { at: number | null };
    if (next.at !== null) scheduleRetry(Math.max(250, next.at - now()));
  }

  function sweep() {
    const cutoff = new Date(now() - options.retentionDays * DAY_MS).toISOString();
    db.prepare("DELETE FROM enquiries WHERE created_at < ?").run(cutoff);
  }

  async function store(row: Row): Promise<KeepResult> {
    const reference = referenceOf(row.id);
    if (supabase) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), insertWaitMs);
      const outcome = await insertRow(supabase, row, controller.signal);
      clearTimeout(timer);
      if (outcome === "kept") return { status: "received", reference };
      if (outcome === "failed") return enqueue(row) ? { status: "queued", reference } : { status: "not-kept", reference: null };
      noTable();
    }
    return storeLocally(row) ? { status: "received", reference } : { status: "not-kept", reference: null };
  }

  sweep();
  const sweepTimer = setInterval(sweep, DAY_MS);
  sweepTimer.unref();
  if (supabase) scheduleRetry(0);

  return {
    async keep(enquiry, client) {
      const row = rowOf(enquiry, now());
      const key = JSON.stringify([enquiry.form, enquiry.page, enquiry.name, enquiry.email, enquiry.phone, enquiry.message, enquiry.details]);
      const seen = recent.get(key);
      if (seen && now() - seen.at < DEDUPE_MS) return seen.result;
      if (!allowed(client.address)) return { status: "not-kept", reference: null };
      const result = store(row).catch((error: unknown) => {
        log("error", "enquiries-keep-failed", { error: String(error) });
        return { status: "not-kept", reference: null } as const;
      });
      for (const [k, value] of recent) if (now() - value.at >= DEDUPE_MS) recent.delete(k);
      recent.set(key, { at: now(), result });
      return result;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(sweepTimer);
      db.close();
    },
  };
}
