import { createClient } from "@supabase/supabase-js";
import { parseRows, type CatalogSource, type ReadOptions, type RowIntake } from "./catalog-source.server";
import type { Vehicle } from "./vehicle";

// The live fleet: supabase-js with the public anon key, making exactly the
// reads of SPEC.md section 7 on table `vehicles`. No session: the site never
// signs in, and a server must not keep one user's auth state for the next.

export type SupabaseSourceOptions = Omit<RowIntake, "source"> & {
  url: string;
  anonKey: string;
  /** Hard limit on each HTTP request, in case a caller passes no signal. */
  timeoutMs?: number;
};

/** A fetch that gives up after `timeoutMs`, on top of any signal the caller passes. */
export function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}

/** The backend refused or could not be reached. */
export class CatalogBackendError extends Error {
  override name = "CatalogBackendError";
}

type QueryResult = { data: unknown; error: { message: string } | null };

export function createSupabaseSource({ url, anonKey, timeoutMs = 3000, ...intake }: SupabaseSourceOptions): CatalogSource {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout(timeoutMs) },
  });

  // supabase-js retries GETs itself with 1-4 s back-off; the cache owns
  // retries and timeouts, so it is switched off here.
  function vehicles(options: ReadOptions | undefined) {
    const query = client.from("vehicles").select("*").retry(false);
    return options?.signal ? query.abortSignal(options.signal) : query;
  }

  async function rows(read: string, query: PromiseLike<QueryResult>): Promise<Vehicle[]> {
    const { data, error } = await query;
    if (error) throw new CatalogBackendError(`supabase ${read}: ${error.message}`);
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
