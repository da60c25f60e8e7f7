/**
 * The text layer's reading of a region (the post around the helper, the open thread, the profile's main
 * column, the posting's detail pane): its visible text, cleaned of LinkedIn's chrome (navigation, button
 * labels, counters, "…more", screen-reader copies of the same text), capped to what the API accepts.
 */
import { blockText, cleanText } from "./dom";

/** Longest page text sent (POST /api/assist takes 12,000 characters a text and 24,000 a context). */
export const MAX_PAGE_TEXT = 8000;

/** Never part of a region's own text: navigation and landmarks, controls, media, code, our own helpers. */
const CHROME = [
  "nav",
  "header",
  "footer",
  "aside",
  "form",
  "dialog",
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="search"]',
  '[role="menu"]',
  '[role="toolbar"]',
  '[role="dialog"]',
  '[role="alert"]',
  '[role="status"]',
  "[aria-live]",
  "button",
  '[role="button"]',
  "select",
  "input",
  "textarea",
  '[contenteditable="true"]',
  "img",
  "svg",
  "video",
  "picture",
  "figure",
  "iframe",
  "canvas",
  "script",
  "style",
  "template",
  "noscript",
  "code",
  "[hidden]",
  // screen-reader copies, where their classes are still the known ones (otherwise deduplicated below)
  ".visually-hidden",
  ".a11y-text",
  ".sr-only",
  "[data-netlift]",
].join(", ");

/** Lines that are LinkedIn's chrome, not content: actions, counters, toggles, separators. */
const CHROME_LINE = new RegExp(
  [
    "^(like|comment|repost|send|share|follow|following|connect|message|more|save|apply|easy apply|report|hide|reply|see translation|translate)$",
    "^(…|\\.\\.\\.)?\\s*(see|show) (more|less)$",
    "^(…|\\.\\.\\.)?\\s*more$",
    "^[·•|,\\s]+$",
    "^\\d[\\d,.\\s]*[km]?$",
    "^\\d[\\d,.]*\\s*(reactions?|likes?|comments?|reposts?|shares?|views?|impressions?|followers?|new (notifications?|messages?))$",
    "^(\\d+\\s+)?new (notifications?|messages?)$",
    "^(skip to (main )?content|close|dismiss|menu)$",
  ].join("|"),
  "i",
);

/** "Ana RuizAna Ruiz" → "Ana Ruiz": a visible copy followed by its screen-reader twin on one line. */
function undouble(line: string): string {
  const half = line.length / 2;
  if (Number.isInteger(half) && half >= 2 && line.slice(0, half) === line.slice(half)) return line.slice(half);
  const spaced = /^(.{2,}?)\s+\1$/.exec(line);
  return spaced?.[1] ?? line;
}

/** The region's visible text, one block a line, chrome and repeats dropped, at most `max` characters. */
export function regionText(region: Element, max = MAX_PAGE_TEXT): string {
  const lines: string[] = [];
  for (const raw of blockText(region, CHROME).split("\n")) {
    const line = undouble(cleanText(raw));
    if (!line || CHROME_LINE.test(line)) continue;
    // a screen-reader copy on its own line right after the visible one
    if (lines.length && lines[lines.length - 1] === line) continue;
    lines.push(line);
  }
  let text = "";
  for (const line of lines) {
    if (text.length + line.length + 1 > max) {
      if (!text) text = line.slice(0, max);
      break;
    }
    text += (text ? "\n" : "") + line;
  }
  return text;
}
