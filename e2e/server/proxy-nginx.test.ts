import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { JS_MODES } from "../support/browser";
import { launchBehindProxy, sendEveryForm } from "../support/proxy-forms";
import { NGINX, SITE_HOST, startNginx, viaProxy, type RunningNginx } from "../support/nginx";
import { expectHttpsAPlus, scanThroughProxy } from "../support/observatory";
import { freePort } from "../support/ports";
import { startSite, type RunningSite } from "../support/site";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

// The shipped nginx configuration (deploy/nginx/) in front of two instances of the
// real server, as docs/DEPLOY.md sets them up: https, caching, forms, the client's
// address, the maintenance page, and an update that fails no request.

// The shipped limit on kept enquiries (10 per address per 10 minutes, per instance).
const SITE_ENV = { TRUST_PROXY: "1", SITE_URL: `https://${SITE_HOST}`, ENQUIRY_RATE_LIMIT: "10" };
const ports: number[] = [];
const sites: RunningSite[] = [];
let proxy: RunningNginx;
let browser: Browser;

if (!existsSync(NGINX) && process.env.CI) throw new Error(`nginx is missing at ${NGINX}: scripts/ensure-nginx.sh installs it`);

beforeAll(async () => {
  ports.push(await freePort(), await freePort());
  sites.push(...(await Promise.all(ports.map((port) => startSite({ ...SITE_ENV, PORT: String(port) })))));
  proxy = await startNginx(ports);
  browser = await launchBehindProxy(SITE_HOST, proxy.httpsPort);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await Promise.all(sites.map((site) => site.stop()));
});

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

test("http answers with a redirect to https; https serves the site with HSTS once and compression once", async () => {
  const plain = await fetch(`http://127.0.0.1:${proxy.httpPort}/fleet?brand=ferrari`, { redirect: "manual", headers: { Host: SITE_HOST } });
  expect(plain.status).toBe(301);
  expect(plain.headers.get("location")).toBe(`https://${SITE_HOST}/fleet?brand=ferrari`);

  for (const encoding of ["br", "gzip"]) {
    const page = await viaProxy(proxy, "/", { headers: { "Accept-Encoding": encoding } });
    expect(page.status).toBe(200);
    expect(header(page.headers["strict-transport-security"])).toEqual(["max-age=63072000; includeSubDomains"]);
    expect(header(page.headers["content-encoding"])).toEqual([encoding]);
    const html = (encoding === "br" ? brotliDecompressSync(page.body) : gunzipSync(page.body)).toString("utf8");
    expect(html).toContain(`<link rel="canonical" href="https://${SITE_HOST}/"/>`);
  }
});

test("pages are cached (MISS, then HIT), each response with its own request id; unknown build files never", async () => {
  const path = `/contact?cache-test=${Date.now()}`;
  const first = await viaProxy(proxy, path);
  const second = await viaProxy(proxy, path);
  expect(first.headers["x-cache-status"]).toBe("MISS");
  expect(second.headers["x-cache-status"]).toBe("HIT");
  expect(header(second.headers["x-request-id"])).toHaveLength(1);
  expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);

  for (const missing of ["/assets/old-build-Ab12Cd34.js", "/media/fleet/nope.jpg"]) {
    const answers = [await viaProxy(proxy, missing), await viaProxy(proxy, missing)];
    expect(answers.map((a) => a.status)).toEqual([404, 404]);
    expect(answers.map((a) => a.headers["x-cache-status"])).not.toContain("HIT");
  }
});

test("picture copies are answered from nginx's own cache; a placeholder or a redirect never", async () => {
  const redirect = await viaProxy(proxy, "/img/640/0/hero/background.jpg.webp");
  expect(redirect.status).toBe(302);
  const copy = String(redirect.headers.location);
  const answers = [await viaProxy(proxy, copy), await viaProxy(proxy, copy)];
  expect(answers.map((a) => [a.status, a.headers["content-type"], a.headers["x-cache-status"]])).toEqual([
    [200, "image/webp", "MISS"],
    [200, "image/webp", "HIT"],
  ]);
  expect(answers[1]!.body.equals(answers[0]!.body)).toBe(true);
  // In the copies' own cache (kept 30 idle days), not the pages' (10 minutes).
  const kept = readdirSync(join(proxy.dir, "cache", "miami-exotics-img"), { recursive: true });
  expect(kept.length).toBeGreaterThan(0);
  const version = /^\/img\/640\/([^/]+)\//.exec(copy)![1]!;
  for (const uncached of ["/img/640/0/hero/background.jpg.webp", `/img/640/${version}/hero/nowhere.jpg.webp`]) {
    const again = [await viaProxy(proxy, uncached), await viaProxy(proxy, uncached)];
    expect(again.map((a) => a.headers["x-cache-status"]), uncached).not.toContain("HIT");
  }
});

