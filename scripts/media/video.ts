// Part of scripts/generate-media.ts: the clips (ffmpeg) and their posters.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { between, GOLD_LIGHT, n, note, outPath, render, rngFor, svgDoc, TMP, writeJpeg } from "./common.ts";
import { skyline, stars, waterReflections } from "./scenery.ts";
import { vehicleScene } from "./vehicles.ts";
import { YACHT_LOOKS, yachtScene } from "./yacht.ts";

export function cityMotionScene(width: number, height: number, t: number): string {
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

export function carPanScene(width: number, height: number, t: number): string {
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

export async function encodeClip(
  rel: string,
  scene: (width: number, height: number, t: number) => string,
): Promise<void> {
  const frames = 96;
  const dir = mkdtempSync(path.join(TMP, "frames-"));
  for (let i = 0; i < frames; i++) {
    const svg = scene(640, 360, i / frames);
    const png = await sharp(Buffer.from(svg)).flatten({ background: "#000000" }).png({ compressionLevel: 1 }).toBuffer();
    writeFileSync(path.join(dir, `f${String(i).padStart(3, "0")}.png`), png);
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

type Scene = (width: number, height: number, t: number) => string;

function clips(): [string, Scene][] {
  const sunset = YACHT_LOOKS[0];
  const night = YACHT_LOOKS[1];
  if (!sunset || !night) throw new Error("yacht looks missing");
  return [
    ["yacht/video.mp4", (w, h, t) => yachtScene({ ...sunset, scale: 0.62, x: 330, waterline: 560 }, w, h, t).replace(
    /<g transform="scale\(([\d.]+) ([\d.]+)\)">/,
    // 16:9 crop of the 16:10 scene: scale to width and lift by 40px (at the clips' 640 px).
    (_, sx: string) => `<g transform="translate(0 ${n((-40 * w) / 640)}) scale(${sx} ${sx})">`,
  )],
    ["pipeline/video.mp4", cityMotionScene],
    ["pipeline/yatch1.mp4", (w, h, t) => yachtScene({ ...night, scale: 0.8, x: 240, waterline: 590 }, w, h, t).replace(
    /<g transform="scale\(([\d.]+) ([\d.]+)\)">/,
    (_, sx: string) => `<g transform="translate(0 ${n((-80 * w) / 640)}) scale(${sx} ${sx})">`,
  )],
    ["quick-booking/car.mp4", carPanScene],
  ];
}

export async function generateVideos(): Promise<void> {
  try {
    execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
  } catch {
    console.warn("ffmpeg not found: skipping the clips (apt-get install ffmpeg)");
    return;
  }
  for (const [rel, scene] of clips()) await encodeClip(rel, scene);
}

/**
 * Each clip's first frame as one JPEG original (`<clip>-poster.jpg`), twice
 * the clips' 640x360: a poster covers a full-width section before the clip
 * plays, and the picture pipeline makes its copies. No ffmpeg needed.
 */
export async function generatePosters(): Promise<void> {
  for (const [rel, scene] of clips()) {
    await writeJpeg(await render(scene(1280, 720, 0)), rel.replace(/\.mp4$/, "-poster.jpg"), 82);
  }
}
