import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { brandLogoPaths } from "../../app/catalog/brand-wall";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { SITE_PICTURE_PATHS, SITE_PICTURES } from "../../app/pictures/site-media";
import { cacheFileName } from "../../app/pictures/picture-cache.server";
import { copyKey } from "../../app/pictures/pictures.server";
import { copyUrl, ogImageUrl, PICTURE_FORMATS, UNKNOWN_VERSION, type PictureFormat, type PictureWidth, type CropWidth } from "../../app/pictures/picture";
import { CAMERA_MODEL, phonePhoto, testPictures, writePictures } from "../../tests/support/pictures";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { createStorage, type StorageStandIn } from "../../tests/support/storage";
import { startSite, type RunningSite } from "../support/site";

// The picture pipeline's /img/* copies on the real server, with originals
// made by sharp and served by a stand-in speaking Supabase Storage's protocol:
// what a copy may contain, which URLs are copies at all, what a bad upload,
// a failing storage or a full queue gives a visitor, and what is fetched.

const TTL_SECONDS = 2;
let dir: string;
let cacheDir: string;
let storage: StorageStandIn;
let backend: FakePostgrest;
let site: RunningSite;
let uncachedSite: RunningSite;
let elsewhere: Server;
let elsewhereHits = 0;
let elsewhereUrl: string;
let pictures: Record<string, Buffer>;

