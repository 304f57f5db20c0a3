import { withoutPreview, type Picture } from "./picture.ts";
import type { SitePictures } from "../document/root-data";

// The site's own pictures, by storage path (the media bucket, or public/media
// on the demo). The root loader turns them into `Picture`s (services.pictures)
// like any vehicle photo; each is one original an owner may replace with their own.

export const SITE_PICTURES = {
  hero: "hero/background.jpg",
  /** The social preview of pages without a picture of their own. */
  og: "og/default.jpg",
  logo: "brand/logo.jpg",
  yachtTeaserPoster: "pipeline/yatch1-poster.jpg",
  pipelinePoster: "pipeline/video-poster.jpg",
  yachtPoster: "yacht/video-poster.jpg",
  carPoster: "quick-booking/car-poster.jpg",
} as const;

/** SPEC.md's yacht/image1..4.jpg; their alt texts are the yacht_photo_1..4 messages. */
export const YACHT_PHOTOS = [
  { path: "yacht/image1.jpg" },
  { path: "yacht/image2.jpg" },
  { path: "yacht/image3.jpg" },
  { path: "yacht/image4.jpg" },
] as const;

/** Every site picture's storage path: the server prepares them at start-up and `npm run media:check` checks them. */
export const SITE_PICTURE_PATHS: readonly string[] = [...Object.values(SITE_PICTURES), ...YACHT_PHOTOS.map((photo) => photo.path)];

/**
 * The site pictures a page shows in its first screen (the home page's hero,
 * the yacht page's and the quick-booking tiles' posters): the only ones whose
 * blurred preview a visitor sees. The rest are fetched before the visitor
 * scrolls to them, or never shown (the social preview, the small logo).
 */
const FIRST_SCREEN: ReadonlySet<string> = new Set<keyof typeof SITE_PICTURES>(["hero", "yachtPoster", "carPoster"]);

/**
 * Every site picture through `picture` (the server's `pictures.picture`),
 * previews kept for FIRST_SCREEN only: the root loader sends these to every
 * page, and each preview is about 100 incompressible bytes of every document
 * (e2e/server/render-output.test.ts holds documents to a connection's first round trip).
 */
export function sitePictures(picture: (ref: string) => Picture): SitePictures {
  const named = Object.fromEntries(
    Object.entries(SITE_PICTURES).map(([name, path]) => [name, FIRST_SCREEN.has(name) ? picture(path) : withoutPreview(picture(path))]),
  );
  return { ...(named as Record<keyof typeof SITE_PICTURES, Picture>), yacht: YACHT_PHOTOS.map((photo) => withoutPreview(picture(photo.path))) };
}
