// Generates every demo image and video under public/media/ (see
// public/media/README.md). All artwork is drawn here: SVG scenes rendered
// with sharp, video frames encoded with ffmpeg. No photos, no logos.
//
//   npx node scripts/generate-media.ts            (Node 24: strips the types)
//   npx node scripts/generate-media.ts --no-video (skip the ffmpeg clips)
//   npx node scripts/generate-media.ts --only=hero,yacht
//     (sections: brand placeholder og hero yacht vehicles video readme)
//
// Deterministic: every "random" detail comes from a PRNG seeded by a fixed
// string, so a re-run with the same sharp/ffmpeg versions writes the same
// files. Needs ffmpeg on PATH for the clips only.

import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { inflateSync } from "node:zlib";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public", "media");
const TMP = mkdtempSync(path.join(tmpdir(), "generate-media-"));
const WITH_VIDEO = !process.argv.includes("--no-video");
/** `--only=hero,yacht` regenerates just those sections. */
const ONLY = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");

function wants(section: string): boolean {
  return !ONLY || ONLY.includes(section);
}

const GOLD = "#d4af37";
const GOLD_LIGHT = "#f3d98b";
const GOLD_DARK = "#8a6d1f";
const SERIF = "'Playfair Display', Georgia, 'Times New Roman', serif";
const SANS = "Inter, 'Helvetica Neue', Arial, sans-serif";

// ---------------------------------------------------------------------------
// Small utilities

