import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";

// The JavaScript budget (issue 26; 135 KiB since issue 44) over the real client build (`npm test`
// builds first): for every page route, the scripts a first visit loads before
// any interaction (the entry, the route modules from the root down to the page,
// and every chunk they import statically: what React Router's manifest lists
// and <Scripts> preloads) are summed gzip -9, as the server sends them. Sizes
// only, so the result is the same on every run. Code behind a dynamic import()
// is not counted: it loads on demand. React Router's route manifest is (1.1
// KiB, the same script on every page; docs/decisions/013-route-discovery.md),
// as in the bench's Chromium load.

const BUDGET_KIB = 135;
const ASSETS = resolve(import.meta.dirname, "../build/client/assets");

type ManifestEntry = { module: string; imports?: string[] };
type ManifestRoute = ManifestEntry & { id: string; parentId?: string; hasDefaultExport: boolean };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestRoute> };

/** The route manifest's file name in the client build's assets. */
function manifestName(): string {
  const file = existsSync(ASSETS) ? readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name)) : undefined;
  if (!file) throw new Error("no client build: run `npm run build` first");
  return file;
}

function readManifest(): Manifest {
  const text = readFileSync(resolve(ASSETS, manifestName()), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

const manifest = readManifest();
const source = (url: string) => readFileSync(resolve(ASSETS, url.replace(/^\/assets\//, "")));

/** The chunks a chunk imports statically (`import ... from "./x.js"`, `import "./x.js"`, `export ... from "./x.js"`), not `import("./x.js")`. */
function staticImports(url: string): string[] {
  const text = source(url).toString("utf8");
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)].map((match) => new URL(match[1]!, `http://x${url}`).pathname);
}

/** Every script the page route loads first: the manifest's lists, closed over the chunks' own static imports. */
function firstLoad(routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (let route: ManifestRoute | undefined = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    chain.push(route);
  }
  const pending = [`/assets/${manifestName()}`, ...[manifest.entry, ...chain].flatMap((part) => [part.module, ...(part.imports ?? [])])];
  const found = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (found.has(url)) continue;
    found.add(url);
    pending.push(...staticImports(url));
  }
  return [...found];
}

const gzipKiB = (url: string) => gzipSync(source(url), { level: 9 }).length / 1024;

const pageRoutes = Object.values(manifest.routes).filter((route) => route.id !== "root" && route.hasDefaultExport);

test("the build has page routes", () => {
  expect(pageRoutes.map((route) => route.id)).toEqual(expect.arrayContaining(["routes/home", "routes/fleet", "routes/vehicle", "routes/faq"]));
});

test.each(pageRoutes.map((route) => ({ id: route.id })))(`$id: first-load JavaScript under ${BUDGET_KIB} KiB gzip`, ({ id }) => {
  const scripts = firstLoad(id).map((url) => ({ url, kib: gzipKiB(url) }));
  const total = scripts.reduce((sum, script) => sum + script.kib, 0);
  const list = scripts
    .sort((a, b) => b.kib - a.kib)
    .map((script) => `${script.url} ${script.kib.toFixed(2)}`)
    .join(", ");
  expect(total, `${id}: ${total.toFixed(1)} KiB (${list})`).toBeLessThan(BUDGET_KIB);
});
