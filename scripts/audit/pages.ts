import { MAIN_ROUTES, spanish } from "../perf/routes.ts";

// Every page the audit looks at: the main routes, and the rest of what the
// server renders as HTML (the panel's own page, the not-found pages, a brand
// filter, another vehicle, and forms sent back with their messages).

export type AuditPage = { name: string; path: string; status: number; form?: Record<string, string> };

const ENGLISH_PAGES: AuditPage[] = [
  ...MAIN_ROUTES.map((path) => ({ name: path, path, status: 200 })),
  { name: "/contact-panel", path: "/contact-panel", status: 200 },
  { name: "/fleet?brand=mercedes", path: "/fleet?brand=mercedes", status: 200 },
  { name: "/fleet/mercedes-g63-blue", path: "/fleet/mercedes-g63-blue", status: 200 },
  { name: "404 page", path: "/no-such-page", status: 404 },
  { name: "unknown vehicle", path: "/fleet/no-such-vehicle", status: 404 },
  { name: "contact form with errors", path: "/contact", status: 400, form: { name: "", phone: "", email: "x", message: "" } },
  { name: "panel form with errors", path: "/contact-panel", status: 400, form: { name: "", phone: "", email: "", service: "" } },
];

/** Every page in both languages: the Spanish twin of each under /es. */
export const HTML_PAGES: AuditPage[] = [
  ...ENGLISH_PAGES,
  ...ENGLISH_PAGES.map((page) => ({ ...page, name: `${page.name} (es)`, path: spanish(page.path) })),
];

/** The server's HTML for a page, as a browser without JavaScript gets it. */
export async function fetchPage(origin: string, page: AuditPage): Promise<string> {
  const response = await fetch(`${origin}${page.path}`, {
    method: page.form ? "POST" : "GET",
    body: page.form ? new URLSearchParams(page.form) : undefined,
    headers: page.form ? { Origin: origin } : {},
    redirect: "manual",
  });
  if (response.status !== page.status) throw new Error(`${page.name}: expected ${page.status}, got ${response.status}`);
  return response.text();
}
