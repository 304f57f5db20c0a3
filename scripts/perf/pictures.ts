import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { brandLogoPaths } from "../../app/catalog/brand-wall.ts";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog.ts";
import { copyUrl, UNKNOWN_VERSION, type PictureFormat } from "../../app/pictures/picture.ts";
import { SITE_PICTURE_PATHS } from "../../app/pictures/site-media.ts";
import { REAL_PHOTO_COUNT, realPhoto, writePictures } from "../../tests/support/pictures.ts";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest.ts";
import { createStorage } from "../../tests/support/storage.ts";
import { CADDY_HOST, startCaddy } from "../../e2e/support/caddy.ts";
import { launchChromium } from "./first-load.ts";
import { measureLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { MAIN_ROUTES } from "./routes.ts";
import type { Throughput } from "./report.ts";
import { ROOT, startProductionServer, type ProductionServer } from "./server.ts";
import { median, round, table } from "./stats.ts";

// The picture pipeline on an owner's fleet: 14 vehicles with 3 phone photos
// each (real photographs from a Debian package, as 4032x3024 JPEGs with GPS
// EXIF, tests/support/pictures.ts realPhoto; made by sharp into a temporary
// folder), the site's own pictures (hero, posters, yacht) and brand logos (an
// owner's photos of the badges) as phone photos too, served by the Supabase Storage stand-in, rows by the
// PostgREST stand-in, and the production server in front. Phases: the picture
// bytes a phone downloads, Lighthouse, the cold transform time of a 12 MP
// photo, and the throughput of a cached copy. Lighthouse measures the site as
// visitors reach it, through the shipped Caddyfile (TLS, HTTP/2, no cache of
// its own), and for comparison on the container's port (HTTP/1.1).

const VEHICLES = 14;
/** The pages measured: home, the fleet and the Urus's page (photos of its own). */
export const PAGES = ["/", "/fleet", MAIN_ROUTES[2]] as const;
/** Their picture bytes, and those of the pages whose first screen is a poster. */
const BYTES_PAGES = [...PAGES, "/yacht-charter", "/quick-booking"] as const;
const PHOTOS_PER_VEHICLE = 3;
/** Distinct photos made; the fleet's 42 files cycle through them (each path is still its own original). */
const DISTINCT_PHOTOS = REAL_PHOTO_COUNT;

export type PhotoFleet = { site: ProductionServer; backend: FakePostgrest; paths: string[]; stop(): Promise<void> };
export type ColdTransform = { format: PictureFormat; width: number; runs: number; medianMs: number; minMs: number; maxMs: number };
export type PictureBytes = { path: string; visit: "cold" | "warm"; requests: number; bytes: number };
/** `caddy`: through the shipped Caddyfile, as deployed; `direct`: the container's own port. */
export type PictureLighthouse = { path: string; via: "caddy" | "direct"; visit: "cold" | "warm"; result: LighthouseResult };
export type PictureReport = { coldTransforms: ColdTransform[]; bytes: PictureBytes[]; throughput: Throughput[]; lighthouse: PictureLighthouse[] };
type Phase = (name: string, run: () => Promise<void>) => Promise<void>;

/**
 * The bench's picture phases, each on a fleet started cold: picture-bytes
 * (cold, then warm); picture-lighthouse (per page a fresh fleet behind Caddy:
 * one run as its first visit, through Caddy; then `runs` after a warm-up,
 * through Caddy and direct in turn); then on a fresh fleet (no
 * copy the pages asked for is kept) picture-transform and picture-throughput.
 */
export async function measurePictures(report: PictureReport, phase: Phase, throughput: (site: ProductionServer, path: string) => Promise<Throughput>, runs: { transform: number; lighthouse: number }) {
  await phase("picture-bytes", async () => {
    const fleet = await startPhotoFleet();
    const browser = await launchChromium();
    try {
      for (const visit of ["cold", "warm"] as const) {
        for (const path of BYTES_PAGES) report.bytes.push(await measurePictureBytes(browser, fleet.site.url, path, visit));
      }
    } finally {
      await browser.close();
      await fleet.stop();
    }
  });
  await phase("picture-lighthouse", async () => {
    for (const path of PAGES) {
      const fleet = await startPhotoFleet();
      const caddy = await startCaddy([Number(new URL(fleet.site.url).port)]);
      try {
        const deployed = `https://${CADDY_HOST}:${caddy.httpsPort}${path}`;
        const options = { siteHost: CADDY_HOST };
        const [cold] = await measureLighthouse([deployed], 1, { ...options, warmUp: false });
        report.lighthouse.push({ path, via: "caddy", visit: "cold", result: cold! });
        const [warm, direct] = await measureLighthouse([deployed, `${fleet.site.url}${path}`], runs.lighthouse, options);
        report.lighthouse.push({ path, via: "caddy", visit: "warm", result: warm! }, { path, via: "direct", visit: "warm", result: direct! });
      } finally {
        await caddy.stop();
        await fleet.stop();
      }
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
      report.coldTransforms = await measureColdTransforms(await started(), 1280, runs.transform);
    });
    await phase("picture-throughput", async () => {
      const running = await started();
      report.throughput.push(await throughput(running.site, await cachedCopyPath(running)));
    });
  } finally {
    await (fleet as PhotoFleet | null)?.stop();
  }
}

type Originals = { dir: string; rows: typeof DEMO_VEHICLE_ROWS; paths: string[] };
let originals: Promise<Originals> | null = null;

/**
 * The fleet's originals, made once per bench run and shared by every fleet
 * (storage only reads them): real photographs (tests/support/pictures.ts).
 */
function photoOriginals(): Promise<Originals> {
  originals ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), "bench-photos-"));
    const photos: Buffer[] = [];
    for (let index = 0; index < DISTINCT_PHOTOS; index++) photos.push(await realPhoto(index, index % 2 ? 6 : 1));
    const rows = DEMO_VEHICLE_ROWS.slice(0, VEHICLES).map((row) => ({
      ...row,
      images: Array.from({ length: PHOTOS_PER_VEHICLE }, (_, photo) => `fleet/${row.id}-${photo + 1}.jpg`),
    }));
    const paths = rows.flatMap((row) => row.images);
    await writePictures(dir, Object.fromEntries([...paths, ...SITE_PICTURE_PATHS, ...brandLogoPaths()].map((path, index) => [path, photos[index % DISTINCT_PHOTOS]!])));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    return { dir, rows, paths };
  })();
  return originals;
}

