import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressPlugin } from "./scripts/precompress.ts";
import { subsetFontsPlugin } from "./scripts/subset-fonts.ts";
import { messageRuntimePlugin } from "./scripts/message-runtime.ts";

export default defineConfig({
  // messageRuntimePlugin: the compiled messages' runtime in the browser (docs/decisions/011-message-runtime.md).
  plugins: [messageRuntimePlugin(), subsetFontsPlugin(), tailwindcss(), reactRouter(), precompressPlugin()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is the express app (React Router's custom-server
    // shape): it imports the app's build and shares its modules.
    // The adapter goes through Vite's resolution like the app, so both use the
    // same react-router (its RouterContextProvider is checked by identity).
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } }, resolve: { noExternal: ["@react-router/express"] } },
  },
});
