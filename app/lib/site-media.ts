import type { Picture } from "./picture";
import type { SitePictures } from "./root-data";

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

/** Every site picture through `picture` (the server's `pictures.picture`). */
export function sitePictures(picture: (ref: string) => Picture): SitePictures {
  const named = Object.fromEntries(Object.entries(SITE_PICTURES).map(([name, path]) => [name, picture(path)]));
  return { ...(named as Record<keyof typeof SITE_PICTURES, Picture>), yacht: YACHT_PHOTOS.map((photo) => picture(photo.path)) };
}