/** Rounds for compact, stable SVG numbers. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rng = () => number;

/** mulberry32, seeded from a string: the same seed always draws the same scene. */
function rngFor(seed: string): Rng {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes `hex` toward `toward` by `amount` (0..1). */
function mix(hex: string, toward: string, amount: number): string {
  const [r1, g1, b1] = hexToRgb(hex);
  const [r2, g2, b2] = hexToRgb(toward);
  return rgbToHex(r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount);
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function outPath(rel: string): string {
  const file = path.join(OUT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

const written: string[] = [];

function note(rel: string): void {
  written.push(rel);
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function writeWebp(input: Buffer, rel: string, width?: number, quality = 70): Promise<void> {
  let img = sharp(input);
  if (width) img = img.resize({ width, kernel: "lanczos3" });
  await img.webp({ quality, effort: 6, smartSubsample: true }).toFile(outPath(rel));
  note(rel);
}

async function writeAvif(input: Buffer, rel: string, width?: number, quality = 50): Promise<void> {
  let img = sharp(input);
  if (width) img = img.resize({ width, kernel: "lanczos3" });
  await img.avif({ quality, effort: 6 }).toFile(outPath(rel));
  note(rel);
}

async function writeJpeg(input: Buffer, rel: string, quality: number, width?: number): Promise<void> {
  let img = sharp(input).flatten({ background: "#000000" });
  if (width) img = img.resize({ width, kernel: "lanczos3" });
  await img.jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" }).toFile(outPath(rel));
  note(rel);
}

function writeText(rel: string, text: string): void {
  writeFileSync(outPath(rel), text);
  note(rel);
}

// ---------------------------------------------------------------------------
// Fonts: the raster text uses Playfair Display from @fontsource (pinned in
// package.json), so it renders the same on every machine. fontconfig cannot
// read WOFF, so each file is unwrapped to a plain TrueType font in a temp dir
// and registered with libvips/fontconfig through a throwaway text render;
// librsvg then finds the family for SVG <text>.

function woffToSfnt(woff: Buffer): Buffer {
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

async function registerFonts(): Promise<void> {
  const dir = path.join(ROOT, "node_modules", "@fontsource", "playfair-display", "files");
  for (const style of ["400-normal", "700-normal", "400-italic"]) {
    const woff = path.join(dir, `playfair-display-latin-${style}.woff`);
    if (!existsSync(woff)) throw new Error(`missing ${woff}: run npm install`);
    const ttf = path.join(TMP, `playfair-display-${style}.ttf`);
    writeFileSync(ttf, woffToSfnt(readFileSync(woff)));
    await sharp({ text: { text: "M", font: "Playfair Display 12", fontfile: ttf } }).png().toBuffer();
  }
}

// ---------------------------------------------------------------------------
// Cars: side profiles in a 1000 x 400 box, facing right, ground at y = 400.

type CarKind = "coupe" | "suv" | "boxy" | "sedan";

type Profile = {
  body: string;
  glass: string;
  /** Pillars between windows, drawn in the body colour. */
  pillars: string;
  /** Dark detail lines (doors, vents). */
  lines: string;
  /** Dark filled details (intakes, cladding). */
  darks: string;
  highlight: string;
  head: string;
  tail: string;
  mirror: string;
  wheelX: [number, number];
  wheelY: number;
  wheelR: number;
  archR: number;
  /** Body y at the arches (the sill line). */
  sill: number;
  top: number;
};

const PROFILES: Record<CarKind, Profile> = {
  coupe: {
    body: "M70 330 L66 292 C66 266 88 250 128 242 L252 222 C332 172 432 150 522 148 C602 148 662 170 722 212 C802 224 882 234 930 252 C950 260 958 282 956 302 L952 330 L855 334 A80 80 0 0 0 695 334 L315 334 A80 80 0 0 0 155 334 Z",
    glass: "M280 224 C344 186 436 163 518 161 C586 161 636 179 686 212 Z",
    pillars: "M548 160 L556 220",
    lines: "M478 224 C484 262 486 300 484 328 M140 262 L250 244",
    darks: "M318 262 C352 250 408 244 446 246 L434 292 C402 294 362 298 330 304 Z M320 334 L690 334 L686 322 L324 322 Z",
    highlight: "M132 252 C380 232 680 226 930 256",
    head: "M872 242 C900 246 930 252 948 262 L944 271 C920 265 892 259 866 252 Z",
    tail: "M68 270 C80 262 100 254 128 248 L130 257 C104 263 84 271 70 279 Z",
    mirror: "M694 208 C700 200 712 199 716 205 L713 213 L698 213 Z",
    wheelX: [235, 775],
    wheelY: 336,
    wheelR: 64,
    archR: 80,
    sill: 334,
    top: 148,
  },
  sedan: {
    body: "M50 330 L48 280 C48 262 60 252 90 248 L212 240 C262 196 322 160 382 152 L600 148 C640 148 672 170 722 214 C822 222 900 230 940 246 C956 254 962 272 962 296 L958 330 L870 334 A80 80 0 0 0 710 334 L295 334 A80 80 0 0 0 135 334 Z",
    glass: "M240 236 C284 200 334 170 386 164 L596 160 C628 160 654 180 692 214 Z",
    pillars: "M488 161 L494 226 M392 164 L386 232",
    lines: "M496 228 L500 326 M300 236 L300 326",
    darks: "M295 334 L710 334 L706 324 L299 324 Z",
    highlight: "M60 262 C300 244 700 232 950 258",
    head: "M880 236 L948 252 L950 262 L884 248 Z",
    tail: "M48 262 L96 254 L96 266 L48 274 Z",
    mirror: "M690 210 C700 198 716 198 722 206 L718 216 L696 216 Z",
    wheelX: [215, 790],
    wheelY: 336,
    wheelR: 64,
    archR: 80,
    sill: 334,
    top: 148,
  },
  suv: {
    body: "M58 318 L56 252 C56 226 68 198 96 166 C122 136 150 120 190 116 L596 106 C636 106 664 120 716 170 C800 180 886 190 934 208 C954 216 962 240 962 268 L958 322 L870 326 A90 90 0 0 0 690 326 L320 326 A90 90 0 0 0 140 326 Z",
    glass: "M128 176 C148 152 168 134 196 128 L592 118 C622 118 646 132 690 170 Z",
    pillars: "M336 124 L338 172 M526 119 L528 170",
    lines: "M342 178 L346 318 M532 176 L536 318",
    darks: "M320 326 L690 326 L690 304 L320 306 Z M66 300 L140 304 L140 318 L62 318 Z",
    highlight: "M70 206 C300 190 700 186 950 214",
    head: "M878 206 L950 220 L953 232 L882 222 Z",
    tail: "M60 212 C80 204 100 200 126 196 L126 208 C100 212 80 218 60 226 Z",
    mirror: "M700 166 C710 154 724 154 730 162 L726 172 L706 172 Z",
    wheelX: [230, 780],
    wheelY: 328,
    wheelR: 72,
    archR: 90,
    sill: 326,
    top: 106,
  },
  boxy: {
    body: "M92 320 L90 108 C90 86 98 76 118 74 L640 68 C654 68 662 74 666 84 L700 170 L912 176 C932 176 942 186 942 204 L942 314 L862 324 A92 92 0 0 0 678 324 L342 324 A92 92 0 0 0 158 324 Z",
    glass: "M122 160 L124 92 L340 88 L340 160 Z M356 160 L356 88 L506 86 L506 160 Z M522 160 L522 86 L636 84 L668 164 Z",
    pillars: "",
    lines: "M348 92 L348 316 M514 90 L514 316 M150 324 A100 100 0 0 1 350 324 M670 324 A100 100 0 0 1 870 324 M470 190 L494 190 M640 190 L664 190",
    darks: "M92 150 L66 152 C58 152 56 158 56 166 L56 262 C56 270 58 274 66 274 L92 274 Z M342 324 L678 324 L678 310 L342 310 Z",
    highlight: "M94 172 L942 180",
    head: "M916 182 C930 182 936 190 936 200 L936 208 L918 208 Z",
    tail: "M90 180 L104 180 L104 232 L90 232 Z",
    mirror: "M690 160 C696 148 712 146 718 154 L716 168 L694 168 Z",
    wheelX: [250, 770],
    wheelY: 326,
    wheelR: 74,
    archR: 92,
    sill: 324,
    top: 68,
  },
};

function carKind(slug: string): CarKind {
  if (/g63|g-class|g-wagon|g550|defender/.test(slug)) return "boxy";
  if (/urus|cullinan|gls|escalade|range-rover|cayenne|bentayga|dbx|suv|x7|q8|navigator|tahoe|suburban/.test(slug))
    return "suv";
  if (/ghost|phantom|maybach-s|s-580|s-class|flying-spur|sedan|panamera/.test(slug)) return "sedan";
  return "coupe";
}

/** The paint colour a slug names; gold for anything it does not. */
function carColor(slug: string): string {
  const table: [RegExp, string][] = [
    [/glacier-white|ibis-white|bianco/, "#e9edf1"],
    [/chalk/, "#d9d6cc"],
    [/white/, "#e6e8ea"],
    [/verde|mantis|green/, "#3fae2a"],
    [/rosso|torch-red|red/, "#c4161c"],
    [/orange|arancio/, "#f26a10"],
    [/yellow|giallo/, "#f2c200"],
    [/portimao/, "#1d5fd6"],
    [/blue|blu/, "#1f4fb8"],
    [/black|obsidian|nero|raven|diamond/, "#17181b"],
    [/grey|gray|nardo|carpathian/, "#5d6166"],
    [/silver/, "#b8bcc2"],
    [/purple|viola/, "#5b2a9a"],
  ];
  for (const [re, hex] of table) if (re.test(slug)) return hex;
  return "#b8943f";
}

type CarOptions = {
  id: string;
  color: string;
  kind: CarKind;
  /** Spoke rotation, degrees. */
  wheelAngle?: number;
  /** Outline-only drawing (placeholder). */
  outline?: boolean;
};

function wheel(p: Profile, x: number, opts: CarOptions, rimId: string): string {
  const r = p.wheelR;
  const spokes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (opts.wheelAngle ?? 0) + i * 72;
    spokes.push(
      `<path transform="rotate(${n(a)})" d="M-5 ${n(-r * 0.14)} L-9 ${n(-r * 0.66)} L9 ${n(-r * 0.66)} L5 ${n(-r * 0.14)} Z" fill="url(#${rimId})"/>`,
    );
  }
  const caliperR = r * 0.5;
  const a0 = (-40 * Math.PI) / 180;
  const a1 = (25 * Math.PI) / 180;
  const caliper = `<path d="M${n(Math.cos(a0) * caliperR)} ${n(Math.sin(a0) * caliperR)} A${n(caliperR)} ${n(caliperR)} 0 0 1 ${n(Math.cos(a1) * caliperR)} ${n(Math.sin(a1) * caliperR)}" stroke="${GOLD}" stroke-width="${n(r * 0.16)}" fill="none" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${p.wheelY})">
<circle r="${r}" fill="#0a0a0b"/>
<circle r="${n(r * 0.93)}" fill="none" stroke="#1d1d20" stroke-width="3"/>
<circle r="${n(r * 0.72)}" fill="url(#${rimId})"/>
<circle r="${n(r * 0.64)}" fill="#101012"/>
${caliper}
${spokes.join("")}
<circle r="${n(r * 0.15)}" fill="url(#${rimId})"/>
<circle r="${n(r * 0.06)}" fill="#0d0d0d"/>
</g>`;
}

/** Gradient defs plus the car group; place it with a transform on a <use>. */
function carDefs(opts: CarOptions): string {
  const p = PROFILES[opts.kind];
  const c = opts.color;
  const lum = luminance(c);
  const id = opts.id;
  const bodyTop = mix(c, "#ffffff", lum < 0.2 ? 0.32 : 0.42);
  const bodyMid = c;
  const bodyLow = mix(c, "#000000", lum > 0.7 ? 0.38 : 0.45);
  const bodyBottom = mix(c, "#000000", 0.78);
  const rimLight = lum > 0.7 ? "#6b6e73" : lum < 0.2 ? "#d9c27a" : "#e4e6e9";
  const rimDark = lum > 0.7 ? "#1b1c1e" : lum < 0.2 ? "#5c4a1c" : "#55585d";
  const wells = p.wheelX
    .map(
      (x) =>
        `<path d="M${x - p.archR + 3} ${p.sill} A${p.archR - 3} ${p.archR - 3} 0 0 1 ${x + p.archR - 3} ${p.sill} Z" fill="#050506"/>`,
    )
    .join("");
  if (opts.outline) {
    return `<g id="${id}" fill="none" stroke-linejoin="round" stroke-linecap="round">
<path d="${p.body}" stroke="${c}" stroke-width="3"/>
<path d="${p.glass}" stroke="${c}" stroke-width="2" opacity="0.7"/>
${p.wheelX.map((x) => `<circle cx="${x}" cy="${p.wheelY}" r="${p.wheelR}" stroke="${c}" stroke-width="3"/><circle cx="${x}" cy="${p.wheelY}" r="${n(p.wheelR * 0.62)}" stroke="${c}" stroke-width="2" opacity="0.7"/>`).join("")}
</g>`;
  }
  return `<linearGradient id="${id}-paint" x1="0" y1="${p.top}" x2="0" y2="${p.sill}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="${bodyTop}"/><stop offset="0.38" stop-color="${bodyMid}"/><stop offset="0.62" stop-color="${bodyMid}"/><stop offset="0.8" stop-color="${bodyLow}"/><stop offset="1" stop-color="${bodyBottom}"/>
</linearGradient>
<linearGradient id="${id}-sheen" x1="0" y1="0" x2="1000" y2="0" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.72" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</linearGradient>
<linearGradient id="${id}-glass" x1="0" y1="${p.top}" x2="0.3" y2="${p.top + 90}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#3a4250"/><stop offset="0.5" stop-color="#14171d"/><stop offset="1" stop-color="#07080a"/>
</linearGradient>
<linearGradient id="${id}-rim" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${rimLight}"/><stop offset="1" stop-color="${rimDark}"/>
</linearGradient>
<g id="${id}">
${wells}
<path d="${p.body}" fill="url(#${id}-paint)"/>
<path d="${p.body}" fill="url(#${id}-sheen)"/>
<path d="${p.darks}" fill="#0b0b0d" opacity="0.85"/>
<path d="${p.glass}" fill="url(#${id}-glass)"/>
<path d="${p.glass}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="2"/>
<path d="${p.pillars}" stroke="#08090b" stroke-width="7"/>
<path d="${p.lines}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="2.5" stroke-linecap="round"/>
<path d="${p.highlight}" fill="none" stroke="#fff" stroke-opacity="${lum > 0.7 ? 0.6 : 0.35}" stroke-width="3" stroke-linecap="round"/>
<path d="${p.mirror}" fill="${mix(c, "#000000", 0.15)}"/>
<path d="${p.head}" fill="#fff7dc"/>
<path d="${p.tail}" fill="#d3202c"/>
${p.wheelX.map((x) => wheel(p, x, opts, `${id}-rim`)).join("")}
</g>`;
}

// ---------------------------------------------------------------------------
// Scenery: skylines, palms, water, stars.

type Building = { x: number; w: number; h: number; cap: number };

function skylineBuildings(rng: Rng, width: number, maxH: number): Building[] {
  const out: Building[] = [];
  let x = -20;
  while (x < width + 20) {
    const w = between(rng, 26, 74);
    const tall = rng() < 0.22;
    const h = tall ? between(rng, maxH * 0.65, maxH) : between(rng, maxH * 0.18, maxH * 0.6);
    out.push({ x, w, h, cap: Math.floor(rng() * 4) });
    x += w + between(rng, -10, 6);
  }
  return out;
}

function skyline(
  rng: Rng,
  baseY: number,
  width: number,
  maxH: number,
  opts: { fill: string; windows: number; litColor?: string; accent?: boolean; twinkle?: number },
): string {
  const buildings = skylineBuildings(rng, width, maxH);
  // Taller buildings in front look odd, so draw them first.
  const sorted = [...buildings].sort((a, b) => b.h - a.h);
  const shapes: string[] = [];
  const windows: string[] = [];
  const lit = opts.litColor ?? "#f5cf7a";
  for (const b of sorted) {
    const top = baseY - b.h;
    let d = `M${n(b.x)} ${baseY} L${n(b.x)} ${n(top)} L${n(b.x + b.w)} ${n(top)} L${n(b.x + b.w)} ${baseY} Z`;
    if (b.cap === 1 && b.h > maxH * 0.5) {
      d += ` M${n(b.x + b.w / 2 - 1.5)} ${n(top)} L${n(b.x + b.w / 2)} ${n(top - b.h * 0.18)} L${n(b.x + b.w / 2 + 1.5)} ${n(top)} Z`;
    } else if (b.cap === 2) {
      d += ` M${n(b.x)} ${n(top + 0.5)} Q${n(b.x + b.w / 2)} ${n(top - b.w * 0.45)} ${n(b.x + b.w)} ${n(top + 0.5)} Z`;
    } else if (b.cap === 3) {
      d += ` M${n(b.x + b.w * 0.2)} ${n(top + 0.5)} L${n(b.x + b.w * 0.2)} ${n(top - 12)} L${n(b.x + b.w * 0.8)} ${n(top - 12)} L${n(b.x + b.w * 0.8)} ${n(top + 0.5)} Z`;
    }
    shapes.push(d);
    if (opts.accent && b.h > maxH * 0.55) {
      windows.push(
        `<rect x="${n(b.x + 2)}" y="${n(top)}" width="${n(b.w - 4)}" height="2" fill="${rng() < 0.7 ? GOLD_LIGHT : "#7fd6e0"}" opacity="0.8"/>`,
      );
    }
    const cols = Math.max(2, Math.floor((b.w - 6) / 7));
    const rows = Math.floor((b.h - 10) / 9);
    const cellW = (b.w - 6) / cols;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (rng() > opts.windows) continue;
        const o = between(rng, 0.35, 0.95) * (opts.twinkle ?? 1);
        windows.push(
          `<rect x="${n(b.x + 3 + c * cellW + 1)}" y="${n(top + 8 + r * 9)}" width="${n(cellW - 2.5)}" height="4" fill="${lit}" opacity="${n(o)}"/>`,
        );
      }
    }
  }
  return `<path d="${shapes.join(" ")}" fill="${opts.fill}"/>${windows.join("")}`;
}

/** Vertical shimmering streaks on water under lit buildings. */
function waterReflections(rng: Rng, y0: number, y1: number, width: number, color: string, count: number, phase = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0, width);
    const w = between(rng, 2, 10);
    const base = between(rng, 0.15, 0.55);
    let y = y0 + between(rng, 0, 6);
    while (y < y1) {
      const t = (y - y0) / (y1 - y0);
      const wobble = Math.sin(y * 0.09 + phase + i) * (2 + t * 8);
      const len = between(rng, 1.5, 4) * (1 + t * 2);
      parts.push(
        `<rect x="${n(x + wobble - (w * (1 + t)) / 2)}" y="${n(y)}" width="${n(w * (1 + t * 1.5))}" height="${n(len)}" fill="${color}" opacity="${n(base * (1 - t) ** 1.3)}"/>`,
      );
      y += len + between(rng, 2, 6) * (1 + t * 2);
    }
  }
  return parts.join("");
}

function stars(rng: Rng, width: number, height: number, count: number, twinkle = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0, width);
    const y = between(rng, 0, height) ** 1.4 / height ** 0.4;
    const r = between(rng, 0.4, 1.3);
    const o = between(rng, 0.25, 0.9) * (0.7 + 0.3 * Math.sin(twinkle + i * 1.7));
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff8e6" opacity="${n(o)}"/>`);
  }
  return parts.join("");
}

