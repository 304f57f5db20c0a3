import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSite, type RunningSite } from "../support/site";

// Bad input never gets a 5xx: every case against the real production server.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

/** A raw HTTP exchange, for requests fetch() refuses to send. */
function raw(text: string): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(text));
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error("timeout")));
    socket.on("close", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n", 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${site.url}${path}`, { method: "POST", body, headers, redirect: "manual" });
}

test("security headers on pages, files and errors", async () => {
  for (const path of ["/nope", "/favicon.svg", "/healthz"]) {
    const response = await fetch(`${site.url}${path}`);
    const headers = response.headers;
    expect(headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get("strict-transport-security")).toBeNull();
  }
  const page = await fetch(`${site.url}/nope`);
  const csp = page.headers.get("content-security-policy")!;
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("unsafe-inline';".replace("'", "") + "script");
  expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
});

test("without TRUST_PROXY a client's own request id is replaced (a trusted proxy's is kept: e2e/server/request-log.test.ts)", async () => {
  const given = await fetch(`${site.url}/healthz`, { headers: { "X-Request-Id": "proxy-abc.123" } });
  const id = given.headers.get("x-request-id")!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const replaced = await fetch(`${site.url}/healthz`, { headers: { "X-Request-Id": "<script>" } });
  expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => site.logs.some((entry) => entry.event === "request" && entry.requestId === id), { timeout: 5_000 }).toBe(true);
  const line = site.logs.find((entry) => entry.event === "request" && entry.requestId === id);
  expect(line).toMatchObject({ method: "GET", path: "/healthz", status: 200 });
  expect(typeof line?.durationMs).toBe("number");
});

test("a body over 64 KiB gets 413; a body of undeclared length (chunked) gets 411 unread", async () => {
  const big = "name=" + "x".repeat(70 * 1024);
  const declared = await post("/contact-panel", big, { "Content-Type": "application/x-www-form-urlencoded" });
  expect(declared.status).toBe(413);
  const chunked = await raw(
    "POST /contact-panel HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" +
      `${(70 * 1024).toString(16)}\r\n${"y".repeat(70 * 1024)}\r\n0\r\n\r\n`,
  );
  expect(chunked.status).toBe(411);
});

test.each(["application/json", "text/plain", "application/xml", ""])("a post with content type %j gets 415", async (type) => {
  const response = await post("/contact-panel", "{}", type ? { "Content-Type": type } : {});
  expect(response.status).toBe(415);
});

