import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { DEMO_VEHICLE_ROWS } from "../../app/lib/demo-catalog.ts";
import { copyUrl, UNKNOWN_VERSION, type PictureFormat } from "../../app/lib/picture.ts";
import { phonePhoto, writePictures } from "../../tests/support/pictures.ts";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest.ts";
import { createStorage } from "../../tests/support/storage.ts";
import { launchChromium } from "./first-load.ts";
import type { Throughput } from "./report.ts";
import { startProductionServer, type ProductionServer } from "./server.ts";
import { median, round } from "./stats.ts";

// The picture pipeline on an owner's fleet: 14 vehicles with 3 phone photos
// each (4032x3024 JPEGs of about 3 MB with GPS EXIF, made by sharp into a
// temporary folder), served by the Supabase Storage stand-in, rows by the
// PostgREST stand-in, and the production server in front. Phases: the cold
// transform time of a 12 MP photo, and the picture bytes a phone downloads.

const VEHICLES = 14;
const PHOTOS_PER_VEHICLE = 3;
/** Distinct photos made; the fleet's 42 files cycle through them (each path is still its own original). */
const DISTINCT_PHOTOS = 6;

export type PhotoFleet = { site: ProductionServer; backend: FakePostgrest; paths: string[]; vehicle: string; stop(): Promise<void> };
export type ColdTransform = { format: PictureFormat; width: number; runs: number; medianMs: number; minMs: number; maxMs: number };
export type PictureBytes = { path: string; visit: "cold" | "warm"; requests: number; bytes: number };
export type PictureReport = { coldTransforms: ColdTransform[]; bytes: PictureBytes[]; throughput: Throughput[] };
type Phase = (name: string, run: () => Promise<void>) => Promise<void>;

/**
 * The bench's picture phases, each on a fleet started cold: picture-bytes
 * (cold, then warm), then on a fresh fleet (no copy the pages asked for is
 * kept) picture-transform and picture-throughput.
 */
export async function measurePictures(report: PictureReport, phase: Phase, throughput: (site: ProductionServer, path: string) => Promise<Throughput>, runs: number) {
  await phase("picture-bytes", async () => {
    const fleet = await startPhotoFleet();
    const browser = await launchChromium();
    try {
      for (const visit of ["cold", "warm"] as const) {
        for (const path of ["/", "/fleet", fleet.vehicle]) report.bytes.push(await measurePictureBytes(browser, fleet.site.url, path, visit));
      }
    } finally {
      await browser.close();
      await fleet.stop();
    }
  });
  let fleet: PhotoFleet | null = null;
  const started = async () => {
    fleet ??= await startPhotoFleet();
    await settle(fleet.site);
    return fleet;
  };
  try {
    await phase("picture-transform", async () => {
      report.coldTransforms = await measureColdTransforms(await started(), 1280, runs);
    });
    await phase("picture-throughput", async () => {
      const running = await started();
      report.throughput.push(await throughput(running.site, await cachedCopyPath(running)));
    });
  } finally {
    await (fleet as PhotoFleet | null)?.stop();
  }
}