/** A palm silhouette: tapered trunk and drooping, feathered fronds. */
function palm(rng: Rng, x: number, baseY: number, height: number, lean: number, color: string, sway = 0): string {
  const topX = x + lean;
  const topY = baseY - height;
  const cx = x + lean * 0.15;
  const cy = baseY - height * 0.55;
  const bez = (t: number): [number, number] => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * topX,
    (1 - t) ** 2 * baseY + 2 * (1 - t) * t * cy + t * t * topY,
  ];
  const trunk: string[] = [];
  const segs = 16;
  for (let i = 0; i < segs; i++) {
    const [x0, y0] = bez(i / segs);
    const [x1, y1] = bez((i + 1) / segs);
    const w = height * (0.055 - 0.025 * (i / segs));
    trunk.push(
      `<line x1="${n(x0)}" y1="${n(y0)}" x2="${n(x1)}" y2="${n(y1)}" stroke-width="${n(w)}" stroke-linecap="round"/>`,
    );
  }
  const fronds: string[] = [];
  const leaflets: string[] = [];
  for (let f = 0; f < 10; f++) {
    // Five fronds to each side, from near-level to steep; none straight up.
    const elevation = ((5 + (f % 5) * 13 + between(rng, -4, 4)) * Math.PI) / 180;
    const len = height * between(rng, 0.4, 0.55) * (1 - (f % 5) * 0.06);
    const dx = (f < 5 ? -1 : 1) * Math.cos(elevation);
    const dy = -Math.sin(elevation);
    const s = Math.sin(sway + f) * height * 0.012;
    const qx = topX + dx * len * 0.55;
    const qy = topY + dy * len * 0.4 - len * 0.1;
    const ex = topX + dx * len * 0.95 + s;
    const ey = topY + dy * len * 0.25 + len * (0.22 + 0.45 * Math.abs(dx));
    fronds.push(`M${n(topX)} ${n(topY)} Q${n(qx)} ${n(qy)} ${n(ex)} ${n(ey)}`);
    for (let t = 0.16; t <= 0.97; t += 0.045) {
      const px = (1 - t) ** 2 * topX + 2 * (1 - t) * t * qx + t * t * ex;
      const py = (1 - t) ** 2 * topY + 2 * (1 - t) * t * qy + t * t * ey;
      const tx = 2 * (1 - t) * (qx - topX) + 2 * t * (ex - qx);
      const ty = 2 * (1 - t) * (qy - topY) + 2 * t * (ey - qy);
      const tl = Math.hypot(tx, ty) || 1;
      const ux = tx / tl;
      const uy = ty / tl;
      const ll = len * (0.03 + 0.13 * Math.sin(Math.PI * Math.min(1, t * 1.05)) ** 0.7);
      for (const side of [1, -1]) {
        // Leaflets fan out from the rib, swept forward, and hang under gravity.
        let vx = -uy * side * 0.75 + ux * 0.3;
        let vy = ux * side * 0.75 + uy * 0.3 + 0.8;
        const vl = Math.hypot(vx, vy) || 1;
        vx /= vl;
        vy /= vl;
        leaflets.push(`M${n(px)} ${n(py)} L${n(px + vx * ll)} ${n(py + vy * ll)}`);
      }
    }
  }
  return `<g stroke="${color}" fill="none">${trunk.join("")}
<path d="${fronds.join(" ")}" stroke-width="${n(height * 0.012)}" stroke-linecap="round"/>
<path d="${leaflets.join(" ")}" stroke-width="${n(height * 0.006)}" stroke-linecap="round"/>
<circle cx="${n(topX)}" cy="${n(topY + 2)}" r="${n(height * 0.025)}" fill="${color}" stroke="none"/></g>`;
}

