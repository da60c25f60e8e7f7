// @ts-check
/**
 * npm run build: production site (dist/) and extension: extension/build/chrome-mv3-prod + its store zip
 * (Chrome and Edge), extension/build/firefox-mv3-prod + its zip (Firefox Add-ons).
 */
import { buildAll, EXTENSION_BUILD, EXTENSION_ZIP, FIREFOX_BUILD, FIREFOX_ZIP } from "./lib/build.mjs";
import { loadEnv } from "./lib/env.mjs";

const env = loadEnv();
console.log("Building Netlift…");
await buildAll(env, { firefox: true });
console.log(
  `\nSite:      dist/\nExtension: ${EXTENSION_BUILD} (Chrome and Edge; store zip: ${EXTENSION_ZIP})\n           ${FIREFOX_BUILD} (Firefox; zip: ${FIREFOX_ZIP})`,
);
