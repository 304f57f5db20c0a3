import { CROPS, LOGO_BOXES, LOGO_DENSITIES, PICTURE_FORMATS, PICTURE_WIDTHS, type Crop, type CropWidth, type LogoBox, type LogoWidth, type PictureFormat, type PictureWidth } from "./picture";

// A copy's URL read back (app/pictures/picture.ts writes it), for the `/img/*` route
// and the server's in-memory fast path.

/** `svg`: an SVG original as it is (format `svg`); `og`: the social preview (format `jpg`). */
export type CopyWidth = PictureWidth | CropWidth | LogoWidth | "og" | "svg";
/** What a copy's URL names: a copy's format, or an SVG original's own. */
export type CopyFormat = PictureFormat | "svg";

/** Each copy format's Content-Type. */
export const COPY_TYPES: Record<CopyFormat, string> = { ...PICTURE_FORMATS, svg: "image/svg+xml" };

/** Every width a copy's URL may name, by its text. */
const WIDTHS = new Map<string, CopyWidth>(
  [
    ...PICTURE_WIDTHS,
    ...PICTURE_WIDTHS.flatMap((width) => (Object.keys(CROPS) as Crop[]).map((crop): CropWidth => `${width}-${crop}`)),
    ...(Object.keys(LOGO_BOXES) as LogoBox[]).flatMap((box) => LOGO_DENSITIES.map((density): LogoWidth => `${box}-${density}x`)),
    "og" as const,
    "svg" as const,
  ].map((width) => [String(width), width]),
);

export type CopyRequest = { width: CopyWidth; version: string; path: string; format: CopyFormat };

const COPY_URL = /^\/img\/([\w-]{1,16})\/([^/]{1,64})\/(.+)\.(avif|webp|jpg|svg)$/;

/** A copy URL's parts (app/pictures/picture.ts), or null for any width, format or shape outside the set. */
export function parseCopyUrl(pathname: string): CopyRequest | null {
  const match = COPY_URL.exec(pathname);
  if (!match) return null;
  const [, widthText, version, encodedPath, format] = match as unknown as [string, string, string, string, CopyFormat];
  const width = WIDTHS.get(widthText);
  if (width === undefined || (width === "og" && format !== "jpg") || (width === "svg") !== (format === "svg")) return null;
  try {
    return { width, version: decodeURIComponent(version), path: encodedPath.split("/").map(decodeURIComponent).join("/"), format };
  } catch {
    return null;
  }
}
