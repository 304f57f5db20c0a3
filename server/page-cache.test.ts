import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { createPageCache, mayUseCache, storableFor, type PageCacheOptions } from "./page-cache.ts";

const SHARED = "public, max-age=0, s-maxage=4, stale-while-revalidate=4, stale-if-error=86400";

function page(html: string, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": SHARED,
      "Content-Security-Policy": `script-src 'self' 'sha256-${html.length}'`,
      ...headers,
    },
  });
}

function setup(options: Partial<PageCacheOptions> = {}) {
  let time = 1_000_000;
  let day = "2026-11-22";
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1024 * 1024, now: () => time, day: () => day, ...options });
  let renders = 0;
  function render(html = "<p>fleet</p>", headers: Record<string, string> = {}, status = 200) {
    return () => {
      renders += 1;
      return Promise.resolve(page(html, headers, status));
    };
  }
  return {
    cache,
    render,
    renders: () => renders,
    advance(ms: number) {
      time += ms;
    },
    setDay(value: string) {
      day = value;
    },
  };
}

test("GET and HEAD for documents may use the cache, cookies or not; files, data and posts never", () => {
  const url = (path: string) => new URL(path, "http://127.0.0.1");
  expect(mayUseCache("GET", url("/fleet?brand=ferrari"), {})).toBe(true);
  expect(mayUseCache("HEAD", url("/"), {})).toBe(true);
  expect(mayUseCache("GET", url("/fleet"), {})).toBe(true);
  expect(mayUseCache("POST", url("/contact"), {})).toBe(false);
  expect(mayUseCache("GET", url("/fleet"), { authorization: "Basic eDp5" })).toBe(false);
  expect(mayUseCache("GET", url("/fleet.data"), {})).toBe(false);
  expect(mayUseCache("GET", url("/__manifest?paths=%2F"), {})).toBe(false);
  expect(mayUseCache("GET", url("/assets/gone-123.js"), {})).toBe(false);
  expect(mayUseCache("GET", url("/media/vehicles/x.avif"), {})).toBe(false);
});

test("a page a shared cache may keep is kept for the cache's TTL: a purge, not s-maxage, keeps it current", () => {
  expect(storableFor(page("x"), 60_000)).toBe(60_000);
  expect(storableFor(page("x"), 5_000)).toBe(5_000);
  expect(storableFor(page("x", { "Cache-Control": "public, s-maxage=10" }), 60_000)).toBe(60_000);
});

test("answers that are not the same for everyone are never kept", () => {
  expect(storableFor(page("x", { "Cache-Control": "no-store" }), 60_000)).toBe(0);
  expect(storableFor(page("x", { "Cache-Control": "private, max-age=60" }), 60_000)).toBe(0);
  expect(storableFor(page("x", { "Cache-Control": "public, no-cache, s-maxage=60" }), 60_000)).toBe(0);
  expect(storableFor(page("x", { "Cache-Control": "public, max-age=60" }), 60_000)).toBe(0);
  expect(storableFor(page("x", { "Set-Cookie": "a=1" }), 60_000)).toBe(0);
  expect(storableFor(page("x", { Vary: "Cookie" }), 60_000)).toBe(0);
  expect(storableFor(page("x", { "Content-Type": "application/json" }), 60_000)).toBe(0);
  expect(storableFor(page("x", {}, 404), 60_000)).toBe(0);
  expect(storableFor(page("x", {}, 503), 60_000)).toBe(0);
});

test("the second request is a hit: same HTML, and the CSP that describes it", async () => {
  const { cache, render, renders } = setup();
  const first = await cache.serve("/fleet", render("<p>one</p>"));
  const second = await cache.serve("/fleet", render("<p>two</p>"));
  expect(first.outcome).toBe("miss");
  expect(second.outcome).toBe("hit");
  expect(renders()).toBe(1);
  expect(second.page!.body.toString()).toBe("<p>one</p>");
  expect(second.page!.headers["content-security-policy"]).toBe(first.page!.headers["content-security-policy"]);
  expect(second.page!.headers["content-security-policy"]).toBe(`script-src 'self' 'sha256-${"<p>one</p>".length}'`);
  expect(second.page!.headers["cache-control"]).toBe(SHARED);
});

