/**
 * LinkedIn pages for the extractor tests, in two layers:
 * - our own fixtures (tests/fixtures/linkedin/), written by us with fictional people: always run;
 * - real captures of LinkedIn's markup (LINKEDIN_CAPTURES, by default ../shared/fixtures/linkedin beside the
 *   clone): not ours to commit, so they run as an extra layer only where that folder exists. Their describe
 *   blocks are named "capture <file>", which the captures reporter (./captures-reporter.ts) counts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { capturePath, capturesDir, hasCaptures, OWN_FIXTURES } from "../../scripts/lib/linkedin-fixtures.mjs";

export { capturePath, capturesDir, hasCaptures, OWN_FIXTURES };

export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html");
}

/** One of our own fixtures, parsed. */
export function loadOwn(file: string): Document {
  return parseHtml(readFileSync(join(OWN_FIXTURES, file), "utf8"));
}

/**
 * One of our own fixtures as a browser shows it: parsed, then its page scripts (data-fixture-script, inline) run on
 * it, as Chromium runs them in the end-to-end tests. Some markup can only be built that way: a link nested in a
 * link, a list inside a paragraph (the HTML parser closes the outer element).
 */
export function loadBuilt(file: string): Document {
  const doc = loadOwn(file);
  for (const script of doc.querySelectorAll("script[data-fixture-script]:not([src])"))
    new Function("document", script.textContent ?? "")(doc);
  return doc;
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

// ---------------------------------------------------------------- what a capture says, read from its own markup
//
// The captures hold real people's names, posts and messages, which must not be copied into the repository
// (issue #27). So their tests never quote them: they compare what an extractor found with what the same
// page says elsewhere (its <title>, an accessibility label, a screen-reader copy, a list card), read here
// with plain DOM calls rather than the extension's helpers, so that a broken extractor cannot agree with
// itself. Where the page says nothing else, they check a value's shape.

/** Whitespace collapsed to single spaces, trimmed. */
export function squash(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Text without any whitespace: a <br> leaves none in textContent, where an extractor reads a line break. */
export function compact(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, "");
}

/**
 * The lines a reader sees in `root`, in document order: each line of each text node, whitespace collapsed,
 * without screen-reader copies (.visually-hidden), scripts, styles, and whatever `skip` matches.
 */
export function visibleLines(root: Element, skip?: string): string[] {
  const hidden = ["script", "style", "template", ".visually-hidden", ...(skip ? [skip] : [])].join(", ");
  const lines: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(hidden)) continue;
    for (const line of (node.nodeValue ?? "").split("\n")) {
      const text = squash(line);
      if (text) lines.push(text);
    }
  }
  return lines;
}

/** The name a profile page's <title> gives it ("<Name> | LinkedIn"), or "". */
export function titleName(doc: Document): string {
  return /^(.+?) \| LinkedIn$/.exec(squash(doc.title))?.[1] ?? "";
}

/**
 * Each line of `text` occurs in `root`'s text, in the same order: what was read is this element's
 * (not a neighbour's), and nothing was added to it.
 */
export function expectLinesIn(text: string, root: Element): void {
  const whole = compact(root.textContent);
  let from = 0;
  // the message numbers the line rather than quoting it: a capture's text stays out of test logs too
  text
    .split("\n")
    .filter((line) => line.trim())
    .forEach((line, index) => {
      const at = whole.indexOf(compact(line), from);
      expect(at, `line ${index + 1} is not in the element, or out of order`).toBeGreaterThanOrEqual(0);
      from = at + compact(line).length;
    });
}

/** The shapes of the values a capture's tests check without quoting them. */
export const SHAPE = {
  /** a public profile URL as the extension is given it */
  profileUrl: /^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+\/$/,
  /** data-member-id on a top card */
  memberId: /^\d{6,12}$/,
  /** a job's id (currentJobId, data-job-id, the tail of a /jobs/view/ slug) */
  jobId: /^\d{9,12}$/,
  /** a post's key on Ember pages */
  activityUrn: /^urn:li:activity:\d{16,20}$/,
  /** a message's time as the conversation shows it */
  clockTime: /^\d{1,2}:\d{2}(\s?[AP]M)?$/,
  /** a place: "City, Region, Country" (two to four parts) */
  place: /^[^,\n]+(, [^,\n]+){1,3}$/,
  /** a company's description line */
  followers: /^\d{1,3}(,\d{3})* followers$/,
  /** a person's display name: two to five words, no digits, no separators */
  personName: /^[^\d\s|•·,:@]+( [^\d\s|•·,:@]+){1,4}$/u,
} as const;

/**
 * What is never the text of a post, message or job description but the page around it: times, counts,
 * visibility and toggles, and the action bar's labels on a line of their own.
 */
export const PAGE_CHROME = new RegExp(
  [
    String.raw`\b\d+\s?(s|m|h|d|w|mo|yr)\s*•`, // "3h •"
    String.raw`\b\d+ (second|minute|hour|day|week|month|year)s? ago\b`,
    "Visible to anyone|Visibility:",
    String.raw`\b\d[\d,.]*\s?(reactions?|comments?|reposts?|followers)\b`,
    String.raw`see more|…\s*more$`,
    "^(Like|Comment|Repost|Send|Follow)$",
  ].join("|"),
  "im",
);
