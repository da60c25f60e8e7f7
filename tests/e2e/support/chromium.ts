/** The tests use the same Chromium and flags as the benchmark and the demo recordings. */
export { assertChromium, CHROMIUM_ARGS, chromiumPath, headlessShellPath } from "../../../scripts/lib/chromium.mjs";
