// Generates every demo image and video under public/media/ (see
// public/media/README.md). All artwork is drawn here: SVG scenes rendered
// with sharp, video frames encoded with ffmpeg. No photos, no logos.
//
//   npx node scripts/generate-media.ts            (Node 24: strips the types)
//   npx node scripts/generate-media.ts --no-video (skip the ffmpeg clips)
//   npx node scripts/generate-media.ts --only=hero,yacht
//     (sections: brand placeholder og hero yacht vehicles posters video readme)
//
// Deterministic: every "random" detail comes from a PRNG seeded by a fixed
// string, so a re-run with the same sharp/ffmpeg versions writes the same
// files. Needs ffmpeg on PATH for the clips only.

//
// One file per kind of media in scripts/media/ (common.ts holds what they share).

import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { generateBrand } from "./media/brand.ts";
import { OUT, registerFonts, TMP, wants, WITH_VIDEO, written } from "./media/common.ts";
import { generateHero } from "./media/hero.ts";
import { generateOg } from "./media/og.ts";
import { generatePlaceholders } from "./media/placeholder.ts";
import { writeReadme } from "./media/readme.ts";
import { generateVehicles } from "./media/vehicles.ts";
import { generatePosters, generateVideos } from "./media/video.ts";
import { generateYachtStills } from "./media/yacht.ts";

async function main(): Promise<void> {
  await registerFonts();
  mkdirSync(OUT, { recursive: true });
  if (wants("brand")) await generateBrand();
  if (wants("placeholder")) await generatePlaceholders();
  if (wants("og")) await generateOg();
  if (wants("hero")) await generateHero();
  if (wants("yacht")) await generateYachtStills();
  if (wants("vehicles")) await generateVehicles();
  if (wants("posters")) await generatePosters();
  if (WITH_VIDEO && wants("video")) await generateVideos();
  if (wants("readme")) writeReadme();
  let total = 0;
  for (const rel of written) total += statSync(path.join(OUT, rel)).size;
  console.log(`wrote ${written.length} files, ${(total / 1024).toFixed(0)} KiB`);
}

try {
  await main();
} finally {
  rmSync(TMP, { recursive: true, force: true });
}
