import { route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("contact-panel", "routes/contact-panel.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
