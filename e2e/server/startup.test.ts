import { expect, test } from "vitest";
import { startSite, startSiteExpectingFailure } from "../support/site";

test.each([
  [{ BUSINESS_EMAIL: "not-an-email" }, "BUSINESS_EMAIL"],
  [{ BUSINESS_PHONE: "305-555-0100" }, "BUSINESS_PHONE"],
  [{ SUPABASE_URL: "https://project.supabase.example" }, "SUPABASE_ANON_KEY"],
  [{ SUPABASE_ANON_KEY: "public-anon-key" }, "SUPABASE_URL"],
  [{ BUSINESS_TIMEZONE: "Mars/Olympus" }, "BUSINESS_TIMEZONE"],
  [{ SITE_URL: "example.com" }, "SITE_URL"],
  [{ ANALYTICS_SCRIPT_URL: "https://stats.example.com/js/script.manual.js" }, "ANALYTICS_DOMAIN"],
])("a bad environment (%o) stops start-up with one line naming %s", async (env, name) => {
  const message = await startSiteExpectingFailure(env);
  const lines = message.split("\n").slice(1).filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^Configuration error: .*${name}`));
});

test("the demo defaults start, and SIGTERM exits cleanly", async () => {
  const site = await startSite();
  const response = await fetch(`${site.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await site.stop("SIGTERM")).toBe(0);
  expect(site.logs.map((entry) => entry.event)).toEqual(expect.arrayContaining(["listening", "shutting_down", "stopped"]));
});

test("SIGTERM stops accepting, lets a request in flight finish, then exits 0", async () => {
  const { request } = await import("node:http");
  const site = await startSite();
  const { port } = new URL(site.url);
  const body = new URLSearchParams({ name: "Ann", phone: "305", email: "ann@example.com", service: "Yacht Charter" }).toString();
  const inFlight = new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/contact-panel",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      site.process.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(10)), 500);
    }, 300);
  });
  expect(await inFlight).toBe(303);
  expect(await site.stop()).toBe(0);
  await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
});

test("a request that never finishes cannot hold SIGTERM past docker stop's 10 s: the drain gives up first and exits 0", async () => {
  const { connect } = await import("node:net");
  const site = await startSite();
  const { port } = new URL(site.url);
  // A form post whose body never arrives (a visitor on a dead connection).
  const socket = connect(Number(port), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.on("error", () => {});
  socket.write("POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=Ann");
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = performance.now();
  const code = await site.stop("SIGTERM");
  const tookMs = performance.now() - started;
  socket.destroy();
  expect(code).toBe(0);
  expect(site.logs.map((entry) => entry.event)).toContain("drain_timeout");
  // docker stop (and compose) send SIGKILL 10 s after SIGTERM; leave a margin for a loaded machine.
  expect(tookMs).toBeLessThan(9_000);
}, 20_000);
