// @ts-check
/**
 * Where LinkedIn pages for the extension's tests come from: our own fixtures (always there), and real
 * captures of LinkedIn's markup (LINKEDIN_CAPTURES, by default ../shared/fixtures/linkedin beside the
 * clone), which are not ours to commit and so are an extra layer wherever that folder exists.
 */
import { existsSync, readdirSync } from "node:fs";
import { basename, isAbsolute, join, resolve } from "node:path";
import { ROOT } from "./pocketbase.mjs";

export const OWN_FIXTURES = join(ROOT, "tests/fixtures/linkedin");

/** The folder of real captures: LINKEDIN_CAPTURES (relative to the repository), else ../shared/fixtures/linkedin. */
export function capturesDir(env = process.env) {
  const configured = env.LINKEDIN_CAPTURES?.trim();
  if (!configured) return resolve(ROOT, "../shared/fixtures/linkedin");
  return isAbsolute(configured) ? configured : resolve(ROOT, configured);
}

/** Whether the captures folder holds any page (`.html`): where it does not, every run is a run without captures. */
export function hasCaptures(env = process.env) {
  const dir = capturesDir(env);
  return existsSync(dir) && readdirSync(dir).some((file) => file.endsWith(".html"));
}

/** The path of a real capture, or null when the folder (or that file) is absent. */
export function capturePath(/** @type {string} */ file) {
  const path = join(capturesDir(), basename(file));
  return existsSync(path) ? path : null;
}
