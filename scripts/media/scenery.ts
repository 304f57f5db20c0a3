// Part of scripts/generate-media.ts: Miami scenery shared by the hero, the yacht stills and the clips: skyline,
// water reflections, stars, palms, ripples, and the yacht's gradients.

import { between, GOLD, GOLD_LIGHT, n, type Rng } from "./common.ts";

// Scenery: skylines, palms, water, stars.

export type Building = { x: number; w: number; h: number; cap: number };

export function skylineBuildings(rng: Rng, width: number, maxH: number): Building[] {
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

export function skyline(
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
export function waterReflections(rng: Rng, y0: number, y1: number, width: number, color: string, count: number, phase = 0): string {
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

export function stars(rng: Rng, width: number, height: number, count: number, twinkle = 0): string {
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
export function palm(rng: Rng, x: number, baseY: number, height: number, lean: number, color: string, sway = 0): string {
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
export function ripples(rng: Rng, y0: number, y1: number, width: number, color: string, count: number, phase = 0): string {
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

export function yachtDefs(id: string, opts: { lit: boolean }): string {
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
