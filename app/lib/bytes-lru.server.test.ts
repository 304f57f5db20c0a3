import { expect, test } from "vitest";
import { bytesLru } from "./bytes-lru.server";

test("keeps bytes up to the total size, dropping the least recently used first", () => {
  const lru = bytesLru(10);
  lru.set("a", new Uint8Array(4));
  lru.set("b", new Uint8Array(4));
  expect(lru.get("a")?.length).toBe(4); // "a" is now the most recent
  lru.set("c", new Uint8Array(4));
  expect(lru.get("b")).toBeUndefined();
  expect(lru.get("a")).toBeDefined();
  expect(lru.get("c")).toBeDefined();
  lru.set("a", new Uint8Array(10)); // replacing counts the new size only
  expect(lru.get("c")).toBeUndefined();
  expect(lru.get("a")?.length).toBe(10);
  lru.set("big", new Uint8Array(11));
  expect(lru.get("big")).toBeUndefined();
});
