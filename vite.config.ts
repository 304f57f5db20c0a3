import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressPlugin } from "./scripts/precompress.ts";
import { subsetFontsPlugin } from "./scripts/subset-fonts.ts";

export default defineConfig({
  plugins: [subsetFontsPlugin(), tailwindcss(), reactRouter(), precompressPlugin()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry: the HTTP server, which imports the app's build.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
});
