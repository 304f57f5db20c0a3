import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("yacht-charter", "routes/yacht-charter.tsx"),
  route("quick-booking", "routes/quick-booking.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("fleet", "routes/fleet.tsx"),
  route("fleet/:id", "routes/vehicle.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("img/*", "routes/img.ts"),
  route("contact-panel", "routes/contact-panel.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