/** Horizontal ripple dashes for water; `phase` animates them. */
function ripples(rng: Rng, y0: number, y1: number, width: number, color: string, count: number, phase = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = rng();
    const y = y0 + (y1 - y0) * t ** 1.6;
    const depth = (y - y0) / (y1 - y0);
    const len = 10 + depth * between(rng, 30, 120);
    const speed = 20 + depth * 40;
    const x = (((between(rng, 0, width + 200) + phase * speed) % (width + 200)) + (width + 200)) % (width + 200) - 100;
    parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(0.8 + depth * 2)}" rx="1" fill="${color}" opacity="${n(between(rng, 0.05, 0.22) * (0.4 + depth))}"/>`,
    );
  }
  return parts.join("");
}

// ---------------------------------------------------------------------------
// Yacht: motor yacht side profile in a 1000 x 300 box, waterline y = 232.

function yachtDefs(id: string, opts: { lit: boolean }): string {
  const windowFill = opts.lit ? "#f6d58c" : "#10141c";
  const hullWindows = opts.lit ? "#e9c26e" : "#151a22";
  return `<linearGradient id="${id}-hull" x1="0" y1="140" x2="0" y2="232" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#fbfbf8"/><stop offset="0.6" stop-color="#d9dbdc"/><stop offset="1" stop-color="#8d9296"/>
</linearGradient>
<linearGradient id="${id}-sup" x1="0" y1="70" x2="0" y2="160" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9cccf"/>
</linearGradient>
<g id="${id}">
<path d="M58 160 L944 140 L968 138 C938 186 904 220 862 232 L104 232 L64 206 Z" fill="url(#${id}-hull)"/>
<path d="M66 206 L104 232 L862 232 C880 227 896 219 910 209 L70 209 Z" fill="#1b1e24" opacity="0.9"/>
<path d="M72 204 L912 204" stroke="${GOLD}" stroke-width="3"/>
<path d="M250 176 L560 172 M600 171 L700 169" stroke="${hullWindows}" stroke-width="7" stroke-linecap="round"/>
<path d="M150 160 L166 118 L628 110 C690 110 738 126 800 150 L150 160 Z" fill="url(#${id}-sup)"/>
<path d="M190 148 L200 126 L620 119 C672 119 708 130 752 146 Z" fill="${windowFill}"/>
<path d="M330 148 L332 122 M470 146 L472 120 M600 144 L604 119" stroke="#dfe1e3" stroke-width="5"/>
<path d="M270 112 L286 82 L548 78 C588 78 614 90 650 108 Z" fill="url(#${id}-sup)"/>
<path d="M300 106 L308 88 L540 85 C570 85 590 93 612 104 Z" fill="${windowFill}" opacity="0.9"/>
<path d="M360 80 L380 52 L470 50 L480 78 Z" fill="#f2f3f4"/>
<path d="M396 50 L404 30 L452 30 L458 50" fill="none" stroke="#d7d9db" stroke-width="4" stroke-linejoin="round"/>
<ellipse cx="428" cy="24" rx="13" ry="7" fill="#eef0f1"/>
<path d="M160 116 L630 106 M650 108 L830 150" stroke="#cfd2d4" stroke-width="1.5" opacity="0.8"/>
<path d="M58 160 L944 140" stroke="#ffffff" stroke-width="2" opacity="0.8"/>
${opts.lit ? `<circle cx="428" cy="15" r="3" fill="#fff"/><circle cx="960" cy="142" r="3" fill="#7dff9a"/>` : ""}
</g>`;
}

// ---------------------------------------------------------------------------
// 1. Vehicles

type Variant = {
  glow: string;
  glow2: string;
  scale: number;
  cx: number;
  ground: number;
  flip: boolean;
};

const VARIANTS: Variant[] = [
  { glow: "#7a5c22", glow2: "#2a2113", scale: 1.02, cx: 640, ground: 606, flip: false },
  { glow: "#27476b", glow2: "#111a26", scale: 1.2, cx: 600, ground: 650, flip: false },
  { glow: "#6a2a2e", glow2: "#24120f", scale: 0.9, cx: 668, ground: 586, flip: true },
];

function vehicleScene(slug: string, variantIndex: number, width: number, height: number, extra = ""): string {
  const v = VARIANTS[variantIndex % VARIANTS.length] ?? VARIANTS[0];
  if (!v) throw new Error("no variants");
  const kind = carKind(slug);
  const color = carColor(slug);
  const p = PROFILES[kind];
  const sx = v.flip ? -v.scale : v.scale;
  const tx = v.cx - sx * 500;
  const ty = v.ground - v.scale * 400;
  const carTransform = `translate(${n(tx)} ${n(ty)}) scale(${n(sx)} ${n(v.scale)})`;
  const reflTransform = `translate(${n(tx)} ${n(v.ground + v.scale * 400)}) scale(${n(sx)} ${n(-v.scale)})`;
  const rng = rngFor(`studio-${variantIndex}`);
  const softboxes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const w = between(rng, 200, 420);
    const x = between(rng, 60, 1280 - w - 60);
    softboxes.push(
      `<rect x="${n(x)}" y="${n(between(rng, 30, 90))}" width="${n(w)}" height="${n(between(rng, 6, 14))}" rx="6" fill="#fff6e0" opacity="${n(between(rng, 0.05, 0.14))}" filter="url(#soft)"/>`,
    );
  }
  const shadowW = (p.wheelX[1] - p.wheelX[0] + 260) * v.scale;
  return svgDoc(
    width,
    height,
    `<defs>
<radialGradient id="spot" cx="${n(v.cx / 1280)}" cy="0.58" r="0.7">
<stop offset="0" stop-color="${v.glow}"/><stop offset="0.45" stop-color="${v.glow2}"/><stop offset="1" stop-color="#050506"/>
</radialGradient>
<linearGradient id="floor" x1="0" y1="${v.ground}" x2="0" y2="800" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#0a0a0c" stop-opacity="0.15"/><stop offset="0.45" stop-color="#060607" stop-opacity="0.7"/><stop offset="1" stop-color="#030303"/>
</linearGradient>
<linearGradient id="horizon" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${GOLD}" stop-opacity="0"/><stop offset="0.5" stop-color="${GOLD}" stop-opacity="0.35"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/>
</linearGradient>
<filter id="soft" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="10"/></filter>
<filter id="reflblur"><feGaussianBlur stdDeviation="1.5"/></filter>
<filter id="shadow" x="-30%" y="-300%" width="160%" height="700%"><feGaussianBlur stdDeviation="14"/></filter>
${carDefs({ id: "car", color, kind })}
</defs>
<g transform="scale(${n(width / 1280)} ${n(height / 800)})">
<rect width="1280" height="800" fill="url(#spot)"/>
${softboxes.join("")}
<rect x="0" y="${n(v.ground - 40)}" width="1280" height="1.5" fill="url(#horizon)" opacity="0.22"/>
<use href="#car" transform="${reflTransform}" opacity="0.3" filter="url(#reflblur)"/>
<rect x="0" y="${v.ground}" width="1280" height="${800 - v.ground}" fill="url(#floor)"/>
<ellipse cx="${v.cx}" cy="${n(v.ground + 4)}" rx="${n(shadowW / 2)}" ry="${n(16 * v.scale)}" fill="#000" opacity="0.85" filter="url(#shadow)"/>
<use href="#car" transform="${carTransform}"/>
${extra}
</g>`,
  );
}

