import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";

// The compiled messages in the real client build (`npm test` builds first).

const ASSETS = resolve(import.meta.dirname, "../../build/client/assets");

test("the client build carries both languages' messages", () => {
  if (!existsSync(ASSETS)) throw new Error("no client build: run `npm run build` first");
  const scripts = readdirSync(ASSETS)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(resolve(ASSETS, file), "utf8"));
  // nav_home in each language (messages/{en,es}.json), as the minifier writes a string.
  for (const word of ["Home", "Inicio"]) expect(scripts.some((text) => text.includes(`\`${word}\``)), word).toBe(true);
});
