import { randomFillSync } from "node:crypto";

// Secret words for one render (the CSP marker, the kept parts' marks): bytes
// from the system's CSPRNG, drawn 4 KB at a time and each used once. A call
// to randomBytes per word was two native calls per render, about 1.5 % of an
// uncached /fleet render's CPU.

const pool = Buffer.alloc(4096);
let used = pool.length;

/** `bytes` random bytes as base64url text. */
export function randomWord(bytes: number): string {
  if (bytes > pool.length) throw new RangeError("randomWord: at most 4096 bytes");
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const word = pool.toString("base64url", used, used + bytes);
  used += bytes;
  return word;
}
