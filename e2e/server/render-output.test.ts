import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAIN_ROUTES, OTHER_PAGES, SPANISH_MAIN_ROUTES } from "../../scripts/perf/routes";
import { picturesSettled, startSite, type RunningSite } from "../support/site";

// A rendered page on its way out (app/entry.server.tsx, server/app.ts).
// Whatever the path, a visitor gets the same bytes: rendered for them
// (PAGE_CACHE=off), or from the page cache, in any encoding; a kept page is
// sent with its length in each encoding.

const PAGES = [...MAIN_ROUTES, ...OTHER_PAGES];

let rendered: RunningSite;
let cached: RunningSite;
beforeAll(async () => {
  [rendered, cached] = await Promise.all([startSite({ PAGE_CACHE: "off" }), startSite()]);
});
afterAll(async () => {
  await Promise.all([rendered?.stop(), cached?.stop()]);
});

async function page(site: RunningSite, path: string, encoding: "identity" | "br" | "gzip") {
  const response = await fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": encoding } });
  // fetch() decodes what it is sent; the raw bytes and the header tell what was sent.
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    encoding: response.headers.get("content-encoding"),
    length: response.headers.get("content-length"),
    body,
  };
}


test.each(PAGES)("%s: the same bytes rendered or cached, in every encoding", async (path) => {
  await Promise.all([picturesSettled(rendered, path), picturesSettled(cached, path)]);
  const plain = await page(rendered, path, "identity");
  expect(plain.type).toBe("text/html; charset=utf-8");
  expect(plain.encoding).toBeNull();
  const html = plain.body.toString("utf8");
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(html.endsWith("</html>")).toBe(true);
  // Multi-byte characters survive the chunk boundaries (the footer's copyright sign).
  expect(html).toContain("©");
  expect(html).not.toContain("\uFFFD");

  for (const encoding of ["br", "gzip"] as const) {
    const raw = await fetch(`${rendered.url}${path}`, { headers: { "Accept-Encoding": encoding } });
    expect(raw.headers.get("content-encoding")).toBe(encoding);
    await raw.arrayBuffer();
  }
  // What fetch() decoded equals the identity bytes; the compressed sizes are checked against the raw socket below.
  for (const encoding of ["br", "gzip"] as const) expect((await page(rendered, path, encoding)).body.equals(plain.body)).toBe(true);

  const fromCache = await page(cached, path, "identity");
  expect(fromCache.status).toBe(plain.status);
  expect(fromCache.body.equals(plain.body)).toBe(true);
});

// The first card's (or the gallery's) photo is fetched from the head, before
// the page's body is parsed: one preload, naming the same copies and sizes as
// the <picture>'s AVIF source (typed, so a browser without AVIF skips it), in
// every render of the page.
test.each(["/fleet", "/fleet?brand=mercedes", "/fleet/mercedes-g63-blue"])("%s: the first photo is preloaded once from the head, in every render", async (path) => {
  for (let render = 0; render < 2; render += 1) {
    const html = (await page(rendered, path, "identity")).body.toString("utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(head).toContain(preloads[0]);
    const photo = /<main[\s\S]*?<picture[^>]*><source type="image\/avif" sizes="([^"]+)" srcSet="([^"]+)"/.exec(html);
    expect(photo).not.toBeNull();
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toContain(`imageSrcSet="${photo![2]}"`);
    expect(preloads[0]).toContain(`imageSizes="${photo![1]}"`);
  }
});

/** The response as it crosses the socket: its header block's size and the body's bytes, undecoded (fetch() decodes). */
async function sent(site: RunningSite, path: string, encoding: "identity" | "br" | "gzip") {
  const { request } = await import("node:http");
  const { port } = new URL(site.url);
  return new Promise<{ headerBytes: number; length: string | undefined; body: Buffer }>((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let at = 0; at < res.rawHeaders.length; at += 2) lines.push(`${res.rawHeaders[at]}: ${res.rawHeaders[at + 1]}`);
        done({ headerBytes: Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`), length: res.headers["content-length"], body: Buffer.concat(chunks) });
      });
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

test("a kept page's Content-Length is its size in each encoding, and it decodes to the page", async () => {
  const identity = (await page(cached, "/fleet", "identity")).body;
  expect((await page(cached, "/fleet", "identity")).length).toBe(String(identity.length));
  for (const encoding of ["br", "gzip"] as const) {
    const { length, body } = await sent(cached, "/fleet", encoding);
    expect(length).toBe(String(body.length));
    expect((encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body)).equals(identity)).toBe(true);
  }
});

// A new connection's sender puts 10 segments on the wire before the first
// acknowledgement (RFC 6928's initial window: 14,600 bytes of 1,460). A page
// whose compressed document and headers fit arrives in the first round trip;
// one byte more costs a whole round trip (150 ms on a slow 4G link, and in
// Lighthouse's simulation), which the first paint and the first photo wait for.
const FIRST_ROUND_TRIP_BYTES = 14_600;

test.each([...MAIN_ROUTES, ...SPANISH_MAIN_ROUTES])("%s: its document, with brotli and its headers, fits a connection's first round trip", async (path) => {
  await picturesSettled(cached, path);
  const { headerBytes, body } = await sent(cached, path, "br");
  expect(headerBytes + body.length, `${headerBytes} bytes of headers, ${body.length} of body`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
});
