import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, test } from "vitest";
import { DOMAIN_FOLDERS } from "./support/layout";

// The house rules the code keeps (issue 15, item 8): pure code in app/lib and the domain folders never
// reaches up into the components or the root route; and no module grows past
// ~250 lines unless its opening comment says why ("Longer than 250 lines because ...").

const ROOT = resolve(import.meta.dirname, "..");
const MAX_LINES = 250;
const REASON = /Longer than 250 lines because\s+\S/;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "+types" || entry.name.startsWith(".")) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield full;
  }
}

/** Every module specifier a file names: static imports, `export ... from`, `import()`, `import type`. */
function specifiers(code: string): string[] {
  const found = [
    ...code.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/gm),
    ...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
    ...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return found.map((match) => match[1]!);
}

/** Where a specifier points inside the repository (`~/` is app/), or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return join(ROOT, "app", specifier.slice(2));
  if (specifier.startsWith(".")) return resolve(dirname(file), specifier);
  return null;
}

test("the specifier reader sees every form of import", () => {
  const code = [
    'import type { loader } from "~/root";',
    "import {\n  a,\n  b,\n} from '../components/x';",
    'export { c } from "./y";',
    'import "./side-effect.css";',
    'const lazy = () => import("~/components/z");',
  ].join("\n");
  expect(specifiers(code)).toEqual(["~/root", "../components/x", "./y", "./side-effect.css", "~/components/z"]);
});

test("app/lib and the domain folders never import from app/components or app/root.tsx", () => {
  const components = join(ROOT, "app", "components");
  const rootRoute = join(ROOT, "app", "root");
  const offending: string[] = [];
  for (const file of DOMAIN_FOLDERS.flatMap((folder) => [...sources(join(ROOT, "app", folder))])) {
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      const to = target(file, specifier)?.replace(/\.(tsx?|js)$/, "");
      if (to && (to === components || to.startsWith(`${components}/`) || to === rootRoute)) {
        offending.push(`${relative(ROOT, file)} -> ${specifier}`);
      }
    }
  }
  expect(offending).toEqual([]);
});

test(`no module in app/, server/ or scripts/ exceeds ${MAX_LINES} lines without a reason in its opening comment`, () => {
  const offending: string[] = [];
  for (const dir of ["app", "server", "scripts"]) {
    for (const file of sources(join(ROOT, dir))) {
      const code = readFileSync(file, "utf8");
      const lines = code.split("\n").length - (code.endsWith("\n") ? 1 : 0);
      if (lines <= MAX_LINES) continue;
      // The opening comment: the first run of comment lines (after any imports are not counted).
      const opening = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)\s*\n)+/.exec(code.replace(/^(?:import[^;]*;\s*)+/, ""))?.[0] ?? "";
      if (!REASON.test(opening)) offending.push(`${relative(ROOT, file)}: ${lines} lines`);
    }
  }
  expect(offending).toEqual([]);
});

test("app/lib keeps at most 20 modules: the rest live in their domain's folder", () => {
  const modules = readdirSync(join(ROOT, "app", "lib")).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  expect(modules.length, modules.join(", ")).toBeLessThanOrEqual(20);
});
