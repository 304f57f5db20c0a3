import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { startSite, type RunningSite } from "../support/site";

// An owner's own fleet (read through the Supabase adapter) that lacks the five
// vehicles the footer names: every footer link, on every page, still leads
// to a page that exists, the closest one the fleet has.

const row = (brand: string, model: string) => DEMO_VEHICLE_ROWS.find((vehicle) => vehicle.brand === brand && vehicle.model === model)!;
const ROWS = [
  { ...row("McLaren", "GT"), color_exterior: "Papaya Orange" },
  row("Mercedes", "Maybach S 580"),
  row("Ferrari", "Roma"),
  row("Porsche", "Cayenne"),
];

let postgrest: FakePostgrest;
let site: RunningSite;
beforeAll(async () => {
  postgrest = await startPostgrest({ rows: ROWS });
  site = await startSite({ SUPABASE_URL: postgrest.url, SUPABASE_ANON_KEY: "test-anon-key" });
});
afterAll(async () => {
  await site?.stop();
  await postgrest?.close();
});

function footerHrefs(html: string): Record<string, string> {
  const nav = /<nav\b[^>]*aria-label="Popular vehicles"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return Object.fromEntries([...nav.matchAll(/<a\b[^>]*\shref="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[2]!.replace(/&amp;/g, "&"), match[1]!.replace(/&amp;/g, "&")]));
}

test.each(["/", "/fleet", "/contact", "/no-such-page"])("on %s the footer's vehicle links lead to pages the fleet has", async (path) => {
  const html = await (await fetch(`${site.url}${path}`)).text();
  const links = footerHrefs(html);
  expect(links).toEqual({
    "McLaren GT": "/fleet/mclaren-gt-papaya-orange",
    "Mercedes-Maybach GLS 600": "/fleet?brand=mercedes",
    "Rolls-Royce Cullinan": "/fleet",
    "Lamborghini Urus": "/fleet",
    "Mercedes G63": "/fleet?brand=mercedes",
  });
  for (const href of Object.values(links)) {
    const response = await fetch(`${site.url}${href}`, { redirect: "manual" });
    expect(response.status, href).toBe(200);
  }
});
