import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { freePort } from "./ports.ts";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// Debian's nginx running the shipped configuration (deploy/nginx/) as an owner
// would, with only what must differ on a test machine rewritten: loopback high
// ports instead of 80/443, a temporary prefix for logs, cache and pid, and a
// certificate from a throwaway local CA instead of Let's Encrypt's.

const ROOT = resolve(import.meta.dirname, "..", "..");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const SITE_HOST = "www.example.com";

function makeCertificate(dir: string) {
  const run = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  run("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Test CA", "-keyout", "ca.key", "-out", "ca.pem");
  run("req", "-newkey", "rsa:2048", "-nodes", "-subj", `/CN=${SITE_HOST}`, "-keyout", "privkey.pem", "-out", "site.csr");
  writeFileSync(join(dir, "san.ext"), `subjectAltName=DNS:${SITE_HOST},DNS:example.com\n`);
  run("x509", "-req", "-in", "site.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-days", "2", "-extfile", "san.ext", "-out", "cert.pem");
  writeFileSync(join(dir, "fullchain.pem"), readFileSync(join(dir, "cert.pem")));
  return readFileSync(join(dir, "ca.pem"));
}

/** The shipped site files with the machine-specific parts pointed at `dir` and the given ports. */
export function testConfig(dir: string, ports: { http: number; https: number; upstreams: number[] }) {
  const shipped = ["miami-exotics-http.conf", "miami-exotics-https.conf"].map((name) =>
    readFileSync(join(ROOT, "deploy", "nginx", name), "utf8"),
  );
  const upstreams = ports.upstreams.map((port) => `127.0.0.1:${port}`);
  let index = 0;
  return shipped
    .join("\n")
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace(/listen 80;/g, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl http2;/g, `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/server 127\.0\.0\.1:300\d/g, () => `server ${upstreams[index++]}`)
    .replaceAll("/etc/letsencrypt/live/www.example.com", join(dir, "tls"))
    .replaceAll("/var/cache/nginx", join(dir, "cache"))
    .replaceAll("/var/log/nginx", join(dir, "logs"))
    .replaceAll("/var/www/miami-exotics", join(dir, "www"))
    .replaceAll("/var/www/letsencrypt", join(dir, "acme"));
}

export type RunningNginx = {
  httpPort: number;
  httpsPort: number;
  ca: Buffer;
  dir: string;
  accessLog(): string;
  stop(): Promise<void>;
};

/** nginx in front of the given upstream ports; the caller owns the upstreams. */
export async function startNginx(upstreamPorts: number[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), "nginx-test-"));
  for (const sub of ["tls", "logs", "www", "acme", "temp", "cache"]) mkdirSync(join(dir, sub));
  // Started as root, nginx's workers run as nobody (as Debian's run as www-data):
  // they must reach the files and own the directories they write.
  if (process.getuid?.() === 0) {
    chmodSync(dir, 0o755);
    for (const sub of ["temp", "cache"]) chownSync(join(dir, sub), 65534, 65534);
  }
  const ca = makeCertificate(join(dir, "tls"));
  writeFileSync(join(dir, "www", "maintenance.html"), readFileSync(join(ROOT, "deploy", "nginx", "maintenance.html")));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = testConfig(dir, { http: httpPort, https: httpsPort, upstreams: upstreamPorts });
  // The main file is Debian's nginx.conf in miniature: an http block that includes the site.
  writeFileSync(join(dir, "site.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      ...(process.getuid?.() === 0 ? ["user nobody nogroup;"] : []),
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "logs", "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      `  client_body_temp_path ${join(dir, "temp")}; proxy_temp_path ${join(dir, "temp")};`,
      `  fastcgi_temp_path ${join(dir, "temp")}; uwsgi_temp_path ${join(dir, "temp")}; scgi_temp_path ${join(dir, "temp")};`,
      `  include ${join(dir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "logs", "error.log")], { stdio: "pipe" });
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "logs", "error.log")], { stdio: "ignore" });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: "manual" });
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    httpPort,
    httpsPort,
    ca,
    dir,
    accessLog: () => readFileSync(join(dir, "logs", "miami-exotics.access.log"), "utf8"),
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      if (!process.env.KEEP_NGINX_DIR) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ProxyResponse = { status: number; headers: Record<string, string | string[] | undefined>; rawHeaders: string[]; body: Buffer };

/**
 * One https request to a proxy as a visitor of www.example.com makes it (SNI, the
 * proxy's CA); `Host` is www.example.com unless the proxy says otherwise.
 */
export function viaProxy(
  proxy: { httpsPort: number; ca: Buffer; host?: string },
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<ProxyResponse> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: proxy.httpsPort,
        servername: SITE_HOST,
        ca: proxy.ca,
        method: options.method ?? "GET",
        path,
        localAddress: options.localAddress,
        agent: false,
        headers: { Host: proxy.host ?? SITE_HOST, ...options.headers },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
        res.on("error", fail);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${path}`)));
    req.on("error", fail);
    req.end(options.body);
  });
}