// The fleet's first photos are the phone photos: the server prepares them at start-up.
const ROWS = DEMO_VEHICLE_ROWS.slice(0, 2).map((row, index) => ({ ...row, images: [`vehicles/phone-${index === 0 ? 6 : 8}.jpg`, "vehicles/phone-1.jpg"] }));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "pictures-originals-"));
  cacheDir = await mkdtemp(join(tmpdir(), "pictures-cache-"));
  // The yacht page's and quick booking's posters: phone photos too, prepared at start-up.
  pictures = { ...(await testPictures()), [SITE_PICTURES.yachtPoster]: await phonePhoto(1, 4), [SITE_PICTURES.carPoster]: await phonePhoto(1, 5) };
  await writePictures(dir, pictures);
  storage = createStorage(dir);
  backend = await startPostgrest({ rows: ROWS, storage });
  elsewhere = createServer((_req, res) => {
    elsewhereHits++;
    res.end("elsewhere");
  });
  await new Promise<void>((done) => elsewhere.listen(0, "127.0.0.1", done));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  const env = { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key", CATALOG_TTL_SECONDS: String(TTL_SECONDS) };
  const unwritable = join(cacheDir, "a-file");
  await writeFile(unwritable, "not a directory");
  [site, uncachedSite] = await Promise.all([
    startSite({ ...env, PICTURE_CACHE_DIR: cacheDir }),
    startSite({ ...env, PICTURE_CACHE_DIR: join(unwritable, "cache") }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([site?.stop(), uncachedSite?.stop()]);
  await backend?.close();
  elsewhere?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Headers; bytes: Buffer };

async function get(url: string, on = site): Promise<Answer> {
  const response = await fetch(url.startsWith("http") ? url : `${on.url}${url}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The copy of `path` at its current version: asks with UNKNOWN_VERSION and follows the redirect. */
async function copyOf(path: string, width: PictureWidth | CropWidth, format: PictureFormat, on = site): Promise<Answer> {
  const first = await get(copyUrl({ path, version: UNKNOWN_VERSION }, width, format), on);
  if (first.status !== 302) return first;
  return get(first.headers.get("location")!, on);
}

function storageHits(path: string, method = "GET") {
  return storage.requests.filter((request) => request.path === path && request.method === method).length;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

test("the first photos of the fleet and the site's pictures are read and copied at start-up, before any visitor asks", async () => {
  const fetched = (path: string) => storageHits(path) > 0;
  for (let waited = 0; waited < 60_000 && !(fetched("vehicles/phone-6.jpg") && fetched("vehicles/phone-8.jpg")); waited += 200) await sleep(200);
  expect(fetched("vehicles/phone-6.jpg") && fetched("vehicles/phone-8.jpg")).toBe(true);
  expect(storageHits("hero/background.jpg", "HEAD")).toBeGreaterThan(0);
  // A vehicle's second photo waits for a visitor.
  expect(storage.requests.filter((request) => request.path === "vehicles/phone-1.jpg")).toEqual([]);
  // The copies a phone's first screen asks for are in the disk cache before anyone asks: the first
  // photo's (1.75x to 3x: 800, a 320 px phone: 640), the posters' centres in their sections' shapes.
  const prepared = [
    ["vehicles/phone-6.jpg", 800],
    ["vehicles/phone-6.jpg", 640],
    [SITE_PICTURES.yachtPoster, "800-portrait"],
    [SITE_PICTURES.carPoster, "960-square"],
  ] as const;
  const versions = new Map<string, string>();
  for (const [path] of prepared) {
    const location = (await get(copyUrl({ path, version: UNKNOWN_VERSION }, 640, "jpg"))).headers.get("location")!;
    versions.set(path, location.split("/")[3]!);
  }
  const cached = () =>
    prepared.map(([path, width]) => existsSync(join(cacheDir, cacheFileName(copyKey(path, versions.get(path)!, width, "avif")))));
  for (let waited = 0; waited < 60_000 && cached().includes(false); waited += 200) await sleep(200);
  expect(cached()).toEqual([true, true, true, true]);
});

test("copies carry no metadata at all, are upright, sRGB and 8 bits, in the width and format asked", async () => {
  const original = await sharp(await phonePhoto(6, 1)).metadata();
  expect(original.exif?.includes(Buffer.from(CAMERA_MODEL))).toBe(true);
  for (const [path, upright] of [
    ["vehicles/phone-6.jpg", "portrait"],
    ["vehicles/phone-8.jpg", "portrait"],
    ["vehicles/phone-1.jpg", "landscape"],
  ] as const) {
    for (const format of Object.keys(PICTURE_FORMATS) as PictureFormat[]) {
      const copy = await copyOf(path, 640, format);
      expect(copy.status).toBe(200);
      expect(copy.headers.get("content-type")).toBe(PICTURE_FORMATS[format]);
      expect(copy.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(copy.headers.get("vary")).toBeNull();
      const meta = await sharp(copy.bytes).metadata();
      expect(meta.format).toBe(format === "jpg" ? "jpeg" : format === "avif" ? "heif" : format);
      expect(meta.width).toBe(640);
      expect(upright === "portrait" ? meta.height! > meta.width! : meta.height! < meta.width!).toBe(true);
      expect(meta.orientation ?? 1).toBe(1);
      expect([meta.exif, meta.icc, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
      expect(meta.space).toBe("srgb");
      expect(meta.depth).toBe("uchar");
      expect(copy.bytes.includes(Buffer.from(CAMERA_MODEL))).toBe(false);
      expect(copy.bytes.includes(Buffer.from("Exif\0"))).toBe(false);
    }
  }
});

test("CMYK, 16-bit, alpha, animated and one-pixel originals give plain 8-bit sRGB copies", async () => {
  for (const path of ["kinds/cmyk.jpg", "kinds/16bit.png", "kinds/alpha.png", "kinds/animated.webp", "kinds/one-pixel.png"]) {
    for (const format of ["jpg", "webp"] as const) {
      const copy = await copyOf(path, 320, format);
      expect(copy.status, path).toBe(200);
      const meta = await sharp(copy.bytes).metadata();
      expect([meta.space, meta.depth, meta.pages ?? 1, meta.icc], path).toEqual(["srgb", "uchar", 1, undefined]);
      // Never enlarged: the one-pixel original stays one pixel.
      expect(meta.width, path).toBe(path === "kinds/one-pixel.png" ? 1 : 320);
      if (format === "jpg") expect(meta.hasAlpha, path).toBe(false);
    }
  }
  const alpha = await sharp((await copyOf("kinds/alpha.png", 320, "webp")).bytes).metadata();
  expect(alpha.hasAlpha).toBe(true);
});

test("the social preview is a 1200x630 JPEG under 300 KB, cropped to the centre", async () => {
  const first = await get(ogImageUrl({ path: "vehicles/phone-8.jpg", version: UNKNOWN_VERSION }));
  expect(first.status).toBe(302);
  const og = await get(first.headers.get("location")!);
  expect(og.status).toBe(200);
  expect(og.headers.get("content-type")).toBe("image/jpeg");
  const meta = await sharp(og.bytes).metadata();
  expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 1200, 630, undefined]);
  expect(og.bytes.length).toBeLessThan(300_000);
});

test("a cropped copy is the centre of the upright photo in its shape, never wider than the original holds, without metadata", async () => {
  const centre = async (bytes: Uint8Array, strip?: { left: number; width: number; height: number }) => {
    const image = sharp(bytes);
    return (strip ? image.extract({ top: 0, ...strip }) : image).resize(18, 32, { fit: "fill" }).removeAlpha().raw().toBuffer();
  };
  const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;
  // The landscape photo: its 1600 px copy is 1200 tall, whose 9:16 centre is 675 px wide.
  const wide = (await copyOf("vehicles/phone-1.jpg", 1600, "jpg")).bytes;
  for (const format of ["avif", "webp", "jpg"] as const) {
    const tall = await copyOf("vehicles/phone-1.jpg", "640-tall", format);
    expect([tall.status, tall.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);
    const meta = await sharp(tall.bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.icc, meta.orientation ?? 1]).toEqual([640, 1138, undefined, undefined, 1]);
    const shown = await centre(tall.bytes);
    const middle = difference(shown, await centre(wide, { left: 462, width: 675, height: 1200 }));
    const side = difference(shown, await centre(wide, { left: 0, width: 675, height: 1200 }));
    expect(middle, `${format}: against the centre ${middle}, the left ${side}`).toBeLessThan(Math.min(6, side / 3));
  }
  // Upright first: the sideways-stored portrait (orientation 6, 3024x4032 upright).
  const portrait = await sharp((await copyOf("vehicles/phone-6.jpg", "800-tall", "webp")).bytes).metadata();
  expect([portrait.width, portrait.height]).toEqual([800, 1422]);
  // Never enlarged: the landscape original's 9:16 centre is 1701x3024, the widest a tall copy gets.
  const widest = await sharp((await copyOf("vehicles/phone-1.jpg", "1920-tall", "jpg")).bytes).metadata();
  expect([widest.width, widest.height]).toEqual([1701, 3024]);
  // The other shapes: 3:4 and square.
  const sizes = async (width: CropWidth) => {
    const meta = await sharp((await copyOf("vehicles/phone-1.jpg", width, "webp")).bytes).metadata();
    return [meta.width, meta.height];
  };
  expect(await sizes("640-portrait")).toEqual([640, 853]);
  expect(await sizes("960-square")).toEqual([960, 960]);
});

test("only the set's widths and formats are copies: anything else is a 404 that reads nothing", async () => {
  const before = storageHits("vehicles/phone-1.jpg", "HEAD") + storageHits("vehicles/phone-1.jpg");
  for (const path of [
    "/img/641/0/vehicles/phone-1.jpg.jpg",
    "/img/4000/0/vehicles/phone-1.jpg.jpg",
    "/img/0/0/vehicles/phone-1.jpg.jpg",
    "/img/640/0/vehicles/phone-1.jpg.png",
    "/img/640/0/vehicles/phone-1.jpg.gif",
    "/img/640/0/vehicles/phone-1.jpg.svg",
    "/img/640/0/vehicles/phone-1.jpg",
    "/img/og/0/vehicles/phone-1.jpg.webp",
    "/img/640/vehicles/phone-1.jpg.jpg",
    "/img/700-tall/0/vehicles/phone-1.jpg.webp",
    "/img/og-tall/0/vehicles/phone-1.jpg.jpg",
    "/img/640-wide/0/vehicles/phone-1.jpg.webp",
    "/img/640-tall-tall/0/vehicles/phone-1.jpg.webp",
    "/img/tall/0/vehicles/phone-1.jpg.webp",
    "/img/640-round/0/vehicles/phone-1.jpg.webp",
    "/img/640-Square/0/vehicles/phone-1.jpg.webp",
    "/img/640-square-tall/0/vehicles/phone-1.jpg.webp",
  ]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(404);
  }
  expect(storageHits("vehicles/phone-1.jpg", "HEAD") + storageHits("vehicles/phone-1.jpg")).toBe(before);
});

test("another version than the current one is redirected, never transformed; a replaced original shows within the freshness time", async () => {
  const current = await get(copyUrl({ path: "vehicles/phone-1.jpg", version: UNKNOWN_VERSION }, 480, "webp"));
  expect(current.status).toBe(302);
  expect(current.headers.get("cache-control")).toBe("no-store");
  const location = current.headers.get("location")!;
  const version = /^\/img\/480\/([^/]+)\//.exec(location)![1]!;
  expect(version).not.toBe(UNKNOWN_VERSION);
  const gets = storageHits("vehicles/phone-1.jpg");
  const wrong = await get(copyUrl({ path: "vehicles/phone-1.jpg", version: "abc123" }, 480, "webp"));
  expect([wrong.status, wrong.headers.get("location")]).toEqual([302, location]);
  expect(storageHits("vehicles/phone-1.jpg")).toBe(gets);

  // The owner uploads a new photo under the same name.
  await writeFile(join(dir, "replaced.jpg"), await sharp({ create: { width: 900, height: 600, channels: 3, background: "#111" } }).jpeg().toBuffer());
  const before = (await get(copyUrl({ path: "replaced.jpg", version: UNKNOWN_VERSION }, 320, "jpg"))).headers.get("location")!;
  // Served twice: made, then from memory.
  expect((await get(before)).status).toBe(200);
  expect((await get(before)).status).toBe(200);
  await writeFile(join(dir, "replaced.jpg"), await sharp({ create: { width: 600, height: 900, channels: 3, background: "#eee" } }).jpeg().toBuffer());
  await sleep(TTL_SECONDS * 1000 + 200);
  const stale = await get(before);
  expect(stale.status).toBe(302);
  const fresh = await get(stale.headers.get("location")!);
  const meta = await sharp(fresh.bytes).metadata();
  expect(meta.height).toBeGreaterThan(meta.width!);
});

test("hostile addresses fetch nothing: another host, an internal address, file:, traversal, a redirect leaving the bucket", async () => {
  const hostile = [
    `/img/640/0/${encodeURIComponent(elsewhereUrl)}/x.jpg.jpg`,
    `/img/640/0/http:/${elsewhereUrl.slice(6)}/x.jpg.jpg`,
    "/img/640/0/http://169.254.169.254/latest/meta-data.jpg.jpg",
    "/img/640/0/file:%2F%2F%2Fetc%2Fpasswd.jpg",
    "/img/640/0/..%2F..%2F..%2Fetc%2Fpasswd.jpg",
    "/img/640/0/%2e%2e/%2e%2e/package.json.jpg",
    "/img/640/0/vehicles/%2e%2e/%2e%2e/package.json.jpg",
    "/img/640/0/vehicles%5C..%5C..%5Cpackage.json.jpg",
    "/img/640/0/%00/x.jpg.jpg",
  ];
  const before = storage.requests.length;
  for (const path of hostile) {
    const answer = await get(path);
    expect(answer.status, path).toBeLessThan(500);
    expect(answer.headers.get("cache-control"), path).toBe("no-store");
  }
  // The fixtures and the site's own pictures are all the servers ever read (the other site may still be preparing).
  const known = new Set([...Object.keys(pictures), ...SITE_PICTURE_PATHS, ...brandLogoPaths()]);
  expect(storage.requests.slice(before).filter((request) => !known.has(request.path))).toEqual([]);

  storage.redirect("moved.jpg", `${elsewhereUrl}/moved.jpg`);
  const moved = await get(copyUrl({ path: "moved.jpg", version: UNKNOWN_VERSION }, 640, "jpg"));
  expect(moved.status).toBe(200);
  expect(moved.headers.get("cache-control")).toBe("no-store");
  expect(moved.headers.get("x-picture-placeholder")).toBe("storage");
  expect(elsewhereHits).toBe(0);
});

test("a bad upload gets the placeholder (no-store) and one log line naming the file and the fix", async () => {
  const cases = {
    "bad/truncated.jpg": "undecodable",
    "bad/bomb.png": "too-many-pixels",
    "bad/heic.jpg": "heic",
    "bad/text.jpg": "not-an-image",
    // An SVG with a script: not a plain drawing (docs/decisions/018), never served.
    "bad/drawing.svg": "svg-not-plain",
  };
  for (const [path, problem] of Object.entries(cases)) {
    for (let round = 0; round < 2; round++) {
      const answer = await copyOf(path, 640, "avif");
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
      expect(answer.headers.get("x-picture-placeholder"), path).toBe("unusable");
      expect(answer.headers.get("content-type"), path).toBe("image/avif");
      expect((await sharp(answer.bytes).metadata()).format, path).toBe("heif");
    }
    const lines = site.logs.filter((line) => line.event === "picture_unusable" && String(line.file).endsWith(path));
    expect(lines.map((line) => line.problem), path).toEqual([problem]);
  }
  const heic = site.logs.find((line) => line.event === "picture_unusable" && line.problem === "heic")!;
  expect(heic.fix).toContain('"Most Compatible"');
  expect(heic.fix).toContain("JPEG");
  expect(site.logs.find((line) => line.problem === "svg-not-plain")?.file).toBe(`${backend.url}/storage/v1/object/public/media/bad/drawing.svg`);

  const missing = await copyOf("vehicles/nowhere.jpg", 640, "jpg");
  expect([missing.status, missing.headers.get("cache-control")]).toEqual([404, "no-store"]);
});

test("storage failing or slow gives the placeholder (no-store) at once, and the copy once it recovers", async () => {
  storage.setFailure(503);
  const failing = await copyOf("kinds/cmyk.jpg", 160, "avif");
  expect([failing.status, failing.headers.get("cache-control"), failing.headers.get("x-picture-placeholder")]).toEqual([200, "no-store", "storage"]);
  storage.setFailure(null);
  storage.setDelay(7_000);
  const started = Date.now();
  const slow = await copyOf("kinds/alpha.png", 160, "avif");
  expect(Date.now() - started).toBeLessThan(6_500);
  expect([slow.status, slow.headers.get("cache-control")]).toEqual([200, "no-store"]);
  storage.setDelay(0);
  const recovered = await copyOf("kinds/cmyk.jpg", 160, "avif");
  expect([recovered.status, recovered.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);
});

test("concurrent requests for one cold copy share one read and one transform", async () => {
  await writeFile(join(dir, "shared.jpg"), await phonePhoto(1, 9));
  const location = (await get(copyUrl({ path: "shared.jpg", version: UNKNOWN_VERSION }, 960, "webp"))).headers.get("location")!;
  const answers = await Promise.all(Array.from({ length: 12 }, () => get(location)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  expect(new Set(answers.map((answer) => answer.bytes.toString("base64"))).size).toBe(1);
  expect(storageHits("shared.jpg")).toBe(1);
});

test("a full queue answers at once with the placeholder (no-store), never a 5xx, and /healthz stays quick", async () => {
  const paths = Array.from({ length: 64 }, (_, index) => `queue/${index}.png`);
  const tiny = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#345" } }).png().toBuffer();
  await writePictures(dir, Object.fromEntries(paths.map((path) => [path, tiny])));
  const locations = await Promise.all(paths.map(async (path) => (await get(copyUrl({ path, version: UNKNOWN_VERSION }, 160, "jpg"))).headers.get("location")!));
  storage.setDelay(150);
  try {
    const burst = Promise.all(locations.map((location) => get(location)));
    await sleep(300);
    const started = Date.now();
    expect((await get("/healthz")).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    const answers = await burst;
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const busy = answers.filter((answer) => answer.headers.get("x-picture-placeholder") === "busy");
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((answer) => answer.headers.get("cache-control") === "no-store")).toBe(true);
  } finally {
    storage.setDelay(0);
  }
});

test("an unwritable cache directory serves every copy uncached, logged once", async () => {
  for (const width of [160, 320]) {
    const copy = await copyOf("vehicles/phone-1.jpg", width as PictureWidth, "webp", uncachedSite);
    expect([copy.status, copy.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);
  }
  expect(uncachedSite.logs.filter((line) => line.event === "picture_cache_unwritable")).toHaveLength(1);
});
