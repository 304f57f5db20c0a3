import { route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("fleet", "routes/fleet.tsx"),
  route("fleet/:id", "routes/vehicle.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("contact-panel", "routes/contact-panel.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