async function vehicleImagePaths(): Promise<string[] | null> {
  const file = path.join(ROOT, "app", "lib", "demo-catalog.ts");
  if (!existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as { DEMO_IMAGE_PATHS?: unknown };
    if (Array.isArray(mod.DEMO_IMAGE_PATHS)) {
      return mod.DEMO_IMAGE_PATHS.filter((p): p is string => typeof p === "string");
    }
  } catch (error) {
    console.warn(`could not import demo-catalog.ts (${String(error)}); reading its text instead`);
  }
  const text = readFileSync(file, "utf8");
  const found = new Set(text.match(/vehicles\/[a-z0-9-]+\.webp/g) ?? []);
  for (const m of text.matchAll(/photos\(\s*"([a-z0-9-]+)"\s*,\s*(\d+)\s*\)/g)) {
    for (let i = 1; i <= Number(m[2]); i++) found.add(`vehicles/${m[1]}-${i}.webp`);
  }
  return [...found];
}

const VEHICLE_COPY_WIDTHS = [640, 960] as const;

async function generateVehicles(): Promise<void> {
  const paths = await vehicleImagePaths();
  if (!paths) {
    console.warn("app/lib/demo-catalog.ts not found: skipping vehicles/");
    return;
  }
  const wanted = new Set<string>();
  for (const rel of [...new Set(paths)].sort()) {
    const m = /^vehicles\/([a-z0-9-]+?)(?:-(\d+))?\.webp$/.exec(rel);
    if (!m || /-(640|960)\.webp$/.test(rel)) {
      console.warn(`skipping unexpected image path ${rel}`);
      continue;
    }
    const slug = m[1] ?? "vehicle";
    const index = m[2] ? Number(m[2]) - 1 : hashString(slug) % VARIANTS.length;
    const png = await render(vehicleScene(slug, index, 1280, 800));
    await writeWebp(png, rel, undefined, 70);
    wanted.add(path.basename(rel));
    // Smaller copies for srcset: 640 for thumbnails and half-width cards, 960
    // for a phone's full width (412 px at 1.75x needs 721 px).
    for (const width of VEHICLE_COPY_WIDTHS) {
      const copy = rel.replace(/\.webp$/, `-${width}.webp`);
      await writeWebp(png, copy, width, 70);
      wanted.add(path.basename(copy));
    }
  }
  // Drop renders for paths the catalog no longer lists.
  const dir = path.join(OUT, "vehicles");
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (name.endsWith(".webp") && !wanted.has(name)) {
      rmSync(path.join(dir, name));
      console.log(`removed stale vehicles/${name}`);
    }
  }
}

// ---------------------------------------------------------------------------
// 2. Hero: Miami at night from the water.

function heroScene(width: number, height: number): string {
  const W = 1920;
  const H = 1080;
  const horizon = 700;
  const rng = rngFor("hero");
  return svgDoc(
    width,
    height,
    `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#030409"/><stop offset="0.45" stop-color="#0a1020"/><stop offset="0.8" stop-color="#1f1a24"/><stop offset="1" stop-color="#5a3d22"/>
</linearGradient>
<linearGradient id="sea" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#1a1712"/><stop offset="0.25" stop-color="#0a0d14"/><stop offset="1" stop-color="#020305"/>
</linearGradient>
<radialGradient id="moonGlow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#fff1c9" stop-opacity="0.35"/><stop offset="1" stop-color="#fff1c9" stop-opacity="0"/>
</radialGradient>
<radialGradient id="cityGlow" cx="0.55" cy="1" r="0.6">
<stop offset="0" stop-color="#c98a3a" stop-opacity="0.35"/><stop offset="1" stop-color="#c98a3a" stop-opacity="0"/>
</radialGradient>
<linearGradient id="vignette" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>
</linearGradient>
</defs>
<g transform="scale(${n(width / W)} ${n(height / H)})">
<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
${stars(rng, W, 480, 220)}
<circle cx="1480" cy="210" r="160" fill="url(#moonGlow)"/>
<circle cx="1480" cy="210" r="46" fill="#f6e7bf"/>
<circle cx="1466" cy="200" r="9" fill="#e3d0a0" opacity="0.6"/><circle cx="1495" cy="226" r="6" fill="#e3d0a0" opacity="0.5"/>
<rect x="0" y="${horizon - 420}" width="${W}" height="420" fill="url(#cityGlow)"/>
${skyline(rng, horizon, W, 150, { fill: "#0d0f17", windows: 0.12, litColor: "#c9a86a", twinkle: 0.5 })}
${skyline(rng, horizon + 2, W, 300, { fill: "#05060b", windows: 0.22, accent: true })}
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
${waterReflections(rng, horizon + 2, H - 80, W, "#f0c674", 70)}
${waterReflections(rngFor("moon"), horizon + 2, H - 60, 60, "#fff3cf", 5).replace(/x="(-?[\d.]+)"/g, (_, x: string) => `x="${n(Number(x) + 1450)}"`)}
${ripples(rng, horizon + 4, H, W, "#8fa3c7", 260)}
<path d="M0 ${H} L0 1010 C220 996 420 1006 620 1024 C700 1032 760 1050 800 ${H} Z M${W} ${H} L${W} 1000 C1700 992 1520 1010 1360 1030 C1300 1040 1260 1060 1240 ${H} Z" fill="#020203"/>
${palm(rngFor("palm1"), 150, 1040, 560, 90, "#020203")}
${palm(rngFor("palm2"), 330, 1060, 420, -40, "#030304")}
${palm(rngFor("palm3"), 1790, 1040, 600, -110, "#020203")}
${palm(rngFor("palm4"), 1620, 1070, 380, 30, "#030304")}
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</g>`,
  );
}

async function generateHero(): Promise<void> {
  const png = await render(heroScene(1920, 1080));
  await writeJpeg(png, "hero/background.jpg", 70);
  for (const w of [640, 1280, 1920]) {
    await writeWebp(png, `hero/background-${w}.webp`, w === 1920 ? undefined : w, 68);
    await writeAvif(png, `hero/background-${w}.avif`, w === 1920 ? undefined : w, 48);
  }
}

// ---------------------------------------------------------------------------
// 3. Yacht stills and 4. the clips' scenes

type YachtLook = {
  skyStops: [string, string, string, string];
  sea: [string, string];
  sun?: { x: number; y: number; r: number; color: string };
  skyline?: boolean;
  lit: boolean;
  scale: number;
  x: number;
  waterline: number;
  glint: string;
  seed: string;
};

