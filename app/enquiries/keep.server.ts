import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { insertRow, type Row } from "./supabase-insert.server";
import type { Locale } from "../i18n/i18n";
import type { Logger } from "../lib/log.server";
import type { Mail, SendMail } from "./mail.server";
import type { Draft } from "./mailto";
import { createRateLimit } from "./rate-limit.server";
import { openStore, referenceOf } from "./store.server";

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
  /** With SMTP: every kept enquiry is mailed to `mailTo` through the outbox. */
  mail?: { send: SendMail; to: string } | null;
  outboxMaxRows?: number;
  outboxMaxBytes?: number;
  insertWaitMs?: number;
  now?: () => number;
};

const DEDUPE_MS = 60_000;
const DAY_MS = 86_400_000;


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

type Kind = "insert" | "mail";
type Due = { id: string; kind: Kind; row: string; attempts: number };

export function createEnquiries(options: EnquiriesOptions): Enquiries {
  const { log, rateLimit } = options;
  const now = options.now ?? Date.now;
  const maxRows = options.outboxMaxRows ?? 10_000;
  const maxBytes = options.outboxMaxBytes ?? 50 * 1024 * 1024;
  const insertWaitMs = options.insertWaitMs ?? 1000;
  let db: ReturnType<typeof openStore>;
  try {
    db = openStore(options.dataDir);
  } catch (error) {
    log("error", "enquiries-store-unavailable", { dataDir: options.dataDir, error: String(error), effect: "nothing is kept; visitors still get the draft", fix: "make DATA_DIR a writable directory (a volume in the container)" });
    return { keep: () => Promise.resolve({ status: "not-kept", reference: null }), close: () => Promise.resolve() };
  }
  let supabase = options.supabase;
  const allowed = createRateLimit(rateLimit, now);
  const recent = new Map<string, { at: number; result: Promise<KeepResult> }>();
  const full = new Set<string>();
  let retryTimer: NodeJS.Timeout | undefined;
  let retryAt = 0;
  let draining = false;
  const mail = options.mail ?? null;
  let closed = false;

  function noTable() {
    supabase = null;
    log("warn", "enquiries-no-table", {
      reason: "public.enquiries is missing: apply supabase/migrations/*_enquiries.sql; keeping enquiries in the embedded store",
    });
    // Rows waiting for Supabase move to the embedded store.
    db.exec(`INSERT OR IGNORE INTO enquiries (id, created_at, row) SELECT id, json_extract(row, '$.created_at'), row FROM outbox WHERE kind = 'insert';
      DELETE FROM outbox WHERE kind = 'insert';`);
  }

  function storeLocally(row: Row) {
    db.prepare("INSERT OR IGNORE INTO enquiries (id, created_at, row) VALUES (?, ?, ?)").run(row.id, row.created_at, JSON.stringify(row));
  }

  /** `insert`: a row for Supabase; `mail`: the owner's copy. False when the outbox is full. */
  function enqueue(kind: Kind, id: string, payload: Row | Mail, delayMs: number): boolean {
    const text = JSON.stringify(payload);
    const { rows, bytes } = db.prepare("SELECT count(*) AS rows, coalesce(sum(length(row)), 0) AS bytes FROM outbox").get() as {
      rows: number;
      bytes: number;
    };
    if (rows >= maxRows || bytes + text.length > maxBytes) {
      if (!full.has(kind)) log("error", "enquiries-outbox-full", { kind, rows, bytes, maxRows, maxBytes });
      full.add(kind);
      return false;
    }
    full.delete(kind);
    db.prepare("INSERT OR IGNORE INTO outbox (id, kind, created_at, row, next_at) VALUES (?, ?, ?, ?, ?)").run(
      id,
      kind,
      new Date(now()).toISOString(),
      text,
      now() + delayMs,
    );
    scheduleRetry(delayMs);
    return true;
  }

  function scheduleRetry(delayMs: number) {
    if (closed || draining) return;
    if (retryTimer) {
      if (retryAt <= now() + delayMs) return;
      clearTimeout(retryTimer);
    }
    retryAt = now() + delayMs;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      drain().catch((error: unknown) => log("error", "enquiries-outbox-failed", { error: String(error) }));
    }, delayMs);
    retryTimer.unref();
  }

  /** True when the item was taken (or can never be: a mail without SMTP). */
  async function deliver(kind: Kind, payload: string): Promise<boolean> {
    if (kind === "mail") {
      if (!mail) return true;
      return mail.send(JSON.parse(payload) as Mail).then(
        () => true,
        (error: unknown) => {
          log("warn", "enquiries-mail-failed", { error: String(error) });
          return false;
        },
      );
    }
    if (!supabase) {
      noTable();
      return false;
    }
    const outcome = await insertRow(supabase, JSON.parse(payload) as Row, AbortSignal.timeout(10_000));
    if (outcome === "no-table") noTable();
    return outcome === "kept";
  }

  async function drain() {
    draining = true;
    try {
      const due = db.prepare("SELECT id, kind, row, attempts FROM outbox WHERE next_at <= ? ORDER BY next_at LIMIT 50").all(now()) as Due[];
      for (const item of due) {
        const taken = await deliver(item.kind, item.row);
        if (closed) return;
        if (taken) db.prepare("DELETE FROM outbox WHERE id = ? AND kind = ?").run(item.id, item.kind);
        else {
          const backoff = Math.min(60_000, 1000 * 2 ** Math.min(item.attempts, 6));
          db.prepare("UPDATE outbox SET attempts = attempts + 1, next_at = ? WHERE id = ? AND kind = ?").run(now() + backoff, item.id, item.kind);
        }
      }
    } finally {
      draining = false;
    }
    if (closed) return;
    const next = db.prepare("SELECT min(next_at) AS at FROM outbox").get() as { at: number | null };
    if (next.at !== null) scheduleRetry(Math.max(50, next.at - now()));
  }

  function sweep() {
    const cutoff = new Date(now() - options.retentionDays * DAY_MS).toISOString();
    db.prepare("DELETE FROM enquiries WHERE created_at < ?").run(cutoff);
  }

  async function store(row: Row, enquiry: Enquiry): Promise<KeepResult> {
    const result = await storeRow(row);
    if (mail && result.status !== "not-kept") {
      enqueue("mail", row.id, { to: mail.to, subject: enquiry.draft.subject, text: enquiry.draft.lines.join("\n"), replyTo: enquiry.email || null }, 0);
    }
    return result;
  }

  async function storeRow(row: Row): Promise<KeepResult> {
    const reference = referenceOf(row.id);
    if (supabase) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), insertWaitMs);
      const outcome = await insertRow(supabase, row, controller.signal);
      clearTimeout(timer);
      if (outcome === "kept") return { status: "received", reference };
      if (outcome === "failed") return enqueue("insert", row.id, row, 1000) ? { status: "queued", reference } : { status: "not-kept", reference: null };
      noTable();
    }
    storeLocally(row);
    return { status: "received", reference };
  }

  sweep();
  const sweepTimer = setInterval(sweep, DAY_MS);
  sweepTimer.unref();
  scheduleRetry(0);

  return {
    async keep(enquiry, client) {
      const row = rowOf(enquiry, now());
      const key = JSON.stringify([enquiry.form, enquiry.page, enquiry.name, enquiry.email, enquiry.phone, enquiry.message, enquiry.details]);
      const seen = recent.get(key);
      if (seen && now() - seen.at < DEDUPE_MS) return seen.result;
      if (!allowed(client.address)) return { status: "not-kept", reference: null };
      const result = store(row, enquiry).catch((error: unknown) => {
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
