import { DEMO_FAQ_ROWS } from "../../app/faq/demo-faq";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { localePath } from "../../app/i18n/i18n";
import type { FakePostgrest, Row } from "../../tests/support/postgrest";
import type { RunningSite } from "./site";

// The owner's edits of issue 28, each with what a visitor must then see on
// every page that shows the changed data (pages and their `.data`), in English
// and on the Spanish twins (/es: the same kept pages, tags and purges). The edits
// touch different vehicles, so their checks hold one at a time and all at once.

export type Answer = { status: number; body: string };
export type Check = { path: string; status?: number; holds(body: string): boolean; says: string };
export type Edit = { name: string; apply(rows: Row[], faq: Row[]): void; checks: Check[] };

/** The card (fleet grid, showcase, similar vehicles) that links to `slug` in either language, or "" when none does. */
export function card(html: string, slug: string): string {
  const links = [`href="/fleet/${slug}"`, `href="/es/fleet/${slug}"`];
  return html.split("<article").slice(1).find((part) => links.some((link) => part.split("</article>")[0]!.includes(link)))?.split("</article>")[0] ?? "";
}

/** The part of a page from the heading with `text` to the end of its section. */
function section(html: string, text: string): string {
  const start = html.indexOf(text);
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
}

const shows = (path: string, text: string, status = 200): Check => ({ path, status, holds: (body) => body.includes(text), says: `shows ${text}` });
const lacks = (path: string, text: string, status = 200): Check => ({ path, status, holds: (body) => !body.includes(text), says: `lacks ${text}` });
const cardSays = (path: string, slug: string, text: string): Check => ({
  path,
  holds: (body) => card(body, slug).includes(text),
  says: `a card for ${slug} saying ${text}`,
});
const similar = (path: string, slug: string, present: boolean): Check => ({
  path,
  holds: (body) => section(body, 'id="similar-vehicles"').includes(`/fleet/${slug}"`) === present,
  says: `${present ? "a" : "no"} similar card for ${slug}`,
});
const showcase = (slug: string, present: boolean, path = "/"): Check => ({
  path,
  holds: (body) => section(body, 'id="elite-fleet-title"').includes(`/fleet/${slug}"`) === present,
  says: `${present ? "a" : "no"} showcase card for ${slug}`,
});
const missing = (path: string): Check => ({ path, status: 404, holds: () => true, says: "404" });
/**
 * The same check on the page's Spanish twin. Only for checks that read what both
 * languages show alike (prices, names, photos, links, status), not words.
 */
const es = (check: Check): Check => ({ ...check, path: localePath("es", check.path) });

const byId = (rows: Row[], id: string) => rows.find((row) => row.id === id)!;
const URUS = "a83d2f10-6e4b-4c97-8b25-f19c0d7e3a62";
const CULLINAN = "e2c47b9a-0d15-4f38-a6e9-37b8c51d0f24";
const HURACAN = "f6a1c3e8-5b27-4d09-8e4c-b73d9a0f2e51";
const MCLAREN = "9d4b7f02-1c8e-4e63-b5a9-0f26d3e7c184";
const AUDI = "d9c2b6f4-7e01-4a8d-b3e5-6a0f4d8c2b17";
const G63 = "5b1e9c74-3a2f-4d8e-9c61-0a7f2e4b8d13";
const NOW = new Date().toISOString();

