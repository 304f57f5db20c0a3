import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

// Mozilla's HTTP Observatory rules (npm @mdn/mdn-http-observatory). Its install
// script downloads the HSTS preload list from the web, which this machine cannot
// reach, so it is installed on demand with --ignore-scripts into a cache folder
// and given an empty preload list (preloading only matters for real domains).

const VERSION = "1.4.8";
const ROOT = resolve(import.meta.dirname, "..", "..");
const DIR = resolve(ROOT, "node_modules", ".cache", "observatory");
const PACKAGE = resolve(DIR, "node_modules", "@mdn", "mdn-http-observatory");
const NODE = resolve(ROOT, "node_modules", ".bin", "node");
const NPM_CLI = process.env.npm_execpath;

export function ensureObservatory(): string {
  if (!existsSync(resolve(PACKAGE, "src", "scan.js"))) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(resolve(DIR, "package.json"), '{"private":true}\n');
    const npm = NPM_CLI ? [NODE, [NPM_CLI]] as const : ["npm", []] as const;
    execFileSync(npm[0], [...npm[1], "install", "--prefix", DIR, "--ignore-scripts", "--no-audit", "--no-fund", "--no-save", `@mdn/mdn-http-observatory@${VERSION}`], {
      stdio: "ignore",
      timeout: 240_000,
    });
  }
  const preload = resolve(PACKAGE, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  return resolve(PACKAGE, "src", "scan.js");
}

export type ObservatoryTest = { pass: boolean; result: string; scoreModifier: number };
export type ObservatoryScan = { scan: { grade: string; score: number }; tests: Record<string, ObservatoryTest> };

export function scanHost(host: string): ObservatoryScan {
  const output = execFileSync(NODE, [ensureObservatory(), host], { encoding: "utf8", timeout: 60_000 });
  return JSON.parse(output) as ObservatoryScan;
}

/** The tests that only an https origin can pass (redirection to https, HSTS). */
export const HTTPS_ONLY = ["redirection", "strict-transport-security"];

/** The Observatory's score without the https-only tests: 100 plus every modifier (floor 0). */
export function scoreWithoutHttpsOnly(scan: ObservatoryScan): number {
  const modifiers = Object.entries(scan.tests)
    .filter(([name]) => !HTTPS_ONLY.includes(name))
    .reduce((sum, [, test]) => sum + test.scoreModifier, 0);
  return Math.max(0, 100 + modifiers);
}
