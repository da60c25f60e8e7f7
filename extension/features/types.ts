/**
 * What each page-type feature extracts: pure functions from the DOM to the `context` the assistant
 * needs (POST /api/assist). An extractor that finds nothing says why instead of returning empty text.
 */

export type Extraction<T> = { ok: true; context: T } | { ok: false; reason: string };

export interface FeedPostContext {
  post: {
    author: string;
    headline: string;
    text: string;
    /** visible comments, oldest first, at most a handful */
    comments: { author: string; text: string }[];
  };
}

export interface ThreadContext {
  thread: {
    participants: string[];
    /** oldest first; `me` marks the signed-in user's own messages */
    messages: { sender: string; time: string; text: string; me: boolean }[];
    /** the signed-in user's name when the page shows it, else "" */
    me: string;
  };
}

export interface ProfileContext {
  profile: {
    name: string;
    headline: string;
    location: string;
    about: string;
    experience: { title: string; company: string; dates: string; description: string }[];
    /** true when this is the signed-in user's own profile */
    own: boolean;
  };
}

export interface JobContext {
  job: {
    title: string;
    company: string;
    location: string;
    description: string;
  };
}

/** Normalises text read from the DOM: collapses whitespace, trims, drops "…see more" tails. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/\u00a0/g, " ")
    .replace(/[ \t\f\v]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/(…|\.\.\.)\s*(see more|more|ver más|mehr anzeigen|voir plus)$/i, "")
    .trim();
}

/** The first element any selector matches, tried in order (most to least stable). */
export function queryFirst<T extends Element = Element>(root: ParentNode, selectors: readonly string[]): T | null {
  for (const selector of selectors) {
    const found = root.querySelector<T>(selector);
    if (found) return found;
  }
  return null;
}

/** All elements the first matching selector finds (most to least stable). */
export function queryAllFirst<T extends Element = Element>(root: ParentNode, selectors: readonly string[]): T[] {
  for (const selector of selectors) {
    const found = [...root.querySelectorAll<T>(selector)];
    if (found.length) return found;
  }
  return [];
}

/** Text of the first selector that yields non-empty text. */
export function textOf(root: ParentNode, selectors: readonly string[]): string {
  for (const selector of selectors) {
    for (const el of root.querySelectorAll(selector)) {
      const text = cleanText(el.textContent);
      if (text) return text;
    }
  }
  return "";
}

/** The nearest ancestor-or-self matching any of the selectors. */
export function closestAny(el: Element, selectors: readonly string[]): Element | null {
  return el.closest(selectors.join(", "));
}
