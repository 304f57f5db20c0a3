import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { auditFailures, runAudit } from "./audit/run.ts";
import { ROOT, startProductionServer } from "./perf/server.ts";

// `npm run audit`: accessibility (axe-core, WCAG 2.2 A/AA) on every main route
// with JavaScript on, the W3C Nu HTML Checker on the server's HTML of every
// page, and the pages' JSON-LD, against the production server on 127.0.0.1.
// Exits 1 on any finding. (`npm test` runs the same checks: e2e/pages/audit.test.ts.)

if (!existsSync(resolve(ROOT, "build", "server", "index.js"))) {
  console.error("No build found: run `npm run build` first (npm run audit does).");
  process.exit(2);
}

const started = performance.now();
const site = await startProductionServer();
let failures: string[];
try {
  const report = await runAudit(site.url);
  failures = auditFailures(report);
} finally {
  await site.stop();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`audit: ${failures.length} finding(s) in ${seconds} s`);
  for (const line of failures) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`audit: axe (WCAG 2.2 A/AA), Nu HTML Checker and JSON-LD all clean, in ${seconds} s`);
