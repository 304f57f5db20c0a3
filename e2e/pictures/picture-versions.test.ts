import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { UNKNOWN_VERSION } from "../../app/pictures/picture";
import { writePictures } from "../../tests/support/pictures";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { createStorage, type StorageStandIn } from "../../tests/support/storage";
import { startSite, type RunningSite } from "../support/site";

// A page rendered before the pipeline has read its pictures' versions names
// UNKNOWN_VERSION (each photo a redirect, no preview). The page cache must not
// keep it: once the versions are read, the next visitor gets a page naming
// them, and that page is kept. Storage answers slowly here, so the first page
// after start is always rendered before any version is read. The site's own
// pictures are not in this bucket: their reads end with "missing", and pages
// naming them are kept all the same.

const STORAGE_DELAY_MS = 1500;
const ROWS = DEMO_VEHICLE_ROWS.slice(0, 2).map((row, index) => ({ ...row, images: [`vehicles/car-${index}-1.jpg`, `vehicles/car-${index}-2.jpg`] }));
const PHOTOS = ROWS.flatMap((row) => row.images);

let dir: string;
let cacheDir: string;
let storage: StorageStandIn;
let backend: FakePostgrest;
let site: RunningSite;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "picture-versions-"));
  cacheDir = await mkdtemp(join(tmpdir(), "picture-versions-cache-"));
  const photo = (seed: number) =>
    sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40 * seed, g: 90, b: 160 } } }).jpeg().toBuffer();
  await writePictures(dir, Object.fromEntries(await Promise.all(PHOTOS.map(async (path, index) => [path, await photo(index)] as const))));
  storage = createStorage(dir);
  storage.setDelay(STORAGE_DELAY_MS);
  backend = await startPostgrest({ rows: ROWS, storage });
  site = await startSite({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key", PICTURE_CACHE_DIR: cacheDir });
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await backend?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

/** Every copy URL in the page, as [url, version, storage path]. */
function copies(html: string): [string, string, string][] {
  return [...html.matchAll(/\/img\/(?:\d+|og)\/([^/"\s,]+)\/([^"\s,]+)\.(?:avif|webp|jpg)/g)].map((match) => [match[0], decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)]);
}

async function fleetPage(): Promise<string> {
  const response = await fetch(`${site.url}/fleet`);
  expect(response.status).toBe(200);
  return response.text();
}

async function cacheOutcomes(): Promise<string[]> {
  // The log line is written as the response closes: give it a moment.
  await new Promise((done) => setTimeout(done, 200));
  return site.logs.filter((line) => line.event === "request" && line.path === "/fleet").map((line) => String(line.cache));
}

test("a page naming a picture version not read yet is not kept: the next visitor gets the read versions, and that page is kept", async () => {
  const first = copies(await fleetPage());
  const photoVersions = (page: [string, string, string][]) => new Set(page.filter(([, , path]) => PHOTOS.includes(path)).map(([, version]) => version));
  expect(photoVersions(first)).toEqual(new Set([UNKNOWN_VERSION]));

  // Each copy URL waits for its path's version read (shared with the one the render started): then every read has ended.
  await Promise.all([...new Set(first.map(([url]) => url))].map((url) => fetch(`${site.url}${url}`, { redirect: "manual" }).then((response) => response.arrayBuffer())));

  const second = copies(await fleetPage());
  expect(photoVersions(second).has(UNKNOWN_VERSION)).toBe(false);
  expect(photoVersions(second).size).toBeGreaterThan(0);
  // Site pictures missing from the bucket still name the unknown version: their read ended (404), so the page may be kept.
  expect(second.some(([, version, path]) => version === UNKNOWN_VERSION && !PHOTOS.includes(path))).toBe(true);

  const third = await fleetPage();
  expect(copies(third)).toEqual(second);
  expect(await cacheOutcomes()).toEqual(["miss", "miss", "hit"]);
}, 60_000);

test("a copy sent from memory carries the request id and the security headers every answer has", async () => {
  const [url] = copies(await fleetPage()).find(([, version, path]) => PHOTOS.includes(path) && version !== UNKNOWN_VERSION)!;
  for (const _ of [1, 2]) {
    const response = await fetch(`${site.url}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(Number(response.headers.get("content-length"))).toBe((await response.arrayBuffer()).byteLength);
  }
  await new Promise((done) => setTimeout(done, 200));
  const logged = site.logs.filter((line) => line.event === "request" && line.path === url);
  expect(logged.map((line) => line.status)).toEqual([200, 200]);
  expect(logged.every((line) => Number(line.bytes) > 0)).toBe(true);
}, 60_000);
