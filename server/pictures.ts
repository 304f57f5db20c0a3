import type { NextFunction, Request, Response } from "express";
import { IMMUTABLE } from "~/document/http";
import { COPY_TYPES, parseCopyUrl } from "~/pictures/picture-url.server";
import type { PreparedCopy } from "~/pictures/pictures.server";
import type { Services } from "~/lib/services.server";
import { brandLogoPaths } from "~/catalog/brand-wall";
import { SITE_PICTURE_PATHS, SITE_PICTURES } from "~/pictures/site-media";
import type { Vehicle } from "~/catalog/vehicle";

// The picture pipeline's hooks in the HTTP server (server/app.ts): the first
// pictures prepared at start-up, a render's services that note a picture
// version not read yet, and copies held in memory sent early.

/**
 * The copies a first screen asks for most (decision 009, the ratio held at
 * 2): a card's or a gallery's first photo takes the 800 px AVIF on a phone
 * from 1.75x to 3x and on a 2x desktop, the 640 on a 320 px phone; the hero
 * its 9:16 centre at 800 or 960 on a phone (HERO_CROP), the 1920 on a 2x
 * desktop; the yacht page's poster its 3:4 centre and quick booking's its
 * square one, at 800 or 960 on a phone.
 */
const FIRST_PHOTO_COPIES: readonly PreparedCopy[] = [
  [800, "avif"],
  [640, "avif"],
];
const FIRST_SCREEN_COPIES: ReadonlyArray<readonly [string, readonly PreparedCopy[]]> = [
  [SITE_PICTURES.hero, [["800-tall", "avif"], ["960-tall", "avif"], [1920, "avif"]]],
  [SITE_PICTURES.yachtPoster, [["800-portrait", "avif"], ["960-portrait", "avif"]]],
  [SITE_PICTURES.carPoster, [["800-square", "avif"], ["960-square", "avif"]]],
];

/**
 * The pictures a first visitor meets (each vehicle's first photo, the site's
 * own pictures, the brand logos) get their versions and previews, and the first photos and the
 * first screens' pictures their likeliest copies, made in the background as soon as the catalog
 * loads, and again after every change the live updates bring (a new car, a
 * changed `images` list).
 */
export function prepareFirstPictures(services: Services) {
  const { pictures } = services;
  const site = () => {
    for (const [path, copies] of FIRST_SCREEN_COPIES) pictures.prepare([path], copies);
    pictures.prepare([...SITE_PICTURE_PATHS, ...brandLogoPaths()], []);
  };
  const prepare = (fleet: readonly Vehicle[]) => {
    pictures.prepare(fleet.flatMap((vehicle) => vehicle.images.slice(0, 1)), FIRST_PHOTO_COPIES);
    site();
  };
  services.catalog.fleet().then(prepare, site);
  services.catalog.onChange(prepare);
}

/**
 * The services one request's render reads: the process's own, with pictures
 * that call `unread` when the render names a version the pipeline has not
 * read yet (or a logo it has not checked yet). Such a page is answered but not
 * kept by the page cache (server/page-cache.ts): kept, it would name the unknown
 * version (a redirect per photo, no preview) for the cache's whole minute.
 */
export function renderServices(services: Services, unread: () => void): Services {
  const { pictures } = services;
  return { ...services, pictures: { ...pictures, picture: (ref) => pictures.picture(ref, unread), logo: (ref) => pictures.logo(ref, unread) } };
}

/**
 * A picture copy held in memory (the most recently served, current version)
 * is sent from here, ahead of the page cache, the site's other headers,
 * compression and rendering: a cached copy's cost per request is the request
 * log, the request checks and this. It carries `headers` (the security
 * headers every response has).
 * Anything else goes on to the `/img/*` route (app/routes/img.ts), which
 * makes or reads the copy.
 */
export function hotCopies(services: Services, headers: Readonly<Record<string, string>>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    const copy = req.method !== "POST" && path.startsWith("/img/") ? parseCopyUrl(path) : null;
    const bytes = copy && services.pictures.hotCopy(copy.path, copy.version, copy.width, copy.format);
    if (!copy || !bytes) return next();
    res.writeHead(200, { ...headers, "Content-Type": COPY_TYPES[copy.format], "Cache-Control": IMMUTABLE, "Content-Length": bytes.length });
    res.end(req.method === "HEAD" ? undefined : bytes);
  };
}
