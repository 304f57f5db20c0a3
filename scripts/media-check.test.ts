import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../app/catalog/demo-catalog";
import { phonePhoto, testPictures, writePictures } from "../tests/support/pictures";
import { startPostgrest, type FakePostgrest } from "../tests/support/postgrest";
import { createStorage, type StorageStandIn } from "../tests/support/storage";

// `npm run media:check` against stand-ins for PostgREST and Supabase Storage:
// what it lists, with which fix, and that it only reads headers and first bytes.

const ROOT = resolve(import.meta.dirname, "..");
let dir: string;
let storage: StorageStandIn;
let backend: FakePostgrest;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "media-check-"));
  const { "bad/heic.jpg": heic, "bad/text.jpg": text } = await testPictures();
  await writePictures(dir, {
    "vehicles/good.jpg": await phonePhoto(6),
    "vehicles/small.jpg": await sharp({ create: { width: 800, height: 600, channels: 3, background: "#345" } }).jpeg().toBuffer(),
    "vehicles/heic.jpg": heic!,
    "vehicles/text.jpg": text!,
    "hero/background.jpg": await phonePhoto(1),
    // Logos: a plain SVG and a large enough PNG pass; a hostile SVG and a small PNG are listed.
    "brand/mclaren.svg": await readFile("public/media/brand/mclaren.svg"),
    "brand/rolls-royce.svg": await sharp({ create: { width: 600, height: 200, channels: 4, background: "#0000" } }).png().toBuffer(),
    "brand/audi.svg": Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
    "brand/lamborghini.svg": await sharp({ create: { width: 300, height: 100, channels: 3, background: "#345" } }).png().toBuffer(),
  });
  storage = createStorage(dir);
  backend = await startPostgrest({
    rows: [
      { ...DEMO_VEHICLE_ROWS[0]!, images: ["vehicles/good.jpg", "vehicles/small.jpg", "vehicles/missing.jpg"] },
      { ...DEMO_VEHICLE_ROWS[1]!, images: ["vehicles/heic.jpg", "vehicles/text.jpg", "https://cdn.example.com/urus.jpg"] },
    ],
    storage,
  });
  // Bucket URLs in rows count as the path they name.
  backend.setRows([
    ...((await (await fetch(`${backend.url}/rest/v1/vehicles`)).json()) as object[]),
    { ...DEMO_VEHICLE_ROWS[2]!, images: [`${backend.url}/storage/v1/object/public/media/vehicles/good.jpg`] },
  ]);
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await rm(dir, { recursive: true, force: true });
});

function run(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    execFile(resolve(ROOT, "node_modules/.bin/node"), ["scripts/media-check.ts"], { cwd: ROOT, env: { PATH: process.env.PATH, ...env } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
  });
}

test("lists what is missing, too small, undecodable or external, each with its fix, reading only first bytes", async () => {
  const { code, out } = await run({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: "test-anon-key" });
  expect(code).toBe(1);
  const block = (ref: string) => out.split("\n\n").find((part) => part.startsWith(ref)) ?? "";
  expect(block("vehicles/missing.jpg")).toContain("missing");
  expect(block("vehicles/small.jpg")).toMatch(/too small \(800 px wide; the largest copy is 1920 px\)[\s\S]*fix: upload an original at least 1920 px wide/);
  expect(block("vehicles/heic.jpg")).toMatch(/undecodable \(heic\)[\s\S]*"Most Compatible"/);
  expect(block("vehicles/text.jpg")).toMatch(/undecodable \(not-an-image\)[\s\S]*fix: the file is not a picture/);
  expect(block("https://cdn.example.com/urus.jpg")).toMatch(/not optimised \(an external URL\)[\s\S]*fix: /);
  // The site's own pictures are checked too; the hero is there, the others missing.
  expect(block("yacht/image1.jpg")).toContain("missing");
  expect(out).not.toContain("vehicles/good.jpg (");
  expect(out).not.toContain("hero/background.jpg (");
  // The brand logos, by content: a plain SVG or a PNG wide enough for the wall at 3x passes.
  expect(block("brand/audi.svg (brand logo)")).toMatch(/refused \(svg-not-plain\)[\s\S]*fix: it has an event attribute onload on <svg>: [\s\S]*Plain SVG/);
  expect(block("brand/lamborghini.svg (brand logo)")).toMatch(/too small \(300 px wide; the largest copy is 528 px\)/);
  expect(block("brand/ferrari.svg (brand logo)")).toContain("missing");
  expect(out).not.toContain("brand/mclaren.svg (");
  expect(out).not.toContain("brand/rolls-royce.svg (");

  // Headers and first bytes only: every read of a present original is a Range request; nothing else is asked.
  const present = storage.requests.filter((request) => request.path === "vehicles/good.jpg");
  expect(present.length).toBe(2);
  expect(present.every((request) => request.method === "GET" && request.range === "bytes=0-65535")).toBe(true);
  expect(backend.requests.filter((request) => !request.path.startsWith("/storage/v1/object/public/media/") && request.path !== "/rest/v1/vehicles")).toEqual([]);
});
