import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressPlugin } from "./scripts/precompress.ts";
import { subsetFontsPlugin } from "./scripts/subset-fonts.ts";
import { messageRuntimePlugin } from "./scripts/message-runtime.ts";

// What every page loads first: React, React DOM and React Router, the root
// route module, and every module it and the entry import (the header, the
// deferred-part machinery, the navigation fallback).
const SHELL_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|app[\\/](root|lib[\\/](cn|held-parts|site|use-site|picture|use-hydrated|seo|navigation-fallback|faq)|components[\\/](json-ld|deferred|site-header|analytics|fleet[\\/]fleet-pending|ui[\\/](link|picture)))\.tsx?$/;

const FORM_MODULES =
  /app[\\/](lib[\\/]enquiries[\\/](choices|mailto|dates)|components[\\/]forms[\\/](field|use-enquiry|sent-note|error-summary))\.tsx?$/;

const VEHICLE_MODULES =
  /app[\\/](lib[\\/](fleet|vehicle|slug|wrap-index|use-swipe)|components[\\/]fleet[\\/]availability-badge)\.tsx?$/;

// The fleet page's module and its cards. The placeholder cards come on demand
// with the placeholder page's chunk (app/components/fleet/fleet-pending.tsx).
const FLEET_MODULES =
  /app[\\/](routes[\\/]fleet|components[\\/](hydrate-when-near|fleet[\\/](vehicle-card|fleet-intro)|ui[\\/]carousel))\.tsx?$/;

// The vehicle page's module and what it loads first, with the icons and the
// photo label its gallery dialog shares (else two more small chunks).
const VEHICLE_PAGE_MODULES =
  /app[\\/](routes[\\/]vehicle|components[\\/]fleet[\\/](vehicle-gallery|booking-panel|icons)|paraglide[\\/]messages[\\/]vehicle_gallery_alt)\.(tsx?|js)$/;

export default defineConfig({
  // messageRuntimePlugin: the compiled messages' runtime in the browser (docs/decisions/011-message-runtime.md).
  plugins: [messageRuntimePlugin(), subsetFontsPlugin(), tailwindcss(), reactRouter(), precompressPlugin()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is the express app (React Router's custom-server
    // shape): it imports the app's build and shares its modules.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The first load of every page stays under 120 KiB gzip (tests/first-load-js.test.ts).
            // Each chunk a page loads costs its own compression window, its import
            // and export lists and a request: a few large chunks weigh less than many
            // small ones (docs/PERFORMANCE.md, JavaScript). A route module captured by
            // a group (root, fleet) keeps a chunk of its own that only re-exports.
            codeSplitting: {
              groups: [
                // One chunk for every page's common first load.
                { name: "shell", test: SHELL_MODULES },
                // What every form needs in the browser (the schemas come later, on focus).
                { name: "forms", test: FORM_MODULES },
                // What the fleet and a vehicle page both load first (names, prices, the
                // badge, swipes).
                { name: "vehicles", test: VEHICLE_MODULES },
                { name: "fleet", test: FLEET_MODULES },
                { name: "vehicle", test: VEHICLE_PAGE_MODULES },
              ],
            },
          },
        },
      },
    },
  },
});
