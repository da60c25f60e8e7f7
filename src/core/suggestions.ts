/** Turning a model's answer into suggestions, whatever shape it came back in. */

const OPENING_QUOTES = '"“';
const CLOSING_QUOTES = '"”';

/** Trims the text and one pair of surrounding quotes (no regular expression: runs per suggestion). */
function clean(text: string): string {
  let t = text.trim();
  if (t && OPENING_QUOTES.indexOf(t[0]!) >= 0) t = t.slice(1);
  if (t && CLOSING_QUOTES.indexOf(t[t.length - 1]!) >= 0) t = t.slice(0, -1);
  return t.trim();
}

/**
 * Reads {"suggestions": [...]} (also inside a ```json fence or after some prose); falls back to a
 * numbered or "---" separated list, then to the whole text as one suggestion. At most `count`.
 */
export function parseSuggestions(content: string, count: number): string[] {
  const text = content.trim();
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start >= 0 && end > start) {
    try {
      const parsed = JSON.parse(text.slice(start, end + 1)) as { suggestions?: unknown };
      if (Array.isArray(parsed.suggestions)) {
        const list = parsed.suggestions
          .filter((s): s is string => typeof s === "string")
          .map(clean)
          .filter(Boolean);
        if (list.length) return list.slice(0, count);
      }
    } catch {
      // not JSON: try the list shapes below
    }
  }
  if (count > 1) {
    const bySeparator = text
      .split(/\n-{3,}\n/)
      .map(clean)
      .filter(Boolean);
    if (bySeparator.length > 1) return bySeparator.slice(0, count);
    const numbered = text
      .split(/\n?^\s*\d+[.)]\s+/m)
      .map(clean)
      .filter(Boolean);
    if (numbered.length > 1) return numbered.slice(0, count);
  }
  return text ? [clean(text)] : [];
}
