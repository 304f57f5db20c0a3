import type { Browser } from "playwright-core";
import { launchChromium } from "../perf/first-load.ts";
import { MAIN_ROUTES, SPANISH_MAIN_ROUTES } from "../perf/routes.ts";
import { axeViolations } from "./axe.ts";
import { auditJsonLd } from "./json-ld.ts";
import { fetchPage, HTML_PAGES } from "./pages.ts";
import { validateHtml } from "./vnu.ts";

// The whole audit against a running site: every finding is a line of text;
// an empty list means the site passes.

export type AuditReport = { axe: string[]; html: string[]; jsonLd: string[] };

/** `launch` starts the browser axe runs in: the bench's chromium unless a caller (the test suite) brings its own. */
export async function runAudit(origin: string, launch: () => Promise<Browser> = launchChromium): Promise<AuditReport> {
  const pages = [];
  for (const page of HTML_PAGES) pages.push({ ...page, html: await fetchPage(origin, page) });

  const jsonLd = pages.filter((page) => !page.form).flatMap((page) => auditJsonLd(page.path, page.html));
  const htmlCheck = validateHtml(pages.map(({ name, html }) => ({ name, html })));

  const browser = await launch();
  const axe: string[] = [];
  try {
    for (const path of [...MAIN_ROUTES, ...SPANISH_MAIN_ROUTES]) {
      axe.push(...(await axeViolations(browser, `${origin}${path}`)));
      axe.push(...(await axeViolations(browser, `${origin}${path}`, { width: 412, height: 823 })));
    }
  } finally {
    await browser.close();
  }
  return { axe, html: await htmlCheck, jsonLd };
}

export function auditFailures(report: AuditReport): string[] {
  return [
    ...report.axe.map((line) => `axe: ${line}`),
    ...report.html.map((line) => `html: ${line}`),
    ...report.jsonLd.map((line) => `json-ld: ${line}`),
  ];
}
