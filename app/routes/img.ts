import type { Route } from "./+types/img";
import { IMMUTABLE, NO_STORE } from "~/document/http";
import { LOGO_PLACEHOLDER, logoParts, type PictureFormat } from "~/pictures/picture";
import { placeholder } from "~/pictures/picture-transform.server";
import { COPY_TYPES, parseCopyUrl } from "~/pictures/picture-url.server";
import { services } from "~/lib/services.server";

// /img/{width}/{version}/{path}.{format}, /img/og/{version}/{path}.jpg and
// /img/svg/{version}/{path}.svg: a picture's copy, or an SVG that is a plain
// drawing as it is (app/pictures/picture.ts has the contract). A width or format
// outside the set is a 404 before anything is read; another version than the
// current one is a redirect to it; a copy that cannot be made is the
// placeholder (a logo's: a redirect to the logo placeholder), never kept
// (no-store), and never a 5xx. Every answer has the site's default
// Content-Security-Policy (nothing runs, server/app.ts) and nosniff: an SVG
// opened on its own is never an active document.

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE } });
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const copy = parseCopyUrl(url.pathname);
  if (!copy) return notFound();
  const answer = await services(context).pictures.copy(copy.path, copy.version, copy.width, copy.format);
  if (answer.kind === "redirect") return new Response(null, { status: 302, headers: { Location: answer.location, "Cache-Control": NO_STORE } });
  const type = COPY_TYPES[copy.format];
  if (answer.kind === "copy") {
    return new Response(new Uint8Array(answer.bytes), { headers: { "Content-Type": type, "Cache-Control": IMMUTABLE, "Content-Length": String(answer.bytes.length) } });
  }
  if (copy.format === "svg" || logoParts(copy.width)) {
    return new Response(null, { status: 302, headers: { Location: LOGO_PLACEHOLDER, "Cache-Control": NO_STORE, "X-Picture-Placeholder": answer.reason } });
  }
  const bytes = await placeholder(copy.format as PictureFormat);
  return new Response(new Uint8Array(bytes), {
    status: answer.reason === "missing" ? 404 : 200,
    headers: { "Content-Type": type, "Cache-Control": NO_STORE, "X-Picture-Placeholder": answer.reason },
  });
}
