import { expect, test } from "vitest";
import { auditFailures, runAudit } from "../../scripts/audit/run";
import { launchBrowser } from "../support/browser";
import { startSite } from "../support/site";

// `npm run audit` as part of `npm test`: axe-core (WCAG 2.2 A/AA) on every main
// route in both languages with JavaScript on, the Nu HTML Checker on every page's
// server HTML (English and its Spanish twin), and the JSON-LD. About a minute.

test("axe, the Nu HTML Checker and the JSON-LD checks find nothing", { timeout: 300_000 }, async () => {
  const site = await startSite();
  try {
    expect(auditFailures(await runAudit(site.url, launchBrowser))).toEqual([]);
  } finally {
    await site.stop();
  }
});
