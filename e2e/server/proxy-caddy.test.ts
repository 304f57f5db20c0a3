import { request as httpRequest } from "node:http";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { JS_MODES } from "../support/browser";
import { CADDY, CADDY_HOST as HOST, startCaddy, viaCaddy as request, type CaddyAnswer, type RunningCaddy } from "../support/caddy";
import { expectHttpsAPlus, scanThroughProxy } from "../support/observatory";
import { freePort } from "../support/ports";
import { launchBehindProxy, sendEveryForm } from "../support/proxy-forms";
import { startSite, type RunningSite } from "../support/site";
import { readFileSync } from "node:fs";

// The shipped Caddyfile (deploy/caddy/Caddyfile) run by Debian's Caddy in front of
// two instances of the real server, as docs/DEPLOY.md 4.2 sets it up (see
// support/caddy.ts for what differs on a test machine): https, forms from a real
// browser, the client's address, an update that fails no request, the
// maintenance page.

const ROOT = resolve(import.meta.dirname, "..", "..");
let caddy: RunningCaddy;
let browser: Browser;
const ports: number[] = [];
const sites: RunningSite[] = [];
const siteEnv = () => ({ TRUST_PROXY: "1", SITE_URL: `https://${HOST}:${caddy.httpsPort}` });
const viaCaddy = (path: string, options?: Parameters<typeof request>[2]) => request(caddy, path, options);
const count = (answer: CaddyAnswer, name: string) => answer.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name).length;

const available = existsSync(CADDY);
if (!available && process.env.CI) throw new Error(`caddy is missing at ${CADDY}: scripts/ensure-nginx.sh installs it`);

beforeAll(async () => {
  if (!available) return;
  ports.push(await freePort(), await freePort());
  caddy = await startCaddy(ports);
  sites.push(...(await Promise.all(ports.map((port) => startSite({ ...siteEnv(), PORT: String(port) })))));
  browser = await launchBehindProxy(HOST, caddy.httpsPort);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await caddy?.stop();
  await Promise.all(sites.map((site) => site.stop()));
});

