import { PICTURE_WIDTHS, tallWidth, type PictureFormat, type PictureWidth, type TallWidth } from "./picture";

// A copy's URL read back (app/lib/picture.ts writes it), for the `/img/*` route
// and the server's in-memory fast path.

export type CopyWidth = PictureWidth | TallWidth | "og";

export type CopyRequest = { width: CopyWidth; version: string; path: string; format: PictureFormat };

const COPY_URL = /^\/img\/(og|\d{1,4}(?:-tall)?)\/([^/]{1,64})\/(.+)\.(avif|webp|jpg)$/;

/** A copy URL's parts (app/lib/picture.ts), or null for any width, format or shape outside the set. */
export function parseCopyUrl(pathname: string): CopyRequest | null {
  const match = COPY_URL.exec(pathname);
  if (!match) return null;
  const [, widthText, version, encodedPath, format] = match as unknown as [string, string, string, string, PictureFormat];
  const width = widthText === "og" ? "og" : widthText.endsWith("-tall") ? PICTURE_WIDTHS.map(tallWidth).find((w) => w === widthText) : PICTURE_WIDTHS.find((w) => String(w) === widthText);
  if (width === undefined || (width === "og" && format !== "jpg")) return null;
  try {
    return { width, version: decodeURIComponent(version), path: encodedPath.split("/").map(decodeURIComponent).join("/"), format };
  } catch {
    return null;
  }
}
