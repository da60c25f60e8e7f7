/**
 * LinkedIn pages for the extractor tests, in two layers:
 * - our own fixtures (tests/fixtures/linkedin/), written by us with fictional people: always run;
 * - real captures of LinkedIn's markup (LINKEDIN_CAPTURES, by default ../shared/fixtures/linkedin beside the
 *   clone): not ours to commit, so they run as an extra layer only where that folder exists. Their describe
 *   blocks are named "capture <file>", which the captures reporter (./captures-reporter.ts) counts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe } from "vitest";
import { capturePath, capturesDir, OWN_FIXTURES } from "../../scripts/lib/linkedin-fixtures.mjs";

export { capturePath, capturesDir, OWN_FIXTURES };

export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html");
}

/** One of our own fixtures, parsed. */
export function loadOwn(file: string): Document {
  return parseHtml(readFileSync(join(OWN_FIXTURES, file), "utf8"));
}

/** A real capture, parsed (only call it inside describeCapture, where the file is known to exist). */
export function loadCapture(file: string): Document {
  const path = capturePath(file);
  if (!path) throw new Error(`capture ${file} is not in ${capturesDir()}`);
  return parseHtml(readFileSync(path, "utf8"));
}

/**
 * The tests of one real capture. Registered only when the capture exists: a clone without the captures
 * runs (and reports) our own fixtures alone, with nothing failed and nothing marked skipped.
 */
export function describeCapture(file: string, title: string, body: () => void): void {
  if (!capturePath(file)) return;
  describe(`capture ${file}: ${title}`, body);
}

/** The capture file named by a test's full name ("capture feed-1.html: …"), or null. */
export function captureOfTestName(fullName: string): string | null {
  return /(?:^|\s|>\s)capture ([\w.-]+\.html):/.exec(fullName)?.[1] ?? null;
}
