import type { SupabaseClient } from "@supabase/supabase-js";
import type { FaqSource } from "./faq-source.server";
import { NO_FAQ, parseFaqRows } from "./faq-source.server";
import type { Logger } from "../lib/log.server";
import type { NotMigrated } from "../catalog/migration-warning.server";
import { BackendError } from "../lib/supabase.server";

// The owner's questions: `GET /rest/v1/faq?published=eq.true`, through the
// site's Supabase client (app/lib/supabase.server.ts). A project without the table answers PGRST205
// (PostgREST 13; 42P01 before it), or 42703 when a column is missing: then
// the site has no FAQ, and logs that once. A table without the `language`
// column (before 20261127130000_faq_language.sql) is read as all English:
// /es/faq then shows the English questions, and the site logs that once.

export const FAQ_LANGUAGE_MIGRATION = "supabase/migrations/20261127130000_faq_language.sql";

const NOT_MIGRATED_CODES = new Set(["PGRST205", "42P01", "42703"]);

export type SupabaseFaqOptions = {
  client: SupabaseClient;
  log: Logger;
  notMigrated: NotMigrated;
};

export function createSupabaseFaqSource({ client, log, notMigrated }: SupabaseFaqOptions): FaqSource {
  let languageWarned = false;
  function checkLanguageColumn(rows: unknown) {
    if (languageWarned || !Array.isArray(rows) || rows.length === 0) return;
    const first: unknown = rows[0];
    if (typeof first === "object" && first !== null && "language" in first) return;
    languageWarned = true;
    log("warn", "supabase.migration_missing", {
      missing: "column public.faq.language",
      migration: FAQ_LANGUAGE_MIGRATION,
      effect: "every question is read as English; /es/faq shows the English questions until the migration runs",
    });
  }
  return {
    async read(options) {
      const query = client.from("faq").select("*").eq("published", true).retry(false);
      const { data, error } = await (options?.signal ? query.abortSignal(options.signal) : query);
      if (error) {
        if (NOT_MIGRATED_CODES.has(error.code)) {
          notMigrated(`table public.faq (${error.code}: ${error.message})`);
          return { groups: NO_FAQ, missing: true };
        }
        throw new BackendError(`supabase faq: ${error.message}`);
      }
      checkLanguageColumn(data);
      return { groups: parseFaqRows(data, { log, source: "supabase" }), missing: false };
    },
  };
}
