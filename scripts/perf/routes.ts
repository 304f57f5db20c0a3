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

export const OTHER_PAGES = ["/contact-panel", "/fleet?brand=mercedes", "/fleet/mercedes-g63-blue", "/no-such-page"] as const;