const YACHT_LOOKS: YachtLook[] = [
  {
    // Golden hour off Miami Beach.
    skyStops: ["#0b0a10", "#3a2418", "#b8742e", "#f2c27a"],
    sea: ["#5a3a1e", "#0a0a0e"],
    sun: { x: 900, y: 462, r: 54, color: "#ffe2a1" },
    lit: false,
    scale: 0.78,
    x: 250,
    waterline: 560,
    glint: "#ffd98e",
    seed: "yacht1",
  },
  {
    // Night, skyline behind, yacht lit.
    skyStops: ["#020309", "#070b18", "#151526", "#3b2a22"],
    sea: ["#17130f", "#020305"],
    skyline: true,
    lit: true,
    scale: 0.86,
    x: 180,
    waterline: 600,
    glint: "#f0c674",
    seed: "yacht2",
  },
  {
    // Deep blue dusk.
    skyStops: ["#04060d", "#0d1a33", "#25406a", "#8a6a58"],
    sea: ["#1c2c44", "#03060b"],
    sun: { x: 240, y: 488, r: 30, color: "#f7d9a6" },
    lit: true,
    scale: 0.7,
    x: 380,
    waterline: 540,
    glint: "#cfe0f5",
    seed: "yacht3",
  },
  {
    // Close, cropped bow at sunset: the yacht fills the frame.
    skyStops: ["#070508", "#2c1418", "#8a3e2a", "#e59a52"],
    sea: ["#3d2016", "#050305"],
    sun: { x: 1150, y: 500, r: 60, color: "#ffd29a" },
    lit: false,
    scale: 1.35,
    x: -260,
    waterline: 620,
    glint: "#ffc98a",
    seed: "yacht4",
  },
];

/** Soft foam trailing the stern and a bow wave; `tau` animates it. */
function wake(x: number, waterline: number, s: number, tau: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const o = 0.4 * (1 - i / 9) * (0.8 + 0.2 * Math.sin(tau * 2 + i));
    parts.push(
      `<ellipse cx="${n(x + 90 * s - i * 75 * s)}" cy="${n(waterline + 3 + i * 2.5 * s)}" rx="${n(55 * s + i * 10 * s)}" ry="${n(3 * s + i * 1.1 * s)}" fill="#ffffff" opacity="${n(o)}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${n(x + 880 * s)}" cy="${n(waterline + 2)}" rx="${n(40 * s)}" ry="${n(3.5 * s)}" fill="#ffffff" opacity="${n(0.45 + 0.1 * Math.sin(tau * 2))}"/>`,
  );
  return `<g filter="url(#foam)">${parts.join("")}</g>`;
}

function yachtScene(look: YachtLook, width: number, height: number, t = 0): string {
  // t: 0..1 animation phase (loops); stills use 0.
  const W = 1280;
  const H = 800;
  const horizon = look.waterline - 70;
  const rng = rngFor(look.seed);
  const tau = Math.PI * 2 * t;
  const bob = Math.sin(tau) * 4;
  const roll = Math.sin(tau + 0.8) * 0.6;
  const s = look.scale;
  const yachtX = look.x;
  const yachtY = look.waterline - 232 * s + bob;
  const sun = look.sun;
  const sky = look.skyStops;
  const body = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="${sky[0]}"/><stop offset="0.45" stop-color="${sky[1]}"/><stop offset="0.85" stop-color="${sky[2]}"/><stop offset="1" stop-color="${sky[3]}"/>
</linearGradient>
<linearGradient id="sea" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="${look.sea[0]}"/><stop offset="1" stop-color="${look.sea[1]}"/>
</linearGradient>
<radialGradient id="sunGlow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="${sun?.color ?? "#fff"}" stop-opacity="0.55"/><stop offset="1" stop-color="${sun?.color ?? "#fff"}" stop-opacity="0"/>
</radialGradient>
<linearGradient id="fade" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/>
</linearGradient>
<filter id="foam" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="ripple" x="-5%" y="-10%" width="110%" height="120%"><feGaussianBlur stdDeviation="2.5 1"/></filter>
${yachtDefs("yacht", { lit: look.lit })}
</defs>
<g transform="scale(${n(width / W)} ${n(height / H)})">
<rect width="${W}" height="${horizon + 1}" fill="url(#sky)"/>
${look.skyline ? stars(rng, W, 320, 120, tau) : stars(rng, W, 200, 30, tau)}
${sun ? `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r * 4}" fill="url(#sunGlow)"/><circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${sun.color}"/>` : ""}
${look.skyline ? skyline(rng, horizon, W, 210, { fill: "#05060b", windows: 0.2, accent: true, twinkle: 0.85 + 0.15 * Math.sin(tau) }) : `<path d="M0 ${horizon} L0 ${horizon - 6} L180 ${horizon - 10} L420 ${horizon - 4} L700 ${horizon - 7} L1000 ${horizon - 3} L${W} ${horizon - 8} L${W} ${horizon} Z" fill="${sky[0]}" opacity="0.6"/>`}
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
${sun ? waterReflections(rngFor(`${look.seed}-sun`), horizon + 1, H, 90, look.glint, 9, tau * 2).replace(/x="(-?[\d.]+)"/g, (_, x: string) => `x="${n(Number(x) + sun.x - 45)}"`) : waterReflections(rngFor(`${look.seed}-city`), horizon + 1, H - 40, W, look.glint, 60, tau * 2)}
<use href="#yacht" transform="translate(${n(yachtX)} ${n(look.waterline + 232 * 0.9 * s - bob * 0.5)}) scale(${n(s)} ${n(-s * 0.9)})" opacity="0.2" filter="url(#ripple)"/>
<rect x="0" y="${look.waterline}" width="${W}" height="${H - look.waterline}" fill="url(#fade)"/>
${ripples(rng, horizon + 2, H, W, look.glint, 240, t * 4)}
<g transform="rotate(${n(roll)} ${n(yachtX + 500 * s)} ${n(look.waterline)})"><use href="#yacht" transform="translate(${n(yachtX)} ${n(yachtY)}) scale(${n(s)})"/></g>
${wake(yachtX, look.waterline, s, tau)}
</g>`;
  return svgDoc(width, height, body);
}

async function generateYachtStills(): Promise<void> {
  for (const [i, look] of YACHT_LOOKS.entries()) {
    const png = await render(yachtScene(look, 1280, 800));
    await writeJpeg(png, `yacht/image${i + 1}.jpg`, 72);
    await writeWebp(png, `yacht/image${i + 1}.webp`, undefined, 70);
  }
}

function cityMotionScene(width: number, height: number, t: number): string {
  // Bokeh lights and a causeway of light trails under a night skyline.
  const W = 640;
  const H = 360;
  const tau = Math.PI * 2 * t;
  const rng = rngFor("city-motion");
  const horizon = 200;
  const bokeh: string[] = [];
  for (let i = 0; i < 20; i++) {
    const span = W + 160;
    const laps = 1 + Math.floor(rng() * 2);
    const x0 = between(rng, 0, span);
    const x = ((((x0 + t * span * laps) % span) + span) % span) - 80;
    const y = between(rng, 30, 330) + Math.sin(tau + i) * 6;
    const r = between(rng, 10, 38);
    const warm = rng() < 0.8;
    const o = between(rng, 0.08, 0.28);
    bokeh.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${warm ? (i % 3 === 0 ? "#ffcf70" : "#e0a53a") : "#8fb8ff"}" opacity="${n(o)}" filter="url(#blur)"/>`,
    );
  }
  const trails: string[] = [];
  for (let lane = 0; lane < 6; lane++) {
    // Three lanes each way on the causeway; nearer lanes are lower and faster.
    const y = 266 + lane * 8 + lane * lane * 1.2;
    const outbound = lane % 2 === 0;
    const dir = outbound ? 1 : -1;
    const laps = 2 + Math.floor(lane / 2);
    for (let k = 0; k < 6; k++) {
      const span = W + 300;
      const x0 = between(rng, 0, span);
      const x = ((((x0 + dir * t * span * laps) % span) + span) % span) - 250;
      const len = between(rng, 90, 200) * (1 + lane * 0.15);
      trails.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(1.6 + lane * 0.35)}" rx="1" fill="url(#${outbound ? "trailRg" : "trailLr"})" opacity="${n(between(rng, 0.55, 1))}"/>`,
      );
    }
  }
  const trailGrad = (id: string, color: string, reverse: boolean) =>
    `<linearGradient id="${id}" x1="${reverse ? 1 : 0}" y1="0" x2="${reverse ? 0 : 1}" y2="0"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset="1" stop-color="${color}"/></linearGradient>`;
  return svgDoc(
    width,
    height,
    `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#020308"/><stop offset="0.7" stop-color="#0c1020"/><stop offset="1" stop-color="#3a2a1c"/>
</linearGradient>
<linearGradient id="ground" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#120f0c"/><stop offset="1" stop-color="#020203"/>
</linearGradient>
<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="glow" x="-20%" y="-400%" width="140%" height="900%"><feGaussianBlur stdDeviation="2"/></filter>
${trailGrad("trailRg", "#ffd98e", false)}${trailGrad("trailLr", "#ff4a3a", true)}
</defs>
<g transform="scale(${n(width / W)} ${n(height / H)})">
<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
${stars(rngFor("city-stars"), W, 120, 50, tau)}
${skyline(rngFor("city-skyline"), horizon, W, 140, { fill: "#04050a", windows: 0.24, accent: true, twinkle: 0.9 + 0.1 * Math.sin(tau * 2) })}
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>
${waterReflections(rngFor("city-refl"), horizon + 1, 255, W, "#f0c674", 40, tau)}
<rect x="0" y="258" width="${W}" height="3" fill="#2a2520"/>
<rect x="0" y="${H - 14}" width="${W}" height="3" fill="#2a2520"/>
${Array.from({ length: 17 }, (_, i) => `<circle cx="${n(((i * 40 + t * 40 * 4) % 680) - 20)}" cy="256" r="1.6" fill="${GOLD_LIGHT}" opacity="0.8"/>`).join("")}
<g filter="url(#glow)">${trails.join("")}</g>
${trails.join("")}
${bokeh.join("")}
</g>`,
  );
}

