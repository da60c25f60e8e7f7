/**
 * Suggestions read from a model's answer while it is being written, for the streaming mode of
 * POST /api/assist. Each push of text gives the deltas that are now certain (text appended to
 * suggestion `index`); `finish` gives the last deltas and the final suggestions, which are exactly the
 * deltas added up. It reads the shapes parseSuggestions reads: {"suggestions": [...]} (also in a ```json
 * fence or after some prose), a numbered list, a list separated by "---" lines, or the whole text; for
 * a complete answer its suggestions are parseSuggestions' (a unit test holds them to it), and for one cut
 * short (the token bound) it keeps what was written instead of treating the broken JSON as prose.
 */

export interface SuggestionDelta {
  index: number;
  text: string;
}

const OPENING_QUOTES = "\"“";
const CLOSING_QUOTES = "\"”";
/** The start of the JSON answer: `{"suggestions": [`, spaces allowed. */
const JSON_START = /\{\s*"suggestions"\s*:\s*\[/;
/** The list shapes, split exactly as parseSuggestions splits them. */
const SEPARATOR = /\n-{3,}\n/;
const MARKER = /\n?^\s*\d+[.)]\s+/m;

/** What clean() will keep of an item so far: leading space and one opening quote dropped; trailing space and a possible closing quote held back. */
function visible(raw: string, complete: boolean): string {
  let text = raw.replace(/^\s+/, "");
  if (text && OPENING_QUOTES.indexOf(text[0]!) >= 0) text = text.slice(1).replace(/^\s+/, "");
  if (complete) {
    text = text.replace(/\s+$/, "");
    if (text && CLOSING_QUOTES.indexOf(text[text.length - 1]!) >= 0) text = text.slice(0, -1);
    return text.replace(/\s+$/, "");
  }
  // what may still turn out to be its end: trailing space, and a quote before it
  return text.replace(/\s*["”]?\s*$/, "");
}

/** The JSON answer's strings decoded so far: complete ones, then the one being written (if any). */
function jsonStrings(text: string, from: number): { done: string[]; open: string | null; closed: boolean } {
  const done: string[] = [];
  let i = from;
  let depth = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "]" && depth === 0) return { done, open: null, closed: true };
    if (ch === "[" || ch === "{") depth++;
    else if ((ch === "]" || ch === "}") && depth > 0) depth--;
    else if (ch === '"') {
      let value = "";
      let j = i + 1;
      for (; j < text.length; j++) {
        const c = text[j]!;
        if (c === '"') break;
        if (c !== "\\") {
          value += c;
          continue;
        }
        const next = text[j + 1];
        if (next === undefined) return { done, open: depth === 0 ? value : null, closed: false }; // escape cut short
        if (next === "u") {
          const hex = text.slice(j + 2, j + 6);
          if (hex.length < 4) return { done, open: depth === 0 ? value : null, closed: false };
          value += String.fromCharCode(parseInt(hex, 16));
          j += 5;
        } else {
          value += ({ n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" } as Record<string, string>)[next] ?? next;
          j += 1;
        }
      }
      if (j >= text.length) return { done, open: depth === 0 ? value : null, closed: false };
      if (depth === 0) done.push(value);
      i = j + 1;
      continue;
    }
    i++;
  }
  return { done, open: null, closed: false };
}

/** The items of a list answer so far (text mode), the last one still open unless `complete`. */
function listItems(text: string, count: number, complete: boolean): string[] {
  if (count <= 1) return [text];
  // parseSuggestions prefers "---" separators when they give more than one item
  const bySeparator = text.split(SEPARATOR);
  const parts = bySeparator.filter((part) => visible(part, true)).length > 1 ? bySeparator : text.split(MARKER);
  if (!complete) {
    // a last line that may still become a marker or a separator is not text yet
    let tail = parts[parts.length - 1]!;
    for (;;) {
      const lineStart = tail.lastIndexOf("\n");
      if (!/^\s*(\d+[.)]?|-+)?\s*$/.test(tail.slice(lineStart + 1))) break;
      tail = lineStart >= 0 ? tail.slice(0, lineStart) : "";
      if (lineStart < 0) break;
    }
    parts[parts.length - 1] = tail;
  }
  return parts;
}

/** Whether the text's last "{" could still grow into the JSON answer's start. */
function mayBecomeJson(text: string): boolean {
  const brace = text.lastIndexOf("{");
  if (brace < 0) return false;
  const tail = text.slice(brace).replace(/\s+/g, "");
  return '{"suggestions":['.startsWith(tail);
}

/**
 * Whether the answer is known not to be JSON yet to come: it starts as a numbered list, or its first line
 * is content (an intro line ending with ":", or a fence, may still be followed by the JSON answer).
 */
function listReady(text: string): boolean {
  if (/^[ \t]*\d+[.)][ \t]/.test(text)) return true;
  const newline = text.indexOf("\n");
  if (newline < 0) return false;
  const first = text.slice(0, newline).trim();
  const rest = text.slice(newline + 1).replace(/^\s+/, "");
  if (/[:：]$/.test(first) || /^`{1,3}\w*$/.test(first)) return rest !== "" && !/^[{`]/.test(rest);
  return true;
}

export function createSuggestionStream(count: number) {
  let text = "";
  const emitted: string[] = [];

  /** Suggestions as far as they are certain (the last possibly incomplete), non-empty only, at most `count`. */
  function current(complete: boolean): string[] {
    const trimmed = text.replace(/^\s+/, "");
    const start = JSON_START.exec(trimmed);
    if (start) {
      const { done, open, closed } = jsonStrings(trimmed, start.index + start[0].length);
      const items = done.map((s) => visible(s, true));
      if (open !== null && !closed) items.push(visible(open, complete));
      return items.filter(Boolean).slice(0, count);
    }
    if (!complete && (mayBecomeJson(trimmed) || !listReady(trimmed))) return [];
    const items = listItems(trimmed, count, complete);
    return items.map((item, i) => visible(item, complete || i < items.length - 1)).filter(Boolean).slice(0, count);
  }

  /** The new text of each suggestion since the last call; never takes back what was sent. */
  function diff(next: string[]): SuggestionDelta[] {
    const deltas: SuggestionDelta[] = [];
    for (let i = 0; i < next.length; i++) {
      const before = emitted[i] ?? "";
      const now = next[i]!;
      if (now.length > before.length && now.startsWith(before)) {
        deltas.push({ index: i, text: now.slice(before.length) });
        emitted[i] = now;
      }
    }
    return deltas;
  }

  return {
    /** Adds text the model wrote; returns the deltas now certain. */
    push(chunk: string): SuggestionDelta[] {
      text += chunk;
      return diff(current(false));
    },
    /** The answer is complete: the last deltas, and the suggestions they add up to. */
    finish(): { deltas: SuggestionDelta[]; suggestions: string[] } {
      const deltas = diff(current(true));
      return { deltas, suggestions: emitted.slice(0, count).filter(Boolean) };
    },
    /** Everything the model wrote so far (usage estimates, memory). */
    text: () => text,
  };
}
