import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressPlugin } from "./scripts/precompress.ts";
import { subsetFontsPlugin } from "./scripts/subset-fonts.ts";

const SHELL_MODULES =
  /app[\\/](lib[\\/](cn|site|use-site|picture|use-hydrated|seo|navigation-fallback|faq|pending-submit)|components[\\/](json-ld|deferred|hydrate-when-near|site-header|analytics|fleet[\\/]fleet-pending|ui[\\/](toast-store|toaster|link|picture)))\.tsx?$/;

const FORM_MODULES =
  /app[\\/](lib[\\/]enquiries[\\/](choices|mailto|dates)|components[\\/]forms[\\/](field|use-enquiry|sent-note|error-summary))\.tsx?$/;

const VEHICLE_MODULES =
  /app[\\/](lib[\\/](fleet|vehicle-page|vehicle|slug|wrap-index|use-swipe)|components[\\/]fleet[\\/]availability-badge)\.tsx?$/;

const CARD_MODULES =
  /app[\\/](components[\\/](fleet[\\/](vehicle-card|vehicle-card-skeleton|fleet-intro)|ui[\\/]carousel)|lib[\\/]brand-logos)\.tsx?$/;

export default defineConfig({
  plugins: [subsetFontsPlugin(), tailwindcss(), reactRouter(), precompressPlugin()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is the express app (React Router's custom-server
    // shape): it imports the app's build and shares its modules.
    // The adapter goes through Vite's resolution like the app, so both use the
    // same react-router (its RouterContextProvider is checked by identity).
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } }, resolve: { noExternal: ["@react-router/express"] } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The first load of every page stays under 120 KiB gzip (tests/first-load-js.test.ts).
            codeSplitting: {
              groups: [
                // React, React DOM and React Router run on every page: one chunk
                // compresses better and costs one request instead of four.
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                // Every module the entry and the root layout import (the header, the
                // deferred-part machinery, the navigation fallback, the pending-submit
                // script): one request, one compression window, instead of a dozen
                // chunks of a few hundred bytes. Nothing here pulls a page's code along.
                { name: "shell", test: SHELL_MODULES },
                // What every form needs in the browser (the schemas come later, on focus).
                { name: "forms", test: FORM_MODULES },
                // What the fleet and a vehicle page both load first (names, prices, the
                // badge, pictures), and the fleet's cards: one request each instead of six.
                { name: "vehicles", test: VEHICLE_MODULES },
                { name: "cards", test: CARD_MODULES },
              ],
            },
          },
        },
      },
    },
  },
});
