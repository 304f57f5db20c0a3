import type { Reporter, TestModule } from "vitest/node";

// Prints, at the end of the run, every browser engine that did not run and why
// (e2e/engines/*.test.ts marks those tests with meta.engineNotRun), so a skipped
// engine is never a quiet "skipped" count.

declare module "vitest" {
  interface TaskMeta {
    engineNotRun?: { engine: string; reason: string };
  }
}

export default class EngineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const notRun: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const info = test.meta().engineNotRun;
        if (info) notRun.push(`  ${info.engine}: ${info.reason} [${test.result().state}]`);
      }
    }
    if (notRun.length === 0) return;
    const line = "!".repeat(78);
    process.stdout.write(`\n${line}\n BROWSER ENGINES NOT RUN (e2e/engines/*.test.ts):\n${notRun.join("\n")}\n${line}\n\n`);
  }
}
