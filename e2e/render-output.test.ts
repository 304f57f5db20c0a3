import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAIN_ROUTES, OTHER_PAGES } from "../scripts/perf/routes";
import { startSite, type RunningSite } from "./support/site";

// A rendered page on its way out (issue 15, item 5): React writes it into a
// plain sink, the server answers it whole (app/entry.server.tsx,
// server/send.ts). Whatever the path, a visitor gets the same bytes: rendered
// for them (PAGE_CACHE=off), or from the page cache, in any encoding, each
// answer with its length. And the parts the server keeps from one render for
// the next (app/lib/kept-parts.server.ts) make the page React alone writes
// (KEPT_PARTS=off), on the first render and on the later ones.

const PAGES = [...MAIN_ROUTES, ...OTHER_PAGES];
// The header is kept by which of its links is current: spellings NavLink matches or not.
const HEADER_PATHS = ["/CONTACT", "/contact/", "/Fleet/mercedes-g63-blue", "/fleet/", "/fleetx", "/yacht-charter/x", "/fleet?brand=ferrari"];

let rendered: RunningSite;
let cached: RunningSite;
let reactAlone: RunningSite;
beforeAll(async () => {
  [rendered, cached, reactAlone] = await Promise.all([startSite({ PAGE_CACHE: "off" }), startSite(), startSite({ PAGE_CACHE: "off", KEPT_PARTS: "off" })]);
});
afterAll(async () => {
  await Promise.all([rendered?.stop(), cached?.stop(), reactAlone?.stop()]);
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

test.each(PAGES)("%s: the same bytes rendered or cached, in every encoding, with a Content-Length", async (path) => {
  const plain = await page(rendered, path, "identity");
  expect(plain.type).toBe("text/html; charset=utf-8");
  expect(plain.encoding).toBeNull();
  expect(plain.length).toBe(String(plain.body.length));
  const html = plain.body.toString("utf8");
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(html.endsWith("</html>")).toBe(true);
  // Multi-byte characters survive the chunk boundaries (the footer's copyright sign).
  expect(html).toContain("©");
  expect(html).not.toContain("\uFFFD");

  for (const encoding of ["br", "gzip"] as const) {
    const raw = await fetch(`${rendered.url}${path}`, { headers: { "Accept-Encoding": encoding } });
    expect(raw.headers.get("content-encoding")).toBe(encoding);
    expect(raw.headers.get("content-length")).not.toBeNull();
  }
  // What fetch() decoded equals the identity bytes; the compressed sizes are checked against the raw socket below.
  for (const encoding of ["br", "gzip"] as const) expect((await page(rendered, path, encoding)).body.equals(plain.body)).toBe(true);

  const fromCache = await page(cached, path, "identity");
  expect(fromCache.status).toBe(plain.status);
  expect(fromCache.body.equals(plain.body)).toBe(true);
});

test.each([...PAGES, ...HEADER_PATHS])("%s: kept parts make the page React alone makes, rendered once and again", async (path) => {
  const alone = await page(reactAlone, path, "identity");
  const first = await page(rendered, path, "identity");
  const again = await page(rendered, path, "identity");
  expect(first.status).toBe(alone.status);
  expect(first.body.toString("utf8")).toBe(alone.body.toString("utf8"));
  expect(again.body.toString("utf8")).toBe(alone.body.toString("utf8"));
});

test("a compressed page's Content-Length is the compressed size, and it decodes to the page", async () => {
  const { request } = await import("node:http");
  const { port } = new URL(rendered.url);
  const identity = (await page(rendered, "/fleet", "identity")).body;
  for (const encoding of ["br", "gzip"] as const) {
    const { length, body } = await new Promise<{ length: string | undefined; body: Buffer }>((done, fail) => {
      const req = request({ host: "127.0.0.1", port, path: "/fleet", headers: { "Accept-Encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done({ length: res.headers["content-length"], body: Buffer.concat(chunks) }));
        res.on("error", fail);
      });
      req.on("error", fail);
      req.end();
    });
    expect(length).toBe(String(body.length));
    expect((encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body)).equals(identity)).toBe(true);
  }
});
