import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";

// The app reaches React Router through its public API only (issue 26): no file
// in app/ but a test names one of the framework's private window globals
// (__reactRouterDataRouter, __reactRouterManifest, __reactRouterContext, ...).

const APP = resolve(import.meta.dirname, "..", "app");

test("no file in app/ outside tests names a private React Router global", () => {
  const files = readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((path) => !/\.test\.[cm]?[jt]sx?$/.test(path) && statSync(join(APP, path)).isFile());
  expect(files.length).toBeGreaterThan(20);
  const naming = files.filter((path) => readFileSync(join(APP, path), "utf8").includes("__reactRouter"));
  expect(naming).toEqual([]);
});
