// Part of scripts/generate-media.ts: the home page hero still.

import { n, render, rngFor, svgDoc, writeJpeg } from "./common.ts";
import { palm, ripples, skyline, stars, waterReflections } from "./scenery.ts";

// 2. Hero: Miami at night from the water.

export function heroScene(width: number, height: number): string {
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

export async function generateHero(): Promise<void> {
  const png = await render(heroScene(1920, 1080));
  // The one original: the site's picture pipeline makes every width and format from it.
  await writeJpeg(png, "hero/background.jpg", 82);
}
