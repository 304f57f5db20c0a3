import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "./load.ts";
import { MAIN_ROUTES } from "./routes.ts";
import { ROOT, startProductionServer } from "./server.ts";
import { round, table } from "./stats.ts";

// Resident memory as `npm start` runs the server (issue 43): idle after serving
// every main page once from a cold picture cache (the picture pipeline loaded),
// then after each flood of unique URLs (6 s, 32 connections), read 2 s after it.
// `npm run bench -- --only=memory [--base=DIR]`.

export const RSS_BOUND_MIB = 256;
const CONNECTIONS = 32;
const SECONDS = 6;

const FLOODS: [string, (n: number) => string][] = [
  ["/fleet?x=N", (n) => `/fleet?x=${n}`],
  ["/fleet?brand=BrN", (n) => `/fleet?brand=Br${n}`],
  ["/fleet/no-such-car-N", (n) => `/fleet/no-such-car-${n}`],
  ["/?ref=N", (n) => `/?ref=${n}`],
];

export type MemoryRun = { idleMiB: number; floods: { flood: string; rps: number; rssMiB: number }[]; maxMiB: number };

const settle = () => new Promise((done) => setTimeout(done, 2000));

export async function measureMemory(root = ROOT): Promise<MemoryRun> {
  const pictureCache = mkdtempSync(join(tmpdir(), "bench-memory-"));
  const site = await startProductionServer({ PICTURE_CACHE_DIR: pictureCache }, root);
  const mib = () => round(site.rssKiB() / 1024, 1);
  try {
    await load(site.url, { connections: 4, seconds: 3, paths: [...MAIN_ROUTES] });
    await settle();
    const idleMiB = mib();
    const floods: MemoryRun["floods"] = [];
    let n = 0;
    for (const [flood, path] of FLOODS) {
      const result = await load(site.url, { connections: CONNECTIONS, seconds: SECONDS, next: () => ({ path: path((n += 1)) }) });
      await settle();
      floods.push({ flood, rps: round(result.rps), rssMiB: mib() });
    }
    return { idleMiB, floods, maxMiB: Math.max(idleMiB, ...floods.map((flood) => flood.rssMiB)) };
  } finally {
    await site.stop();
    rmSync(pictureCache, { recursive: true, force: true });
  }
}

export function printMemory(label: string, run: MemoryRun | null) {
  if (!run) return;
  console.log(`\nResident memory (${label}): idle after the main pages, then 2 s after each ${SECONDS} s flood of unique URLs at ${CONNECTIONS} connections\n`);
  console.log(
    table(
      ["after", "req/s", "RSS MiB"],
      [["the main pages (idle)", "", run.idleMiB], ...run.floods.map((flood) => [flood.flood, flood.rps, flood.rssMiB])],
    ),
  );
  console.log(`highest: ${run.maxMiB} MiB, ${run.maxMiB <= RSS_BOUND_MIB ? "within" : "OVER"} the ${RSS_BOUND_MIB} MiB bound`);
}
