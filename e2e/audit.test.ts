import { expect, test } from "vitest";
import { auditFailures, runAudit } from "../scripts/audit/run";
import { startSite } from "./support/site";

// `npm run audit` as part of `npm test`: axe-core (WCAG 2.2 A/AA) on every main
// route with JavaScript on, the Nu HTML Checker on every page's server HTML,
// and the JSON-LD on home, contact and a vehicle page. About half a minute.

test("axe, the Nu HTML Checker and the JSON-LD checks find nothing", { timeout: 180_000 }, async () => {
  const site = await startSite();
  try {
    expect(auditFailures(await runAudit(site.url))).toEqual([]);
  } finally {
    await site.stop();
  }
});
