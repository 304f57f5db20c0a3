import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Every page twice: English at the root, Spanish under /es (app/i18n/i18n.ts).
// The same modules serve both; a page reads its language from its URL. The
// Spanish routes' ids are the English ones under "es/".
function pages(locale: "en" | "es") {
  const id = (name: string) => (locale === "en" ? {} : { id: `es/${name}` });
  return [
    index("routes/home.tsx", id("home")),
    route("yacht-charter", "routes/yacht-charter.tsx", id("yacht-charter")),
    route("quick-booking", "routes/quick-booking.tsx", id("quick-booking")),
    route("contact", "routes/contact.tsx", id("contact")),
    route("faq", "routes/faq.tsx", id("faq")),
    route("fleet", "routes/fleet.tsx", id("fleet")),
    route("fleet/:id", "routes/vehicle.tsx", id("vehicle")),
    route("contact-panel", "routes/contact-panel.tsx", id("contact-panel")),
    route("privacy", "routes/privacy.tsx", id("privacy")),
    route("*", "routes/not-found.tsx", id("not-found")),
  ];
}

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("img/*", "routes/img.ts"),
  ...pages("en"),
  ...prefix("es", pages("es")),
] satisfies RouteConfig;
