import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SITE_HOST, viaProxy, type ProxyResponse } from "./nginx.ts";
import { freePort } from "./ports.ts";

// Debian's Caddy running the shipped Caddyfile (deploy/caddy/Caddyfile) as docs/DEPLOY.md
// 4.2 sets it up. Only what must differ on a test machine is given from outside, the
// way an owner would: the file's own settings (SITE_ADDRESS, UPSTREAMS, ...) and
// Caddy's global options (high ports, certificates from Caddy's local CA instead of
// Let's Encrypt, the admin endpoint on a free port).

const ROOT = resolve(import.meta.dirname, "..", "..");
export const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";
export const CADDY_HOST = SITE_HOST;
// CADDY_DEBUG_LOG=FILE: Caddy runs with `debug` (each upstream try and its error),
// and its log, then its access log, are written to FILE when it stops.
const DEBUG_LOG = process.env.CADDY_DEBUG_LOG;

export type RunningCaddy = {
  httpPort: number;
  httpsPort: number;
  /** Caddy's local root certificate: what a visitor's browser would trust. */
  ca: Buffer;
  accessLog(): string;
  /** docs/DEPLOY.md 4.2: `UPSTREAMS=... caddy reload --config /etc/caddy/Caddyfile`, here with the test's admin address. */
  reload(upstreamPorts: number[]): void;
  stop(): Promise<void>;
};

export type CaddyAnswer = Omit<ProxyResponse, "body"> & { body: string };

/** One https request to Caddy for www.example.com at Caddy's port (SNI, Host with the port, Caddy's CA). */
export async function viaCaddy(caddy: Pick<RunningCaddy, "httpsPort" | "ca">, path: string, options: Parameters<typeof viaProxy>[2] = {}): Promise<CaddyAnswer> {
  const answer = await viaProxy({ ...caddy, host: `${CADDY_HOST}:${caddy.httpsPort}` }, path, options);
  return { ...answer, body: answer.body.toString("latin1") };
}

/** Caddy in front of the given upstream ports; the caller owns the upstreams. */
export async function startCaddy(upstreamPorts: number[]): Promise<RunningCaddy> {
  const dir = mkdtempSync(join(tmpdir(), "caddy-test-"));
  const [httpPort, httpsPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  /** Caddy's environment: the Caddyfile's settings, with the given containers as UPSTREAMS. */
  const env = (upstreams: number[]) => ({
    PATH: process.env.PATH,
    HOME: dir,
    XDG_DATA_HOME: join(dir, "xdg-data"),
    XDG_CONFIG_HOME: join(dir, "xdg-config"),
    SITE_ADDRESS: `${CADDY_HOST}:${httpsPort}`,
    APEX_ADDRESS: `example.com:${httpsPort}`,
    UPSTREAMS: upstreams.map((port) => `127.0.0.1:${port}`).join(" "),
    LOG_FILE: join(dir, "access.log"),
    MAINTENANCE_ROOT: join(ROOT, "deploy", "nginx"),
  });
  const config = join(dir, "Caddyfile");
  writeFileSync(
    config,
    [
      "{",
      // The admin endpoint (2019 by default) on a free port: the update procedure reloads Caddy through it.
      `\tadmin 127.0.0.1:${adminPort}`,
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      "\tlocal_certs",
      ...(DEBUG_LOG ? ["\tdebug"] : []),
      "\tskip_install_trust",
      `\tstorage file_system ${join(dir, "data")}`,
      "}",
      `import ${join(ROOT, "deploy", "caddy", "Caddyfile")}`,
    ].join("\n"),
  );
  const child = spawn(CADDY, ["run", "--config", config, "--adapter", "caddyfile"], { env: env(upstreamPorts), stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stdout.resume();
  const exited = new Promise((done) => child.once("exit", done));
  const accessLog = () => (existsSync(join(dir, "access.log")) ? readFileSync(join(dir, "access.log"), "utf8") : "");
  async function stop() {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    if (DEBUG_LOG) writeFileSync(DEBUG_LOG, output.join("") + accessLog());
    rmSync(dir, { recursive: true, force: true });
  }

  const rootCert = join(dir, "data", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const ca = readFileSync(rootCert);
      // Ready once it answers over https; the bare domain's redirect needs no upstream.
      const answer = await viaCaddy({ httpsPort, ca }, "/", { headers: { Host: `example.com:${httpsPort}` } });
      if (answer.status === 301) {
        const reload = (ports: number[]) =>
          execFileSync(CADDY, ["reload", "--config", config, "--adapter", "caddyfile", "--address", `127.0.0.1:${adminPort}`], {
            env: env(ports),
            stdio: "pipe",
          });
        return { httpPort, httpsPort, ca, accessLog, reload, stop };
      }
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`caddy did not serve: ${String(error)}\n${output.join("")}`);
      }
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
}