test.each(["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"])("method %s gets 405 with Allow", async (method) => {
  const response = await raw(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  expect(response.status).toBe(405);
  expect(response.head).toMatch(/\r\nAllow: GET, HEAD, POST/i);
});

test.each([
  ["/%E0%A4%A", 400],
  ["/fleet/%ZZ", 400],
  ["/%", 400],
  ["/../../etc/passwd", 404],
  ["/assets/../../package.json", 404],
  ["/%2e%2e/%2e%2e/etc/passwd", 404],
  ["/media/..%2f..%2fpackage.json", 404],
  ["//evil.example/x", 400],
  ["/x?brand=%E0%A4%A", 404],
])("a malformed or traversing path %s answers %i", async (path, status) => {
  const response = await raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  expect(response.status).toBe(status);
  expect(response.body).not.toContain("root:");
  expect(response.body).not.toContain('"dependencies"');
});

test("a 16 KiB URL and 64 KiB of headers are answered cleanly", async () => {
  const longUrl = await fetch(`${site.url}/${"a".repeat(16 * 1024)}`);
  expect(longUrl.status).toBeLessThan(500);
  const headerFlood = await raw(
    `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Flood: ${"z".repeat(64 * 1024)}\r\nConnection: close\r\n\r\n`,
  );
  expect(headerFlood.status).toBe(431);
});

test("markup and CRLF in form fields and query parameters are never reflected raw nor become headers", async () => {
  const attack = '"><script>alert(1)</script>\r\nSet-Cookie: pwned=1';
  const response = await post(
    "/contact-panel?q=" + encodeURIComponent(attack),
    new URLSearchParams({ name: attack, phone: attack, email: attack, service: attack, message: attack }),
  );
  expect(response.status).toBe(400);
  expect(response.headers.get("set-cookie")).toBeNull();
  const html = await response.text();
  expect(html).not.toContain("<script>alert(1)</script>");
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");

  const valid = await post(
    "/contact-panel",
    new URLSearchParams({ name: `Ann\r\nBcc: spy@evil.example`, phone: "305", email: "ann@example.com", service: "Yacht Charter", message: "hi\r\n&bcc=spy@evil.example" }),
  );
  expect(valid.status).toBe(303);
  const location = valid.headers.get("location")!;
  expect(location.startsWith("mailto:bookings@example.com?subject=")).toBe(true);
  expect(location.split("?")[1]!.split("&").map((pair) => pair.split("=")[0])).toEqual(["subject", "body"]);
  expect(location).not.toMatch(/[\r\n]/);
  expect(valid.headers.get("bcc")).toBeNull();
});

test("a form posted from another site is refused", async () => {
  const response = await post(
    "/contact-panel",
    new URLSearchParams({ name: "Ann", phone: "305", email: "ann@example.com", service: "Yacht Charter" }),
    { Origin: "https://evil.example" },
  );
  expect(response.status).toBe(400);
  expect(response.headers.get("location")).toBeNull();
  expect(await response.text()).not.toMatch(/at \w+ \(|Error:/);
});

test("200 concurrent malformed posts, and the server still answers", async () => {
  const { port } = new URL(site.url);
  const kinds = [
    { "Content-Type": "application/json" },
    { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(1024 * 1024) },
    { "Content-Type": "application/x-www-form-urlencoded" },
    { "Content-Type": "multipart/form-data; boundary=broken" },
  ];
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, index) => {
      const headers = kinds[index % kinds.length]!;
      return new Promise<number>((resolve) => {
        const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/contact-panel", headers, timeout: 10_000 }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", () => resolve(-1));
        req.on("timeout", () => req.destroy());
        if (headers["Content-Length"]) req.end("name=x".padEnd(2048, "x"));
        else req.end(index % 8 === 2 ? "name=%E0%A4%A&phone=%" : "--broken\r\nnot really multipart");
      });
    }),
  );
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses.filter((status) => status > 0 && status < 400)).toEqual([]);
  const health = await fetch(`${site.url}/healthz`);
  expect(health.status).toBe(200);
  const page = await fetch(`${site.url}/still-here`);
  expect(page.status).toBe(404);
});

test("no response carries a stack trace", async () => {
  const responses = await Promise.all([
    post("/contact-panel", "%%%", { "Content-Type": "application/x-www-form-urlencoded" }),
    post("/contact-panel", "--x\r\n", { "Content-Type": "multipart/form-data; boundary=x" }),
    fetch(`${site.url}/contact-panel.data`, { method: "POST", body: "a", headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
  ]);
  for (const response of responses) {
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  }
});

test("HSTS only when the request arrived over https, and X-Forwarded-Proto only with TRUST_PROXY", async () => {
  const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.example.com" };
  const untrusted = await fetch(`${site.url}/healthz`, { headers: forwarded });
  expect(untrusted.headers.get("strict-transport-security")).toBeNull();
  const behindProxy = await startSite({ TRUST_PROXY: "1", SITE_URL: "https://www.example.com" });
  try {
    const https = await fetch(`${behindProxy.url}/healthz`, { headers: forwarded });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    const http = await fetch(`${behindProxy.url}/healthz`);
    expect(http.headers.get("strict-transport-security")).toBeNull();
    // A form posted from the public https origin passes React Router's origin check.
    const posted = await fetch(`${behindProxy.url}/contact-panel`, {
      method: "POST",
      redirect: "manual",
      headers: { ...forwarded, Origin: "https://www.example.com" },
      body: new URLSearchParams({ name: "Ann", phone: "305", email: "ann@example.com", service: "Yacht Charter" }),
    });
    expect(posted.status).toBe(303);
  } finally {
    await behindProxy.stop();
  }
});
