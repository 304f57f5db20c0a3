import { UNKNOWN_VERSION, type Picture } from "./picture";

// The server's side of the picture pipeline as loaders see it: a storage path
// or a URL from a row (or the site's own media) becomes the `Picture` a page
// renders. Synchronous, so a render never waits on storage: what the pipeline
// has not read yet is UNKNOWN_VERSION (its copies redirect to the current
// version) without a preview.

export type Pictures = {
  /** A storage path (`vehicles/urus-1.jpg`) or an absolute http(s) URL from a row. */
  picture(ref: string): Picture;
};

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** Knows no versions yet: every stored picture is UNKNOWN_VERSION. The pipeline replaces this. */
export function createPictures(): Pictures {
  return {
    picture(ref) {
      if (ABSOLUTE_HTTP.test(ref)) return { kind: "external", url: ref };
      return { kind: "stored", path: ref.replace(/^\/+/, ""), version: UNKNOWN_VERSION, width: null, height: null, preview: null };
    },
  };
}
