import type { SupabaseClient } from "@supabase/supabase-js";
import { parseRows, type CatalogSource, type ReadOptions, type RowIntake } from "./catalog-source.server";
import { BackendError } from "../lib/supabase.server";
import type { Vehicle } from "./vehicle";

// The live fleet: the site's Supabase client (app/lib/supabase.server.ts),
// making exactly the reads of SPEC.md section 7 on table `vehicles`.

export type SupabaseSourceOptions = Omit<RowIntake, "source"> & { client: SupabaseClient };

type QueryResult = { data: unknown; error: { message: string } | null };

export function createSupabaseSource({ client, ...intake }: SupabaseSourceOptions): CatalogSource {
  // supabase-js retries GETs itself with 1-4 s back-off; the cache owns
  // retries and timeouts, so it is switched off here.
  function vehicles(options: ReadOptions | undefined) {
    const query = client.from("vehicles").select("*").retry(false);
    return options?.signal ? query.abortSignal(options.signal) : query;
  }

  async function rows(read: string, query: PromiseLike<QueryResult>): Promise<Vehicle[]> {
    const { data, error } = await query;
    if (error) throw new BackendError(`supabase ${read}: ${error.message}`);
    return parseRows(data, { ...intake, source: "supabase" });
  }

  return {
    allVehicles(options) {
      return rows("all", vehicles(options).order("created_at", { ascending: false }));
    },
    featuredVehicles(options) {
      return rows(
        "featured",
        vehicles(options).eq("is_featured", true).eq("is_available", true).order("created_at", { ascending: false }),
      );
    },
    // SPEC.md gives no order here; newest first makes "which 3" stable.
    similarVehicles(brand, excludeId, limit, options) {
      return rows(
        "similar",
        vehicles(options)
          .eq("brand", brand)
          .neq("id", excludeId)
          .eq("is_available", true)
          .order("created_at", { ascending: false })
          .limit(limit),
      );
    },
  };
}
