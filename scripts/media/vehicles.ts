// Part of scripts/generate-media.ts: vehicle photos: one original per image path of the demo fleet.

import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { carColor, carDefs, carKind, PROFILES } from "./car.ts";
import { between, GOLD, hashString, n, OUT, render, rngFor, ROOT, svgDoc, writeJpeg } from "./common.ts";

// 1. Vehicles

export type Variant = {
  glow: string;
  glow2: string;
  scale: number;
  cx: number;
  ground: number;
  flip: boolean;
};

export const VARIANTS: Variant[] = [
  { glow: "#7a5c22", glow2: "#2a2113", scale: 1.02, cx: 640, ground: 606, flip: false },
  { glow: "#27476b", glow2: "#111a26", scale: 1.2, cx: 600, ground: 650, flip: false },
  { glow: "#6a2a2e", glow2: "#24120f", scale: 0.9, cx: 668, ground: 586, flip: true },
];

export function vehicleScene(slug: string, variantIndex: number, width: number, height: number, extra = ""): string {
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

export async function vehicleImagePaths(): Promise<string[] | null> {
  const file = path.join(ROOT, "app", "catalog", "demo-catalog.json");
  if (!existsSync(file)) return null;
  const rows = JSON.parse(readFileSync(file, "utf8")) as { images: string[] }[];
  return [...new Set(rows.flatMap((row) => row.images))];
}

/** The originals' size: the gallery shows them up to 792 px wide, 1584 px at 2x; the pipeline's largest copy is 1920. */
export const VEHICLE_PHOTO = { width: 1920, height: 1200 } as const;

export async function generateVehicles(): Promise<void> {
  const paths = await vehicleImagePaths();
  if (!paths) {
    console.warn("app/catalog/demo-catalog.json not found: skipping vehicles/");
    return;
  }
  const wanted = new Set<string>();
  for (const rel of [...new Set(paths)].sort()) {
    const m = /^vehicles\/([a-z0-9-]+?)(?:-(\d+))?\.jpg$/.exec(rel);
    if (!m) {
      console.warn(`skipping unexpected image path ${rel}`);
      continue;
    }
    const slug = m[1] ?? "vehicle";
    const index = m[2] ? Number(m[2]) - 1 : hashString(slug) % VARIANTS.length;
    const png = await render(vehicleScene(slug, index, VEHICLE_PHOTO.width, VEHICLE_PHOTO.height));
    await writeJpeg(png, rel, 78);
    wanted.add(path.basename(rel));
  }
  // Drop renders for paths the catalog no longer lists (and the hand-made WebP copies of before).
  const dir = path.join(OUT, "vehicles");
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!wanted.has(name)) {
      rmSync(path.join(dir, name));
      console.log(`removed stale vehicles/${name}`);
    }
  }
}
