import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { launchBrowser } from "./browser";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { startSite, type RunningSite } from "./site";

// An owner's fleet as it can be, not as the demo is: names and words longer than
// a phone is wide, no photos, long feature lines. Served by the Supabase adapter
// from the PostgREST stand-in (as e2e/support/fleet-sites.ts does for the demo rows).

const LONG_BRAND = "Automobili Lamborghini Squadra Corse";
const LONG_WORD = "Aventador-SVJ-Roadster-Ultimae-LP780-4-Sian-FKP37-Limitata";

export const LONG_NAME_ROWS = DEMO_VEHICLE_ROWS.slice(0, 4).map((row, index) => ({
  ...row,
  id: `0000000${index}-7a1c-4c1e-9b1d-${String(index).padStart(12, "0")}`,
  brand: LONG_BRAND,
  model: `${LONG_WORD}${index}`,
  variant: "Carbon-Fibre-Aerodynamic-Performance-Package-With-Extended-Name",
  description: `${LONG_WORD}-${LONG_WORD} ${row.description ?? ""}`,
  images: [],
  is_available: true,
  special_features: [`${LONG_WORD}-Sound-System`, "Massage Seats"],
  color_exterior: "Verde-Mantis-Pearlescent-Tricoat",
  created_at: `2025-11-2${index}T10:00:00.000Z`,
}));

export type LongNameSite = { site: RunningSite; postgrest: FakePostgrest; stop(): Promise<void> };

export async function startLongNameSite(): Promise<LongNameSite> {
  const postgrest = await startPostgrest({ rows: LONG_NAME_ROWS });
  const site = await startSite({ SUPABASE_URL: postgrest.url, SUPABASE_ANON_KEY: "test-anon-key" });
  return {
    site,
    postgrest,
    async stop() {
      await site.stop();
      await postgrest.close();
    },
  };
}

/** The first vehicle page /fleet links to. */
export async function firstVehiclePath(site: RunningSite): Promise<string> {
  const html = await (await fetch(`${site.url}/fleet`)).text();
  const path = /href="(\/fleet\/[^"?#]+)"/.exec(html)?.[1];
  if (!path) throw new Error("no vehicle link on /fleet");
  return path;
}

/**
 * The demo site, the long-names site (and its first vehicle page's path) and a
 * Chromium for one test file: started before its tests, stopped after them.
 * Read the fields inside tests (not at import).
 */
export function demoAndLongNamesForFile(): {
  readonly demo: RunningSite;
  readonly longNames: LongNameSite;
  readonly longVehicle: string;
  readonly browser: Browser;
} {
  const running = {} as { demo: RunningSite; longNames: LongNameSite; longVehicle: string; browser: Browser };
  beforeAll(async () => {
    [running.demo, running.longNames, running.browser] = await Promise.all([startSite(), startLongNameSite(), launchBrowser()]);
    running.longVehicle = await firstVehiclePath(running.longNames.site);
  });
  afterAll(async () => {
    await running.browser?.close();
    await Promise.all([running.demo?.stop(), running.longNames?.stop()]);
  });
  return running;
}