test("no-store answers, errors and other statuses are rendered every time", async () => {
  const { cache, render, renders } = setup();
  for (let index = 0; index < 2; index += 1) {
    const noStore = await cache.serve("/", render("<p>outage</p>", { "Cache-Control": "no-store" }));
    expect(noStore.outcome).toBe("bypass");
    expect(await noStore.response!.text()).toBe("<p>outage</p>");
    expect((await cache.serve("/fleet/nope", render("<p>404</p>", {}, 404))).outcome).toBe("bypass");
  }
  await expect(cache.serve("/boom", () => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
  expect((await cache.serve("/boom", render())).outcome).toBe("miss");
  expect(renders()).toBe(5);
  expect(cache.size).toBe(1);
});

test("a purge drops every kept page, and a render under way is answered but not kept", async () => {
  const { cache, render, renders } = setup();
  await cache.serve("/fleet", render("<p>old</p>"));
  await cache.serve("/", render("<p>home</p>"));
  let finish!: () => void;
  const slow = cache.serve("/faq", () => new Promise<Response>((done) => (finish = () => done(page("<p>old faq</p>")))));
  cache.purge();
  expect(cache.size).toBe(0);
  finish();
  expect((await slow).page?.body.toString()).toBe("<p>old faq</p>");
  expect(cache.size).toBe(0);
  const fresh = await cache.serve("/fleet", render("<p>new</p>"));
  expect(fresh.outcome).toBe("miss");
  expect(fresh.page?.body.toString()).toBe("<p>new</p>");
  expect(renders()).toBe(3);
});

test("a page expires after its TTL", async () => {
  const { cache, render, renders, advance } = setup({ ttlMs: 5_000 });
  await cache.serve("/fleet", render());
  advance(4_999);
  expect((await cache.serve("/fleet", render())).outcome).toBe("hit");
  advance(1);
  expect((await cache.serve("/fleet", render())).outcome).toBe("miss");
  expect(renders()).toBe(2);
});

test("a page made before the business's midnight is not served after it", async () => {
  const { cache, render, setDay } = setup();
  await cache.serve("/yacht-charter", render('<input min="2026-11-22">'));
  setDay("2026-11-23");
  const next = await cache.serve("/yacht-charter", render('<input min="2026-11-23">'));
  expect(next.outcome).toBe("miss");
  expect(next.page!.body.toString()).toContain("2026-11-23");
});

test("concurrent misses for one page share one render", async () => {
  const { cache, render, renders } = setup();
  const results = await Promise.all(Array.from({ length: 8 }, () => cache.serve("/fleet", render())));
  expect(renders()).toBe(1);
  expect(results.filter((result) => result.outcome === "miss")).toHaveLength(1);
  expect(new Set(results.map((result) => result.page))).toHaveProperty("size", 1);
});

test("the table is bounded by count and by bytes, dropping the least recently used", async () => {
  const counted = setup({ maxEntries: 2 });
  await counted.cache.serve("/a", counted.render());
  await counted.cache.serve("/b", counted.render());
  await counted.cache.serve("/a", counted.render()); // /a is now the most recent
  await counted.cache.serve("/c", counted.render());
  expect(counted.cache.size).toBe(2);
  expect(counted.cache.get("/a")).toBeDefined();
  expect(counted.cache.get("/b")).toBeUndefined();

  const sized = setup({ maxBytes: 2_500 });
  const big = "x".repeat(1_000);
  for (const key of ["/1", "/2", "/3"]) await sized.cache.serve(key, sized.render(big));
  expect(sized.cache.size).toBe(2);
  expect(sized.cache.bytes).toBeLessThanOrEqual(2_500);
  const huge = await sized.cache.serve("/huge", sized.render("y".repeat(3_000)));
  expect(huge.page!.body.length).toBe(3_000); // answered, but not kept
  expect(sized.cache.get("/huge")).toBeUndefined();
});

test("compressed copies are made once and decode to the page", async () => {
  const { cache, render } = setup();
  const { page: stored } = await cache.serve("/", render("<p>home</p>".repeat(200)));
  const br = await cache.encoded(stored!, "br");
  expect(await cache.encoded(stored!, "br")).toBe(br);
  expect(brotliDecompressSync(br).equals(stored!.body)).toBe(true);
  expect(gunzipSync(await cache.encoded(stored!, "gzip")).equals(stored!.body)).toBe(true);
  expect(cache.bytes).toBeGreaterThan(stored!.body.length);
});

test("a render called provisional once finished is answered and shared with those waiting, not kept", async () => {
  const { cache, render, renders } = setup();
  let provisional = true;
  const [first, waiting] = await Promise.all([
    cache.serve("/fleet", render("<p>version 0</p>"), () => !provisional),
    cache.serve("/fleet", render("<p>unused</p>")),
  ]);
  expect(first.page?.body.toString()).toBe("<p>version 0</p>");
  expect(waiting.page).toBe(first.page);
  expect(cache.size).toBe(0);
  provisional = false;
  expect((await cache.serve("/fleet", render("<p>version 5f3a</p>"), () => !provisional)).outcome).toBe("miss");
  const kept = await cache.serve("/fleet", render());
  expect(kept.outcome).toBe("hit");
  expect(kept.page?.body.toString()).toBe("<p>version 5f3a</p>");
  expect(renders()).toBe(2);
});