test.runIf(available)("https with HSTS once, compression once, http and the bare domain redirect to https://www", async () => {
  const page = await viaCaddy("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.status).toBe(200);
  expect(count(page, "strict-transport-security")).toBe(1);
  expect(page.headers["content-encoding"]).toBe("br");
  expect(count(page, "content-encoding")).toBe(1);
  // Caddy's request id reached the site: its log line carries the one Caddy logged
  // (the site answers with the id it was given).
  type Line = { request: { uri: string }; resp_headers: Record<string, string[]> };
  const idOfHome = () =>
    caddy
      .accessLog()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line)
      .find((line) => line.request.uri === "/")?.resp_headers["X-Request-Id"]?.[0];
  await expect.poll(idOfHome).toMatch(/^[0-9a-f-]{36}$/);
  const siteIds = () => sites.flatMap((site) => site.logs).filter((entry) => entry.event === "request" && entry.path === "/").map((entry) => entry.requestId);
  await expect.poll(siteIds).toContain(idOfHome());
  expect(page.headers["x-request-id"]).toBe(idOfHome());

  const plain = await new Promise<{ status: number; location?: string }>((done, fail) => {
    httpRequest({ host: "127.0.0.1", port: caddy.httpPort, path: "/fleet?x=1", headers: { Host: `${HOST}:${caddy.httpPort}` } }, (res) => {
      res.resume();
      done({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on("error", fail)
      .end();
  });
  expect(plain.status).toBe(308);
  // Caddy's own redirect names the default https port (443), whatever https_port says.
  expect(plain.location).toBe(`https://${HOST}/fleet?x=1`);
  const apex = await viaCaddy("/contact", { headers: { Host: `example.com:${caddy.httpsPort}` } });
  expect(apex.status).toBe(301);
  expect(apex.headers.location).toBe(`https://${HOST}:${caddy.httpsPort}/contact`);
});

test.runIf(available)("a form post through Caddy is answered; a forged X-Forwarded-Host cannot pass the origin check", async () => {
  const form = new URLSearchParams({ name: "Ann Lee", phone: "305", email: "ann@example.com", message: "Hello" }).toString();
  const headers = { "Content-Type": "application/x-www-form-urlencoded" };
  const good = await viaCaddy("/contact", { method: "POST", body: form, headers: { ...headers, Origin: `https://${HOST}:${caddy.httpsPort}` } });
  expect(good.status).toBe(303);
  expect(good.headers.location).toMatch(/^mailto:/);
  const forged = await viaCaddy("/contact", {
    method: "POST",
    body: form,
    headers: { ...headers, Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
  });
  expect(forged.status).toBeGreaterThanOrEqual(400);
  expect(forged.status).toBeLessThan(500);
  expect(forged.headers.location).toBeUndefined();
});

test.runIf(available)("the app logs the visitor's address and Caddy's request id; a forged X-Forwarded-For changes nothing", async () => {
  // The visitor connects from 127.0.0.2; Caddy reaches the app from 127.0.0.1.
  const answer = await viaCaddy(`/robots.txt?from=${Date.now()}`, { localAddress: "127.0.0.2", headers: { "X-Forwarded-For": "203.0.113.9" } });
  expect(answer.status).toBe(200);
  const id = answer.headers["x-request-id"];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(() => sites.flatMap((site) => site.logs).find((line) => line.event === "request" && line.requestId === id), { timeout: 5_000 })
    .toMatchObject({ client: "127.0.0.2", path: "/robots.txt" });
});

test.runIf(available)("Mozilla's HTTP Observatory grades https://www.example.com through Caddy A+, every test passed", () => {
  expectHttpsAPlus(scanThroughProxy(HOST, caddy));
}, 120_000);

describe.each(JS_MODES)("through Caddy, $label", ({ js }) => {
  test.runIf(available)("every form opens its draft", () => sendEveryForm(browser, HOST, js), 90_000);
});

// Caddy 2.6 cannot send a form post to the other container once it has tried the
// stopping one: the retry goes out with an empty body ("ContentLength=57 with Body
// length 0"; Caddy fixed it in 2.11). So the documented procedure takes the
// container out of Caddy's configuration before stopping it, and puts it back
// once the new one is healthy. With the plain stop-and-start this failed in 4 of 6
// runs (1-2 POST 503s).
// After a reload the previous configuration still answers requests on the
// connections it had accepted, with both containers in its list and without
// retries (its context is cancelled, which ends Caddy 2.6's retry loop at once):
// stopping the container right after the reload failed 1-3 requests in most runs
// (Caddy's debug log: "connection refused", then the maintenance page within 1 ms).
// Hence the documented wait, read from docs/DEPLOY.md so that both say the same.
const documentedWait = (() => {
  const script = /UPSTREAMS=\S+ caddy reload[^\n]*\n\s*sleep (\d+)/.exec(readFileSync(resolve(ROOT, "docs", "DEPLOY.md"), "utf8"));
  if (!script) throw new Error("docs/DEPLOY.md 4.2: no `sleep N` right after the reload that takes a container out");
  return Number(script[1]) * 1000;
})();

test.runIf(available)("replacing each instance in turn as documented (out of Caddy, wait, SIGTERM, new one, /healthz, back in) fails no GET and no POST", async () => {
  // A new connection per request. A reload closes Caddy's idle HTTP/1.1 keep-alive
  // connections, so a client that reuses one at that instant sees it closed
  // ("socket hang up", seen here with a keep-alive agent); browsers speak HTTP/2 to
  // Caddy, get a GOAWAY instead and send the request again on a new connection.
  const form = new URLSearchParams({ name: "Ann Lee", phone: "305", email: "ann@example.com", message: "Hi" }).toString();
  const failures: string[] = [];
  let sent = 0;
  let running = true;
  let phase = "before";
  async function client(worker: number) {
    for (let i = 0; running && i < 5_000; i++) {
      sent++;
      const post = (i + worker) % 2 === 0;
      const sentIn = phase;
      try {
        const answer = post
          ? await viaCaddy("/contact", {
              method: "POST",
              body: form,
              headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `https://${HOST}:${caddy.httpsPort}` },
            })
          : await viaCaddy(`/fleet?n=${worker}-${i}`);
        if (answer.status !== (post ? 303 : 200)) failures.push(`${post ? "POST" : "GET"} ${answer.status} (sent ${sentIn})`);
      } catch (error) {
        failures.push(`${post ? "POST" : "GET"} ${String(error)} (sent ${sentIn})`);
      }
    }
  }
  const clients = [0, 1, 2, 3].map((worker) => client(worker));
  await new Promise((wait) => setTimeout(wait, 500));
  for (const index of [0, 1]) {
    phase = `${index}: reload without it`;
    caddy.reload(ports.filter((_, other) => other !== index));
    phase = `${index}: wait`;
    await new Promise((wait) => setTimeout(wait, documentedWait));
    phase = `${index}: stop`;
    const stopped = sites[index]!;
    expect(await stopped.stop("SIGTERM"), stopped.output.join("\n") + JSON.stringify(stopped.logs.slice(-3))).toBe(0);
    phase = `${index}: start`;
    sites[index] = await startSite({ ...siteEnv(), PORT: String(ports[index]) });
    while ((await fetch(`${sites[index].url}/healthz`)).status !== 200) await new Promise((wait) => setTimeout(wait, 200));
    phase = `${index}: reload with both`;
    caddy.reload(ports);
    phase = `${index}: after`;
    // The new instance gets its share before the next one is taken out.
    await new Promise((wait) => setTimeout(wait, 1_500));
  }
  running = false;
  await Promise.all(clients);
  // What Caddy saw of a failed request: its upstream error is not in the access log, its timing is.
  const errors = caddy
    .accessLog()
    .split("\n")
    .filter((line) => /"status":5\d\d/.test(line))
    .map((line) => JSON.stringify((({ ts, duration, status }) => ({ ts, duration, status }))(JSON.parse(line) as { ts: number; duration: number; status: number })));
  expect(failures, errors.slice(0, 4).join("\n")).toEqual([]);
  expect(sent).toBeGreaterThan(100);
  for (const site of sites) expect(site.logs.filter((entry) => entry.event === "request" && entry.path !== "/healthz").length).toBeGreaterThan(0);
}, 120_000);

test.runIf(available)("with both instances down, Caddy serves the maintenance page (503, not cached)", async () => {
  await Promise.all(sites.map((site) => site.stop()));
  const down = await viaCaddy("/fleet");
  expect(down.status).toBe(503);
  expect(down.body).toContain("Back in a moment");
  // A Spanish visitor gets the same page, which says it in Spanish too.
  const spanish = await viaCaddy("/es/fleet");
  expect(spanish.status).toBe(503);
  expect(spanish.body).toMatch(/<section lang="es">\s*<h2>Volvemos enseguida<\/h2>/);
  expect(down.headers["cache-control"]).toBe("no-store");
  expect(down.headers["retry-after"]).toBe("30");
});
