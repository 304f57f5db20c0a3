import { CROPS, PICTURE_WIDTHS, type Crop, type CropWidth, type PictureFormat, type PictureWidth } from "./picture";

// A copy's URL read back (app/lib/picture.ts writes it), for the `/img/*` route
// and the server's in-memory fast path.

export type CopyWidth = PictureWidth | CropWidth | "og";

/** Every width a copy's URL may name, by its text. */
const WIDTHS = new Map<string, CopyWidth>(
  [...PICTURE_WIDTHS, ...PICTURE_WIDTHS.flatMap((width) => (Object.keys(CROPS) as Crop[]).map((crop): CropWidth => `${width}-${crop}`)), "og" as const].map(
    (width) => [String(width), width],
  ),
);

export type CopyRequest = { width: CopyWidth; version: string; path: string; format: PictureFormat };

const COPY_URL = /^\/img\/([\w-]{1,16})\/([^/]{1,64})\/(.+)\.(avif|webp|jpg)$/;

/** A copy URL's parts (app/lib/picture.ts), or null for any width, format or shape outside the set. */
export function parseCopyUrl(pathname: string): CopyRequest | null {
  const match = COPY_URL.exec(pathname);
  if (!match) return null;
  const [, widthText, version, encodedPath, format] = match as unknown as [string, string, string, string, PictureFormat];
  const width = WIDTHS.get(widthText);
  if (width === undefined || (width === "og" && format !== "jpg")) return null;
  try {
    return { width, version: decodeURIComponent(version), path: encodedPath.split("/").map(decodeURIComponent).join("/"), format };
  } catch {
    return null;
  }
}
