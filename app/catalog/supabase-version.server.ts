import type { SupabaseClient } from "@supabase/supabase-js";
import type { VersionSource } from "./live-updates.server";
import { BackendError } from "../lib/supabase.server";

// The catalog's version: `GET /rest/v1/rpc/catalog_version`, a number the
// database bumps on every committed change to vehicles or faq
// (supabase/migrations/20261127120000_catalog_version.sql). A project without
// that migration answers 404 PGRST202 (PostgREST 12+; 42883 before it): then
// the version is null and live updates are off.

const NOT_MIGRATED_CODES = new Set(["PGRST202", "42883"]);

export function createSupabaseVersionSource(client: SupabaseClient): VersionSource {
  return {
    async read() {
      // GET: the function is stable, and a GET is the smallest request PostgREST takes.
      const { data, error } = await client.rpc("catalog_version", undefined, { get: true }).retry(false);
      if (error) {
        if (NOT_MIGRATED_CODES.has(error.code)) return null;
        throw new BackendError(`supabase catalog_version: ${error.message}`);
      }
      if ((typeof data !== "number" && typeof data !== "string") || data === "") {
        throw new BackendError(`supabase catalog_version: expected a number, got ${JSON.stringify(data)?.slice(0, 80)}`);
      }
      return String(data);
    },
  };
}
