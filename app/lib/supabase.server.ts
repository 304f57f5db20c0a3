import { createClient, type SupabaseClient } from "@supabase/supabase-js";

// The site's one Supabase client, made once per process (app/lib/services.server.ts)
// and passed to everything that reads or writes the project: the public anon
// key, no session (the site never signs in, and a server must not keep one
// user's auth state for the next), and a hard limit on each HTTP request.

export type SupabaseConnection = { url: string; anonKey: string };

/** A fetch that gives up after `timeoutMs`, on top of any signal the caller passes. */
export function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}

export function createSupabaseClient({ url, anonKey }: SupabaseConnection, timeoutMs = 3000): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout(timeoutMs) },
  });
}

/** The backend refused or could not be reached. */
export class BackendError extends Error {
  override name = "BackendError";
}
