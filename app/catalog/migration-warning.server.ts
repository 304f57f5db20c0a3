import { logEvent, type Logger } from "../lib/log.server";

// A database without one of the optional migrations still serves the site
// (without what the migration adds), and the site says so once per migration
// in the log, not on every read.

export type Migration = { file: string; effect: string };

export const TERMS_FAQ_MIGRATION: Migration = {
  file: "supabase/migrations/20261123120000_rental_terms_and_faq.sql",
  effect: "no rental terms and no FAQ page until the migration runs",
};

export const VEHICLE_SPANISH_MIGRATION: Migration = {
  file: "supabase/migrations/20261127130100_vehicle_spanish.sql",
  effect: "Spanish pages show the vehicles' English descriptions and features until the migration runs",
};

/** Tells that `what` is missing; `migration` (the rental terms and FAQ one unless named) adds it. */
export type NotMigrated = (what: string, migration?: Migration) => void;

export function createMigrationWarning(log: Logger): NotMigrated {
  const warned = new Set<string>();
  return (what, migration = TERMS_FAQ_MIGRATION) => {
    if (warned.has(migration.file)) return;
    warned.add(migration.file);
    log("warn", "supabase.migration_missing", { missing: what, migration: migration.file, effect: migration.effect });
  };
}

/** The process-wide warning the live fleet and FAQ sources share. */
export const notMigrated: NotMigrated = createMigrationWarning(logEvent);
