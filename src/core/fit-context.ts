/**
 * Makes a page's context fit what /api/assist accepts (ASSIST_LIMITS), the way a reader would cut it:
 * a long thread loses its oldest messages first, a long profile its oldest roles, and only then is
 * the longest text shortened. Without it a normal page (30 long messages, a profile with long role
 * descriptions) would be refused with 400 invalid_input every time.
 */
import { ASSIST_LIMITS, type Context, type ContextValue } from "./assist";
import { utf8Length } from "./metering";

/** Room left under the limits for everything else the request carries (task, goal, instruction…). */
const HEADROOM_CHARS = 1_000;
const HEADROOM_BYTES = 8 * 1024;
/** Lists in page order, oldest first (a thread): these lose their first items, other lists their last. */
const OLDEST_FIRST = new Set(["messages"]);
const ELLIPSIS = "…";
/** Texts are not cut below this: a shorter one says too little to be worth sending. */
const MIN_TEXT = 200;

/** The serialised size measured both ways the server measures it: characters and UTF-8 bytes. */
function fits(context: Context, maxChars: number, maxBytes: number): { ok: boolean; excessChars: number } {
  const json = JSON.stringify(context);
  const bytes = json.length * 3 <= maxBytes ? json.length : utf8Length(json);
  // characters to drop, converting a byte excess at the text's own bytes per character
  const excessChars = Math.max(json.length - maxChars, Math.ceil((bytes - maxBytes) / Math.max(1, bytes / json.length)));
  return { ok: excessChars <= 0, excessChars };
}

type Parent = ContextValue[] | Context;
interface Found<T> {
  parent: Parent;
  key: string | number;
  value: T;
}

/** Every list and every text in the context, with where it sits. */
function walk(
  value: ContextValue,
  parent: Parent | null,
  key: string | number,
  lists: Found<ContextValue[]>[],
  texts: Found<string>[],
) {
  if (typeof value === "string") {
    if (parent) texts.push({ parent, key, value });
  } else if (Array.isArray(value)) {
    if (parent) lists.push({ parent, key, value });
    value.forEach((item, i) => walk(item, value, i, lists, texts));
  } else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) walk(item, value, name, lists, texts);
  }
}

function set(found: Found<unknown>, next: ContextValue) {
  (found.parent as Record<string | number, ContextValue>)[found.key] = next;
}

/** A copy of `context` that the server accepts: the same object when it already fits. */
export function fitContext(
  context: Context,
  limits: { chars: number; bytes: number } = {
    chars: ASSIST_LIMITS.contextChars - HEADROOM_CHARS,
    bytes: ASSIST_LIMITS.bodyBytes - HEADROOM_BYTES,
  },
): Context {
  if (fits(context, limits.chars, limits.bytes).ok) return context;
  const copy = structuredClone(context);

  // no single text may be longer than the server takes
  const texts: Found<string>[] = [];
  walk(copy, null, "", [], texts);
  for (const text of texts) {
    if (text.value.length > ASSIST_LIMITS.contextText) set(text, text.value.slice(0, ASSIST_LIMITS.contextText - 1) + ELLIPSIS);
  }

  for (;;) {
    const size = fits(copy, limits.chars, limits.bytes);
    if (size.ok) return copy;
    const lists: Found<ContextValue[]>[] = [];
    const found: Found<string>[] = [];
    walk(copy, null, "", lists, found);
    // the longest list that can spare an item loses its oldest one
    const list = lists
      .filter((l) => l.value.length > 1)
      .sort((a, b) => JSON.stringify(b.value).length - JSON.stringify(a.value).length)[0];
    if (list) {
      if (OLDEST_FIRST.has(String(list.key))) list.value.shift();
      else list.value.pop();
      continue;
    }
    // then the longest text is shortened by what is still too much
    const text = found.sort((a, b) => b.value.length - a.value.length)[0];
    if (!text || text.value.length <= MIN_TEXT) return copy; // nothing sensible left to cut: the server says why
    const keep = Math.max(MIN_TEXT, text.value.length - size.excessChars - 1);
    set(text, text.value.slice(0, keep - 1) + ELLIPSIS);
  }
}
