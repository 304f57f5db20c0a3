import { afterAll, beforeAll, expect, test } from "vitest";
import { CROPS, PICTURE_FORMATS, PICTURE_WIDTHS } from "../../app/pictures/picture";
import { startSite, type RunningSite } from "../support/site";

// The server's HTML, as a visitor without JavaScript gets it: every photo is a
// <picture> of AVIF and WebP sources and a JPEG <img>, every URL in it a copy
// from the picture pipeline at a width of the set (app/pictures/picture.ts), every
// box reserved. No original (a /media/… photo) reaches the page.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const COPY = /^\/img\/(\d+)\/([^/]+)\/(.+)\.(avif|webp|jpg)$/;
/** A cropped copy: the centre in a shape of CROPS (a cover photo on a phone). Groups as COPY's. */
const CROP_COPY = new RegExp(`^/img/(\\d+)-(?:${Object.keys(CROPS).join("|")})/([^/]+)/(.+)\\.(avif|webp)$`);

type Parsed = { sources: { type: string; srcset: string; sizes: string; media: string }[]; img: Record<string, string> };

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), match[2]!.replaceAll("&amp;", "&")]));
}

/** The photos' <picture>s; a logo's (copies at 1x-3x of its box, or its SVG as it is) is e2e/pictures/logos.test.ts's. */
function pictures(html: string): Parsed[] {
  const photos = [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].filter((match) => !/\/img\/(wall|chip)-\dx\//.test(match[1]!));
  return photos.map((match) => {
    const inner = match[1]!;
    const sources = [...inner.matchAll(/<source\b[^>]*>/g)].map((source) => {
      const { type = "", srcset = "", sizes = "", media = "" } = attributes(source[0]);
      return { type, srcset, sizes, media };
    });
    return { sources, img: attributes(/<img\b[^>]*>/.exec(inner)![0]) };
  });
}

/** The candidates of a srcset as [url, width]. */
function candidates(srcset: string): [string, number][] {
  return srcset.split(", ").map((candidate) => {
    const [url, descriptor] = candidate.split(" ");
    expect(descriptor, candidate).toMatch(/^\d+w$/);
    return [url!, Number.parseInt(descriptor!, 10)];
  });
}

function expectCopies(srcset: string, format: keyof typeof PICTURE_FORMATS, path: string) {
  const list = candidates(srcset);
  expect(list.length).toBeGreaterThan(0);
  for (const [url, width] of list) {
    const copy = COPY.exec(url);
    expect(copy, url).not.toBeNull();
    expect(PICTURE_WIDTHS as readonly number[]).toContain(width);
    expect(Number(copy![1])).toBe(width);
    expect(copy![3]).toBe(path);
    expect(copy![4]).toBe(format);
  }
}

async function page(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

function main(html: string): string {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

/**
 * Each picture: AVIF, then WebP, with the same widths and sizes, then the JPEG
 * img (one copy, for a browser that decodes neither), all copies of one path;
 * the box reserved.
 */
function expectPicture(picture: Parsed) {
  const path = COPY.exec(picture.img.src ?? "")?.[3];
  // A cropped pair first (the heroes, the tiles): AVIF and WebP of the photo's centre, for the
  // screens of their media only, each no wider than the width its URL names.
  if (picture.sources[0]?.media) {
    const cropped = picture.sources.splice(0, 2);
    const media = cropped[0]!.media;
    expect(cropped.map((source) => [source.type, source.media])).toEqual([
      [PICTURE_FORMATS.avif, media],
      [PICTURE_FORMATS.webp, media],
    ]);
    for (const [index, source] of cropped.entries()) {
      for (const [url, width] of candidates(source.srcset)) {
        const copy = CROP_COPY.exec(url);
        expect(copy, url).not.toBeNull();
        expect([copy![3], copy![4]]).toEqual([path, index === 0 ? "avif" : "webp"]);
        expect(width).toBeLessThanOrEqual(Number(copy![1]));
      }
    }
    expect(cropped[1]!.srcset).toBe(cropped[0]!.srcset.replaceAll(".avif ", ".webp "));
  }
  expect(picture.sources.map((source) => [source.type, source.media])).toEqual([
    [PICTURE_FORMATS.avif, ""],
    [PICTURE_FORMATS.webp, ""],
  ]);
  expect(path, picture.img.src).toBeTruthy();
  expectCopies(picture.sources[0]!.srcset, "avif", path!);
  expectCopies(picture.sources[1]!.srcset, "webp", path!);
  expect(picture.sources[1]!.srcset).toBe(picture.sources[0]!.srcset.replaceAll(".avif ", ".webp "));
  expect(COPY.exec(picture.img.src!)![4]).toBe("jpg");
  expect(candidates(picture.sources[0]!.srcset).map(([, width]) => width)).toContain(Number(COPY.exec(picture.img.src!)![1]));
  expect(picture.sources[0]!.sizes).toBeTruthy();
  expect(picture.sources[1]!.sizes).toBe(picture.sources[0]!.sizes);
  expect([picture.img.srcset, picture.img.sizes]).toEqual([undefined, undefined]);
  expect(Number(picture.img.width)).toBeGreaterThan(0);
  expect(Number(picture.img.height)).toBeGreaterThan(0);
  return path!;
}

/** No photo's original: the only /media/ files left in a page are the SVG artwork, the placeholder and the clips. */
function expectNoOriginals(html: string) {
  const media = [...html.matchAll(/\/media\/[^"'\s)\\]+/g)].map((match) => match[0]);
  for (const file of media) expect(file).toMatch(/^\/media\/(brand\/[a-z0-9-]+\.svg|placeholder\/[a-z-]+\.(webp|svg)|[a-z-]+\/[a-z0-9-]+\.mp4)$/);
  expect(html).not.toMatch(/\/media\/vehicles\//);
}

test("/fleet without JavaScript: each card's photos are <picture>s of pipeline copies, first photo first", async () => {
  const html = await page("/fleet");
  const found = pictures(main(html));
  expect(found.length).toBeGreaterThan(20);
  const paths = found.map(expectPicture);
  expect(paths[0]).toMatch(/^vehicles\/[a-z0-9-]+-1\.jpg$/);
  expect(found[0]!.img.fetchpriority).toBe("high");
  expect(found[0]!.img.loading).toBe("eager");
  expect(found.slice(1).every((picture) => picture.img.loading === "lazy")).toBe(true);
  expectNoOriginals(html);
});

test("a vehicle page without JavaScript: the gallery, its thumbnails and the similar vehicles are <picture>s; the full-size link is a copy", async () => {
  const html = await page("/fleet/lamborghini-urus-orange");
  const body = main(html);
  const paths = pictures(body).map(expectPicture);
  const urus = ["vehicles/lamborghini-urus-orange-1.jpg", "vehicles/lamborghini-urus-orange-2.jpg", "vehicles/lamborghini-urus-orange-3.jpg"];
  // Three photos, three thumbnails, then the similar vehicles' cards.
  expect(paths.slice(0, 6)).toEqual([...urus, ...urus]);
  expect(paths.length).toBeGreaterThan(6);
  const links = [...body.matchAll(/<a href="([^"]+)"[^>]*aria-label="View photo \d of 3 full size"/g)].map((match) => match[1]!);
  expect(links).toHaveLength(3);
  for (const link of links) expect(link).toMatch(/^\/img\/1920\/[^/]+\/vehicles\/lamborghini-urus-orange-\d\.jpg\.jpg$/);
  expectNoOriginals(html);
  // The social preview is the pipeline's 1200x630 JPEG of the first photo.
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/img\/og\/[^/]+\/vehicles\/lamborghini-urus-orange-1\.jpg\.jpg"\/>/);
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  expect(html).toContain('<meta property="og:image:type" content="image/jpeg"/>');
});

test("the site's own pictures (hero, posters, yacht photos) are pipeline copies too; every page's og:image is a 1200x630 copy", async () => {
  const expected: Record<string, string[]> = {
    "/": ["hero/background.jpg", "pipeline/yatch1-poster.jpg", "pipeline/video-poster.jpg"],
    "/yacht-charter": ["yacht/video-poster.jpg", "yacht/image1.jpg", "yacht/image2.jpg", "yacht/image3.jpg", "yacht/image4.jpg"],
    "/quick-booking": ["quick-booking/car-poster.jpg", "yacht/video-poster.jpg"],
  };
  for (const [path, site] of Object.entries(expected)) {
    const html = await page(path);
    const paths = pictures(main(html)).map(expectPicture);
    for (const picture of site) expect(paths, path).toContain(picture);
    expectNoOriginals(html);
    // A video's own poster attribute is set by the script; the server sends the poster as the <picture> beneath.
    expect(html).not.toMatch(/poster="/);
  }
  for (const path of ["/", "/fleet", "/contact", "/faq", "/quick-booking", "/yacht-charter"]) {
    const html = await page(path);
    expect(html, path).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/img\/og\/[^/]+\/(og\/default|yacht\/image1)\.jpg\.jpg"\/>/);
    expect(html, path).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html, path).toMatch(/<meta name="twitter:image" content="http:\/\/localhost:3000\/img\/og\//);
  }
});

test("the first photo is preloaded from the head as its AVIF candidates, with the same sizes", async () => {
  for (const path of ["/", "/fleet", "/fleet/lamborghini-urus-orange"]) {
    const html = await page(path);
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    const first = pictures(main(html))[0]!;
    // The hero: one preload per shape, for the screens that take it (only one is fetched).
    const avif = first.sources.filter((source) => source.type === "image/avif");
    expect(preloads, path).toHaveLength(avif.length);
    for (const source of avif) {
      const tag = preloads.find((each) => attributes(each).imagesrcset === source.srcset);
      expect(tag, source.srcset).toBeDefined();
      expect(head).toContain(tag);
      const preload = attributes(tag!);
      expect(preload.type).toBe("image/avif");
      expect(preload.imagesizes).toBe(source.sizes);
      expect(preload.media).toBe(source.media || (avif.length > 1 ? `not all and ${avif[0]!.media}` : undefined));
    }
    expect(avif.length, path).toBe(path === "/" ? 2 : 1);
  }
});
