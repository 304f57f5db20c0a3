// Part of scripts/generate-media.ts: the drawn cars: body profiles per kind, colours from the slug, wheels and gradients.

import { GOLD, luminance, mix, n } from "./common.ts";

// Cars: side profiles in a 1000 x 400 box, facing right, ground at y = 400.

export type CarKind = "coupe" | "suv" | "boxy" | "sedan";

export type Profile = {
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

export const PROFILES: Record<CarKind, Profile> = {
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

export function carKind(slug: string): CarKind {
  if (/g63|g-class|g-wagon|g550|defender/.test(slug)) return "boxy";
  if (/urus|cullinan|gls|escalade|range-rover|cayenne|bentayga|dbx|suv|x7|q8|navigator|tahoe|suburban/.test(slug))
    return "suv";
  if (/ghost|phantom|maybach-s|s-580|s-class|flying-spur|sedan|panamera/.test(slug)) return "sedan";
  return "coupe";
}

/** The paint colour a slug names; gold for anything it does not. */
export function carColor(slug: string): string {
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

export type CarOptions = {
  id: string;
  color: string;
  kind: CarKind;
  /** Spoke rotation, degrees. */
  wheelAngle?: number;
  /** Outline-only drawing (placeholder). */
  outline?: boolean;
};

export function wheel(p: Profile, x: number, opts: CarOptions, rimId: string): string {
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
export function carDefs(opts: CarOptions): string {
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
