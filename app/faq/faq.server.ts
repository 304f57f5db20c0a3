import type { SupabaseClient } from "@supabase/supabase-js";
import { createReadCache, type CacheOptions } from "../lib/read-cache.server";
import type { ReadOptions } from "../catalog/catalog-source.server";
import type { ServerConfig } from "../lib/config.server";
import { DEMO_FAQ_ROWS, DEMO_FAQ_ROWS_ES } from "./demo-faq";
import type { FaqTopic } from "./faq";
import { createDemoFaqSource, type FaqContent, type FaqSource } from "./faq-source.server";
import type { Locale } from "../i18n/i18n";
import { logEvent } from "../lib/log.server";
import { notMigrated } from "../catalog/migration-warning.server";
import { createSupabaseFaqSource } from "./supabase-faq.server";

// What loaders call for /faq and for the links to it: the questions through
// the same cache as the fleet (fresh for the TTL, timeouts, one retry, shared
// calls, stale-if-error). The links are optional: they never hold a page long.

/** Pages other than /faq wait at most this long for a first read before leaving the link out. */
const LINK_COLD_WAIT_MS = 1000;

export type Faq = {
  /** The questions; throws BackendUnavailableError with no good read at all. */
  content(): Promise<FaqContent>;
  /** The topics the FAQ page in `locale` has questions on; empty with no FAQ (or on any failure): then no page links to it. */
  topics(locale?: Locale): Promise<FaqTopic[]>;
  /** Reads the questions now (an edit, app/catalog/live-updates.server.ts); throws, changing nothing, when that fails. */
  refresh(): Promise<void>;
};

export function createFaq(source: FaqSource, options: CacheOptions): Faq {
  const cache = createReadCache<FaqContent>(options);
  const load = (opts: ReadOptions) => source.read(opts);
  const read = (limits = {}) => cache.read("faq", load, limits);
  return {
    async refresh() {
      await cache.reload("faq", load);
    },
    content: () => read(),
    async topics(locale = "en") {
      try {
        const { groups } = await read({ coldWaitMs: LINK_COLD_WAIT_MS });
        return groups[locale].map((group) => group.topic);
      } catch {
        return [];
      }
    },
  };
}

function sourceFor(supabase: SupabaseClient | null): FaqSource {
  return supabase
    ? createSupabaseFaqSource({ client: supabase, log: logEvent, notMigrated })
    : createDemoFaqSource({ rows: [...DEMO_FAQ_ROWS, ...DEMO_FAQ_ROWS_ES], log: logEvent });
}

/** The site's FAQ: Supabase through `supabase`, or without it the demo questions. One per process (app/lib/services.server.ts). */
export function createSiteFaq(config: ServerConfig, supabase: SupabaseClient | null): Faq {
  return createFaq(sourceFor(supabase), {
    ttlMs: config.catalogTtlMs,
    log: logEvent,
    failureBackoffMs: Math.min(config.catalogTtlMs, 10_000),
    staleWaitMs: 1500,
    coldWaitMs: 4000,
  });
}
