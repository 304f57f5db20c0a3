import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { cn } from "~/lib/cn";
import { copyUrl, coveringWidth, cropCentreWidth, LOGO_DENSITIES, PICTURE_FORMATS, vectorUrl, widthsUpTo } from "~/pictures/picture";
import type { Crop, LogoBox, Picture as PictureData, PictureFormat, PictureWidth } from "~/pictures/picture";

// Every photo the site shows (docs/decisions/009-picture-markup.md). A stored
// picture is a <picture>: AVIF and WebP sources and a JPEG <img>, each a srcset
// of copies from PICTURE_WIDTHS with the place's `sizes`, so the browser takes
// the first format it decodes at the first width that covers the box at its
// pixel ratio, held at 2x. An external URL (a row's own https:// photo) is a plain <img>.
// A logo: copies fitting its box at 1x-3x, or a plain SVG as it is (decision 018).
// The box is always reserved (width/height), shows the blurred preview until
// the photo paints (inline, no script), and falls back to the placeholder when
// the photo fails.

export const VEHICLE_PLACEHOLDER = "/media/placeholder/vehicle.webp";

type PictureProps = Omit<React.ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  /** null: nothing to show, the placeholder. */
  picture: PictureData | null;
  /** The box's intrinsic size: its aspect ratio before any CSS. */
  width: number;
  height: number;
  /** The width the box is laid out at, per viewport: at least its rendered width everywhere. */
  sizes: string;
  /**
   * The narrowest and widest the box is laid out, in CSS px, at any screen
   * width: only the copies some screen can take are offered (pictureWidths).
   * Without it, every width of the set.
   */
  span?: Span;
  /** cover: filled and cropped to the centre (never stretched); contain: the whole photo. */
  fit?: "cover" | "contain";
  /** Shown when there is no picture or it fails; null: the empty box (a backdrop behind a video, the hero's). */
  placeholder?: string | null;
  /** In the first screen: fetched eagerly, first, and preloaded from the document's head. */
  priority?: boolean;
  /** A dark box behind the image while it loads; off for transparent artwork such as logos. */
  backdrop?: boolean;
  /**
   * Where the box is narrower than the photo (`media`), the photo's centre cut
   * to the box's shape (`shape`, CROPS) drawn at `sizes`, with the widths of
   * `span`: a cover photo on a phone then comes without the sides it never shows.
   */
  crop?: CropPart;
  /** A logo drawn in this box of LOGO_BOXES: copies fitting it at each of LOGO_DENSITIES instead of widths. */
  logo?: LogoBox;
};

export type CropPart = { shape: Crop; media: string; sizes: string; span: Span };

/** The highest pixel ratio copies are chosen for (docs/decisions/009-picture-markup.md). */
export const MAX_DENSITY = 2;
/** Screens from this ratio up are asked for copies as if they were MAX_DENSITY. */
const CAPPED_FROM = 2.5;

/**
 * A place's `sizes` with the pixel ratio held at MAX_DENSITY: on a screen of
 * CAPPED_FROM x or more, each entry's length is scaled by MAX_DENSITY / 3, so a
 * 3x phone takes the copy a 2x one does (a 2.5x one a little less). The place's
 * own entries follow, unchanged, for every other screen.
 */
export function densityCapped(sizes: string): string {
  const capped = topLevelEntries(sizes).map((entry) => {
    const close = entry.startsWith("(") ? matchingParen(entry) : -1;
    const condition = close === -1 ? "" : ` and ${entry.slice(0, close + 1)}`;
    const length = close === -1 ? entry : entry.slice(close + 1).trim();
    return `(min-resolution: ${CAPPED_FROM}dppx)${condition} calc(${length} * ${MAX_DENSITY} / 3)`;
  });
  return [...capped, sizes].join(", ");
}

function topLevelEntries(list: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < list.length; at++) {
    if (list[at] === "(") depth++;
    else if (list[at] === ")") depth--;
    else if (list[at] === "," && depth === 0) {
      entries.push(list.slice(start, at).trim());
      start = at + 1;
    }
  }
  entries.push(list.slice(start).trim());
  return entries;
}

function matchingParen(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    if (text[at] === "(") depth++;
    else if (text[at] === ")" && --depth === 0) return at;
  }
  return -1;
}

/** A box's narrowest and widest layout width in CSS px, over every screen width. */
export type Span = readonly [narrowest: number, widest: number];

/**
 * The widths worth offering: the set, up to the original's width when known,
 * never fewer than the smallest. With the box's span, also none a screen never
 * takes: a browser takes the first width of at least the box times its pixel
 * ratio, so nothing below the first width covering the narrowest box at 1x,
 * and nothing beyond the first covering the widest at MAX_DENSITY (a screen
 * between MAX_DENSITY and CAPPED_FROM takes that one, at MAX_DENSITY or more).
 */
export function pictureWidths(picture: { width: number | null }, span?: Span): PictureWidth[] {
  let widths = widthsUpTo(picture.width);
  if (span) {
    const [narrowest, widest] = span;
    const from = widths.findIndex((width) => width >= narrowest);
    const to = widths.findIndex((width) => width >= widest * MAX_DENSITY);
    if (from !== -1) widths = widths.slice(from, to === -1 ? undefined : to + 1);
  }
  return widths;
}

export function pictureSrcSet(picture: Extract<PictureData, { kind: "stored" }>, format: PictureFormat, span?: Span): string {
  return pictureWidths(picture, span)
    .map((width) => `${copyUrl(picture, width, format)} ${width}w`)
    .join(", ");
}

