import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

// The display face, cut down to what the site's own text uses (issue 6: on a
// slow phone every kilobyte before the first paint counts). A cut face is
// declared in app/app.css with a unicode-range after the full latin face of the
// same family, so a character outside the cut (an accented model name from the
// catalog, say) still comes from the full file, which is fetched only then.

/** Code points in the cut faces: printable ASCII, Spanish letters and signs, and the typography the pages use. */
export const BASIC_CODE_POINTS: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa1], // no-break space, ¡
  [0xa9, 0xaa], // © ª
  [0xae, 0xae], // ®
  [0xb7, 0xb7], // ·
  [0xba, 0xba], // º
  [0xbf, 0xbf], // ¿
  // Spanish (every page links to its twin as "Español"): Á É Í Ñ Ó Ú Ü and á é í ñ ó ú ü.
  [0xc1, 0xc1],
  [0xc9, 0xc9],
  [0xcd, 0xcd],
  [0xd1, 0xd1],
  [0xd3, 0xd3],
  [0xd7, 0xd7], // ×
  [0xda, 0xda],
  [0xdc, 0xdc],
  [0xe1, 0xe1],
  [0xe9, 0xe9],
  [0xed, 0xed],
  [0xf1, 0xf1],
  [0xf3, 0xf3],
  [0xfa, 0xfa],
  [0xfc, 0xfc],
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

/** The CSS unicode-range of the cut faces (app/app.css must carry exactly this). */
export function basicUnicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return BASIC_CODE_POINTS.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

function basicText(): string {
  let text = "";
  for (const [from, to] of BASIC_CODE_POINTS) for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

type Face = {
  /** The file under app/fonts/ that app/app.css and the root route name. */
  file: string;
  /** The full face in node_modules. */
  source: string;
};

export const FACES: readonly Face[] = [
  { file: "playfair-display-basic-700.woff2", source: "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2" },
];

const OUT_DIR = resolve(import.meta.dirname, "..", "app", "fonts");

/** Writes every cut face that is missing or older than its source; returns the files written. */
export async function subsetFonts(outDir = OUT_DIR): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const written: string[] = [];
  const text = basicText();
  for (const face of FACES) {
    const source = require.resolve(face.source);
    const target = resolve(outDir, face.file);
    // Up to date when written after both its source and this script (which sets the cut).
    const made = statSync(target, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (made >= Math.max(statSync(source).mtimeMs, statSync(import.meta.filename).mtimeMs)) continue;
    const cut = await subsetFont(readFileSync(source), text, { targetFormat: "woff2" });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, cut);
    written.push(target);
  }
  return written;
}

/** Vite plugin: the cut faces exist before any stylesheet asks for them (dev and build). */
export function subsetFontsPlugin(): Plugin {
  return {
    name: "subset-fonts",
    async buildStart() {
      await subsetFonts();
    },
  };
}
