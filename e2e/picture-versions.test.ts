import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSite, type RunningSite } from "./support/site";

// A page rendered before the picture pipeline had read a photo's version names
// the unknown version (its copies redirect) and no preview. The page cache must
// not keep that page for its whole lifetime: once the versions are read, the
// next visitor gets a page naming them.

const PAGE = "/fleet/mercedes-g63-blue";
// The gallery's third photo: not one the server prepares at start-up (first photos only).
const LATE_PHOTO = "vehicles/mercedes-g63-blue-3.jpg";
let cacheDir: string;
let site: RunningSite;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "picture-versions-"));
  site = await startSite({ PICTURE_CACHE_DIR: cacheDir });
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await rm(cacheDir, { recursive: true, force: true });
});

function versionsOf(html: string, path: string): string[] {
  return [...html.matchAll(new RegExp(`/img/\\d+/([^/]+)/${path.replace(/[.]/g, "\\.")}\\.`, "g"))].map((match) => match[1]!);
}

test("a kept page that named a picture's unknown version is replaced once the version is read", async () => {
  const first = await (await fetch(`${site.url}${PAGE}`)).text();
  expect(new Set(versionsOf(first, LATE_PHOTO))).toEqual(new Set(["0"]));
  // The render asked for the version; reading it and the preview takes a moment.
  let versions: string[] = [];
  for (let tries = 0; tries < 40; tries++) {
    await new Promise((done) => setTimeout(done, 250));
    versions = versionsOf(await (await fetch(`${site.url}${PAGE}`)).text(), LATE_PHOTO);
    if (!versions.includes("0")) break;
  }
  expect(versions.length).toBeGreaterThan(0);
  expect(versions).not.toContain("0");
});
