import type { NextFunction, Request, Response } from "express";
import { IMMUTABLE } from "~/lib/http";
import { PICTURE_FORMATS } from "~/lib/picture";
import { parseCopyUrl } from "~/lib/picture-url.server";
import type { Services } from "~/lib/services.server";
import { SITE_PICTURE_PATHS } from "~/lib/site-media";
import type { Vehicle } from "~/lib/vehicle";

// The picture pipeline's two hooks in the HTTP server (server/app.ts): the
// first pictures prepared at start-up, and copies held in memory sent early.

/**
 * The pictures a first visitor meets (each vehicle's first photo, the site's
 * own pictures) get their versions, previews and first copies made in the
 * background as soon as the catalog loads, and again after every change the
 * live updates bring (a new car, a changed `images` list).
 */
export function prepareFirstPictures(services: Services) {
  const prepare = (fleet: readonly Vehicle[]) =>
    services.pictures.prepare([...fleet.flatMap((vehicle) => vehicle.images.slice(0, 1)), ...SITE_PICTURE_PATHS]);
  services.catalog.fleet().then(prepare, () => services.pictures.prepare(SITE_PICTURE_PATHS));
  services.catalog.onChange(prepare);
}

/**
 * A picture copy held in memory (the most recently served, current version)
 * is sent from here, before compression and rendering; anything else goes on
 * to the `/img/*` route (app/routes/img.ts), which makes or reads it.
 */
export function sendHotCopy(services: Services, req: Request, res: Response, next: NextFunction) {
  const copy = parseCopyUrl(req.path);
  const bytes = copy && services.pictures.hotCopy(copy.path, copy.version, copy.width, copy.format);
  if (!copy || !bytes) return next();
  res.writeHead(200, { "Content-Type": PICTURE_FORMATS[copy.format], "Cache-Control": IMMUTABLE, "Content-Length": bytes.length });
  res.end(req.method === "HEAD" ? undefined : bytes);
}
