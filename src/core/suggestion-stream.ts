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

const OPENING_QUOTES = '"“';
const CLOSING_QUOTES = '"”';
/** The start of the JSON answer: `{"suggestions": [`, spaces allowed. */
const JSON_START = /\{\s*"suggestions"\s*:\s*\[/;
/** The list shapes, split exactly as parseSuggestions splits them. */
const SEPARATOR = /\n-{3,}\n/;
const MARKER = /\n?^\s*\d+[.)]\s+/m;

const isSpace = (ch: string | undefined) =>
  ch === " " || ch === "\n" || ch === "\t" || ch === "\r" || ch === "\f" || ch === "\v" || ch === "\u00a0";

/**
 * What clean() will keep of an item so far: leading space and one opening quote dropped; trailing space
 * and a possible closing quote held back. No regular expression: this runs at every piece of an answer,
 * in the hooks' slow engine.
 */
function visible(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (start < end && isSpace(raw[start])) start++;
  if (start < end && OPENING_QUOTES.indexOf(raw[start]!) >= 0) {
    start++;
    while (start < end && isSpace(raw[start])) start++;
  }
  while (end > start && isSpace(raw[end - 1])) end--;
  // one closing quote is dropped: on a complete item as clean() drops it; on one still open it may be
  // the closing one, so it waits
  if (end > start && CLOSING_QUOTES.indexOf(raw[end - 1]!) >= 0) {
    end--;
    while (end > start && isSpace(raw[end - 1])) end--;
  }
  return raw.slice(start, end);
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" };

/**
 * Reads the JSON answer's array of strings as text arrives, where it left off (the engine of the hooks
 * is slow: reading the whole answer again at every piece would cost the server a lot on long answers).
 * `read(text)` returns the complete strings so far and the one being written, if any.
 */
function createJsonReader(from: number) {
  const done: string[] = [];
  let pos = from;
  let depth = 0;
  let closed = false;
  /** the string being written: decoded so far up to `pos` (-1: none open) */
  let openValue: string | null = null;

  /** Decodes the open string from `pos` on; true when its closing quote was reached (pos then after it). */
  function decodeMore(text: string): boolean {
    let value = openValue!;
    while (pos < text.length) {
      const c = text[pos]!;
      if (c === '"') {
        openValue = value;
        pos++;
        return true;
      }
      if (c !== "\\") {
        value += c;
        pos++;
        continue;
      }
      const next = text[pos + 1];
      if (next === undefined) break; // an escape cut in half: wait for the rest
      if (next === "u") {
        if (pos + 6 > text.length) break;
        value += String.fromCharCode(parseInt(text.slice(pos + 2, pos + 6), 16));
        pos += 6;
      } else {
        value += ESCAPES[next] ?? next;
        pos += 2;
      }
    }
    openValue = value;
    return false;
  }

  return {
    read(text: string): { done: string[]; open: string | null; closed: boolean } {
      while (!closed) {
        if (openValue !== null) {
          if (!decodeMore(text)) return { done, open: depth === 0 ? openValue : null, closed };
          if (depth === 0) done.push(openValue);
          openValue = null;
          continue;
        }
        if (pos >= text.length) break;
        const ch = text[pos]!;
        pos++;
        if (ch === "]" && depth === 0) closed = true;
        else if (ch === "[" || ch === "{") depth++;
        else if ((ch === "]" || ch === "}") && depth > 0) depth--;
        else if (ch === '"') openValue = "";
      }
      return { done, open: null, closed };
    },
  };
}

/** The items of a list answer so far (text mode), the last one still open unless `complete`. */
function listItems(text: string, count: number, complete: boolean): string[] {
  if (count <= 1) return [text];
  // parseSuggestions prefers "---" separators when they give more than one item
  const bySeparator = text.split(SEPARATOR);
  const parts = bySeparator.filter((part) => visible(part)).length > 1 ? bySeparator : text.split(MARKER);
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
  let json: ReturnType<typeof createJsonReader> | null = null;
  /** the JSON answer's complete strings as clean() keeps them */
  const doneShown: string[] = [];

  /** Suggestions as far as they are certain (the last possibly incomplete), non-empty only, at most `count`. */
  function current(complete: boolean): string[] {
    if (!json) {
      const start = JSON_START.exec(text);
      if (start) json = createJsonReader(start.index + start[0].length);
    }
    if (json) {
      const { done, open, closed } = json.read(text);
      while (doneShown.length < done.length) {
        const shown = visible(done[doneShown.length]!);
        doneShown.push(shown);
      }
      const items = doneShown.filter(Boolean);
      if (open !== null && !closed) {
        const shown = visible(open);
        if (shown) items.push(shown);
      }
      return items.slice(0, count);
    }
    const trimmed = text.replace(/^\s+/, "");
    if (!complete && (mayBecomeJson(trimmed) || !listReady(trimmed))) return [];
    const items = listItems(trimmed, count, complete);
    return items
      .map((item) => visible(item))
      .filter(Boolean)
      .slice(0, count);
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
