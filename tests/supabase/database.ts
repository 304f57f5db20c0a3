import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";

// A real PostgreSQL (PGlite: PostgreSQL compiled to WebAssembly, in-process)
// dressed as a new Supabase project, with our migrations applied on top.

const ROOT = resolve(import.meta.dirname, "..", "..");
export const MIGRATIONS_DIR = resolve(ROOT, "supabase", "migrations");
export const SEED_FILE = resolve(ROOT, "supabase", "seed.sql");

/** Migration files in the order the Supabase CLI applies them (by timestamp prefix). */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => resolve(MIGRATIONS_DIR, name));
}

export async function applyMigrations(db: PGlite): Promise<void> {
  for (const file of migrationFiles()) await db.exec(readFileSync(file, "utf8"));
}

export async function loadSeed(db: PGlite): Promise<void> {
  await db.exec(readFileSync(SEED_FILE, "utf8"));
}

export async function createProjectDatabase(options: { seed?: boolean } = {}): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(readFileSync(resolve(import.meta.dirname, "platform.sql"), "utf8"));
  await applyMigrations(db);
  if (options.seed) await loadSeed(db);
  return db;
}

/**
 * A new project's database as it was just before `migration` (a file name):
 * the earlier migrations applied, and that migration's SQL to apply when the
 * test has written what an owner's database would hold by then.
 */
export async function createDatabaseBefore(migration: string): Promise<{ db: PGlite; sql: string }> {
  const files = migrationFiles();
  const at = files.findIndex((file) => file.endsWith(`/${migration}`));
  if (at < 0) throw new Error(`no migration named ${migration}`);
  const db = await PGlite.create();
  await db.exec(readFileSync(resolve(import.meta.dirname, "platform.sql"), "utf8"));
  for (const file of files.slice(0, at)) await db.exec(readFileSync(file, "utf8"));
  return { db, sql: readFileSync(files[at]!, "utf8") };
}

export type ApiRole = "anon" | "authenticated";

/**
 * Runs `run` as an API role (as PostgREST does with `set local role`) inside a
 * transaction that is always rolled back, so a write that slips through cannot
 * leak into the next test. Errors from `run` propagate.
 */
export async function asRole<T>(db: PGlite, role: ApiRole, run: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    result = await run(tx);
    await tx.rollback();
  });
  return result as T;
}