export async function startPhotoFleet(): Promise<PhotoFleet> {
  const dir = await mkdtemp(join(tmpdir(), "bench-photos-"));
  const cacheDir = await mkdtemp(join(tmpdir(), "bench-picture-cache-"));
  const photos = await Promise.all(Array.from({ length: DISTINCT_PHOTOS }, (_, index) => phonePhoto(index % 2 ? 6 : 1, index)));
  const rows = DEMO_VEHICLE_ROWS.slice(0, VEHICLES).map((row) => ({
    ...row,
    images: Array.from({ length: PHOTOS_PER_VEHICLE }, (_, photo) => `fleet/${row.id}-${photo + 1}.jpg`),
  }));
  const paths = rows.flatMap((row) => row.images);
  await writePictures(dir, Object.fromEntries(paths.map((path, index) => [path, photos[index % DISTINCT_PHOTOS]!])));
  const backend = await startPostgrest({ rows, storage: createStorage(dir) });
  const site = await startProductionServer({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "bench-anon-key", PICTURE_CACHE_DIR: cacheDir });
  return {
    site,
    backend,
    paths,
    vehicle: `/fleet/${(await (await fetch(`${site.url}/fleet`)).text()).match(/href="\/fleet\/([a-z0-9-]+)"/)?.[1] ?? ""}`,
    async stop() {
      await site.stop();
      await backend.close();
      await rm(dir, { recursive: true, force: true });
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the server has used under 50 ms of CPU in a second (start-up preparation done), at most `limitMs`. */
export async function settle(site: ProductionServer, limitMs = 120_000) {
  const deadline = Date.now() + limitMs;
  let before = site.cpuMs();
  while (Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 1000));
    const now = site.cpuMs();
    if (now - before < 50) return;
    before = now;
  }
}

/**
 * One cold copy per photo never asked for before (the fleet's second and third
 * photos: start-up prepares the first), `runs` per format at `width`; the
 * version is read first, so the time is the original's read and the transform.
 */
export async function measureColdTransforms(fleet: PhotoFleet, width: 640 | 960 | 1280, runs: number): Promise<ColdTransform[]> {
  const cold = fleet.paths.filter((_, index) => index % PHOTOS_PER_VEHICLE !== 0);
  const results: ColdTransform[] = [];
  for (const [at, format] of (["avif", "webp", "jpg"] as const).entries()) {
    const times: number[] = [];
    for (const path of cold.slice(at * runs, (at + 1) * runs)) {
      const redirect = await fetch(`${fleet.site.url}${copyUrl({ path, version: UNKNOWN_VERSION }, width, format)}`, { redirect: "manual" });
      const location = redirect.headers.get("location")!;
      const started = performance.now();
      const response = await fetch(`${fleet.site.url}${location}`);
      await response.arrayBuffer();
      if (response.headers.get("x-picture-placeholder")) throw new Error(`${path}: placeholder (${response.headers.get("x-picture-placeholder")})`);
      times.push(performance.now() - started);
    }
    results.push({ format, width, runs: times.length, medianMs: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)) });
  }
  return results;
}

/** A cached copy's path (made once here), for the throughput phase. */
export async function cachedCopyPath(fleet: PhotoFleet): Promise<string> {
  const redirect = await fetch(`${fleet.site.url}${copyUrl({ path: fleet.paths[0]!, version: UNKNOWN_VERSION }, 960, "webp")}`, { redirect: "manual" });
  const location = redirect.headers.get("location")!;
  await (await fetch(`${fleet.site.url}${location}`)).arrayBuffer();
  return location;
}

/**
 * Picture bytes (every image response's body, originals from storage
 * included) a 390 px phone at 3x downloads on `path`, scrolled to the end.
 */
export async function measurePictureBytes(browser: Browser, url: string, path: string, visit: PictureBytes["visit"]): Promise<PictureBytes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image" || response.status() >= 300) return;
      bodies.push(response.body().then((body) => body.length, () => 0));
    });
    await page.goto(`${url}${path}`, { waitUntil: "load" });
    // Down the page a screen at a time, so every lazy picture is asked for.
    for (let step = 0; step < 60; step++) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (done) break;
    }
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(bodies);
    return { path, visit, requests: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await context.close();
  }
}

export function printPictures(transforms: ColdTransform[], bytes: PictureBytes[]) {
  if (transforms.length) {
    console.log("\nCold copy of a 12 MP phone photo (read from storage + transform), ms\n");
    console.log("format  width  runs  median    min    max");
    for (const t of transforms) console.log(`${t.format.padEnd(6)}  ${String(t.width).padStart(5)}  ${String(t.runs).padStart(4)}  ${String(t.medianMs).padStart(6)}  ${String(t.minMs).padStart(5)}  ${String(t.maxMs).padStart(5)}`);
  }
  if (bytes.length) {
    console.log("\nPicture bytes, 390 px phone at 3x, scrolled to the end (phone-photo fleet)\n");
    console.log("page                              visit  images        MB");
    for (const b of bytes) console.log(`${b.path.padEnd(32)}  ${b.visit.padEnd(5)}  ${String(b.requests).padStart(6)}  ${(b.bytes / 1e6).toFixed(2).padStart(8)}`);
  }
}
