// Part of scripts/generate-media.ts: the placeholder images (a vehicle without photos).

import { carDefs } from "./car.ts";
import { GOLD, render, svgDoc, writeText, writeWebp } from "./common.ts";

// 6. Placeholders

export async function generatePlaceholders(): Promise<void> {
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
  // Served as it is, never through the picture pipeline: it is what shows when a copy fails.
  await writeWebp(png, "placeholder/vehicle.webp", undefined, 70);
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
