import type { Route } from "./+types/img";
import { IMMUTABLE, NO_STORE } from "~/lib/http";
import { PICTURE_FORMATS } from "~/lib/picture";
import { placeholder } from "~/lib/picture-transform.server";
import { parseCopyUrl } from "~/lib/picture-url.server";
import { services } from "~/lib/services.server";

// /img/{width}/{version}/{path}.{format} and /img/og/{version}/{path}.jpg: a
// picture's copy (app/lib/picture.ts has the contract). A width or format
// outside the set is a 404 before anything is read; another version than the
// current one is a redirect to it; a copy that cannot be made is the
// placeholder, never kept (no-store), and never a 5xx.

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE } });
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const copy = parseCopyUrl(url.pathname);
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
