// @ts-check
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

// Static HTML for every route; React islands hydrate only where there is interaction.
// PocketBase serves dist/ and the API on one origin (see scripts/start.mjs).
export default defineConfig({
  output: "static",
  integrations: [react()],
  build: { format: "directory", inlineStylesheets: "auto" },
  trailingSlash: "ignore",
  devToolbar: { enabled: false },
});
