import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { resumeDestination, routeCodeFallback } from "./hydration/navigation-fallback";

// React Router's default entry, with the router's instrumentation: a navigation
// whose code cannot load still reaches its page (app/hydration/navigation-fallback.ts).
if (!resumeDestination()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[routeCodeFallback]} />
      </StrictMode>,
    );
  });
}
