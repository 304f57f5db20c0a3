import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { expect, test } from "vitest";
import { knownPicture } from "../../tests/support/known-pictures";
import { withoutPreview } from "./picture";
import { SITE_PICTURES, sitePictures, YACHT_PHOTOS } from "./site-media";

const media = (path: string) => fileURLToPath(new URL(`../../public/media/${path}`, import.meta.url));

test("every site picture is one JPEG original in the demo media, wide enough for where it is shown", async () => {
  const paths = [...Object.values(SITE_PICTURES), ...YACHT_PHOTOS.map((photo) => photo.path)];
  for (const path of paths) {
    expect(existsSync(media(path)), path).toBe(true);
    const { format, width } = await sharp(media(path)).metadata();
    expect(format, path).toBe("jpeg");
    expect(width, path).toBeGreaterThanOrEqual(path === SITE_PICTURES.logo ? 160 : path === SITE_PICTURES.og ? 1200 : 1280);
  }
  expect((await sharp(media(SITE_PICTURES.hero)).metadata()).width).toBeGreaterThanOrEqual(1920);
});

test("the root loader's pictures: each path through the pictures service, the yacht photos in order, previews for the first screens' only", () => {
  const pictures = sitePictures(knownPicture);
  expect(pictures.hero).toEqual(knownPicture("hero/background.jpg"));
  expect(pictures.carPoster).toEqual(knownPicture("quick-booking/car-poster.jpg"));
  expect(pictures.yachtPoster).toEqual(knownPicture("yacht/video-poster.jpg"));
  expect(pictures.yacht).toEqual(YACHT_PHOTOS.map((photo) => withoutPreview(knownPicture(photo.path))));
  for (const name of ["og", "logo", "yachtTeaserPoster", "pipelinePoster"] as const) expect(pictures[name], name).toEqual(withoutPreview(knownPicture(SITE_PICTURES[name])));
  expect(Object.keys(pictures).sort()).toEqual([...Object.keys(SITE_PICTURES), "yacht"].sort());
});
