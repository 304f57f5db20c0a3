import type { Reporter, TestModule } from "vitest/node";

// Prints, at the end of the run, every test that needed its retry (vitest.config.ts
// allows one): a test that passed only the second time is flaky, and says so
// here instead of passing quietly, with the first line of each failed attempt's error.

export default class RetryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const retried: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries === 0) continue;
        retried.push(`  ${module.moduleId.replace(`${process.cwd()}/`, "")} > ${test.fullName} [${test.result().state} after ${retries} retry]`);
        for (const error of test.result().errors ?? []) retried.push(`      ${(error.message ?? String(error)).split("\n")[0]!.slice(0, 300)}`);
      }
    }
    if (retried.length === 0) return;
    const line = "!".repeat(78);
    process.stdout.write(`\n${line}\n RETRIED TESTS (flaky when passed, failing twice when failed):\n${retried.join("\n")}\n${line}\n\n`);
  }
}
