// Part of scripts/generate-media.ts: the brand monogram and wordmarks.

import { GOLD, GOLD_DARK, GOLD_LIGHT, n, render, SANS, SERIF, svgDoc, writeJpeg, writeText } from "./common.ts";

// 5. Brand: the business monogram and plain-type make wordmarks.

export function monogram(size: number, withBackground: boolean): string {
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

export const WORDMARKS: { file: string; text: string; serif: boolean; weight: number; spacing: number; italic?: boolean }[] = [
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

export function wordmark(w: (typeof WORDMARKS)[number]): string {
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

export async function generateBrand(): Promise<void> {
  const png = await render(monogram(256, true));
  // One original (opaque, so JPEG); the picture pipeline makes the copies.
  await writeJpeg(png, "brand/logo.jpg", 88);
  for (const w of WORDMARKS) writeText(`brand/${w.file}.svg`, wordmark(w));
}
