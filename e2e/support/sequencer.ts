import { readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The order vitest's two workers take the test files in. Each worker takes the
// next file when it is done with one, so the slowest files should start first:
// one that starts last makes the run's tail while the other worker idles.
//
// With a results cache from an earlier run (node_modules/.vite/vitest), vitest
// orders by the durations it recorded: that stands. Without one (a fresh
// checkout, CI), vitest runs larger files first, which misjudges a file whose
// tests are defined in a module it imports: the three engine files
// (e2e/engines/*.test.ts, one line each over e2e/support/engine-suite.ts) are
// among the slowest and would start last. Here a file without a recorded
// duration weighs its own bytes plus those of every test-defining module it
// imports, and browser tests (e2e/) go before the unit tests (milliseconds each).

const ROOT = resolve(import.meta.dirname, "..", "..");

/** A module that registers tests when imported (calls describe/test), not a plain helper. */
const definesTests = (source: string) => /^\s*(describe|test)(\.each)?\(/m.test(source);

/** The relative modules `file` imports that define tests, their bytes summed. */
function importedSuiteBytes(file: string): number {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return 0;
  }
  let bytes = 0;
  for (const match of source.matchAll(/from\s+["'](\.{1,2}\/[^"']+)["']/g)) {
    for (const candidate of [`${match[1]}.ts`, `${match[1]}.tsx`, match[1]!]) {
      const path = resolve(dirname(file), candidate);
      try {
        if (!statSync(path).isFile()) continue;
        const imported = readFileSync(path, "utf8");
        if (definesTests(imported)) bytes += imported.length;
        break;
      } catch {
        // not this spelling
      }
    }
  }
  return bytes;
}

export function coldWeight(file: string): number {
  const browser = relative(ROOT, file).startsWith("e2e/") ? 1e9 : 0;
  let own = 0;
  try {
    own = statSync(file).size;
  } catch {
    // a file vitest knows but that is gone: weighs nothing
  }
  return browser + own + importedSuiteBytes(file);
}

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const recorded = (spec: TestSpecification) =>
      cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`) !== undefined;
    if (files.every(recorded)) return super.sort(files);
    const weights = new Map(files.map((spec) => [spec, coldWeight(spec.moduleId)]));
    return [...files].sort((a, b) => weights.get(b)! - weights.get(a)!);
  }
}
