import type { Route } from "./+types/img";
import { NO_STORE } from "~/lib/http";
import { PICTURE_FORMATS, PICTURE_WIDTHS, type PictureFormat } from "~/lib/picture";
import { placeholder } from "~/lib/picture-transform.server";
import type { CopyWidth } from "~/lib/pictures.server";
import { services } from "~/lib/services.server";

// /img/{width}/{version}/{path}.{format} and /img/og/{version}/{path}.jpg: a
// picture's copy (app/lib/picture.ts has the contract). A width or format
// outside the set is a 404 before anything is read; another version than the
// current one is a redirect to it; a copy that cannot be made is the
// placeholder, never kept (no-store), and never a 5xx.

const IMMUTABLE = "public, max-age=31536000, immutable";
const COPY = /^\/img\/(og|\d{1,4})\/([^/]{1,64})\/(.+)\.(avif|webp|jpg)$/;

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE } });
}

/** The request's width, version, storage path and format, or null when the URL is not a copy's. */
function parse(pathname: string): { width: CopyWidth; version: string; path: string; format: PictureFormat } | null {
  const match = COPY.exec(pathname);
  if (!match) return null;
  const [, widthText, version, encodedPath, format] = match as unknown as [string, string, string, string, PictureFormat];
  const width = widthText === "og" ? "og" : PICTURE_WIDTHS.find((w) => String(w) === widthText);
  if (width === undefined || (width === "og" && format !== "jpg")) return null;
  try {
    return { width, version: decodeURIComponent(version), path: encodedPath.split("/").map(decodeURIComponent).join("/"), format };
  } catch {
    return null;
  }
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const copy = parse(url.pathname);
  if (!copy) return notFound();
  const answer = await services(context).pictures.copy(copy.path, copy.version, copy.width, copy.format);
  if (answer.kind === "redirect") return new Response(null, { status: 302, headers: { Location: answer.location, "Cache-Control": NO_STORE } });
  const type = PICTURE_FORMATS[copy.format];
  if (answer.kind === "copy") {
    return new Response(new Uint8Array(answer.bytes), { headers: { "Content-Type": type, "Cache-Control": IMMUTABLE, "Content-Length": String(answer.bytes.length) } });
  }
  const bytes = await placeholder(copy.format);
  return new Response(new Uint8Array(bytes), {
    status: answer.reason === "missing" ? 404 : 200,
    headers: { "Content-Type": type, "Cache-Control": NO_STORE, "X-Picture-Placeholder": answer.reason },
  });
}
