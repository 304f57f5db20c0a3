// The main routes every budget applies to (issue 6), and the rest of the site's
// pages for the HTML checker.

export const MAIN_ROUTES = [
  "/",
  "/fleet",
  "/fleet/lamborghini-urus-orange",
  "/yacht-charter",
  "/quick-booking",
  "/contact",
  "/faq",
] as const;

/** A page's Spanish twin (app/i18n/i18n.ts): "/" -> "/es", "/fleet" -> "/es/fleet". */
export const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

/** The main routes in Spanish: every check the English ones get, they get too. */
export const SPANISH_MAIN_ROUTES = MAIN_ROUTES.map(spanish);

export const OTHER_PAGES = ["/contact-panel", "/fleet?brand=mercedes", "/fleet/mercedes-g63-blue", "/no-such-page"] as const;
