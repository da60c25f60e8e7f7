// @ts-check
/** The system Chromium every browser tool of the project drives: tests, benchmark, demo recordings. */
import { existsSync } from "node:fs";

/** CHROME_PATH, else Debian's /usr/bin/chromium. No tool of ours downloads a browser. */
export function chromiumPath() {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

/** Throws one line saying how to get Chromium when it is missing. */
export function assertChromium() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install it (sudo apt-get install -y chromium) or set CHROME_PATH.`);
  }
}

/** Root-safe, quiet flags: without the background-networking ones Chromium calls home on a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
