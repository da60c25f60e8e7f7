import { existsSync } from "node:fs";

/** CHROME_PATH, else Debian's /usr/bin/chromium. No test tool downloads a browser. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

export function assertChromium(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install it (sudo apt-get install -y chromium) or set CHROME_PATH.`);
  }
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
