import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { crc32 } from "node:zlib";
import sharp, { type Sharp } from "sharp";

// Pictures as owners upload them, made with sharp when a test or the bench
// needs them (nothing large is committed): phone photos with GPS EXIF, the
// largest originals the site accepts, and every kind of bad upload.

/** EXIF as a phone writes it: camera model and a GPS position (Miami). */
const PHONE_EXIF = {
  IFD0: { Make: "Apple", Model: "iPhone 15 Pro" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 46/1 3012/100", GPSLongitudeRef: "W", GPSLongitude: "80/1 11/1 1830/100" },
};

/** The camera model the phone photos carry: found in no copy. */
export const CAMERA_MODEL = "iPhone 15 Pro";

/**
 * How much a phone photo holds. `smooth` (the tests'): a gradient scene under
 * grain, made in about a second, whose copies are tiny (a 1280 px AVIF of a few
 * KB). `detailed` (the bench's): hundreds of overlapping shapes under textures
 * at several scales, so the detail survives resizing as a real photo's does (a
 * 1280 px AVIF of about 90 KiB); a few seconds to make.
 */
export type PhotoDetail = "smooth" | "detailed";

const PHOTO = { width: 4032, height: 3024 } as const;

/**
 * A 4032x3024 photo-like JPEG of about 3 MB (quality 92 for `smooth`, 90 for
 * `detailed`, as phones write) with the phone's EXIF and `orientation`.
 * `seed` varies the picture so photos differ; `detailed` ones are the same
 * for the same seed but for the finest grain.
 */
export async function phonePhoto(orientation: number, seed = 0, detail: PhotoDetail = "smooth"): Promise<Buffer> {
  const scene = detail === "smooth" ? await smoothScene(seed) : await detailedScene(seed);
  return scene
    .jpeg({ quality: detail === "smooth" ? 92 : 90 })
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation })
    .toBuffer();
}

