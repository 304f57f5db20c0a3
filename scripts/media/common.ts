// Part of scripts/generate-media.ts: shared by every kind of demo media: where files go, the palette, small
// maths, a seeded PRNG, the writers (webp, avif, jpeg, text) and the fonts.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import sharp from "sharp";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const OUT = path.join(ROOT, "public", "media");
export const TMP = mkdtempSync(path.join(tmpdir(), "generate-media-"));
export const WITH_VIDEO = !process.argv.includes("--no-video");
/** `--only=hero,yacht` regenerates just those sections. */
export const ONLY = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");

export function wants(section: string): boolean {
  return !ONLY || ONLY.includes(section);
}

export const GOLD = "#d4af37";
export const GOLD_LIGHT = "#f3d98b";
export const GOLD_DARK = "#8a6d1f";
export const SERIF = "'Playfair Display', Georgia, 'Times New Roman', serif";
export const SANS = "Inter, 'Helvetica Neue', Arial, sans-serif";

// ---------------------------------------------------------------------------
// Small utilities

/** Rounds for compact, stable SVG numbers. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = () => number;

/** mulberry32, seeded from a string: the same seed always draws the same scene. */
export function rngFor(seed: string): Rng {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

export function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes `hex` toward `toward` by `amount` (0..1). */
export function mix(hex: string, toward: string, amount: number): string {
  const [r1, g1, b1] = hexToRgb(hex);
  const [r2, g2, b2] = hexToRgb(toward);
  return rgbToHex(r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount);
}

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function outPath(rel: string): string {
  const file = path.join(OUT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

export const written: string[] = [];

export function note(rel: string): void {
  written.push(rel);
}

export async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function writeWebp(input: Buffer, rel: string, width?: number, quality = 70): Promise<void> {
  let img = sharp(input);
  if (width) img = img.resize({ width, kernel: "lanczos3" });
  await img.webp({ quality, effort: 6, smartSubsample: true }).toFile(outPath(rel));
  note(rel);
}

export async function writeAvif(input: Buffer, rel: string, width?: number, quality = 50): Promise<void> {
  let img = sharp(input);
  if (width) img = img.resize({ width, kernel: "lanczos3" });
  await img.avif({ quality, effort: 6 }).toFile(outPath(rel));
  note(rel);
}

export async function writeJpeg(input: Buffer, rel: string, quality: number, width?: number): Promise<void> {
  let img = sharp(input).flatten({ background: "#000000" });
  if (width) img = img.resize({ width, kernel: "lanczos3" });
  await img.jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" }).toFile(outPath(rel));
  note(rel);
}

export function writeText(rel: string, text: string): void {
  writeFileSync(outPath(rel), text);
  note(rel);
}

// ---------------------------------------------------------------------------
// Fonts: the raster text uses Playfair Display from @fontsource (pinned in
// package.json), so it renders the same on every machine. fontconfig cannot
// read WOFF, so each file is unwrapped to a plain TrueType font in a temp dir
// and registered with libvips/fontconfig through a throwaway text render;
// librsvg then finds the family for SVG <text>.

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: string; data: Buffer; checksum: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    const offset = woff.readUInt32BE(o + 4);
    const compLength = woff.readUInt32BE(o + 8);
    const origLength = woff.readUInt32BE(o + 12);
    let data = woff.subarray(offset, offset + compLength);
    if (compLength < origLength) data = inflateSync(data);
    tables.push({ tag: woff.toString("latin1", o, o + 4), data, checksum: woff.readUInt32BE(o + 16) });
  }
  let selector = 0;
  while (1 << (selector + 1) <= numTables) selector++;
  const searchRange = (1 << selector) * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const o = 12 + i * 16;
    header.write(table.tag, o, "latin1");
    header.writeUInt32BE(table.checksum, o + 4);
    header.writeUInt32BE(offset, o + 8);
    header.writeUInt32BE(table.data.length, o + 12);
    const pad = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(pad));
    offset += table.data.length + pad;
  });
  return Buffer.concat(parts);
}

export async function registerFonts(): Promise<void> {
  const dir = path.join(ROOT, "node_modules", "@fontsource", "playfair-display", "files");
  for (const style of ["400-normal", "700-normal", "400-italic"]) {
    const woff = path.join(dir, `playfair-display-latin-${style}.woff`);
    if (!existsSync(woff)) throw new Error(`missing ${woff}: run npm install`);
    const ttf = path.join(TMP, `playfair-display-${style}.ttf`);
    writeFileSync(ttf, woffToSfnt(readFileSync(woff)));
    await sharp({ text: { text: "M", font: "Playfair Display 12", fontfile: ttf } }).png().toBuffer();
  }
}
