import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSite, type RunningSite } from "../support/site";

// The built client's files as browsers ask for them: video in byte ranges
// (Safari asks for every video with Range and plays nothing without 206),
// hashed assets in their precompressed copies, immutable.

const CLIENT = resolve(import.meta.dirname, "..", "..", "build", "client");

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

function firstFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(resolve(CLIENT, dir), { recursive: true, encoding: "utf8" }).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in ${dir}`);
  return `${dir}/${name}`;
}

test("a video answers a byte range with 206 and exactly those bytes; a range past the end 416", async () => {
  const path = firstFile("media", /\.mp4$/);
  const whole = readFileSync(resolve(CLIENT, path));
  const part = await fetch(`${site.url}/${path}`, { headers: { Range: "bytes=100-199" } });
  expect(part.status).toBe(206);
  expect(part.headers.get("content-range")).toBe(`bytes 100-199/${whole.length}`);
  expect(part.headers.get("content-type")).toBe("video/mp4");
  expect(part.headers.get("x-content-type-options")).toBe("nosniff");
  expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);

  const open = await fetch(`${site.url}/${path}`, { headers: { Range: "bytes=0-" } });
  expect(open.status).toBe(206);
  expect(Number(open.headers.get("content-length"))).toBe(whole.length);
  await open.arrayBuffer();

  const past = await fetch(`${site.url}/${path}`, { headers: { Range: `bytes=${whole.length + 10}-` } });
  expect(past.status).toBe(416);
  await past.arrayBuffer();
});

test("a hashed script is sent as its brotli copy, immutable, and decodes to the file", async () => {
  const path = firstFile("assets", /\.js$/);
  const response = await fetch(`${site.url}/${path}`, { headers: { "Accept-Encoding": "gzip, deflate, br" }, decompress: false } as RequestInit);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBe("br");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("vary")).toContain("Accept-Encoding");
  expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
  const body = Buffer.from(await response.arrayBuffer());
  // fetch decodes bodies: compare with the file whichever way it arrived.
  const file = readFileSync(resolve(CLIENT, path));
  expect(body.equals(file) || brotliDecompressSync(body).equals(file)).toBe(true);
});
