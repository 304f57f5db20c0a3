import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { createPageCache, mayUseCache, pickEncoding, storable, type Page, type PageCacheOptions, type Rendered } from "./page-cache.ts";

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

/** The HTML a result answers with: the kept page's, or the response's. */
const html = (result: { page?: Page; response?: Response }) => (result.page ? Promise.resolve(Buffer.from(result.page.body).toString()) : result.response!.text());

const get = (path = "/fleet", headers: Record<string, string> = {}, method = "GET") => new Request(`http://127.0.0.1${path}`, { method, headers });

function setup(options: Partial<PageCacheOptions> = {}) {
  let time = 1_000_000;
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1024 * 1024, now: () => time, ...options });
  const seen: Request[] = [];
  function render(html = "<p>fleet</p>", headers: Record<string, string> = {}, status = 200, keep = true) {
    return (request: Request): Promise<Rendered> => {
      seen.push(request);
      return Promise.resolve({ response: page(html, headers, status), keep });
    };
  }
  const serve = (key: string, renderer: (request: Request) => Promise<Rendered>, request = get(key)) => cache.serve(key, request, renderer);
  return {
    cache,
    render,
    serve,
    seen,
    renders: () => seen.length,
    advance(ms: number) {
      time += ms;
    },
  };
}

test("GET and HEAD for documents may use the cache, cookies or not; files, data and posts never", () => {
  expect(mayUseCache("GET", "/fleet", undefined)).toBe(true);
  expect(mayUseCache("HEAD", "/", undefined)).toBe(true);
  expect(mayUseCache("POST", "/contact", undefined)).toBe(false);
  expect(mayUseCache("GET", "/fleet", "Basic eDp5")).toBe(false);
  expect(mayUseCache("GET", "/fleet.data", undefined)).toBe(false);
  expect(mayUseCache("GET", "/__manifest", undefined)).toBe(false);
  expect(mayUseCache("GET", "/assets/gone-123.js", undefined)).toBe(false);
  expect(mayUseCache("GET", "/media/vehicles/x.avif", undefined)).toBe(false);
});

test("only answers that are the same for everyone may be kept", () => {
  expect(storable(page("x"))).toBe(true);
  expect(storable(page("x", { "Cache-Control": "public, s-maxage=10" }))).toBe(true);
  expect(storable(page("x", { "Cache-Control": "no-store" }))).toBe(false);
  expect(storable(page("x", { "Cache-Control": "private, max-age=60" }))).toBe(false);
  expect(storable(page("x", { "Cache-Control": "public, no-cache, s-maxage=60" }))).toBe(false);
  expect(storable(page("x", { "Cache-Control": "public, max-age=60" }))).toBe(false);
  expect(storable(page("x", { "Set-Cookie": "a=1" }))).toBe(false);
  expect(storable(page("x", { Vary: "Cookie" }))).toBe(false);
  expect(storable(page("x", { "Content-Type": "application/json" }))).toBe(false);
  expect(storable(page("x", {}, 404))).toBe(false);
  expect(storable(page("x", {}, 503))).toBe(false);
});

test("the encoding is the best the client accepts of brotli and gzip", () => {
  expect(pickEncoding(null)).toBeNull();
  expect(pickEncoding("gzip, deflate, br")).toBe("br");
  expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
  expect(pickEncoding("*")).toBe("br");
  expect(pickEncoding("deflate, identity")).toBeNull();
});

test("the second request is a hit: same HTML, and the CSP that describes it", async () => {
  const { serve, render, renders } = setup();
  const first = await serve("/fleet", render("<p>one</p>"));
  const second = await serve("/fleet", render("<p>two</p>"));
  expect(first.outcome).toBe("miss");
  expect(second.outcome).toBe("hit");
  expect(renders()).toBe(1);
  expect(second.page).toBe(first.page);
  expect(await html(second)).toBe("<p>one</p>");
  expect(second.page!.headers["content-security-policy"]).toBe(`script-src 'self' 'sha256-${"<p>one</p>".length}'`);
  expect(second.page!.headers["cache-control"]).toBe(SHARED);
  expect(second.page!.headers.vary).toBe("Accept-Encoding");
  const head = await serve("/fleet", render(), get("/fleet", {}, "HEAD"));
  expect(head.outcome).toBe("hit");
  expect(head.page).toBe(first.page);
});

test("the render behind a kept page never sees the request's cookies", async () => {
  const { serve, render, seen } = setup();
  await serve("/fleet", render(), get("/fleet", { Cookie: "secret=visitor-a", "Accept-Language": "es" }));
  expect(seen[0]!.headers.get("cookie")).toBeNull();
  expect(seen[0]!.headers.get("accept-language")).toBe("es");
});

