import type { SupabaseClient } from "@supabase/supabase-js";
import { BackendUnavailableError, createCachedCatalog, type CacheOptions } from "../lib/read-cache.server";
import type { CatalogSource } from "./catalog-source.server";
import type { ServerConfig } from "../lib/config.server";
import { createDemoSource } from "./demo-catalog.server";
import { errorMessage, logEvent } from "../lib/log.server";
import { notMigrated } from "./migration-warning.server";
import { selectShowcase, selectSimilar } from "./showcase";
import { assignSlugs, resolveVehicleParam, type ResolvedVehicle } from "./slug";
import { createSupabaseSource } from "./supabase-catalog.server";
import { byNewest, type CatalogVehicle, type Vehicle } from "./vehicle";

// What route loaders call: vehicles with their canonical slugs, read through
// the cache. Slugs are always assigned over the whole fleet, because whether
// a slug needs an id suffix depends on every other vehicle.

export type { CatalogSource };

export const SIMILAR_LIMIT = 3;
/** The similar-vehicles section is optional: with no data yet it waits less than the page would. */
const SIMILAR_COLD_WAIT_MS = 1500;

export type Catalog = {
  /** Every vehicle, available and booked, newest first. */
  fleet(): Promise<CatalogVehicle[]>;
  /** Up to 4 featured, available vehicles for the home page. */
  showcase(): Promise<CatalogVehicle[]>;
  /** The vehicle a /fleet/{id} parameter names, and whether it was the canonical slug. */
  findVehicle(param: string): Promise<ResolvedVehicle | null>;
  /** Up to 3 other available vehicles of the same brand; empty when the backend fails. */
  similar(vehicle: Vehicle): Promise<CatalogVehicle[]>;
  /**
   * Reads the fleet now and makes every other read stale (the owner edited
   * something, app/catalog/live-updates.server.ts); throws, changing nothing, when
   * the read fails. Then tells every onChange listener.
   */
  refresh(): Promise<void>;
  /** `listener` gets the fleet after each refresh (the picture pipeline prepares its copies). */
  onChange(listener: (fleet: CatalogVehicle[]) => void): void;
};

export function createCatalog(source: CatalogSource, options: CacheOptions): Catalog {
  const cached = createCachedCatalog(source, options);
  // The cache hands back the same array until it refreshes, so slugs are
  // computed once per read rather than once per request.
  const slugged = new WeakMap<Vehicle[], CatalogVehicle[]>();
  const listeners: ((fleet: CatalogVehicle[]) => void)[] = [];

  function withFleetSlugs(all: Vehicle[]): CatalogVehicle[] {
    let list = slugged.get(all);
    if (!list) {
      list = assignSlugs([...all].sort(byNewest));
      slugged.set(all, list);
    }
    return list;
  }

  async function fleet(): Promise<CatalogVehicle[]> {
    return withFleetSlugs(await cached.allVehicles());
  }

  /** Canonical slugs from the full fleet; if that read fails, from the subset. */
  async function withSlugs(vehicles: Vehicle[], fleetRead: Promise<CatalogVehicle[] | null>) {
    const slugById = new Map((await fleetRead)?.map((vehicle) => [vehicle.id, vehicle.slug]));
    return assignSlugs(vehicles).map((vehicle) => ({ ...vehicle, slug: slugById.get(vehicle.id) ?? vehicle.slug }));
  }

  function fleetOrNull(): Promise<CatalogVehicle[] | null> {
    return fleet().catch(() => null);
  }

  return {
    fleet,
    async showcase() {
      const fleetRead = fleetOrNull();
      const featured = await cached.featuredVehicles();
      return withSlugs(selectShowcase(featured), fleetRead);
    },
    async findVehicle(param) {
      return resolveVehicleParam(await fleet(), param);
    },
    async similar(vehicle) {
      const fleetRead = fleetOrNull();
      try {
        const list = await cached.similarVehicles(vehicle.brand, vehicle.id, SIMILAR_LIMIT, {
          coldWaitMs: SIMILAR_COLD_WAIT_MS,
        });
        return await withSlugs(selectSimilar(list, vehicle, SIMILAR_LIMIT), fleetRead);
      } catch (error) {
        // The section is optional: the page still shows the vehicle itself.
        if (error instanceof BackendUnavailableError) return [];
        throw error;
      }
    },
    async refresh() {
      const list = withFleetSlugs(await cached.reloadAll());
      for (const listener of listeners) {
        try {
          listener(list);
        } catch (error) {
          logEvent("error", "catalog.listener_failed", { error: errorMessage(error) });
        }
      }
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

function sourceFor(config: ServerConfig, supabase: SupabaseClient | null): CatalogSource {
  const intake = { site: config.site, log: logEvent };
  return supabase ? createSupabaseSource({ client: supabase, ...intake, notMigrated }) : createDemoSource(intake);
}

/** The site's catalog: Supabase through `supabase`, or without it the demo data. One per process (app/lib/services.server.ts). */
export function createSiteCatalog(config: ServerConfig, supabase: SupabaseClient | null): Catalog {
  return createCatalog(sourceFor(config, supabase), {
    ttlMs: config.catalogTtlMs,
    log: logEvent,
    // At most one TTL (10 s cap) of not asking a backend that just failed.
    failureBackoffMs: Math.min(config.catalogTtlMs, 10_000),
    // A page makes at most two catalog reads one after the other (a vehicle,
    // then its similar ones), so a hanging backend holds it under 5 s.
    staleWaitMs: 1500,
    coldWaitMs: 4000,
  });
}