function carPanScene(width: number, height: number, t: number): string {
  // A slow camera pan across a car in the studio, with a gold light sweep.
  const tau = Math.PI * 2 * t;
  const pan = Math.sin(tau) * 140;
  const zoom = 1.8 + 0.05 * Math.cos(tau);
  const sweepX = -500 + t * 2300;
  const extra = `<defs><linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${GOLD_LIGHT}" stop-opacity="0"/><stop offset="0.5" stop-color="${GOLD_LIGHT}" stop-opacity="0.14"/><stop offset="1" stop-color="${GOLD_LIGHT}" stop-opacity="0"/>
</linearGradient></defs>
<rect x="${n(sweepX)}" y="0" width="160" height="800" fill="url(#sweep)" transform="skewX(-18)"/>`;
  const scene = vehicleScene("lamborghini-huracan-black", 0, 1280, 800, extra);
  // Re-frame the 1280x800 studio into 640x360 with a moving camera.
  const inner = scene.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  const s = (width / 1280) * zoom;
  const tx = width / 2 - (640 + pan) * s;
  const ty = height / 2 - 480 * s;
  return svgDoc(width, height, `<rect width="${width}" height="${height}" fill="#050506"/><g transform="translate(${n(tx)} ${n(ty)}) scale(${n(s)})">${inner}</g>`);
}

async function encodeClip(
  rel: string,
  scene: (width: number, height: number, t: number) => string,
): Promise<void> {
  const frames = 96;
  const dir = mkdtempSync(path.join(TMP, "frames-"));
  for (let i = 0; i < frames; i++) {
    const svg = scene(640, 360, i / frames);
    const png = await sharp(Buffer.from(svg)).flatten({ background: "#000000" }).png({ compressionLevel: 1 }).toBuffer();
    writeFileSync(path.join(dir, `f${String(i).padStart(3, "0")}.png`), png);
    if (i === 0) {
      await writeWebp(png, rel.replace(/\.mp4$/, "-poster.webp"), undefined, 70);
    }
  }
  // prettier-ignore
  execFileSync("ffmpeg", [
    "-hide_banner", "-loglevel", "error", "-y",
    "-framerate", "24", "-i", path.join(dir, "f%03d.png"),
    "-c:v", "libx264", "-preset", "veryslow", "-crf", "32", "-tune", "animation",
    "-pix_fmt", "yuv420p", "-g", "96", "-threads", "1",
    "-an", "-movflags", "+faststart", "-map_metadata", "-1",
    "-fflags", "+bitexact", "-flags:v", "+bitexact",
    outPath(rel),
  ]);
  note(rel);
  rmSync(dir, { recursive: true, force: true });
}

async function generateVideos(): Promise<void> {
  try {
    execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
  } catch {
    console.warn("ffmpeg not found: skipping the clips (apt-get install ffmpeg)");
    return;
  }
  const sunset = YACHT_LOOKS[0];
  const night = YACHT_LOOKS[1];
  if (!sunset || !night) throw new Error("yacht looks missing");
  await encodeClip("yacht/video.mp4", (w, h, t) => yachtScene({ ...sunset, scale: 0.62, x: 330, waterline: 560 }, w, h, t).replace(
    /<g transform="scale\(([\d.]+) ([\d.]+)\)">/,
    // 16:9 crop of the 16:10 scene: scale to width and lift by 40px.
    (_, sx: string) => `<g transform="translate(0 -40) scale(${sx} ${sx})">`,
  ));
  await encodeClip("pipeline/video.mp4", cityMotionScene);
  await encodeClip("pipeline/yatch1.mp4", (w, h, t) => yachtScene({ ...night, scale: 0.8, x: 240, waterline: 590 }, w, h, t).replace(
    /<g transform="scale\(([\d.]+) ([\d.]+)\)">/,
    (_, sx: string) => `<g transform="translate(0 -80) scale(${sx} ${sx})">`,
  ));
  await encodeClip("quick-booking/car.mp4", carPanScene);
}

// ---------------------------------------------------------------------------
// 5. Brand: the business monogram and plain-type make wordmarks.

function monogram(size: number, withBackground: boolean): string {
  const c = size / 2;
  return svgDoc(
    size,
    size,
    `<defs>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${GOLD_LIGHT}"/><stop offset="0.5" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD_DARK}"/>
</linearGradient>
<radialGradient id="bg" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#1a1610"/><stop offset="1" stop-color="#000"/></radialGradient>
</defs>
${withBackground ? `<rect width="${size}" height="${size}" fill="url(#bg)"/>` : ""}
<circle cx="${c}" cy="${c}" r="${n(size * 0.42)}" fill="none" stroke="url(#gold)" stroke-width="${n(size * 0.022)}"/>
<circle cx="${c}" cy="${c}" r="${n(size * 0.385)}" fill="none" stroke="url(#gold)" stroke-width="${n(size * 0.006)}" opacity="0.8"/>
<text x="${c}" y="${n(c + size * 0.118)}" text-anchor="middle" font-family="${SERIF}" font-weight="700" font-size="${n(size * 0.34)}" letter-spacing="${n(-size * 0.01)}" fill="url(#gold)">ME</text>
<path d="M${n(c - size * 0.16)} ${n(c + size * 0.2)} L${n(c + size * 0.16)} ${n(c + size * 0.2)}" stroke="url(#gold)" stroke-width="${n(size * 0.006)}"/>
<path d="M${n(c)} ${n(c - size * 0.28)} l${n(size * 0.018)} ${n(size * 0.018)} l${n(-size * 0.018)} ${n(size * 0.018)} l${n(-size * 0.018)} ${n(-size * 0.018)} Z" fill="url(#gold)"/>`,
  );
}

