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

const PHOTO = { width: 4032, height: 3024 } as const;

/**
 * A 4032x3024 photo-like JPEG of about 3 MB (quality 92, as phones write): a
 * gradient scene under grain, made in about a second, whose copies are tiny,
 * with the phone's EXIF and `orientation`. `seed` varies the picture so photos
 * differ. The bench uses real photographs instead (realPhoto).
 */
export async function phonePhoto(orientation: number, seed = 0): Promise<Buffer> {
  return (await smoothScene(seed)).jpeg({ quality: 92 }).withExif(PHONE_EXIF).withMetadata({ orientation }).toBuffer();
}

/**
 * Real photographs, from Debian's `mate-backgrounds` package (GPL-2+, so they
 * are read where the package installs them, never copied into this
 * repository; `scripts/ensure-photos.sh` installs it): 2560 px wide scenes of
 * nature with real texture, noise and depth of field.
 */
export const REAL_PHOTOS_DIR = "/usr/share/backgrounds/mate/nature";
const REAL_PHOTOS = ["Aqua.jpg", "Garden.jpg", "LadyBird.jpg", "TwoWings.jpg", "Wood.jpg", "YellowFlower.jpg"] as const;
export const REAL_PHOTO_COUNT = REAL_PHOTOS.length;

/**
 * The `index`th real photograph as a phone uploads it: cropped to 4:3 and
 * enlarged to 4032x3024, a quality 90 JPEG with the phone's EXIF and
 * `orientation`.
 */
export async function realPhoto(index: number, orientation: number): Promise<Buffer> {
  const file = join(REAL_PHOTOS_DIR, REAL_PHOTOS[index % REAL_PHOTOS.length]!);
  return sharp(file)
    .resize(PHOTO.width, PHOTO.height, { fit: "cover" })
    .jpeg({ quality: 90 })
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
