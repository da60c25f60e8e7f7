// @ts-check
/** The runtime configuration of CONTRACT.md, from process.env and an optional .env file. */
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { ROOT } from "./pocketbase.mjs";

/** Parses KEY=value lines (# comments, optional quotes). */
export function parseDotenv(/** @type {string} */ text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith("#")) continue;
    let value = match[2];
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, "");
    out[match[1]] = value;
  }
  return out;
}

/**
 * process.env wins over .env; derived defaults (APP_URL, PLASMO_PUBLIC_API_URL) are filled in.
 * @param {NodeJS.ProcessEnv} [base]
 */
export function loadEnv(base = process.env) {
  const file = join(ROOT, ".env");
  const fromFile = existsSync(file) ? parseDotenv(readFileSync(file, "utf8")) : {};
  /** @type {Record<string, string>} */
  const env = { ...fromFile };
  for (const [k, v] of Object.entries(base)) if (v !== undefined) env[k] = v;
  env.HOST ||= "127.0.0.1";
  env.PORT ||= "8090";
  env.APP_URL = (env.APP_URL || `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, "");
  env.PB_DATA_DIR ||= ".data/pb_data";
  if (!isAbsolute(env.PB_DATA_DIR)) env.PB_DATA_DIR = join(ROOT, env.PB_DATA_DIR);
  env.PLASMO_PUBLIC_API_URL = (env.PLASMO_PUBLIC_API_URL || env.APP_URL).replace(/\/+$/, "");
  return env;
}
