// The picture pipeline's contract, shared by the server that makes the copies
// (the `/img/*` resource route) and the markup that asks for them. A copy's URL
// names a storage path, a width from PICTURE_WIDTHS, a format and the
// original's version, and nothing else: no request can name another address or
// a size outside the set. docs/decisions/ has the record (widths, formats,
// qualities, the device-pixel-ratio cap).

/** Every width a copy is made at. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/**
 * The shapes a copy can be cut to around the photo's centre (width:height),
 * e.g. `800-tall`: for a box narrower than the photo that it covers (on a phone:
 * the home hero, tall; the yacht's sections, portrait; quick booking's tiles,
 * square), so the phone is not sent the sides it never shows.
 */
export const CROPS = { tall: [9, 16], portrait: [3, 4], square: [1, 1] } as const;
export type Crop = keyof typeof CROPS;
export type CropWidth = `${PictureWidth}-${Crop}`;

/** A cropped copy's width and shape: `800-tall` is 800 and tall. */
export function cropParts(width: CropWidth): [PictureWidth, Crop] {
  const [across, crop] = width.split("-");
  return [Number(across) as PictureWidth, crop as Crop];
}

/** The widths offered of an original `width` px wide (every one when unknown): none beyond it, never fewer than the smallest. */
export function widthsUpTo(width: number | null): PictureWidth[] {
  const widths = PICTURE_WIDTHS.filter((each) => width === null || each <= width);
  return widths.length > 0 ? widths : [PICTURE_WIDTHS[0]];
}

/** How wide an upright original's largest part of the crop's shape is: the widest such a copy gets. */
export function cropCentreWidth(width: number, height: number, crop: Crop): number {
  const [across, down] = CROPS[crop];
  return Math.min(width, Math.floor((height * across) / down));
}

/**
 * The widest copy offered of a crop whose centre is `centre` px wide: the
 * first width covering it (made at `centre`, never enlarged), or the largest
 * (an unknown size's centre is `Infinity`).
 */
export function coveringWidth(centre: number): PictureWidth {
  return PICTURE_WIDTHS.find((each) => each >= centre) ?? PICTURE_WIDTHS.at(-1)!;
}

/**
 * The copy the markup names in place of `wanted` (the one a screen takes of a
 * large original) for an original of this upright size, as
 * app/components/ui/picture.tsx offers them: a plain width from `widthsUpTo`
 * the original's, a crop's never beyond `coveringWidth` of its centre. So a copy
 * made ahead for a small original is one a page asks for.
 */
export function namedCopy(size: { width: number | null; height: number | null }, wanted: PictureWidth | CropWidth): PictureWidth | CropWidth {
  const { width, height } = size;
  if (width === null || height === null) return wanted;
  // The smallest width is always offered and never wider than `wanted`.
  if (typeof wanted === "number") return widthsUpTo(width).findLast((each) => each <= wanted)!;
  const [across, crop] = cropParts(wanted);
  return `${Math.min(across, coveringWidth(cropCentreWidth(width, height, crop))) as PictureWidth}-${crop}`;
}

/**
 * The boxes logos are drawn in, in CSS px: the brand wall's (a 240:80 box at
 * most 176 px wide) and a fleet card's chip. A logo's copies fit inside its box
 * at each of LOGO_DENSITIES (`chip-2x`: at most 192x64 px), never enlarged.
 */
export const LOGO_BOXES = { wall: { width: 176, height: 59 }, chip: { width: 96, height: 32 } } as const;
export type LogoBox = keyof typeof LOGO_BOXES;
export const LOGO_DENSITIES = [1, 2, 3] as const;
export type LogoDensity = (typeof LOGO_DENSITIES)[number];
export type LogoWidth = `${LogoBox}-${LogoDensity}x`;
/** Shown where a logo is missing or cannot be used: the site's own drawing (public/media), never the bucket's. */
export const LOGO_PLACEHOLDER = "/media/placeholder/logo.svg";

/** A logo copy's box and density (`chip-2x`: chip and 2), or null for any other width. */
export function logoParts(width: string | number): [LogoBox, LogoDensity] | null {
  const match = /^(\w+)-([123])x$/.exec(String(width));
  return match && match[1]! in LOGO_BOXES ? [match[1] as LogoBox, Number(match[2]) as LogoDensity] : null;
}

/** The formats a copy is made in, by URL extension; `<picture>` offers them in this order. */
export const PICTURE_FORMATS = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/** The social preview: one 1200x630 JPEG (under 300 KB) per original. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The version of an original the server has not read yet: the route redirects it to the current one. */
export const UNKNOWN_VERSION = "0";

/**
 * A picture as a page receives it from its loader.
 * - `stored`: a storage path (`vehicles/urus-1.jpg`) in the media bucket, or in
 *   public/media on the demo; served only as copies.
 * - `external`: any other URL an owner put in a row; shown as it is, never
 *   fetched by the server.
 */
export type Picture =
  | {
      kind: "stored";
      path: string;
      /** From the stored object (ETag, or size and modification time); UNKNOWN_VERSION until read. */
      version: string;
      /** The original's upright size, when known: the largest width worth offering. */
      width: number | null;
      height: number | null;
      /** A tiny blurred preview as a data: URL (a few hundred bytes), once the server has made it. */
      preview: string | null;
      /** The original is an SVG that is a plain drawing, served as it is (`vectorUrl`) where a logo is drawn; absent until known. */
      vector?: true;
    }
  | { kind: "external"; url: string };

/** The picture without its blurred preview (a stored one; an external URL has none). */
export function withoutPreview(picture: Picture): Picture {
  return picture.kind === "stored" && picture.preview !== null ? { ...picture, preview: null } : picture;
}

/** Each path segment escaped, the slashes kept. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** `/img/{width}/{version}/{path}.{format}`, e.g. `/img/640/5f3a9c/vehicles/urus-1.jpg.avif` (or `/img/800-tall/...`, `/img/chip-2x/...`). */
export function copyUrl(picture: { path: string; version: string }, width: PictureWidth | CropWidth | LogoWidth, format: PictureFormat): string {
  return `/img/${width}/${encodeURIComponent(picture.version)}/${encodePath(picture.path)}.${format}`;
}

/** `/img/svg/{version}/{path}.svg`: an SVG original that is a plain drawing, as it is (docs/decisions/018). */
export function vectorUrl(picture: { path: string; version: string }): string {
  return `/img/svg/${encodeURIComponent(picture.version)}/${encodePath(picture.path)}.svg`;
}

/** `/img/og/{version}/{path}.jpg`: the 1200x630 social preview, cropped to the centre. */
export function ogImageUrl(picture: { path: string; version: string }): string {
  return `/img/og/${encodeURIComponent(picture.version)}/${encodePath(picture.path)}.jpg`;
}
