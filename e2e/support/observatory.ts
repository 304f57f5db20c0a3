import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { expect } from "vitest";
import { join, resolve } from "node:path";

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
    // Installed in a folder of its own, then renamed into place: two test files
    // (run side by side) may both find it missing.
    const own = `${DIR}.${process.pid}`;
    mkdirSync(own, { recursive: true });
    writeFileSync(resolve(own, "package.json"), '{"private":true}\n');
    const npm = NPM_CLI ? [NODE, [NPM_CLI]] as const : ["npm", []] as const;
    execFileSync(npm[0], [...npm[1], "install", "--prefix", own, "--ignore-scripts", "--no-audit", "--no-fund", "--no-save", `@mdn/mdn-http-observatory@${VERSION}`], {
      stdio: "ignore",
      timeout: 240_000,
    });
    if (!existsSync(resolve(PACKAGE, "src", "scan.js"))) {
      rmSync(DIR, { recursive: true, force: true });
      try {
        renameSync(own, DIR);
      } catch {
        // The other one was first.
      }
    }
    rmSync(own, { recursive: true, force: true });
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

/**
 * The scan a visitor's https://HOST gets through a proxy on this machine: the
 * scanner's connections to HOST:443 and HOST:80 go to the proxy's ports
 * (support/connect-map.ts), and it trusts the proxy's test CA.
 */
export function scanThroughProxy(host: string, proxy: { httpPort: number; httpsPort: number; ca: Buffer }): ObservatoryScan {
  const dir = mkdtempSync(join(tmpdir(), "observatory-"));
  try {
    writeFileSync(join(dir, "ca.pem"), proxy.ca);
    const output = execFileSync(NODE, ["--import", resolve(import.meta.dirname, "connect-map.ts"), ensureObservatory(), host], {
      encoding: "utf8",
      timeout: 60_000,
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: join(dir, "ca.pem"),
        CONNECT_MAP: `${host}:443=127.0.0.1:${proxy.httpsPort} ${host}:80=127.0.0.1:${proxy.httpPort}`,
      },
    });
    return JSON.parse(output) as ObservatoryScan;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** "name: result" of every test the scan failed, apart from those named in `except`. */
export function failedTests(scan: ObservatoryScan, except: string[] = []): string[] {
  return Object.entries(scan.tests)
    .filter(([name, result]) => !result.pass && !except.includes(name))
    .map(([name, result]) => `${name}: ${result.result}`);
}

/** A site served over https (behind a proxy): A+, every test passed, https redirection and HSTS included. */
export function expectHttpsAPlus(scan: ObservatoryScan) {
  expect(failedTests(scan)).toEqual([]);
  expect(scan.tests["redirection"]?.result).toBe("redirection-to-https");
  expect(scan.tests["strict-transport-security"]?.result).toMatch(/^hsts-implemented/);
  expect(scan.scan.grade).toBe("A+");
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