const WORDMARKS: { file: string; text: string; serif: boolean; weight: number; spacing: number; italic?: boolean }[] = [
  { file: "lamborghini", text: "LAMBORGHINI", serif: false, weight: 700, spacing: 2 },
  { file: "rolls-royce", text: "ROLLS-ROYCE", serif: true, weight: 400, spacing: 3 },
  { file: "mercedes", text: "MERCEDES", serif: false, weight: 600, spacing: 4 },
  { file: "bmw", text: "BMW", serif: false, weight: 700, spacing: 6 },
  { file: "audi", text: "AUDI", serif: false, weight: 700, spacing: 8 },
  { file: "ferrari", text: "Ferrari", serif: true, weight: 700, spacing: 1, italic: true },
  { file: "porsche", text: "PORSCHE", serif: false, weight: 700, spacing: 7 },
  { file: "mclaren", text: "McLAREN", serif: false, weight: 700, spacing: 3 },
  { file: "corvette", text: "CORVETTE", serif: false, weight: 600, spacing: 5 },
  { file: "land-rover", text: "LAND ROVER", serif: false, weight: 700, spacing: 3 },
  { file: "chevrolet", text: "CHEVROLET", serif: false, weight: 700, spacing: 3 },
  { file: "cadillac", text: "Cadillac", serif: true, weight: 400, spacing: 2 },
  { file: "bmw-i8", text: "BMW i8", serif: false, weight: 700, spacing: 5 },
];

function wordmark(w: (typeof WORDMARKS)[number]): string {
  // Rough advance widths, to keep long names inside the 240 x 80 box.
  const size = 26;
  const estimate = w.text.length * size * (w.serif ? 0.62 : 0.66) + (w.text.length - 1) * w.spacing;
  const fit = estimate > 195 ? ` textLength="212" lengthAdjust="spacingAndGlyphs"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${w.text}">
  <title>${w.text}</title>
  <text x="120" y="49" text-anchor="middle" font-family="${w.serif ? SERIF : SANS}" font-size="${size}" font-weight="${w.weight}"${w.italic ? ` font-style="italic"` : ""} letter-spacing="${w.spacing}" fill="#f4efe3"${fit}>${w.text}</text>
</svg>
`;
}

async function generateBrand(): Promise<void> {
  const png = await render(monogram(256, true));
  await writeJpeg(png, "brand/logo.jpg", 88);
  await writeWebp(png, "brand/logo.webp", undefined, 85);
  for (const w of WORDMARKS) writeText(`brand/${w.file}.svg`, wordmark(w));
}

// ---------------------------------------------------------------------------
// 6. Placeholders

async function generatePlaceholders(): Promise<void> {
  const svg = svgDoc(
    1280,
    800,
    `<defs>
<radialGradient id="bg" cx="0.5" cy="0.55" r="0.75"><stop offset="0" stop-color="#1b1b1e"/><stop offset="1" stop-color="#0b0b0c"/></radialGradient>
${carDefs({ id: "car", color: "#3a3a3f", kind: "coupe", outline: true })}
</defs>
<rect width="1280" height="800" fill="url(#bg)"/>
<rect x="24.5" y="24.5" width="1231" height="751" rx="18" fill="none" stroke="#26262a" stroke-width="1.5"/>
<use href="#car" transform="translate(290 250) scale(0.7)"/>
<rect x="240" y="531" width="800" height="1.5" fill="#2a2a2e"/>`,
  );
  const png = await render(svg);
  await writeWebp(png, "placeholder/vehicle.webp", undefined, 70);
  await writeWebp(png, "placeholder/vehicle-640.webp", 640, 70);
  writeText(
    "placeholder/logo.svg",
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="Brand">
  <rect x="1" y="1" width="238" height="78" rx="10" fill="none" stroke="#3a3a3f" stroke-width="1.5" stroke-dasharray="5 5"/>
  <path d="M70 40 H104 M136 40 H170" stroke="#55555c" stroke-width="1.5" stroke-linecap="round"/>
  <path d="M120 30 L130 40 L120 50 L110 40 Z" fill="none" stroke="${GOLD}" stroke-opacity="0.7" stroke-width="1.5"/>
</svg>
`,
  );
}

// ---------------------------------------------------------------------------
// 7. Social preview

async function generateOg(): Promise<void> {
  const W = 1200;
  const H = 630;
  const svg = svgDoc(
    W,
    H,
    `<defs>
<radialGradient id="bg" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="#1d170c"/><stop offset="0.55" stop-color="#0a0907"/><stop offset="1" stop-color="#000"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${GOLD_LIGHT}"/><stop offset="0.5" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD_DARK}"/>
</linearGradient>
<linearGradient id="rule" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${GOLD}" stop-opacity="0"/><stop offset="0.5" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/>
</linearGradient>
${carDefs({ id: "car", color: "#6b5a2e", kind: "coupe", outline: true })}
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="28" y="28" width="${W - 56}" height="${H - 56}" fill="none" stroke="url(#gold)" stroke-width="2"/>
<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="1"/>
<use href="#car" transform="translate(325 345) scale(0.55)" opacity="0.35"/>
<circle cx="600" cy="150" r="52" fill="none" stroke="url(#gold)" stroke-width="3"/>
<circle cx="600" cy="150" r="45" fill="none" stroke="url(#gold)" stroke-width="1" opacity="0.8"/>
<text x="600" y="170" text-anchor="middle" font-family="${SERIF}" font-weight="700" font-size="52" fill="url(#gold)">ME</text>
<text x="600" y="318" text-anchor="middle" font-family="${SERIF}" font-weight="700" font-size="78" fill="url(#gold)">Miami Exotic Rentals</text>
<rect x="330" y="352" width="540" height="1.5" fill="url(#rule)"/>
<text x="600" y="405" text-anchor="middle" font-family="${SERIF}" font-weight="400" font-size="30" letter-spacing="1.5" fill="#efe8d6">Exotic cars · Yacht charter · Entertainment</text>`,
  );
  const png = await render(svg);
  await writeJpeg(png, "og/default.jpg", 80);
}

// ---------------------------------------------------------------------------

function writeReadme(): void {
  writeText(
    "README.md",
    `# public/media

Every file here is generated artwork (no photos, no real logos): it is written
by \`scripts/generate-media.ts\`, which draws SVG scenes, renders them with
sharp and encodes the clips with ffmpeg. Do not edit the files by hand.

Re-run after changing the script or the demo fleet (\`app/lib/demo-catalog.ts\`):

    npm run media                    # package.json: "media": "node scripts/generate-media.ts"
    npx node scripts/generate-media.ts --no-video          # images only
    npx node scripts/generate-media.ts --only=hero,yacht   # some sections

Use the project's Node 24 (\`npx node\` or \`npm run\`), which runs the
TypeScript directly. Sections: brand, placeholder, og, hero, yacht,
vehicles (one set per path in \`DEMO_IMAGE_PATHS\`; stale ones are removed),
video, readme.

Needs sharp (a dev dependency) and, for the \`.mp4\` clips, \`ffmpeg\` on PATH.
The output is deterministic, so an unchanged script rewrites identical files.

These are demo copies. In production the same paths live in the Supabase
Storage \`media\` bucket, and the site builds URLs as \`<mediaBaseUrl>/<path>\`.
`,
  );
}

async function main(): Promise<void> {
  await registerFonts();
  mkdirSync(OUT, { recursive: true });
  if (wants("brand")) await generateBrand();
  if (wants("placeholder")) await generatePlaceholders();
  if (wants("og")) await generateOg();
  if (wants("hero")) await generateHero();
  if (wants("yacht")) await generateYachtStills();
  if (wants("vehicles")) await generateVehicles();
  if (WITH_VIDEO && wants("video")) await generateVideos();
  if (wants("readme")) writeReadme();
  let total = 0;
  for (const rel of written) total += statSync(path.join(OUT, rel)).size;
  console.log(`wrote ${written.length} files, ${(total / 1024).toFixed(0)} KiB`);
}

try {
  await main();
} finally {
  rmSync(TMP, { recursive: true, force: true });
}