export const EDITS: Edit[] = [
  {
    name: "a price",
    apply: (rows) => (byId(rows, CULLINAN).price_per_day = 1777),
    checks: [
      shows("/fleet/rolls-royce-cullinan-glacier-white", "$1,777"),
      shows("/fleet/rolls-royce-cullinan-glacier-white.data", "1777"),
      cardSays("/fleet", "rolls-royce-cullinan-glacier-white", "$1,777"),
      cardSays("/fleet?brand=rolls-royce", "rolls-royce-cullinan-glacier-white", "$1,777"),
      shows("/fleet.data?brand=rolls-royce", "1777"),
      cardSays("/fleet/rolls-royce-ghost-black-diamond", "rolls-royce-cullinan-glacier-white", "$1,777"),
      es(shows("/fleet/rolls-royce-cullinan-glacier-white", "$1,777")),
      es(shows("/fleet/rolls-royce-cullinan-glacier-white.data", "1777")),
      es(cardSays("/fleet", "rolls-royce-cullinan-glacier-white", "$1,777")),
      es(cardSays("/fleet?brand=rolls-royce", "rolls-royce-cullinan-glacier-white", "$1,777")),
    ],
  },
  {
    name: "availability",
    apply: (rows) => (byId(rows, URUS).is_available = false),
    checks: [
      shows("/fleet/lamborghini-urus-orange", "Currently Unavailable"),
      cardSays("/fleet", "lamborghini-urus-orange", "Booked"),
      cardSays("/fleet?brand=lamborghini", "lamborghini-urus-orange", "Booked"),
      showcase("lamborghini-urus-orange", false),
      similar("/fleet/lamborghini-huracan-verde-mantis", "lamborghini-urus-orange", false),
      showcase("lamborghini-urus-orange", false, "/es"),
      es(similar("/fleet/lamborghini-huracan-verde-mantis", "lamborghini-urus-orange", false)),
    ],
  },
  {
    name: "a new vehicle",
    apply: (rows) =>
      rows.push({
        ...byId(rows, HURACAN),
        id: "0c5e7a91-2b3d-4f6e-8a1c-9d0b2e4f6a83",
        model: "Revuelto",
        variant: "Live Edition",
        color_exterior: "Arancio Borealis",
        images: [],
        created_at: NOW,
      }),
    checks: [
      shows("/fleet/lamborghini-revuelto-arancio-borealis", "Live Edition"),
      cardSays("/fleet", "lamborghini-revuelto-arancio-borealis", "Revuelto"),
      cardSays("/fleet?brand=lamborghini", "lamborghini-revuelto-arancio-borealis", "Revuelto"),
      shows("/fleet.data", "Revuelto"),
      similar("/fleet/lamborghini-huracan-verde-mantis", "lamborghini-revuelto-arancio-borealis", true),
      shows("/sitemap.xml", "/fleet/lamborghini-revuelto-arancio-borealis</loc>"),
      shows("/sitemap.xml", "/es/fleet/lamborghini-revuelto-arancio-borealis</loc>"),
      es(shows("/fleet/lamborghini-revuelto-arancio-borealis", "Live Edition")),
      es(cardSays("/fleet?brand=lamborghini", "lamborghini-revuelto-arancio-borealis", "Revuelto")),
      es(similar("/fleet/lamborghini-huracan-verde-mantis", "lamborghini-revuelto-arancio-borealis", true)),
    ],
  },
  {
    name: "a new car taking over an older car's slug",
    apply: (rows) => rows.push({ ...byId(rows, G63), id: "7d2f9b40-6c1e-4a8d-b5f3-0e9c2a7d4b16", variant: "Brabus 800", is_featured: false, created_at: NOW }),
    checks: [
      shows("/fleet/mercedes-g63-blue", "Brabus 800"),
      shows("/fleet/mercedes-g63-blue-5b1e9c74", "AMG"),
      shows("/sitemap.xml", "/fleet/mercedes-g63-blue-5b1e9c74</loc>"),
      cardSays("/fleet?brand=mercedes", "mercedes-g63-blue", "Brabus 800"),
      es(shows("/fleet/mercedes-g63-blue", "Brabus 800")),
      es(shows("/fleet/mercedes-g63-blue-5b1e9c74", "AMG")),
    ],
  },
  {
    name: "a deleted vehicle",
    apply: (rows) => void rows.splice(rows.findIndex((row) => row.id === AUDI), 1),
    checks: [
      missing("/fleet/audi-r8-ibis-white"),
      lacks("/fleet", 'href="/fleet/audi-r8-ibis-white"'),
      lacks("/fleet.data", "audi-r8-ibis-white"),
      lacks("/fleet?brand=audi", 'href="/fleet/audi-r8-ibis-white"'),
      lacks("/sitemap.xml", "audi-r8-ibis-white"),
      es(missing("/fleet/audi-r8-ibis-white")),
      es(lacks("/fleet", '/fleet/audi-r8-ibis-white"')),
      es(lacks("/fleet?brand=audi", '/fleet/audi-r8-ibis-white"')),
    ],
  },
  {
    name: "a change to images",
    apply: (rows) => (byId(rows, MCLAREN).images = ["vehicles/ferrari-roma-1.webp"]),
    checks: [
      shows("/fleet/mclaren-gt-blue", "ferrari-roma-1"),
      lacks("/fleet/mclaren-gt-blue", "mclaren-gt-blue-1"),
      cardSays("/fleet", "mclaren-gt-blue", "ferrari-roma-1"),
      cardSays("/fleet?brand=mclaren", "mclaren-gt-blue", "ferrari-roma-1"),
      es(shows("/fleet/mclaren-gt-blue", "ferrari-roma-1")),
      es(cardSays("/fleet", "mclaren-gt-blue", "ferrari-roma-1")),
    ],
  },
  {
    name: "FAQ rows",
    apply: (_, faq) =>
      faq.push({ ...DEMO_FAQ_ROWS[0]!, id: "3e1b5c7d-9f2a-4b6c-8d0e-1a3c5e7f9b2d", question: "Can the owner edit this live?", anchor: "live-edit" }),
    checks: [shows("/faq", "Can the owner edit this live?"), shows("/faq.data", "Can the owner edit this live?")],
  },
  {
    name: "rental terms",
    apply: (rows) => (byId(rows, HURACAN).min_driver_age = 27),
    checks: [shows("/fleet/lamborghini-huracan-verde-mantis", "27 years")],
  },
];

