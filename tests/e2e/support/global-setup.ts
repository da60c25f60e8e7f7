/**
 * Checks what the browser tests need before any worker starts: Chromium, the built site and extension. Each
 * worker then starts a stack of its own (support/worker-stack.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DIST_DIR } from "../../../scripts/lib/pocketbase.mjs";
import { capturesDir } from "../../../scripts/lib/linkedin-fixtures.mjs";
import { assertChromium } from "./chromium";
import { builtApiUrl } from "./extension-browser";
import { E2E_EXTENSION_DIR } from "./paths";

export default function globalSetup() {
  assertChromium({ headlessShell: true });
  for (const [what, file] of [
    ["site", join(DIST_DIR, "index.html")],
    ["extension", join(E2E_EXTENSION_DIR, "manifest.json")],
  ] as const) {
    if (!existsSync(file))
      throw new Error(`The ${what} is not built (${file} missing): run \`npm test\`, which builds it first.`);
  }
  builtApiUrl(); // throws when the build names no API origin to point elsewhere
  const captures = existsSync(capturesDir()) ? readdirSync(capturesDir()).filter((file) => file.endsWith(".html")) : [];
  console.log(
    captures.length
      ? `LinkedIn captures: ${captures.length} in ${capturesDir()}; the extension's capture tests run on those it knows.`
      : `LinkedIn captures: none in ${capturesDir()}; the extension runs on our own fixtures only (LINKEDIN_CAPTURES=/path/to/captures adds them).`,
  );
}
