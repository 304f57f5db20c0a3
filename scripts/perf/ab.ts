import { resolve } from "node:path";
import { launchChromium } from "./first-load.ts";
import { measureFirstTouch, TAP_SCENARIOS } from "./interaction.ts";
import { lighthouseRun, type LighthouseRun } from "./lighthouse.ts";
import { PAGES, settle, startPhotoFleet } from "./pictures.ts";
import { startProductionServer } from "./server.ts";
import { median, round, table } from "./stats.ts";

// `npm run bench -- --ab=<dirA>,<dirB>`: two checkouts, each with its own build
// (e.g. the same code with and without a mechanism), measured in one run.
// Lighthouse mobile with throttling applied (LCP, TBT) on the demo's routes and
// on the phone-photo fleet's pages, and the first tap's INP on the demo, A and
// B alternating run by run (A, B, A, B, ...), so the machine's other tenants
// weigh on both sides alike. Each side's median and spread (lowest-highest).
// `firstVisit`: instead, each run starts a fresh phone-photo fleet per side (an
// empty picture cache) and measures one Lighthouse visit per page, as the first
// visitor after a deploy: right at start, or once the server has settled.

export type Side = "A" | "B";
export type FirstVisit = "at start" | "settled";
export type AbRow = { site: "demo" | "photos" | `photos, first visit ${FirstVisit}`; what: string; metric: "LCP ms" | "TBT ms" | "INP ms"; runs: Record<Side, number[]> };
export type AbReport = { dirs: Record<Side, string>; runs: number; rows: AbRow[] };

type Site = { url: string; stop(): Promise<void> };
const SIDES: Side[] = ["A", "B"];

async function sides(start: (root: string) => Promise<Site>, dirs: Record<Side, string>, measure: (sites: Record<Side, Site>) => Promise<void>) {
  const started: Partial<Record<Side, Site>> = {};
  try {
    for (const side of SIDES) started[side] = await start(resolve(dirs[side]));
    await measure(started as Record<Side, Site>);
  } finally {
    for (const side of SIDES) await started[side]?.stop();
  }
}

async function lighthouseRows(site: AbRow["site"], sites: Record<Side, Site>, paths: readonly string[], runs: number, rows: AbRow[]) {
  for (const path of paths) for (const side of SIDES) await lighthouseRun(`${sites[side].url}${path}`); // warm-up
  const measured = paths.map(() => ({ A: [] as LighthouseRun[], B: [] as LighthouseRun[] }));
  for (let run = 0; run < runs; run += 1) {
    for (const [at, path] of paths.entries()) for (const side of SIDES) measured[at]![side].push(await lighthouseRun(`${sites[side].url}${path}`));
  }
  for (const [at, path] of paths.entries()) {
    const pick = (key: "lcpMs" | "tbtMs") => ({ A: measured[at]!.A.map((r) => round(r[key])), B: measured[at]!.B.map((r) => round(r[key])) });
    rows.push({ site, what: path, metric: "LCP ms", runs: pick("lcpMs") }, { site, what: path, metric: "TBT ms", runs: pick("tbtMs") });
  }
}

async function firstVisitRows(when: FirstVisit, dirs: Record<Side, string>, paths: readonly string[], runs: number, rows: AbRow[]) {
  for (const path of paths) {
    const lcp: AbRow = { site: `photos, first visit ${when}`, what: path, metric: "LCP ms", runs: { A: [], B: [] } };
    const tbt: AbRow = { ...lcp, metric: "TBT ms", runs: { A: [], B: [] } };
    for (let run = 0; run < runs; run += 1) {
      for (const side of SIDES) {
        const fleet = await startPhotoFleet({}, resolve(dirs[side]));
        try {
          if (when === "settled") await settle(fleet.site);
          const result = await lighthouseRun(`${fleet.site.url}${path}`);
          lcp.runs[side].push(round(result.lcpMs));
          tbt.runs[side].push(round(result.tbtMs));
        } finally {
          await fleet.stop();
        }
      }
    }
    rows.push(lcp, tbt);
  }
}

export async function measureAb(dirs: Record<Side, string>, routes: readonly string[], runs: number, firstVisit: readonly FirstVisit[] = []): Promise<AbReport> {
  const rows: AbRow[] = [];
  if (firstVisit.length > 0) {
    for (const when of firstVisit) await firstVisitRows(when, dirs, PAGES.filter((path) => routes.includes(path)), runs, rows);
    return { dirs, runs, rows };
  }
  await sides((root) => startProductionServer({}, root), dirs, async (sites) => {
    await lighthouseRows("demo", sites, routes, runs, rows);
    const browser = await launchChromium();
    try {
      for (const scenario of TAP_SCENARIOS) {
        const row: AbRow = { site: "demo", what: `tap: ${scenario.name}`, metric: "INP ms", runs: { A: [], B: [] } };
        for (let run = 0; run < runs; run += 1) {
          for (const side of SIDES) {
            const inp = (await measureFirstTouch(browser, sites[side].url, scenario, 1)).inpMs;
            if (inp !== null) row.runs[side].push(round(inp));
          }
        }
        rows.push(row);
      }
    } finally {
      await browser.close();
    }
  });
  const photoPages = PAGES.filter((path) => routes.includes(path));
  const photoFleet = async (root: string) => {
    const fleet = await startPhotoFleet({}, root);
    return { url: fleet.site.url, stop: () => fleet.stop() };
  };
  if (photoPages.length > 0) await sides(photoFleet, dirs, (sites) => lighthouseRows("photos", sites, photoPages, runs, rows));
  return { dirs, runs, rows };
}

export function printAb(report: AbReport) {
  console.log(
    `\nA/B, alternating A,B run by run, medians of ${report.runs} (spread = lowest-highest): A = ${report.dirs.A}, B = ${report.dirs.B}. Lighthouse mobile, throttling applied; INP: first tap, 4x CPU\n`,
  );
  const spread = (values: number[]) => (values.length ? `${Math.min(...values)}-${Math.max(...values)}` : "-");
  const rows = report.rows.map((row) => {
    const a = median(row.runs.A);
    const b = median(row.runs.B);
    return [row.site, row.what, row.metric, round(a), spread(row.runs.A), round(b), spread(row.runs.B), round(b - a)];
  });
  console.log(table(["site", "page", "metric", "A median", "A spread", "B median", "B spread", "B-A"], rows));
}