/** The stand-in's tables as the owner edits them: each commit is one version (none without the migration). */
export function ownerDatabase(backend: FakePostgrest, { migrated = true } = {}) {
  const rows: Row[] = structuredClone(DEMO_VEHICLE_ROWS) as Row[];
  const faq: Row[] = structuredClone(DEMO_FAQ_ROWS) as Row[];
  let version = 1;
  const commit = () => {
    backend.setRows(structuredClone(rows));
    backend.setTable("faq", structuredClone(faq));
    version += 1;
    backend.setVersion(migrated ? version : undefined);
  };
  backend.setRows(structuredClone(rows));
  backend.setTable("faq", structuredClone(faq));
  backend.setVersion(migrated ? version : undefined);
  return {
    commit,
    edit(...edits: Edit[]) {
      for (const edit of edits) edit.apply(rows, faq);
      commit();
    },
  };
}

/** The checks that do not hold yet in `answers`, each as "path: what". */
export function failing(checks: Check[], answers: Map<string, Answer>): string[] {
  return checks
    .filter((check) => {
      const answer = answers.get(check.path);
      return !answer || answer.status !== (check.status ?? 200) || !check.holds(answer.body);
    })
    .map((check) => `${check.path}: ${check.says} (got ${answers.get(check.path)?.status})`);
}

/** Until the server has read the version once (hooks cannot poll with expect). */
export async function liveOn(site: RunningSite): Promise<void> {
  for (let waited = 0; !site.logs.some((line) => line.event === "live_updates.on"); waited += 50) {
    if (waited > 10_000) throw new Error("live updates did not start");
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * Asks for every checked page every 100 ms (one proxy may send each to another
 * server) until all checks hold or `deadlineMs` has passed. Returns when each
 * check first held, in ms after the start, the checks failing at the end, and
 * those that went back to failing after they held.
 */
export async function watchEdits(get: (path: string) => Promise<Answer>, checks: Check[], deadlineMs: number) {
  const paths = [...new Set(checks.map((check) => check.path))];
  const fetchAll = async () => new Map(await Promise.all(paths.map(async (path) => [path, await get(path)] as const)));
  const started = Date.now();
  const shownAt = new Map<number, number>();
  const wentBack = new Set<string>();
  while (shownAt.size < checks.length && Date.now() - started < deadlineMs) {
    const answers = await fetchAll();
    checks.forEach((check, index) => {
      const shown = failing([check], answers).length === 0;
      if (shown) shownAt.set(index, shownAt.get(index) ?? Date.now() - started);
      else if (shownAt.has(index)) wentBack.add(`${check.path}: ${check.says}`);
    });
    await new Promise((done) => setTimeout(done, 100));
  }
  return { worstMs: Math.max(0, ...shownAt.values()), stillFailing: failing(checks, await fetchAll()), wentBack: [...wentBack] };
}
