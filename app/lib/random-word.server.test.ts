import { expect, test } from "vitest";
import { randomWord } from "./random-word.server";

test("words are the asked number of random bytes, never repeated across pool refills", () => {
  const seen = new Set<string>();
  for (let at = 0; at < 2000; at += 1) {
    const word = randomWord(18);
    expect(Buffer.from(word, "base64url")).toHaveLength(18);
    seen.add(word);
  }
  expect(seen.size).toBe(2000); // 36 KB drawn: the 4 KB pool was refilled several times
  expect(randomWord(12)).toMatch(/^[\w-]{16}$/);
  expect(() => randomWord(5000)).toThrow(RangeError);
});
