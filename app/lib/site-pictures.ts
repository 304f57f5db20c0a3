// The site's own pictures (not the fleet's): storage paths in the media bucket,
// or public/media on the demo. The server prepares them at start-up and
// `npm run media:check` checks them; the components name the same paths.
export const SITE_PICTURE_PATHS = [
  "hero/background.jpg",
  "yacht/image1.jpg",
  "yacht/image2.jpg",
  "yacht/image3.jpg",
  "yacht/image4.jpg",
  "yacht/video-poster.webp",
  "pipeline/video-poster.webp",
  "pipeline/yatch1-poster.webp",
  "quick-booking/car-poster.webp",
  "og/default.jpg",
] as const;