test("no-store answers, errors and other statuses are rendered every time", async () => {
  const { serve, render, renders, cache } = setup();
  for (let index = 0; index < 2; index += 1) {
    const noStore = await serve("/", render("<p>outage</p>", { "Cache-Control": "no-store" }));
    expect(noStore.outcome).toBe("bypass");
    expect(await html(noStore)).toBe("<p>outage</p>");
    expect((await serve("/fleet/nope", render("<p>404</p>", {}, 404))).outcome).toBe("bypass");
  }
  await expect(serve("/boom", () => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
  expect((await serve("/boom", render())).outcome).toBe("miss");
  expect(renders()).toBe(5);
  expect(cache.size).toBe(1);
});

test("a HEAD that misses is rendered and not kept", async () => {
  const { serve, render, cache } = setup();
  expect((await serve("/fleet", render(), get("/fleet", {}, "HEAD"))).outcome).toBe("bypass");
  expect(cache.size).toBe(0);
});

test("a purge drops every kept page, and a render under way is answered but not kept", async () => {
  const { cache, serve, render, renders } = setup();
  await serve("/fleet", render("<p>old</p>"));
  await serve("/", render("<p>home</p>"));
  let finish!: () => void;
  const slow = serve("/faq", () => new Promise<Rendered>((done) => (finish = () => done({ response: page("<p>old faq</p>"), keep: true }))));
  await Promise.resolve();
  cache.purge();
  expect(cache.size).toBe(0);
  finish();
  expect(await html(await slow)).toBe("<p>old faq</p>");
  expect(cache.size).toBe(0);
  const fresh = await serve("/fleet", render("<p>new</p>"));
  expect(fresh.outcome).toBe("miss");
  expect(await html(fresh)).toBe("<p>new</p>");
  expect(renders()).toBe(3);
});

test("a page expires after its TTL", async () => {
  const { serve, render, renders, advance } = setup({ ttlMs: 5_000 });
  await serve("/fleet", render());
  advance(5_000);
  expect((await serve("/fleet", render())).outcome).toBe("hit");
  advance(1);
  expect((await serve("/fleet", render())).outcome).toBe("miss");
  expect(renders()).toBe(2);
});

test("concurrent misses for one page share one render; when it fails, each renders for itself", async () => {
  const { serve, render, renders } = setup();
  const results = await Promise.all(Array.from({ length: 8 }, () => serve("/fleet", render())));
  expect(renders()).toBe(1);
  expect(results.filter((result) => result.outcome === "miss")).toHaveLength(1);
  for (const result of results) expect(await html(result)).toBe("<p>fleet</p>");

  let fail!: (error: Error) => void;
  const failing = serve("/faq", () => new Promise<Rendered>((_, reject) => (fail = reject)));
  const waiting = serve("/faq", render("<p>faq</p>"));
  fail(new Error("render failed"));
  await expect(failing).rejects.toThrow("render failed");
  expect(await html(await waiting)).toBe("<p>faq</p>");
});

test("the table is bounded by count and by bytes, dropping the least recently used", async () => {
  const counted = setup({ maxEntries: 2 });
  await counted.serve("/a", counted.render());
  await counted.serve("/b", counted.render());
  await counted.serve("/a", counted.render()); // /a is now the most recent
  await counted.serve("/c", counted.render());
  expect(counted.cache.size).toBe(2);
  expect((await counted.serve("/a", counted.render())).outcome).toBe("hit");
  expect((await counted.serve("/b", counted.render())).outcome).toBe("miss");

  const sized = setup({ maxBytes: 2_500 });
  const big = "x".repeat(1_000);
  for (const key of ["/1", "/2", "/3"]) await sized.serve(key, sized.render(big));
  expect(sized.cache.size).toBe(2);
  expect(sized.cache.bytes).toBeLessThanOrEqual(2_500);
  const huge = await sized.serve("/huge", sized.render("y".repeat(3_000)));
  expect((await html(huge)).length).toBe(3_000); // answered, but not kept
  expect((await sized.serve("/huge", sized.render("y".repeat(3_000)))).outcome).toBe("miss");
});

test("a kept page has its brotli and gzip copies, counted in the cache's bytes", async () => {
  const { serve, render, cache } = setup();
  const text = "<p>home</p>".repeat(200);
  const { page } = await serve("/", render(text));
  expect(brotliDecompressSync(page!.br!).toString()).toBe(text);
  expect(gunzipSync(page!.gzip!).toString()).toBe(text);
  expect(cache.bytes).toBe(page!.body.length + page!.br!.length + page!.gzip!.length);
});

test("site headers come with a kept page; the render's own win", async () => {
  const { serve, render } = setup({ headers: { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'none'" } });
  const { page } = await serve("/", render("<p>x</p>"));
  expect(page!.headers["x-frame-options"]).toBe("DENY");
  expect(page!.headers["content-security-policy"]).toBe(`script-src 'self' 'sha256-${"<p>x</p>".length}'`);
});

test("a render called provisional once finished is answered and shared with those waiting, not kept", async () => {
  const { serve, render, renders, cache } = setup();
  const [first, waiting] = await Promise.all([serve("/fleet", render("<p>version 0</p>", {}, 200, false)), serve("/fleet", render("<p>unused</p>"))]);
  expect(first.outcome).toBe("miss");
  expect(await html(first)).toBe("<p>version 0</p>");
  expect(waiting.page).toBe(first.page);
  expect(cache.size).toBe(0);
  expect((await serve("/fleet", render("<p>version 5f3a</p>"))).outcome).toBe("miss");
  const kept = await serve("/fleet", render());
  expect(kept.outcome).toBe("hit");
  expect(await html(kept)).toBe("<p>version 5f3a</p>");
  expect(renders()).toBe(2);
});
