// Part of scripts/generate-media.ts: the yacht charter stills.

import { n, render, rngFor, svgDoc, writeJpeg } from "./common.ts";
import { ripples, skyline, stars, waterReflections, yachtDefs } from "./scenery.ts";

// 3. Yacht stills and 4. the clips' scenes

export type YachtLook = {
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

export const YACHT_LOOKS: YachtLook[] = [
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
export function wake(x: number, waterline: number, s: number, tau: number): string {
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

export function yachtScene(look: YachtLook, width: number, height: number, t = 0): string {
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

export async function generateYachtStills(): Promise<void> {
  for (const [i, look] of YACHT_LOOKS.entries()) {
    // One original per photo (SPEC.md's yacht/image1..4.jpg); shown at most a quarter of the page wide.
    const png = await render(yachtScene(look, 1280, 800));
    await writeJpeg(png, `yacht/image${i + 1}.jpg`, 82);
  }
}
