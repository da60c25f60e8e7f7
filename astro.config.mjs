// @ts-check
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { AUTH_STATE_SCRIPT } from "./src/lib/auth-state-script";
import { loadEnv } from "./scripts/lib/env.mjs";
import { precompress } from "./scripts/lib/precompress.mjs";
import { seoFiles } from "./scripts/lib/seo-files.mjs";

// The public origin, for canonical links, Open Graph URLs and the sitemap: APP_URL (from the environment or
// .env, as npm start and npm run build read it; http://127.0.0.1:8090 by default). The site is static, so
// it is baked in at build time: building for another origin means building again (npm run package does).
const site = loadEnv().APP_URL;

/** Brotli and gzip copies of the built site's text files, after everything else is written (scripts/lib/precompress.mjs). */
/** @returns {import("astro").AstroIntegration} */
function precompressSite() {
  return {
    name: "netlift:precompress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const t = await precompress(fileURLToPath(dir));
        logger.info(`${t.files} files precompressed: ${t.bytes} bytes → brotli ${t.br}, gzip ${t.gzip}`);
      },
    },
  };
}

// Static HTML for every route; React islands hydrate only where there is interaction.
// PocketBase serves dist/ and the API on one origin (see scripts/start.mjs).
export default defineConfig({
  site,
  output: "static",
  // precompress last: it compresses what the others wrote (sitemap.xml, robots.txt)
  integrations: [react(), seoFiles(), precompressSite()],
  build: { format: "directory", inlineStylesheets: "auto" },
  trailingSlash: "ignore",
  devToolbar: { enabled: false },
  experimental: {
    // each page states its Content-Security-Policy in a meta tag, with the hashes of the scripts and styles
    // Astro writes; the server sends it as the page's header (src/core/site-serving.ts). The one inline
    // script Astro does not hash is the auth-state script (src/lib/auth-state-script.ts): allowed by its hash.
    csp: {
      // the site talks to its own origin only (the API is PocketBase's, on the same origin)
      directives: ["default-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      scriptDirective: { hashes: [`sha256-${createHash("sha256").update(AUTH_STATE_SCRIPT).digest("base64")}`] },
    },
  },
});
