import { afterAll, beforeAll, expect, test } from "vitest";
import { failedTests, HTTPS_ONLY, scanHost, scoreWithoutHttpsOnly } from "../support/observatory";
import { startSite, type RunningSite } from "../support/site";

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
}, 300_000);
afterAll(async () => {
  await site?.stop();
});

test("Mozilla's HTTP Observatory rules grade the local server A+ (https-only tests aside)", async () => {
  const scan = scanHost(new URL(site.url).host);
  expect(failedTests(scan, HTTPS_ONLY)).toEqual([]);
  // A+ is a score of 100 or more in the Observatory's grading table.
  expect(scoreWithoutHttpsOnly(scan)).toBeGreaterThanOrEqual(100);
  expect(scan.tests["content-security-policy"]?.result).toMatch(/^csp-implemented-with-(no-unsafe|unsafe-inline-in-style-src-only)$/);
  console.log(`observatory: grade ${scan.scan.grade} as served over http, ${scoreWithoutHttpsOnly(scan)} without the https-only tests`);
}, 300_000);
