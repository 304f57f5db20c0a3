import { logEvent, type Logger } from "./log.server";

// A database without the rental-terms and FAQ migration still serves the site
// (no terms, no FAQ link), and the site says so once in the log, not on every
// read.

export const TERMS_FAQ_MIGRATION = "supabase/migrations/20261123120000_rental_terms_and_faq.sql";

export type NotMigrated = (what: string) => void;

export function createMigrationWarning(log: Logger): NotMigrated {
  let warned = false;
  return (what) => {
    if (warned) return;
    warned = true;
    log("warn", "supabase.migration_missing", {
      missing: what,
      migration: TERMS_FAQ_MIGRATION,
      effect: "no rental terms and no FAQ page until the migration runs",
    });
  };
}

/** The process-wide warning the live fleet and FAQ sources share. */
export const notMigrated: NotMigrated = createMigrationWarning(logEvent);
