import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { startCommand } from "../../scripts/perf/server";

// Starts the real production server (`server/start.ts` on the built app) on
// 127.0.0.1 with a free port, exactly as `npm start` would, with extra environment.

const ROOT = resolve(import.meta.dirname, "..", "..");
const NODE = resolve(ROOT, "node_modules", ".bin", "node");
// `npm start`'s own command line (package.json): its environment settings and Node options.
const START = startCommand(ROOT);

export type RunningSite = {
  url: string;
  process: ChildProcess;
  /** Every JSON log line the server printed, parsed. */
  logs: Record<string, unknown>[];
  /** Plain stderr/stdout lines that were not JSON. */
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * `timeoutMs`: until the "listening" line. Under 1 s on a quiet machine; a full run on the
 * shared 2 cores (load 14-23) once took over 20 s for three servers started at once
 * (e2e/support/fleet-sites.ts), failing a whole file. A server that never listens still
 * fails, within the hooks' 60 s (vitest.config.ts).
 */
export function startSite(env: Record<string, string> = {}, timeoutMs = 45_000): Promise<RunningSite> {
  const child = spawn(NODE, [...START.options, "server/start.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      ...START.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      // Each server keeps its enquiries apart, and the tests' many posts from 127.0.0.1 are all kept.
      DATA_DIR: mkdtempSync(join(tmpdir(), "site-data-")),
      ENQUIRY_RATE_LIMIT: "10000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const output: string[] = [];
  let exited: Promise<number | null> = new Promise((done) => child.once("exit", (code) => done(code)));

  return new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`server did not start within ${timeoutMs} ms:\n${output.join("\n")}`));
    }, timeoutMs);
    function onLine(line: string) {
      let entry: Record<string, unknown> | null = null;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        output.push(line);
      }
      if (!entry) return;
      logs.push(entry);
      if (entry.event === "listening") {
        clearTimeout(timer);
        ready({
          url: `http://127.0.0.1:${entry.port as number}`,
          process: child,
          logs,
          output,
          async stop(signal = "SIGTERM") {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    }
    createInterface({ input: child.stdout! }).on("line", onLine);
    createInterface({ input: child.stderr! }).on("line", onLine);
    exited = exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code} before listening:\n${output.join("\n")}`));
      return code;
    });
  });
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function startSiteExpectingFailure(env: Record<string, string>) {
  try {
    const site = await startSite(env);
    await site.stop();
    throw new Error("server started but was expected to fail");
  } catch (error) {
    return String((error as Error).message);
  }
}

/**
 * A page's pictures name their originals' versions and previews once the
 * picture pipeline has read them (in the background, after the first render
 * that asked). Each server renders the page until two renders in a row agree,
 * so its first kept page names what a fresh render names: a request with
 * credentials is never answered from or kept by the page cache.
 */
export async function picturesSettled(site: RunningSite, path: string) {
  const read = async () => (await fetch(`${site.url}${path}`, { headers: { Authorization: "Bearer settle" } })).text();
  let last = await read();
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await new Promise((done) => setTimeout(done, 250));
    const next = await read();
    if (next === last) return;
    last = next;
  }
  throw new Error(`${path} kept changing`);
}
