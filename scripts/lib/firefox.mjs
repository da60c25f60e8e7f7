// @ts-check
/** The system Firefox that tests/e2e/firefox.spec.ts installs the Firefox package in. */
import { existsSync } from "node:fs";

/** FIREFOX_PATH, else Debian's /usr/bin/firefox-esr. No tool of ours downloads a browser. */
export function firefoxPath() {
  return process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
}

/** Throws one line saying how to get Firefox when it is missing. */
export function assertFirefox() {
  const path = firefoxPath();
  if (!existsSync(path)) {
    throw new Error(`Firefox not found at ${path}: install it (sudo apt-get install -y firefox-esr) or set FIREFOX_PATH.`);
  }
}
