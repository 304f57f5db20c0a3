import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { cacheFileName } from "../../app/pictures/picture-cache.server";
import { parseCopyUrl } from "../../app/pictures/picture-url.server";
import { copyKey } from "../../app/pictures/pictures.server";
import { picturesSettled, startSite, type RunningSite } from "../support/site";

// The demo's own pictures are smaller than a phone's photos (the hero 1920x1080,
// the posters 1280x720), so a phone's first screen names narrower copies of
// their centres than it would of an owner's photo: the 9:16 centre of the hero
// is 607 px wide, offered as `640-tall`. Start-up makes those, not copies no
// page names (app/pictures/picture.ts, namedCopy).

let cacheDir: string;
let site: RunningSite;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "pictures-prepared-"));
  site = await startSite({ PICTURE_CACHE_DIR: cacheDir });
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await rm(cacheDir, { recursive: true, force: true });
});

/** The widest AVIF candidate of the page's first cropped source: what a phone at 2x or more takes of a small original. */
async function widestPhoneCopy(path: string): Promise<string> {
  await picturesSettled(site, path);
  const html = await (await fetch(`${site.url}${path}`)).text();
  const srcset = /<source media="[^"]+" type="image\/avif"[^>]*? srcset="([^"]+)"/i.exec(html)?.[1];
  expect(srcset, path).toBeDefined();
  return srcset!.split(", ").at(-1)!.split(" ")[0]!;
}

const cached = (url: string) => {
  const copy = parseCopyUrl(url)!;
  return existsSync(join(cacheDir, cacheFileName(copyKey(copy.path, copy.version, copy.width, copy.format))));
};

test("the copies a phone's first screen names of the demo's hero and posters are made at start-up, before anyone asks", async () => {
  const urls = [await widestPhoneCopy("/"), await widestPhoneCopy("/yacht-charter"), await widestPhoneCopy("/quick-booking")];
  expect(urls.map((url) => url.split("/")[2])).toEqual(["640-tall", "640-portrait", "800-square"]);
  for (let waited = 0; waited < 60_000 && !urls.every(cached); waited += 250) await new Promise((done) => setTimeout(done, 250));
  expect(urls.map(cached)).toEqual([true, true, true]);
  // Nothing was asked of the server but the pages: these copies were made ahead.
  expect(site.logs.some((line) => line.path === "/quick-booking")).toBe(true);
  expect(site.logs.filter((line) => String(line.path ?? "").startsWith("/img/"))).toEqual([]);
});
