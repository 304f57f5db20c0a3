// Part of scripts/generate-media.ts: the Open Graph share image.

import { carDefs } from "./car.ts";
import { GOLD, GOLD_DARK, GOLD_LIGHT, render, SERIF, svgDoc, writeJpeg } from "./common.ts";

// 7. Social preview

export async function generateOg(): Promise<void> {
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
