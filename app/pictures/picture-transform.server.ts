import sharp, { type Metadata, type ResizeOptions, type Sharp } from "sharp";
import { cropCentreWidth, cropParts, CROPS, LOGO_BOXES, logoParts, OG_IMAGE, type CropWidth, type LogoWidth, type PictureFormat, type PictureWidth } from "./picture.ts";
import { MAX_SVG_BYTES, svgProblem } from "./svg-check.server.ts";

// The only code that decodes an owner's upload: sharp (libvips) with every
// input bounded. A copy is upright (EXIF orientation applied), sRGB, 8 bits per
// channel, the first frame, and carries no metadata at all (sharp writes none
// unless asked). An SVG is never decoded: it is read as XML and served as it
// is only when it is a plain drawing (svg-check.server.ts). The format is told
// by the content, never by the file's name. docs/decisions/008-picture-pipeline.md
// has the figures, 018-logos-through-the-pipeline.md the SVGs.

/** An original's pixels at most: a decompression bomb is refused before decoding. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** One transform's time at most (libvips stops and the copy is a placeholder). */
export const TRANSFORM_TIMEOUT_SECONDS = 30;
/** Fixed per format; chosen for photos at 1-3x device pixel ratio. */
export const QUALITY = { avif: 50, webp: 72, jpg: 78 } as const;
/** The social preview must stay under what WhatsApp shows (300 KB). */
const OG_MAX_BYTES = 300_000;
/** JPEG has no alpha: transparent parts are the site's page colour. */
const PAGE_COLOUR = "#0b0b0c";

// One libvips thread per image and no operation cache: the process's
// concurrency limit (app/pictures/pictures.server.ts) decides how many
// images are decoded at once, and memory stays proportional to that.
sharp.concurrency(1);
sharp.cache(false);

export type Raster = { format: "jpeg" | "png" | "webp" | "avif"; width: number; height: number };
/** A raster original, or an SVG that is a plain drawing (served as it is where a logo is drawn). */
export type Original = Raster | { format: "svg" };

/** Why an upload cannot be used, and what the owner does about it. */
export type Problem = "heic" | "svg" | "svg-not-plain" | "svg-too-large" | "not-an-image" | "unsupported" | "too-many-pixels" | "undecodable";

export class UnusableOriginal extends Error {
  override name = "UnusableOriginal";
  readonly problem: Problem;
  readonly fix: string;
  constructor(problem: Problem, fix: string) {
    super(`${problem}: ${fix}`);
    this.problem = problem;
    this.fix = fix;
  }
}

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const box = Buffer.from(bytes.buffer, bytes.byteOffset, 12).toString("latin1");
  return box.slice(4, 8) === "ftyp" && HEIC_BRANDS.has(box.slice(8, 12));
}

const FIX = {
  heic: 'HEIC (the iPhone\'s default) cannot be shown in browsers: set the camera to "Most Compatible" (Settings > Camera > Formats) or export the photo as JPEG, then upload it again',
  svg: "an SVG is shown only where a logo is drawn: upload the picture as JPEG, PNG, WebP or AVIF",
  svgNotPlain: "export the logo again as a plain drawing (Inkscape: Save As > Plain SVG; Illustrator: Export As > SVG, styling 'Presentation Attributes', no DOCTYPE), or upload it as a PNG",
  svgTooLarge: `the SVG is over ${MAX_SVG_BYTES / 1024} KB (a traced photo?): simplify it, or upload the logo as a PNG`,
  svgz: "compressed SVG (.svgz) is not shown: upload the plain .svg, or a PNG",
  notImage: "the file is not a picture (text or an unknown format): upload a JPEG, PNG, WebP or AVIF",
  unsupported: "upload the picture as JPEG, PNG, WebP or AVIF",
  pixels: `the picture has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels: export it smaller (e.g. 4000 px wide) and upload it again`,
  undecodable: "the file is damaged or incomplete (an interrupted upload?): upload the original again",
};

function decoder(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1, autoOrient: true }).timeout({
    seconds: TRANSFORM_TIMEOUT_SECONDS,
  });
}

/** XML text (after a byte-order mark and white space, `<`): an SVG, or not a picture. */
function isXml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString("utf8").replace(/^\uFEFF/, "");
  return head.trimStart().startsWith("<");
}

/** The SVG if it is a plain drawing, else UnusableOriginal naming what was found and the fix. */
function checkedSvg(bytes: Uint8Array): Original {
  if (bytes.length > MAX_SVG_BYTES) throw new UnusableOriginal("svg-too-large", FIX.svgTooLarge);
  const problem = svgProblem(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("utf8"));
  if (problem === null) return { format: "svg" };
  if (/^<[^ ]+> where <svg>/.test(problem)) throw new UnusableOriginal("not-an-image", FIX.notImage);
  throw new UnusableOriginal("svg-not-plain", `it has ${problem}: ${FIX.svgNotPlain}`);
}

