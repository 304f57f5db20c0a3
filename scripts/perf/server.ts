import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";

// Starts the built production server (`server/start.ts`, as `npm start` does,
// with the same Node options) on 127.0.0.1 for the bench and the audit. Its request log goes to /dev/null: a
// load run would otherwise make this process parse every line while measuring.

export const ROOT = resolve(import.meta.dirname, "..", "..");
export const NODE = resolve(ROOT, "node_modules", ".bin", "node");

export type ProductionServer = {
  url: string;
  pid: number;
  /** Resident memory of the server process, in KiB (VmRSS). */
  rssKiB(): number;
  /** CPU time the server process has used so far (user + system), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
};

/** How `npm start` runs the server: its environment settings, then Node's options. */
export type StartCommand = { env: Record<string, string>; options: string[] };

/**
 * `npm start`'s command in `root` (its package.json's start script,
 * `[NAME=value ...] node [options] server/start.ts`): the bench and the tests run
 * the server as it is deployed, allocator and V8 settings included, and a
 * `--base=` checkout with its own.
 */
export function startCommand(root: string): StartCommand {
  const scripts = (JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts;
  const words = (scripts?.start ?? "").trim().split(/\s+/);
  const node = words.indexOf("node");
  const script = words.indexOf("server/start.ts");
  const assignments = words.slice(0, Math.max(node, 0)).map((word) => /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(word));
  if (node === -1 || script < node || assignments.some((match) => !match)) {
    throw new Error(`${root}: the start script is not \`[NAME=value ...] node [options] server/start.ts\``);
  }
  return { env: Object.fromEntries(assignments.map((match) => [match![1]!, match![2]!])), options: words.slice(node + 1, script) };
}

/** A port that was free a moment ago (the server needs it before it starts: SITE_URL names it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** User + system CPU time of a process, in ms (/proc/PID/stat, clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : Number.NaN;
}

async function waitUntilHealthy(url: string, child: ChildProcess, stderr: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr.join("")}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /healthz within ${timeoutMs} ms:\n${stderr.join("")}`);
}

/**
 * The canonical origin is the server's own, so links, canonical URLs and the
 * form origin check all agree with the address the tools open.
 */
export async function startProductionServer(env: Record<string, string> = {}, root = ROOT): Promise<ProductionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // `root` may be another checkout with its own build (the bench's `--base=`), run by this one's Node.
  const start = startCommand(root);
  const child = spawn(NODE, [...start.options, "server/start.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, ...start.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), SITE_URL: url, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    if (stderr.length < 200) stderr.push(chunk);
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  await waitUntilHealthy(url, child, stderr, 20_000);
  return {
    url,
    pid: child.pid!,
    rssKiB: () => rssKiB(child.pid!),
    cpuMs: () => cpuMs(child.pid!),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
