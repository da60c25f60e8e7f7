// @ts-check
/** npm run build: production site (dist/) and extension (extension/build/chrome-mv3-prod + store zip). */
import { buildAll, EXTENSION_BUILD } from "./lib/build.mjs";
import { loadEnv } from "./lib/env.mjs";

const env = loadEnv();
console.log("Building Netlift…");
await buildAll(env);
console.log(`\nSite:      dist/\nExtension: ${EXTENSION_BUILD} (store zip: extension/build/chrome-mv3-prod.zip)`);