async function smoothScene(seed: number): Promise<Sharp> {
  const hue = (seed * 47) % 360;
  // Drawn small and enlarged: gradients stay smooth, and it takes a second, not ten.
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="504" height="378">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="252" cy="234" rx="161" ry="53" fill="hsl(${(hue + 200) % 360},40%,15%)"/>
  </svg>`;
  const background = await sharp(Buffer.from(scene)).resize(PHOTO.width, PHOTO.height).removeAlpha().png({ compressionLevel: 0 }).toBuffer();
  return sharp(background).composite([{ input: await grain(16), tile: true, blend: "soft-light" }]);
}

/** Sensor grain: fine noise tiled over the picture (it sets the original's size, and vanishes from copies). */
function grain(sigma: number): Promise<Buffer> {
  return sharp({ create: { width: 504, height: 504, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma } } }).png().toBuffer();
}

/** A small seeded generator (mulberry32): the same seed draws the same scene. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Overlapping shapes of every size over a sky, drawn at half size (edges as soft as a phone lens leaves them). */
function shapesSvg(random: () => number, hue: number, count: number): string {
  const [w, h] = [PHOTO.width / 2, PHOTO.height / 2];
  const n = (value: number) => value.toFixed(1);
  const shapes: string[] = [];
  for (let index = 0; index < count; index++) {
    const size = random() ** 4 * w * 0.3 + 2;
    const [x, y] = [random() * w, random() * h];
    const colour = `hsl(${Math.floor(random() * 360)},${Math.floor(random() * 70)}%,${Math.floor(10 + random() * 80)}%)`;
    const opacity = (0.3 + random() * 0.7).toFixed(2);
    const kind = random();
    if (kind < 0.4) shapes.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size)}" ry="${n(size * (0.3 + random()))}" fill="${colour}" fill-opacity="${opacity}"/>`);
    else if (kind < 0.75) {
      const turn = Math.floor(random() * 90 - 45);
      shapes.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size * (0.2 + random()))}" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${turn} ${n(x)} ${n(y)})"/>`);
    } else {
      const [dx, dy] = [(random() - 0.5) * size * 4, (random() - 0.5) * size * 4];
      shapes.push(`<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + dx)}" y2="${n(y + dy)}" stroke="${colour}" stroke-width="${n(0.5 + random() * 3)}" stroke-opacity="${opacity}"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},40%,45%)"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>${shapes.join("")}
  </svg>`;
}

/** Grey texture at one scale: seeded noise `1/divisor` of the photo's size, enlarged smoothly (mottling, foliage, gravel). */
async function texture(random: () => number, divisor: number, amplitude: number): Promise<Buffer> {
  const [width, height] = [Math.ceil(PHOTO.width / divisor), Math.ceil(PHOTO.height / divisor)];
  const pixels = Buffer.alloc(width * height);
  // The sum of three uniforms: roughly normal around mid-grey.
  for (let index = 0; index < pixels.length; index++) pixels[index] = Math.max(0, Math.min(255, 128 + (random() + random() + random() - 1.5) * amplitude));
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .resize(PHOTO.width, PHOTO.height, { kernel: "cubic" })
    .toColourspace("srgb")
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function detailedScene(seed: number): Promise<Sharp> {
  const random = seeded(seed + 1);
  const shapes = await sharp(Buffer.from(shapesSvg(random, (seed * 47) % 360, 600)))
    .resize(PHOTO.width, PHOTO.height)
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  // Coarse to fine; the finest (a 4 px grain of texture) is what a card-size copy still shows.
  const textures = [];
  for (const [divisor, amplitude] of [[64, 90], [16, 60], [4, 35]] as const) textures.push(await texture(random, divisor, amplitude));
  return sharp(shapes).composite([
    ...textures.map((input) => ({ input, blend: "soft-light" as const })),
    { input: await grain(16), tile: true, blend: "soft-light" },
  ]);
}

/** A PNG header declaring `width`x`height` around a 1x1 image's data: a decompression bomb's shape, 70 bytes. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
  // IHDR's data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Every kind of original the tests serve, by storage path. */
export async function testPictures(): Promise<Record<string, Buffer>> {
  const photo = await phonePhoto(6, 1);
  const plain = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#4a7ab0" } });
  const frame = (colour: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer();
  return {
    "vehicles/phone-6.jpg": photo,
    "vehicles/phone-8.jpg": await phonePhoto(8, 2),
    "vehicles/phone-1.jpg": await phonePhoto(1, 3),
    "bad/truncated.jpg": photo.subarray(0, Math.floor(photo.length / 2)),
    "bad/bomb.png": await pngDeclaring(30_000, 30_000),
    "bad/heic.jpg": Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(2000, 7),
    ]),
    "bad/text.jpg": Buffer.from("This is not a picture. <html>Object not found</html>\n".repeat(20)),
    "bad/drawing.svg": Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600" fill="red"/></svg>'),
    "kinds/alpha.png": await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.3 } } }).png().toBuffer(),
    "kinds/16bit.png": await plain(800, 600).toColourspace("rgb16").png().toBuffer(),
    "kinds/cmyk.jpg": await plain(800, 600).toColourspace("cmyk").jpeg().toBuffer(),
    "kinds/animated.webp": await sharp([await frame("#c00"), await frame("#0c0"), await frame("#00c")], { join: { animated: true } }).webp().toBuffer(),
    "kinds/one-pixel.png": await plain(1, 1).png().toBuffer(),
  };
}

/**
 * The largest originals the site accepts: 100 megapixels (10000x10000), as a
 * JPEG of about 40 MB and a PNG (grain tiled over a flat colour). Slow to
 * make (about 30 s on 2 cores): once per run.
 */
export async function largestPictures(): Promise<Record<string, Buffer>> {
  const size = 10_000;
  const grained = async (sigma: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: "#203040" } }).composite([
      { input: await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma } } }).png().toBuffer(), tile: true },
    ]);
  return {
    "large/100mp.jpg": await (await grained(32)).jpeg({ quality: 80 }).toBuffer(),
    "large/100mp.png": await (await grained(3)).png({ compressionLevel: 1 }).toBuffer(),
  };
}

export async function writePictures(dir: string, pictures: Record<string, Buffer>): Promise<void> {
  for (const [path, bytes] of Object.entries(pictures)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), bytes);
  }
}
