import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

// The embedded store of kept enquiries: one SQLite file under DATA_DIR
// (Node's built-in node:sqlite), written before the visitor gets the draft,
// read by `npm run enquiries`. Only what the form sent, the time, the page and
// the language: never an address. Rows older than the retention are deleted.

export type StoredEnquiry = {
  id: string;
  reference: string;
  createdAt: string;
  form: string;
  locale: string;
  page: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, string>;
  subject: string;
  body: string;
};

export type EnquiryStore = {
  insert(enquiry: StoredEnquiry): void;
  /** Newest first. */
  latest(limit: number): StoredEnquiry[];
  /** Deletes the rows created before `cutoff`; returns how many. */
  purgeBefore(cutoff: Date): number;
  close(): void;
};

export const STORE_FILE = "enquiries.sqlite";

/** DATA_DIR as an absolute path: the setting, or `data` in the working directory (the site's and `npm run enquiries`'s one rule). */
export function dataDirOf(setting: string | undefined): string {
  return resolve(setting?.trim() || "data");
}

type Row = Omit<StoredEnquiry, "details" | "createdAt"> & { created_at: string; details: string };

export function openEnquiryStore(dataDir: string): EnquiryStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, STORE_FILE));
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA busy_timeout = 2000;
    CREATE TABLE IF NOT EXISTS enquiries (
      id TEXT PRIMARY KEY,
      reference TEXT NOT NULL,
      created_at TEXT NOT NULL,
      form TEXT NOT NULL,
      locale TEXT NOT NULL,
      page TEXT NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      message TEXT NOT NULL,
      details TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS enquiries_created_at ON enquiries (created_at);
  `);
  const insert = db.prepare(
    `INSERT INTO enquiries (id, reference, created_at, form, locale, page, name, email, phone, message, details, subject, body)
     VALUES (:id, :reference, :created_at, :form, :locale, :page, :name, :email, :phone, :message, :details, :subject, :body)`,
  );
  const latest = db.prepare("SELECT * FROM enquiries ORDER BY created_at DESC, rowid DESC LIMIT ?");
  const purge = db.prepare("DELETE FROM enquiries WHERE created_at < ?");
  return {
    insert({ createdAt, details, ...enquiry }) {
      insert.run({ ...enquiry, created_at: createdAt, details: JSON.stringify(details) });
    },
    latest(limit) {
      return (latest.all(limit) as Row[]).map(({ created_at, details, ...row }) => ({
        ...row,
        createdAt: created_at,
        details: JSON.parse(details) as Record<string, string>,
      }));
    },
    purgeBefore(cutoff) {
      return Number(purge.run(cutoff.toISOString()).changes);
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
