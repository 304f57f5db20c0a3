import type { SupabaseClient } from "@supabase/supabase-js";
import type { Enquiry } from "./keep.server";

// One enquiry into Supabase's public.enquiries with the anon key (insert only:
// no row is asked back, anon may not read). The id is made by the site, so a
// retry of an insert that did land answers duplicate key, which counts as kept.

/** A row of public.enquiries (supabase/migrations/*_enquiries.sql), as the embedded store keeps it too. */
export type Row = { id: string; created_at: string } & Omit<Enquiry, "draft">;

/** `no-table`: the migration has not run (PostgREST's PGRST205, PostgreSQL's 42P01). */
export type Insert = "kept" | "no-table" | "failed";
export async function insertRow(client: SupabaseClient, row: Row, signal: AbortSignal): Promise<Insert> {
  try {
    const { error } = await client.from("enquiries").insert(row).abortSignal(signal);
    if (!error || error.code === "23505") return "kept";
    if (error.code === "PGRST205" || error.code === "42P01") return "no-table";
    return "failed";
  } catch {
    return "failed";
  }
}