test("the app logs the visitor's address and nginx's request id; forged forwarding headers change nothing", async () => {
  // The visitor connects from 127.0.0.2; nginx reaches the app from 127.0.0.1.
  const answer = await viaProxy(proxy, `/robots.txt?from=${Date.now()}`, { localAddress: "127.0.0.2", headers: { "X-Forwarded-For": "203.0.113.9" } });
  const id = answer.headers["x-request-id"];
  await expect
    .poll(() => sites.flatMap((site) => site.logs).find((line) => line.event === "request" && line.requestId === id), { timeout: 5_000 })
    .toMatchObject({ client: "127.0.0.2", path: "/robots.txt" });
  // nginx writes its access log line once the request is finalised, which can be just after the answer arrives.
  await expect.poll(() => proxy.accessLog(), { timeout: 5_000 }).toContain(`"requestId":"${id as string}"`);

  const forged = await viaProxy(proxy, "/contact-panel", {
    method: "POST",
    headers: { "X-Forwarded-Host": "evil.example", Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Ann", phone: "305", email: "ann@example.com", service: "Yacht Charter" }).toString(),
  });
  expect(forged.status).toBe(400);
  expect(forged.headers.location).toBeUndefined();
});

test("100 posts in a few seconds from one visitor keep at most 10 per instance; every post gets its draft; others are still kept", async () => {
  const fields = { name: "Ann Lee", phone: "+1 305 555 0100", email: "ann@example.com", service: "Yacht Charter", _scripted: "1" };
  // A hydrated form's post (single fetch's .data URL), from the visitor's own address; the forged header is ignored.
  const send = (from: string, message: string) =>
    viaProxy(proxy, "/contact-panel.data", {
      method: "POST",
      localAddress: from,
      headers: { Origin: `https://${SITE_HOST}`, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `198.51.100.${message.length}` },
      body: new URLSearchParams({ ...fields, message }).toString(),
    });
  const answers: string[] = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 5 }, async (_, lane) => {
      for (let i = lane; i < 100; i += 5) {
        const answer = await send("127.0.0.4", `flood ${"x".repeat(i)}`);
        expect(answer.status).toBe(200);
        answers.push(answer.body.toString("utf8"));
      }
    }),
  );
  const kept = answers.filter((body) => body.includes('"received"')).length;
  console.log(`flood through nginx: 100 posts in ${Date.now() - started} ms, ${kept} kept across ${sites.length} instances`);
  expect(answers.every((body) => body.includes("mailto:"))).toBe(true);
  expect(kept).toBeGreaterThanOrEqual(10);
  expect(kept).toBeLessThanOrEqual(10 * sites.length);

  const neighbour = await send("127.0.0.5", "a different visitor");
  expect(neighbour.body.toString("utf8")).toContain('"received"');
  expect((await viaProxy(proxy, "/healthz")).status).toBe(200);
});

test("Mozilla's HTTP Observatory grades https://www.example.com through nginx A+, every test passed", () => {
  expectHttpsAPlus(scanThroughProxy(SITE_HOST, proxy));
}, 120_000);

describe.each(JS_MODES)("through the proxy, $label", ({ js }) => {
  test("every form opens its draft", () => sendEveryForm(browser, SITE_HOST, js), 90_000);
});

test("an update replacing each instance in turn fails no GET and no POST; with both down the proxy serves its maintenance page", async () => {
  const failures: string[] = [];
  let sent = 0;
  let updating = true;
  const post = new URLSearchParams({ name: "Ann", phone: "305", email: "ann@example.com", service: "Yacht Charter" }).toString();
  async function visitor(n: number) {
    for (let i = 0; updating && i < 5_000; i++) {
      sent++;
      const kind = i % 3;
      try {
        const answer =
          kind === 0
            ? await viaProxy(proxy, "/contact-panel", {
                method: "POST",
                headers: { Origin: `https://${SITE_HOST}`, "Content-Type": "application/x-www-form-urlencoded" },
                body: post,
              })
            : await viaProxy(proxy, kind === 1 ? `/fleet?brand=v${n}-${i}` : "/healthz");
        const expected = kind === 0 ? 303 : 200;
        if (answer.status !== expected) failures.push(`${kind === 0 ? "POST" : "GET"} ${answer.status}`);
      } catch (error) {
        failures.push(String(error));
      }
    }
  }
  const visitors = [0, 1, 2, 3].map((n) => visitor(n));
  // docs/DEPLOY.md 3.3: stop one (SIGTERM: it drains), start the new one, wait for
  // its health check and for the proxy to try it again, then the next.
  for (const index of [0, 1]) {
    await sites[index]!.stop("SIGTERM");
    sites[index] = await startSite({ ...SITE_ENV, PORT: String(ports[index]) });
    await fetch(`${sites[index]!.url}/healthz`);
    await new Promise((r) => setTimeout(r, 6_000));
  }
  updating = false;
  await Promise.all(visitors);
  expect(sent).toBeGreaterThan(100);
  expect(failures).toEqual([]);

  await Promise.all(sites.map((site) => site.stop()));
  const down = await viaProxy(proxy, `/fleet?while-down=${Date.now()}`);
  expect(down.status).toBe(503);
  expect(down.headers["cache-control"]).toBe("no-store");
  expect(down.headers["retry-after"]).toBe("30");
  expect(down.body.toString("utf8")).toContain("Back in a moment");
}, 60_000);
