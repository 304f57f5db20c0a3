import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

// In the browser, the compiled messages (app/paraglide/messages/*.js) import
// paraglide's runtime through a stand-in that exports only the two names they
// use (docs/decisions/011-message-runtime.md). Every message call names its
// locale (eslint enforces it), so the runtime's locale detection, which each
// message's `getLocale` import keeps in the bundle, never runs in the browser.
// The server build keeps the real runtime.
//
// Contract: the stand-in exports `experimentalStaticLocale` (undefined: no
// per-locale build) and `getLocale`, which returns the base locale, as the
// server's runtime does with the `baseLocale` strategy (package.json "i18n").
// A message module that imports any other name from the runtime fails the
// client build (MISSING_EXPORT); other importers of the runtime get the real one.

export const STAND_IN_ID = "\0paraglide-message-runtime";

/** A compiled message module's own file (not the index, the registry or the runtime). */
const MESSAGE_MODULE = /[\\/]app[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/;

/** The inlang project's base locale. */
export function baseLocale(root: string): string {
  const settings = JSON.parse(readFileSync(resolve(root, "project.inlang/settings.json"), "utf8")) as { baseLocale?: unknown };
  if (typeof settings.baseLocale !== "string") throw new Error("project.inlang/settings.json has no baseLocale");
  return settings.baseLocale;
}

/** The stand-in's source: the names a compiled message imports from "../runtime.js". */
export function standInSource(locale: string): string {
  return [`export const experimentalStaticLocale = undefined;`, `export const getLocale = () => ${JSON.stringify(locale)};`, ""].join("\n");
}

export function messageRuntimePlugin(): Plugin {
  let source = "";
  return {
    name: "message-runtime",
    // Before Vite's own resolver, which would resolve the relative import first.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      source = standInSource(baseLocale(config.root));
    },
    resolveId(id, importer) {
      return id === "../runtime.js" && importer !== undefined && MESSAGE_MODULE.test(importer) ? STAND_IN_ID : null;
    },
    load(id) {
      return id === STAND_IN_ID ? source : null;
    },
  };
}
