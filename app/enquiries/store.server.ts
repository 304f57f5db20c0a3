import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

// The embedded store under DATA_DIR (one SQLite file, shared by the site's
// containers): `enquiries`, kept here without Supabase, and `outbox`, what is
// waiting for Supabase (`insert`) or for the SMTP server (`mail`).

export function openStore(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, "enquiries.sqlite"));
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 1000;
    CREATE TABLE IF NOT EXISTS enquiries (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, row TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS outbox (id TEXT NOT NULL, kind TEXT NOT NULL, created_at TEXT NOT NULL, row TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (id, kind));`);
  return db;
}

/** The short reference the visitor sees and `npm run enquiries` shows: the id's first 8 hex digits. */
export function referenceOf(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