/**
 * The production server of `root`'s build (with `env` added) on the
 * phone-photo fleet, started cold: an empty picture cache, nothing read yet.
 */
export async function startPhotoFleet(env: Record<string, string> = {}, root = ROOT): Promise<PhotoFleet> {
  const { dir, rows, paths } = await photoOriginals();
  const cacheDir = await mkdtemp(join(tmpdir(), "bench-picture-cache-"));
  const backend = await startPostgrest({ rows, storage: createStorage(dir) });
  const site = await startProductionServer({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "bench-anon-key", PICTURE_CACHE_DIR: cacheDir, ...env }, root);
  return {
    site,
    backend,
    paths,
    async stop() {
      await site.stop();
      await backend.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the server has used under 50 ms of CPU in each of 3 seconds in
 * a row (start-up preparation done: on a loaded machine one quiet second may
 * only be a starved one), at most `limitMs`.
 */
export async function settle(site: ProductionServer, limitMs = 180_000) {
  const deadline = Date.now() + limitMs;
  let before = site.cpuMs();
  let quiet = 0;
  while (Date.now() < deadline && quiet < 3) {
    await new Promise((done) => setTimeout(done, 1000));
    const now = site.cpuMs();
    quiet = now - before < 50 ? quiet + 1 : 0;
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
    for (const path of cold.slice(at * runs, (at + 1) * runs)) times.push((await fetchCopy(fleet, path, width, format)).ms);
    results.push({ format, width, runs: times.length, medianMs: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)) });
  }
  return results;
}

/** The copy a phone asks for first on /fleet: the first card's photo, 800 px AVIF (a 358 px card at 2x or 3x, the ratio held at 2; CARD_SIZES). */
export const THROUGHPUT_COPY = { width: 800, format: "avif" } as const;

/** The throughput copy's path, made once here (the phase then measures it cached). */
export async function cachedCopyPath(fleet: PhotoFleet): Promise<string> {
  return (await fetchCopy(fleet, fleet.paths[0]!, THROUGHPUT_COPY.width, THROUGHPUT_COPY.format)).location;
}

/** A copy at the version the server reads from storage (its redirect followed), received in full: its URL and the time it took. */
async function fetchCopy(fleet: PhotoFleet, path: string, width: Parameters<typeof copyUrl>[1], format: PictureFormat): Promise<{ location: string; ms: number }> {
  const redirect = await fetch(`${fleet.site.url}${copyUrl({ path, version: UNKNOWN_VERSION }, width, format)}`, { redirect: "manual" });
  const location = redirect.headers.get("location")!;
  const started = performance.now();
  const response = await fetch(`${fleet.site.url}${location}`);
  await response.arrayBuffer();
  const placeholder = response.headers.get("x-picture-placeholder");
  if (placeholder) throw new Error(`${location}: placeholder (${placeholder})`);
  return { location, ms: performance.now() - started };
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
    // Cold, every copy of a detailed photo is made one at a time (seconds each): minutes for /fleet on a loaded machine.
    await page.waitForLoadState("networkidle", { timeout: 600_000 });
    const sizes = await Promise.all(bodies);
    return { path, visit, requests: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await context.close();
  }
}

export function printPictures({ coldTransforms: transforms, bytes, lighthouse }: PictureReport, lighthouseRuns: number) {
  if (transforms.length) {
    console.log("\nCold copy of a 12 MP phone photo (read from storage + transform), ms\n");
    console.log(table(["format", "width", "runs", "median", "min", "max"], transforms.map((t) => [t.format, t.width, t.runs, t.medianMs, t.minMs, t.maxMs])));
  }
  if (bytes.length) {
    console.log("\nPicture bytes, 390 px phone at 3x, scrolled to the end (phone-photo fleet)\n");
    console.log(table(["page", "visit", "images", "MB"], bytes.map((b) => [b.path, b.visit, b.requests, (b.bytes / 1e6).toFixed(2)])));
  }
  if (lighthouse.length) {
    console.log(`\nLighthouse mobile on the phone-photo fleet: via caddy (TLS, HTTP/2) or direct (HTTP/1.1); cold = the first visit after start; warm = median of ${lighthouseRuns}; throttling applied as the page loads, sim = Lighthouse's simulated estimate of its own run\n`);
    const rows = lighthouse.map(({ path, via, visit, result: r }) => [path, via, visit, r.performance, round(r.fcpMs), round(r.lcpMs), round(r.tbtMs), round(r.cls, 3), round(r.speedIndexMs), r.simulated ? round(r.simulated.lcpMs) : "-", r.simulated ? round(r.simulated.tbtMs) : "-", r.loads.map((load) => round(load, 1)).join(" ")]);
    console.log(table(["page", "via", "visit", "perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms", "sim LCP", "sim TBT", "load avg"], rows));
  }
}
