import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import type { LogFields } from "../lib/log.server";
import { createDiskCache } from "./picture-cache.server";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), "picture-cache-"));
  dirs.push(dir);
  return dir;
}

function logger() {
  const lines: { event: string; fields?: LogFields }[] = [];
  return { lines, log: (_level: string, event: string, fields?: LogFields) => void lines.push({ event, fields }) };
}

test("keeps at most its size in bytes, the least recently used out first, with no temporary file left", async () => {
  const dir = await tempDir();
  const { log } = logger();
  const cache = createDiskCache(dir, 250, log);
  await cache.put("a", Buffer.alloc(100, 1));
  await cache.put("b", Buffer.alloc(100, 2));
  expect((await cache.get("a"))?.[0]).toBe(1);
  await cache.put("c", Buffer.alloc(100, 3));
  expect(await cache.get("b")).toBeNull();
  expect((await cache.get("a"))?.[0]).toBe(1);
  expect((await cache.get("c"))?.[0]).toBe(3);
  expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  expect(await readdir(dir)).toHaveLength(2);
});

test("finds what another process wrote, and counts it against the bound", async () => {
  const dir = await tempDir();
  const first = createDiskCache(dir, 250, logger().log);
  await first.put("shared", Buffer.from("copy"));
  const second = createDiskCache(dir, 250, logger().log);
  expect((await second.get("shared"))?.toString()).toBe("copy");
  await second.put("big", Buffer.alloc(249));
  expect(await second.get("shared")).toBeNull();
});

test("a directory that cannot be written serves nothing from disk and logs once", async () => {
  const dir = await tempDir();
  await writeFile(join(dir, "file"), "x");
  const { lines, log } = logger();
  const cache = createDiskCache(join(dir, "file", "cache"), 1_000, log);
  await cache.put("a", Buffer.from("1"));
  await cache.put("b", Buffer.from("2"));
  expect(await cache.get("a")).toBeNull();
  expect(lines.map((line) => line.event)).toEqual(["picture_cache_unwritable"]);
});
