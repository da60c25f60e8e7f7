// @ts-check
/** The system Chromium every browser tool of the project drives: tests, benchmark, demo recordings. */
import { existsSync } from "node:fs";

/** CHROME_PATH, else Debian's /usr/bin/chromium. No tool of ours downloads a browser. */
export function chromiumPath() {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

/**
 * For pages without the extension (the site's end-to-end tests): Chromium's headless shell, the same Blink
 * without the browser's user interface, which costs a third less CPU a page (the a11y tests: 120 s → 80 s on one
 * worker). It cannot load an extension, so the extension's tests use chromiumPath().
 * CHROME_HEADLESS_SHELL_PATH, else Debian's /usr/bin/chromium-headless-shell.
 */
export function headlessShellPath() {
  return process.env.CHROME_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";
}

/** Throws one line saying how to get Chromium (and, with `headlessShell`, its headless shell) when missing. */
export function assertChromium({ headlessShell = false } = {}) {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install it (sudo apt-get install -y chromium) or set CHROME_PATH.`);
  }
  const shell = headlessShellPath();
  if (headlessShell && !existsSync(shell)) {
    throw new Error(
      `Chromium's headless shell not found at ${shell}: install it (sudo apt-get install -y chromium-headless-shell) or set CHROME_HEADLESS_SHELL_PATH.`,
    );
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
