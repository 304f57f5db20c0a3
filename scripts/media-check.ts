import { open } from "node:fs/promises";
import { resolve } from "node:path";
import { brandLogoPaths } from "../app/catalog/brand-wall.ts";
import { DEMO_VEHICLE_ROWS } from "../app/catalog/demo-catalog.ts";
import { encodePath, LOGO_BOXES, LOGO_DENSITIES, PICTURE_WIDTHS } from "../app/pictures/picture.ts";
import { isStoragePath, MAX_ORIGINAL_BYTES } from "../app/pictures/picture-source.server.ts";
import { inspect, UnusableOriginal } from "../app/pictures/picture-transform.server.ts";
import { SITE_PICTURE_PATHS } from "../app/pictures/site-media.ts";

// `npm run media:check`: reads the fleet's picture paths (the `vehicles`
// table with the anon key, or the demo catalog), the site's own and the brand
// logos, fetches each original's headers and first bytes (a Range request:
// nothing is written, the bucket is never listed; an SVG is read whole), and
// lists every picture that is missing, unreadable, too small for the largest
// copy, not optimised (an external URL), or an SVG that is not a plain drawing
// (or is not a logo), each with its fix. Exit 1 when anything is listed.

const FIRST_BYTES = 64 * 1024;
const TIMEOUT_MS = 15_000;
const LARGEST_WIDTH = Math.max(...PICTURE_WIDTHS);
/** A raster logo's widest copy: the brand wall's box at the highest density. */
const LARGEST_LOGO_WIDTH = Math.max(...Object.values(LOGO_BOXES).map((box) => box.width)) * Math.max(...LOGO_DENSITIES);

type Finding = { ref: string; where: string; problem: string; fix: string };
type Head = { status: "missing" } | { status: "failed"; message: string } | { status: "found"; size: number; first: Uint8Array; whole: () => Promise<Uint8Array> };

const supabaseUrl = process.env.SUPABASE_URL?.trim().replace(/\/+$/, "");
const anonKey = process.env.SUPABASE_ANON_KEY?.trim();
if (Boolean(supabaseUrl) !== Boolean(anonKey)) {
  console.error("Set SUPABASE_URL and SUPABASE_ANON_KEY together (or neither, for the demo media).");
  process.exit(2);
}
const bucket = supabaseUrl ? `${supabaseUrl}/storage/v1/object/public/media/` : null;

/** The fleet's picture references, with the vehicle each belongs to. */
async function fleetPictures(): Promise<{ ref: string; where: string }[]> {
  let rows: { brand?: string; model?: string; images?: string[] | null }[] = DEMO_VEHICLE_ROWS;
  if (supabaseUrl && anonKey) {
    const response = await fetch(`${supabaseUrl}/rest/v1/vehicles?select=brand,model,images`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`reading the vehicles table failed: ${response.status} ${await response.text()}`);
    rows = (await response.json()) as typeof rows;
  }
  return rows.flatMap((row) => (row.images ?? []).map((ref, index) => ({ ref: ref.trim(), where: `${row.brand} ${row.model}, photo ${index + 1}` })));
}

async function headOfBucket(path: string): Promise<Head> {
  const url = bucket + encodePath(path);
  const response = await fetch(url, { headers: { Range: `bytes=0-${FIRST_BYTES - 1}` }, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.status === 400 || response.status === 404) return { status: "missing" };
  if (response.status !== 200 && response.status !== 206) return { status: "failed", message: `storage answered ${response.status}` };
  const first = new Uint8Array(await response.arrayBuffer());
  const size = Number(/\/(\d+)$/.exec(response.headers.get("content-range") ?? "")?.[1] ?? first.length);
  const whole = async () => new Uint8Array(await (await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) })).arrayBuffer());
  return { status: "found", size, first: first.subarray(0, FIRST_BYTES), whole };
}

async function headOfFolder(path: string): Promise<Head> {
  const file = resolve("public/media", path);
  const handle = await open(file).catch(() => null);
  if (!handle) return { status: "missing" };
  try {
    const { size } = await handle.stat();
    const first = new Uint8Array(Math.min(size, FIRST_BYTES));
    await handle.read(first, 0, first.length, 0);
    const whole = async () => {
      const again = await open(file);
      return again.readFile().finally(() => again.close());
    };
    return { status: "found", size, first, whole };
  } finally {
    await handle.close();
  }
}

async function check(ref: string, where: string, logo: boolean): Promise<Finding | null> {
  const path = bucket && ref.startsWith(bucket) ? decodeURI(ref.slice(bucket.length)) : ref.startsWith("/media/") ? ref.slice(7) : ref;
  if (/^https?:\/\//i.test(path)) {
    return { ref, where, problem: "not optimised (an external URL)", fix: "shown as it is, at full size and with its metadata: upload the original to the media bucket and put its path (e.g. vehicles/name-1.jpg) in the row" };
  }
  if (!isStoragePath(path)) return { ref, where, problem: "not a storage path", fix: "write the path inside the media bucket, e.g. vehicles/name-1.jpg" };
  const head = await (bucket ? headOfBucket(path) : headOfFolder(path)).catch((error: unknown) => ({ status: "failed", message: String(error) }) as const);
  if (head.status === "missing") return { ref, where, problem: "missing", fix: "upload it to the media bucket under this path, or correct the path in the row" };
  if (head.status === "failed") return { ref, where, problem: `unreadable (${head.message})`, fix: "check that the media bucket is public and the path is right, then run this again" };
  if (head.size > MAX_ORIGINAL_BYTES) return { ref, where, problem: `too large (${Math.round(head.size / 1e6)} MB)`, fix: "export it smaller (JPEG, about 4000 px wide, under 40 MB) and upload it again" };
  try {
    // The header is nearly always in the first bytes; when not, the whole file (at most 40 MB) settles it.
    const original = await inspect(head.first).catch(async (error: unknown) => {
      if (head.size <= head.first.length) throw error;
      return inspect(await head.whole());
    });
    if (original.format === "svg") {
      return logo ? null : { ref, where, problem: "an SVG", fix: "an SVG is shown only where a logo is drawn: upload the picture as JPEG, PNG, WebP or AVIF" };
    }
    const largest = logo ? LARGEST_LOGO_WIDTH : LARGEST_WIDTH;
    if (original.width < largest) {
      return { ref, where, problem: `too small (${original.width} px wide; the largest copy is ${largest} px)`, fix: `upload an original at least ${largest} px wide, or it looks soft on large screens` };
    }
    return null;
  } catch (error) {
    if (error instanceof UnusableOriginal) return { ref, where, problem: `${error.problem.startsWith("svg") ? "refused" : "undecodable"} (${error.problem})`, fix: error.fix };
    throw error;
  }
}

const pictures: { ref: string; where: string; logo?: boolean }[] = [
  ...(await fleetPictures()),
  ...SITE_PICTURE_PATHS.map((ref) => ({ ref, where: "site picture" })),
  ...brandLogoPaths().map((ref) => ({ ref, where: "brand logo", logo: true })),
];
const findings: Finding[] = [];
for (const { ref, where, logo = false } of pictures) {
  const finding = await check(ref, where, logo);
  if (finding) findings.push(finding);
}
console.log(`Checked ${pictures.length} pictures from ${bucket ? "the media bucket" : "public/media (demo)"}: ${findings.length} to fix.`);
for (const finding of findings) console.log(`\n${finding.ref} (${finding.where})\n  ${finding.problem}\n  fix: ${finding.fix}`);
process.exit(findings.length ? 1 : 0);
