import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { baseLocale, standInSource } from "./message-runtime";

const root = resolve(import.meta.dirname, "..");
const MESSAGES = resolve(root, "app/paraglide/messages");

/** The names a compiled message module imports from its runtime. */
function runtimeImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']\.\.\/runtime\.js["']/g)].flatMap((match) =>
    match[1]!.split(",").map((name) => name.trim()).filter(Boolean),
  );
}

const standIn = () => import(`data:text/javascript,${encodeURIComponent(standInSource(baseLocale(root)))}`) as Promise<Record<string, unknown>>;

test("every name a compiled message imports from the runtime is one the stand-in exports", async () => {
  const files = readdirSync(MESSAGES).filter((file) => file.endsWith(".js") && !file.startsWith("_"));
  expect(files.length).toBeGreaterThan(0);
  const exported = Object.keys(await standIn());
  for (const file of files) {
    const names = runtimeImports(readFileSync(resolve(MESSAGES, file), "utf8"));
    expect(names.length, file).toBeGreaterThan(0);
    expect(exported, file).toEqual(expect.arrayContaining(names));
  }
});

test("the stand-in answers as the server's runtime does: no static locale, the base locale for a call without one", async () => {
  const runtime = await import("~/paraglide/runtime");
  const stand = await standIn();
  expect(stand.experimentalStaticLocale).toBe(runtime.experimentalStaticLocale);
  expect((stand.getLocale as () => string)()).toBe(runtime.baseLocale);
  expect(runtime.strategy).toEqual(["baseLocale"]);
});