/**
 * The cropped copies' srcset. When the original's size is known, its centre in
 * the crop's shape is `largest` px wide: the widths up to the first covering
 * it, which the server makes at `largest` (never enlarged) and the srcset says
 * so, so a small original's centre is offered whole.
 */
export function cropSrcSet(picture: Extract<PictureData, { kind: "stored" }>, format: PictureFormat, { shape, span }: CropPart): string {
  const { width, height } = picture;
  const largest = width === null || height === null ? Infinity : cropCentreWidth(width, height, shape);
  return pictureWidths({ width: coveringWidth(largest) }, span)
    .map((each) => `${copyUrl(picture, `${each}-${shape}`, format)} ${Math.min(each, largest)}w`)
    .join(", ");
}

/**
 * The preview as a CSS background: the server's tiny image itself (a data: URL,
 * allowed by the page's CSP img-src), scaled over the box as the photo will be,
 * which blurs it. Not under an SVG blur filter: each SVG image is a document of
 * its own to build, style and paint, which on /fleet cost 40 to 50 ms of style
 * and as much of paint on a phone's main thread (docs/decisions/009).
 */
export function previewBackground(preview: string, fit: "cover" | "contain"): React.CSSProperties {
  return { backgroundImage: `url("${preview}")`, backgroundSize: fit, backgroundPosition: "center", backgroundRepeat: "no-repeat" };
}

export function Picture({
  picture,
  width,
  height,
  sizes: placeSizes,
  span,
  fit = "cover",
  placeholder = VEHICLE_PLACEHOLDER,
  priority = false,
  backdrop = true,
  crop,
  logo,
  className,
  style,
  alt,
  ...rest
}: PictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const shown = picture && !failed ? picture : null;

  // An image that failed before hydration fired its error event too early for React.
  useEffect(() => {
    const image = ref.current;
    if (shown && image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [shown]);

  if (!shown && placeholder === null) return <span aria-hidden="true" className={cn("block", className)} style={style} />;
  const stored = shown?.kind === "stored" && !shown.vector ? shown : null;
  const sizes = densityCapped(placeSizes);
  const cropSizes = crop && densityCapped(crop.sizes);
  // React does not preload an <img> inside <picture> (it cannot know the source taken): the AVIF
  // candidates are preloaded by hand, typed, so a browser without AVIF skips the hint.
  // With a crop part, one preload per shape, each for the screens that take it.
  if (stored && priority) {
    preload(copyUrl(stored, fallbackWidth(stored, span), "avif"), {
      as: "image",
      type: PICTURE_FORMATS.avif,
      imageSrcSet: pictureSrcSet(stored, "avif", span),
      imageSizes: sizes,
      fetchPriority: "high",
      media: crop ? `not all and ${crop.media}` : undefined,
    });
    if (crop) {
      preload(copyUrl(stored, `${fallbackWidth(stored, crop.span)}-${crop.shape}`, "avif"), {
        as: "image",
        type: PICTURE_FORMATS.avif,
        imageSrcSet: cropSrcSet(stored, "avif", crop),
        imageSizes: cropSizes,
        fetchPriority: "high",
        media: crop.media,
      });
    }
  }
  const image = (
    <img
      ref={ref}
      // A stored picture's JPEG is one middle width, for a browser that decodes neither AVIF nor
      // WebP (the three engines the site supports take a <source>, with its srcset and sizes).
      src={stored ? copyUrl(stored, logo ? `${logo}-1x` : fallbackWidth(stored, span), "jpg") : shown?.kind === "external" ? shown.url : shown ? vectorUrl(shown) : (placeholder ?? undefined)}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => {
        if (shown) setFailed(true);
      }}
      className={cn(backdrop && "bg-ink-800", fit === "cover" ? "object-cover" : "object-contain", className)}
      style={stored?.preview ? { ...previewBackground(stored.preview, fit), ...style } : style}
      {...rest}
    />
  );
  if (!stored) return image;
  const srcSet = (format: PictureFormat) => (logo ? LOGO_DENSITIES.map((density) => `${copyUrl(stored, `${logo}-${density}x`, format)} ${density}x`).join(", ") : pictureSrcSet(stored, format, span));
  return (
    <picture className="contents">
      {crop &&
        (["avif", "webp"] as const).map((format) => (
          <source key={format} media={crop.media} type={PICTURE_FORMATS[format]} sizes={cropSizes} srcSet={cropSrcSet(stored, format, crop)} />
        ))}
      <source type={PICTURE_FORMATS.avif} sizes={logo ? undefined : sizes} srcSet={srcSet("avif")} />
      <source type={PICTURE_FORMATS.webp} sizes={logo ? undefined : sizes} srcSet={srcSet("webp")} />
      {image}
    </picture>
  );
}

/** The `src` for a browser without srcset: a middle width. */
function fallbackWidth(picture: { width: number | null }, span?: Span): PictureWidth {
  const widths = pictureWidths(picture, span);
  return widths.filter((width) => width <= 960).at(-1) ?? widths[0]!;
}

/** The largest JPEG copy (or the external URL): what a link to the full-size photo opens. */
export function fullSizeUrl(picture: PictureData): string {
  return picture.kind === "external" ? picture.url : copyUrl(picture, pictureWidths(picture).at(-1)!, "jpg");
}
