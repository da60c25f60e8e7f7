// @ts-check
/** The runtime configuration (docs/configuration.md), from process.env and an optional .env file. */
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { ROOT } from "./pocketbase.mjs";

/** Parses KEY=value lines (# comments, optional quotes). */
export function parseDotenv(/** @type {string} */ text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || !match[1] || line.trim().startsWith("#")) continue;
    let value = match[2] ?? "";
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, "");
    out[match[1]] = value;
  }
  return out;
}

/** @typedef {Record<string, string> & { HOST: string, PORT: string, APP_URL: string, PB_DATA_DIR: string, PLASMO_PUBLIC_API_URL: string }} AppEnv */

/**
 * process.env wins over .env; derived defaults (APP_URL, PLASMO_PUBLIC_API_URL) are filled in.
 * @param {NodeJS.ProcessEnv} [base]
 * @returns {AppEnv}
 */
export function loadEnv(base = process.env) {
  const file = join(ROOT, ".env");
  /** @type {Record<string, string>} */
  const merged = existsSync(file) ? parseDotenv(readFileSync(file, "utf8")) : {};
  for (const [k, v] of Object.entries(base)) if (v !== undefined) merged[k] = v;
  const HOST = merged.HOST || "127.0.0.1";
  const PORT = merged.PORT || "8090";
  const APP_URL = (merged.APP_URL || `http://${HOST}:${PORT}`).replace(/\/+$/, "");
  const dataDir = merged.PB_DATA_DIR || ".data/pb_data";
  return {
    ...merged,
    HOST,
    PORT,
    APP_URL,
    PB_DATA_DIR: isAbsolute(dataDir) ? dataDir : join(ROOT, dataDir),
    PLASMO_PUBLIC_API_URL: (merged.PLASMO_PUBLIC_API_URL || APP_URL).replace(/\/+$/, ""),
  };
}
