import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { DOMAIN_FOLDERS } from "./support/layout";

// The import rules over the real source of app/ and server/: imports go one way,
// routes → components → lib and the domain folders (app/'s top-level files are routes), with server/
// beside app/ and app/ importing nothing from it; and no module reaches itself
// again through runtime imports (static, re-exports and dynamic `import()`;
// `import type` and imports of types only are erased, so they do not count).

const ROOT = resolve(import.meta.dirname, "..");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The module specifiers a file loads at run time. */
function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const typesOnly = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((element) => element.isTypeOnly);
  function visit(node: ts.Node) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const erased =
        clause !== undefined &&
        (clause.isTypeOnly || (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && typesOnly(clause.namedBindings.elements)));
      if (!erased) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const erased = node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && typesOnly(node.exportClause.elements));
      if (!erased) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return found;
}

/** The repository path a specifier names (`~/` is app/), or undefined for a package or a file that is not there. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/[?#].*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = resolve(ROOT, "app", bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) base = resolve(ROOT, dirname(from), bare);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return relative(ROOT, path).split("\\").join("/");
  }
  return undefined;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...sourceFiles("app"), ...sourceFiles("server")]) {
    const targets = runtimeImports(file, readFileSync(resolve(ROOT, file), "utf8"))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target) => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle through each group of modules that reach one another (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  function connect(node: string) {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.add(member);
    } while (member !== node);
    if (group.size > 1 || graph.get(node)?.includes(node)) found.push(pathBack(graph, node, group));
  }
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** The shortest path from `start` back to itself inside `group`, start repeated at the end. */
function pathBack(graph: Map<string, string[]>, start: string, group: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const next of graph.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let step = node; step !== start; step = previous.get(step)!) path.splice(1, 0, step);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** app/'s layers, lowest first: a module may import only from its own layer or a lower one. */
function layer(path: string): number | undefined {
  if (DOMAIN_FOLDERS.some((folder) => path.startsWith(`app/${folder}/`))) return 0;
  if (path.startsWith("app/components/")) return 1;
  if (path.startsWith("app/")) return 2;
  return undefined;
}

const graph = importGraph();
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

test("the import graph is read: type-only imports are left out, dynamic imports and re-exports kept", () => {
  expect(
    runtimeImports(
      "x.ts",
      [
        'import type { A } from "./type-only";',
        'import { type B, type C } from "./types-only";',
        'import { type D, e } from "./mixed";',
        'import "./side-effect";',
        'export type { F } from "./re-export-type";',
        'export { g } from "./re-export";',
        'export * from "./star";',
        'const h = () => import("./dynamic");',
        'type I = typeof import("./type-query");',
      ].join("\n"),
    ),
  ).toEqual(["./mixed", "./side-effect", "./re-export", "./star", "./dynamic"]);
  expect(graph.size).toBeGreaterThan(50);
  expect(edges.length).toBeGreaterThan(100);
  expect(edges.some(({ from, to }) => from.startsWith("app/routes/") && to.startsWith("app/components/"))).toBe(true);
});

test("no runtime import cycles in app/ and server/", () => {
  expect(cycles(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
});

test("app/ imports nothing from server/", () => {
  expect(edges.filter(({ from, to }) => from.startsWith("app/") && to.startsWith("server/")).map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
});

test("imports go routes → components → lib: lib imports no component or route, components no route", () => {
  const upward = edges.filter(({ from, to }) => {
    const [source, target] = [layer(from), layer(to)];
    return source !== undefined && target !== undefined && target > source;
  });
  expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
});
