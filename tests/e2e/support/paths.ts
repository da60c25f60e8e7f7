import { join } from "node:path";
import { ROOT } from "../../../scripts/lib/pocketbase.mjs";

/**
 * The extension build the e2e tests load: `plasmo build --tag=e2e --zip`, whose API origin each worker points at its
 * own server (support/extension-browser.ts: retargetedExtension).
 * E2E_EXTENSION_DIR picks another build (e.g. one of several checkouts' tests running at once).
 */
export const E2E_EXTENSION_DIR = process.env.E2E_EXTENSION_DIR || join(ROOT, "extension/build/chrome-mv3-e2e");

/** The Firefox build (`plasmo build --target=firefox-mv3 --tag=e2e --zip`), the same API origin; E2E_FIREFOX_EXTENSION_DIR picks another. */
export const E2E_FIREFOX_EXTENSION_DIR = process.env.E2E_FIREFOX_EXTENSION_DIR || join(ROOT, "extension/build/firefox-mv3-e2e");
