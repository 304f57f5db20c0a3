import { afterAll, beforeAll, expect, test } from "vitest";
import { startSite, type RunningSite } from "../support/site";

// During an update an old and a new build can serve side by side behind one
// proxy: a page from one asks the other for a hashed file it does not have. That
// 404 must be kept by nobody (browser, proxy or the app's page cache), or every
// visitor gets it long after both builds agree again.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

function cacheOutcome(response: Response): unknown {
  const id = response.headers.get("x-request-id");
  return site.logs.find((entry) => entry.event === "request" && entry.requestId === id)?.cache;
}

const MISSES = ["/assets/entry.client-0ldH4sh.js", "/assets/root-XyZ.css", "/media/vehicles/no-such-car/1-800.avif", "/media/", "/assets/"];

test.each(MISSES)("%s answers 404 that no cache may keep, twice over", async (path) => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await fetch(`${site.url}${path}?v=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await response.text();
    await expect.poll(() => site.logs.some((entry) => entry.event === "request" && entry.requestId === response.headers.get("x-request-id")), { timeout: 5_000 }).toBe(true);
    expect(cacheOutcome(response)).toBeUndefined();
  }
  const head = await fetch(`${site.url}${path}`, { method: "HEAD" });
  expect(head.status).toBe(404);
  expect(head.headers.get("cache-control")).toBe("no-store");
});

test("files the build has are still served, and cacheable", async () => {
  const favicon = await fetch(`${site.url}/favicon.svg`);
  expect(favicon.status).toBe(200);
  expect(favicon.headers.get("cache-control")).toContain("public");
});