/** The original's format and upright size (an SVG's after its check), or UnusableOriginal naming the fix. Reads a raster's header only. */
export async function inspect(bytes: Uint8Array): Promise<Original> {
  if (isHeic(bytes)) throw new UnusableOriginal("heic", FIX.heic);
  if (isXml(bytes)) return checkedSvg(bytes);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnusableOriginal("not-an-image", FIX.notImage);
  }
  const format = meta.format === "heif" ? (meta.compression === "av1" ? "avif" : null) : meta.format;
  if (meta.format === "heif" && format === null) throw new UnusableOriginal("heic", FIX.heic);
  if (format === "svg") throw new UnusableOriginal("unsupported", FIX.svgz);
  if (format !== "jpeg" && format !== "png" && format !== "webp" && format !== "avif") throw new UnusableOriginal("unsupported", FIX.unsupported);
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new UnusableOriginal("undecodable", FIX.undecodable);
  if (width * height > MAX_INPUT_PIXELS) throw new UnusableOriginal("too-many-pixels", FIX.pixels);
  return { format, width, height };
}

/** A raster original's format and size; an SVG, never decoded, is UnusableOriginal here (a photo's copy or preview). */
export async function inspectRaster(bytes: Uint8Array): Promise<Raster> {
  const original = await inspect(bytes);
  if (original.format === "svg") throw new UnusableOriginal("svg", FIX.svg);
  return original;
}

/** Any libvips failure while decoding (truncated data, a timeout) as the owner's problem. */
async function decode<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnusableOriginal) throw error;
    throw new UnusableOriginal("undecodable", `${FIX.undecodable} (${error instanceof Error ? error.message : String(error)})`);
  }
}

function encode(image: Sharp, format: PictureFormat, quality?: number): Sharp {
  if (format === "avif") return image.avif({ quality: quality ?? QUALITY.avif, effort: 2 });
  if (format === "webp") return image.webp({ quality: quality ?? QUALITY.webp, effort: 4 });
  return image.flatten({ background: PAGE_COLOUR }).jpeg({ quality: quality ?? QUALITY.jpg });
}

/**
 * A copy `width` pixels wide (never wider than the original), the aspect ratio
 * kept; a cropped one (`800-tall`) is the largest part of the crop's shape
 * around the centre, at most that wide; a logo's (`chip-2x`) fits inside its
 * box at that density, never enlarged.
 */
export async function makeCopy(bytes: Uint8Array, width: PictureWidth | CropWidth | LogoWidth, format: PictureFormat): Promise<Buffer> {
  const original = await inspectRaster(bytes);
  let resize: ResizeOptions = { width: Number(width), withoutEnlargement: true };
  const logo = logoParts(width);
  if (logo) {
    const [box, density] = logo;
    resize = { width: LOGO_BOXES[box].width * density, height: LOGO_BOXES[box].height * density, fit: "inside", withoutEnlargement: true };
  } else if (typeof width === "string") {
    const [wanted, crop] = cropParts(width as CropWidth);
    const [across, down] = CROPS[crop];
    const outWidth = Math.min(wanted, cropCentreWidth(original.width, original.height, crop));
    resize = { width: outWidth, height: Math.round((outWidth * down) / across), fit: "cover", position: "centre" };
  }
  return decode(() => encode(decoder(bytes).resize(resize).toColourspace("srgb"), format).toBuffer());
}

/** The social preview: 1200x630 cropped to the centre, a JPEG under 300 KB. */
export async function makeOgImage(bytes: Uint8Array): Promise<Buffer> {
  await inspectRaster(bytes);
  return decode(async () => {
    const image = decoder(bytes).resize({ ...OG_IMAGE, fit: "cover", position: "centre" }).toColourspace("srgb");
    for (let quality = QUALITY.jpg; ; quality -= 12) {
      const out = await encode(image.clone(), "jpg", quality).toBuffer();
      if (out.length < OG_MAX_BYTES || quality <= 30) return out;
    }
  });
}

/** A 16 px wide blurred WebP as a data: URL (a few hundred bytes), shown while the copy loads. */
export async function makePreview(bytes: Uint8Array): Promise<string> {
  await inspectRaster(bytes);
  const out = await decode(() =>
    decoder(bytes).resize({ width: 16, height: 16, fit: "inside" }).toColourspace("srgb").webp({ quality: 40 }).toBuffer(),
  );
  return `data:image/webp;base64,${out.toString("base64")}`;
}

const placeholders = new Map<PictureFormat, Promise<Buffer>>();

/** A plain 16x9 panel in the page's colour, in the asked format: what a visitor sees where a picture failed. */
export function placeholder(format: PictureFormat): Promise<Buffer> {
  const made = placeholders.get(format) ?? encode(sharp({ create: { width: 16, height: 9, channels: 3, background: "#1c1c1f" } }), format).toBuffer();
  placeholders.set(format, made);
  return made;
}
