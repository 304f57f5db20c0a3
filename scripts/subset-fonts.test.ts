import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { basicUnicodeRange, FACES, subsetFonts } from "./subset-fonts";

const root = resolve(import.meta.dirname, "..");

test("the stylesheets declare each cut face with exactly the characters it holds", () => {
  const range = basicUnicodeRange();
  expect(range.startsWith("U+0020-007E, U+00A0")).toBe(true);
  const css = readFileSync(join(root, "app", "app.css"), "utf8");
  for (const face of FACES) {
    const rule = new RegExp(`src: url\\("\\./fonts/${face.file.replace(".", "\\.")}"\\)[^}]*unicode-range: ([^;]+);`).exec(css);
    expect(rule?.[1], face.file).toBe(range);
  }
});

test("the cut faces are real WOFF2 files, at most three quarters of the full latin ones", async () => {
  const dir = mkdtempSync(join(tmpdir(), "fonts-"));
  try {
    const written = await subsetFonts(dir);
    expect(written).toHaveLength(FACES.length);
    const require = createRequire(import.meta.url);
    for (const face of FACES) {
      const cut = readFileSync(join(dir, face.file));
      const full = readFileSync(require.resolve(face.source));
      expect(cut.subarray(0, 4).toString("latin1")).toBe("wOF2");
      // Both languages' letters are in the cut (Spanish accents, ñ, ¿ ¡): still three quarters or less of the full face.
      expect(cut.length).toBeLessThan(full.length * 0.75);
    }
    // A second run finds them up to date.
    expect(await subsetFonts(dir)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
