import type { Browser, Page } from "playwright-core";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { startedWithBrowserForFile } from "./site-and-browser";
import { startSite, type RunningSite } from "./site";

// The fleet pages are tested on both catalog backends: the embedded demo
// catalog, and the Supabase adapter reading the same rows from the local
// PostgREST-speaking test server (media from its storage path). A third site
// talks to a backend that has failed since start-up: nothing is cached.

export const SITE_NAME = "Miami Exotic Rentals (demo)";
export const SUPABASE_SITE_URL = "https://www.example.com";

export type Backend = { label: string; site: RunningSite; origin: string; media: string };

export type FleetSites = {
  backends: Backend[];
  outage: RunningSite;
  postgrest: FakePostgrest;
  stop(): Promise<void>;
};

export async function startFleetSites(): Promise<FleetSites> {
  const [live, broken] = await Promise.all([startPostgrest({ rows: DEMO_VEHICLE_ROWS }), startPostgrest({ rows: DEMO_VEHICLE_ROWS })]);
  broken.setMode("error");
  const supabaseEnv = (url: string) => ({ SUPABASE_URL: url, SUPABASE_ANON_KEY: "test-anon-key" });
  const [demo, supabase, outage] = await Promise.all([
    startSite(),
    startSite({ ...supabaseEnv(live.url), SITE_URL: SUPABASE_SITE_URL }),
    startSite(supabaseEnv(broken.url)),
  ]);
  return {
    backends: [
      { label: "the demo catalog", site: demo, origin: "http://localhost:3000", media: "/media" },
      { label: "the Supabase adapter", site: supabase, origin: SUPABASE_SITE_URL, media: `${live.url}/storage/v1/object/public/media` },
    ],
    outage,
    postgrest: live,
    async stop() {
      await Promise.all([demo.stop(), supabase.stop(), outage.stop()]);
      await Promise.all([live.close(), broken.close()]);
    },
  };
}

/**
 * The fleet sites and a Chromium for one test file, as siteAndBrowserForFile
 * gives the demo site: read `sites` and `browser` inside tests (not at import).
 */
export function fleetSitesAndBrowserForFile(): { readonly sites: FleetSites; readonly browser: Browser } {
  return startedWithBrowserForFile("sites", startFleetSites);
}

/** Chromium's console line for a document answered with this status. */
export function failedResource(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}

/** The cards' entrance animations have run (axe checks contrast on the still page). JavaScript on only. */
export async function cardsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSAnimation) || animation.animationName !== "fleet-card-in" || animation.playState === "finished"),
  );
}
