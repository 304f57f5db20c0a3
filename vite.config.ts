import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressPlugin } from "./scripts/precompress.ts";
import { subsetFontsPlugin } from "./scripts/subset-fonts.ts";

const SHELL_MODULES =
  /app[\\/](lib[\\/](cn|site|use-site|use-hydrated|seo|navigation-fallback)|components[\\/](json-ld|deferred|fleet[\\/]fleet-pending|ui[\\/](toast-store|link)))\.tsx?$/;

const FORM_MODULES =
  /app[\\/](lib[\\/]enquiries[\\/](choices|mailto|dates)|components[\\/]forms[\\/](field|use-enquiry|sent-note))\.tsx?$/;

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
            // React, React DOM and React Router run on every page: one chunk
            // compresses better and costs one request instead of five.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/ },
                // Small modules the layout (and so every page) needs: one request, one
                // compression window, instead of a dozen chunks of a few hundred bytes.
                { name: "shell", test: SHELL_MODULES },
                // What every form needs in the browser (the schemas come later, on focus).
                { name: "forms", test: FORM_MODULES },
              ],
            },
          },
        },
      },
    },
  },
});
