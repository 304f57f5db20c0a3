import { withoutPreview, type Picture } from "~/pictures/picture";
import type { Pictures } from "~/pictures/pictures.server";
import { servicesContext } from "~/lib/services.server";
import { testContext } from "./loader";

// A pictures service that knows every stored original already, as the
// pipeline does once it has read them: a version, the size and a preview.
// Route tests hand it to loaders (tests/support/loader.ts) and check that
// what the service says reaches the page unchanged.

export const KNOWN_PREVIEW = "data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=";

export function knownPicture(ref: string): Picture {
  if (/^https?:\/\//i.test(ref)) return { kind: "external", url: ref };
  return { kind: "stored", path: ref, version: "v7", width: 1920, height: 1200, preview: KNOWN_PREVIEW };
}

/** The demo site's own pictures service, with `picture` answering as above (and `logo`, without the preview). */
export function knownPictures(): Pictures {
  return { ...testContext().get(servicesContext).pictures, picture: knownPicture, logo: (ref) => withoutPreview(knownPicture(ref)) };
}
