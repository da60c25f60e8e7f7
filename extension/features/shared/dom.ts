/**
 * The extraction toolkit every page type shares: queries over ordered selector lists, visible text
 * (screen-reader copies, buttons and "…see more" left out), and the page-level signals that survive a
 * redesign (the title, meta tags, JSON-LD, link shapes). Pure functions of the DOM; nothing here
 * changes the page (text is read from clones).
 *
 * Every query takes `Roots`: one root as before, or several searched in order. `deep(root)` (./roots)
 * gives the root and the open shadow roots LinkedIn draws parts of its page in (chat windows, the post
 * composer), so `queryFirst(deep(doc), SELECTORS)` finds them wherever they are.
 */
import { rootList, shadowRootOf, type Roots } from "./roots";

export { deep, deepActiveElement, inShadowRoot, precedes, shadowRoots, type Roots } from "./roots";

/** Node.DOCUMENT_POSITION_FOLLOWING, spelled out so the module does not need a global `Node`. */
const FOLLOWING = 4;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Normalises text read from the DOM: collapses whitespace and runs of line breaks, trims, drops "…see more" tails. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/\u00a0/g, " ")
    .replace(/[ \t\f\v]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .replace(/(…|\.\.\.)\s*(see more|more|ver más|mehr anzeigen|voir plus)$/i, "")
    .trim();
}

/** The first line of a text that has something on it. */
export function firstLine(text: string): string {
  return (text.split("\n").find((line) => line.trim()) ?? "").trim();
}

/** The first element any selector matches, tried in order (most to least stable), in each root in turn. */
export function queryFirst<T extends Element = Element>(roots: Roots, selectors: readonly string[]): T | null {
  const list = rootList(roots);
  for (const selector of selectors) {
    for (const root of list) {
      const found = root.querySelector<T>(selector);
      if (found) return found;
    }
  }
  return null;
}

/** All elements the first matching selector finds, in every root (most to least stable). */
export function queryAllFirst<T extends Element = Element>(roots: Roots, selectors: readonly string[]): T[] {
  const list = rootList(roots);
  for (const selector of selectors) {
    const found = list.flatMap((root) => [...root.querySelectorAll<T>(selector)]);
    if (found.length) return found;
  }
  return [];
}

/** Every element matching any of the selectors, root by root, each in document order, without duplicates. */
export function queryAllAny(roots: Roots, selectors: readonly string[]): Element[] {
  return rootList(roots).flatMap((root) => {
    const found = new Set<Element>();
    for (const selector of selectors) root.querySelectorAll(selector).forEach((el) => found.add(el));
    return [...found].sort((a, b) => (a.compareDocumentPosition(b) & FOLLOWING ? -1 : 1));
  });
}

/** The text of the first element (selectors tried in order, in each root) that has some; "" if none. */
export function firstText(roots: Roots, selectors: readonly string[]): string {
  for (const selector of selectors) {
    for (const root of rootList(roots)) {
      for (const el of root.querySelectorAll(selector)) {
        const text = cleanText(el.textContent);
        if (text) return text;
      }
    }
  }
  return "";
}

/**
 * The nearest ancestor-or-self matching any of the selectors. `acrossShadow`: past the top of a shadow
 * root, on to its host and the host's ancestors (a chat window's page around it).
 */
export function closestAny(el: Element, selectors: readonly string[], acrossShadow = false): Element | null {
  const selector = selectors.join(", ");
  for (let from: Element | null = el; from; from = acrossShadow ? (shadowRootOf(from)?.host ?? null) : null) {
    const found = from.closest(selector);
    if (found) return found;
  }
  return null;
}

/** Whether `el` matches any of the selectors. */
export function matchesAny(el: Element, selectors: readonly string[]): boolean {
  return selectors.some((selector) => el.matches(selector));
}

/** Visible text of an element: the `hidden` parts removed (screen-reader copies, buttons…), <br> kept as line breaks. */
export function visibleText(el: Element | null | undefined, hidden: readonly string[] = []): string {
  if (!el) return "";
  const clone = el.cloneNode(true) as Element;
  if (hidden.length) clone.querySelectorAll(hidden.join(", ")).forEach((node) => node.remove());
  clone.querySelectorAll("br").forEach((node) => node.replaceWith("\n"));
  return cleanText(clone.textContent);
}

/** Visible text of the first element (selectors tried in order, in each root) that has some. */
export function firstVisible(roots: Roots, selectors: readonly string[], hidden: readonly string[] = []): string {
  for (const selector of selectors) {
    for (const root of rootList(roots)) {
      for (const el of root.querySelectorAll(selector)) {
        const text = visibleText(el, hidden);
        if (text) return text;
      }
    }
  }
  return "";
}

/** Element names whose content starts on a new line when read as text. */
const BLOCK_TAGS = new Set([
  "P",
  "DIV",
  "LI",
  "UL",
  "OL",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "BLOCKQUOTE",
  "ARTICLE",
  "SECTION",
  "HEADER",
  "FOOTER",
  "MAIN",
  "ASIDE",
  "NAV",
  "TABLE",
  "TR",
  "DT",
  "DD",
  "FIGURE",
  "FIGCAPTION",
  "PRE",
  "HR",
]);
const SKIPPED_TAGS = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "SVG", "CODE"]);

/**
 * Removes screen-reader twins: LinkedIn renders text twice, a visible copy marked aria-hidden and a
 * visually hidden copy beside it. The classes that hide the copy change with every redesign; the pair
 * (same text, one of them aria-hidden) does not.
 */
export function dropTwins(root: Element): void {
  for (const shown of root.querySelectorAll('[aria-hidden="true"]')) {
    const text = shown.textContent?.trim();
    if (!text) continue;
    for (const twin of [shown.nextElementSibling, shown.previousElementSibling]) {
      if (twin && twin.getAttribute("aria-hidden") !== "true" && twin.textContent?.trim() === text) twin.remove();
    }
  }
}

/**
 * Text as it reads on screen, block elements and <br> on their own lines, screen-reader twins once.
 * `noise` (one selector list) is left out. Walks a clone, so `noise` may be any selector.
 */
export function blockText(el: Element, noise = ""): string {
  const clone = el.cloneNode(true) as Element;
  if (noise) for (const node of clone.querySelectorAll(noise)) node.remove();
  dropTwins(clone);
  const parts: string[] = [];
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      // a line break followed by indentation is how markup is laid out, not a line of the text
      // (text set in pre-wrap keeps its bare line breaks)
      if (child.nodeType === TEXT_NODE) parts.push((child.nodeValue ?? "").replace(/[ \t]*\n[ \t]+/g, " "));
      else if (child.nodeType === ELEMENT_NODE) {
        const tag = (child as Element).tagName.toUpperCase();
        if (tag === "BR") parts.push("\n");
        else if (SKIPPED_TAGS.has(tag)) continue;
        else if (BLOCK_TAGS.has(tag)) {
          parts.push("\n");
          walk(child);
          parts.push("\n");
        } else walk(child);
      }
    }
  };
  walk(clone);
  return cleanText(parts.join(""));
}

/** Whether `el` is the visually hidden copy of an aria-hidden sibling with the same text (see dropTwins). */
function isTwin(el: Element): boolean {
  if (el.getAttribute("aria-hidden") === "true") return false;
  for (const sibling of [el.previousElementSibling, el.nextElementSibling]) {
    if (sibling?.getAttribute("aria-hidden") !== "true") continue;
    const text = sibling.textContent?.trim();
    if (text && el.textContent?.trim() === text) return true;
  }
  return false;
}

/**
 * blockText without copying the page: the elements `skip` accepts are left out with all they hold, and
 * screen-reader twins are read once, as blockText reads them. For reading many small parts of a large
 * region (each message of a long conversation), where a copy of each part would cost more than reading it.
 */
export function blockTextSkipping(el: Element, skip: (el: Element) => boolean): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      // a line break followed by indentation is how markup is laid out, not a line of the text
      // (text set in pre-wrap keeps its bare line breaks)
      if (child.nodeType === TEXT_NODE) parts.push((child.nodeValue ?? "").replace(/[ \t]*\n[ \t]+/g, " "));
      else if (child.nodeType === ELEMENT_NODE) {
        const element = child as Element;
        const tag = element.tagName.toUpperCase();
        if (tag === "BR") parts.push("\n");
        else if (SKIPPED_TAGS.has(tag) || skip(element) || isTwin(element)) continue;
        else if (BLOCK_TAGS.has(tag)) {
          parts.push("\n");
          walk(element);
          parts.push("\n");
        } else walk(element);
      }
    }
  };
  walk(el);
  return cleanText(parts.join(""));
}

// ---------------------------------------------------------------- page-level signals

/**
 * The parts of document.title, without LinkedIn's notification count and brand: "(3) Ana Ruiz | LinkedIn"
 * → ["Ana Ruiz"]; "Backend Engineer | Fernhill | LinkedIn" → ["Backend Engineer", "Fernhill"].
 */
export function titleParts(doc: Document): string[] {
  const parts = cleanText(doc.title)
    .replace(/^\(\d+\+?\)\s*/, "")
    .split(/\s+\|\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length && /^linkedin$/i.test(parts[parts.length - 1]!)) parts.pop();
  return parts;
}

/** The content of the first <meta> whose property or name is one of `keys`, or "". */
export function metaContent(doc: Document, keys: readonly string[]): string {
  for (const key of keys) {
    const meta = doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
    const content = cleanText(meta?.getAttribute("content"));
    if (content) return content;
  }
  return "";
}

/** Every JSON-LD object on the page (arrays and @graph flattened); broken blocks are skipped. */
export function jsonLd(doc: Document): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const add = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === "object") {
      const object = value as Record<string, unknown>;
      out.push(object);
      if (object["@graph"]) add(object["@graph"]);
    }
  };
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      add(JSON.parse(script.textContent ?? ""));
    } catch {
      // a block that is not JSON: ignore it
    }
  }
  return out;
}

/** The kind of LinkedIn page a link points at, and its slug or id: /in/<slug>/, /company/<slug>/, /jobs/view/…<id>. */
export function linkTarget(href: string | null | undefined): { kind: "in" | "company" | "job"; id: string } | null {
  if (!href) return null;
  let path: string;
  try {
    path = new URL(href, "https://www.linkedin.com").pathname;
  } catch {
    return null;
  }
  const profile = /^\/in\/([^/?#]+)/i.exec(path);
  if (profile?.[1]) return { kind: "in", id: decodeURIComponent(profile[1]).toLowerCase() };
  const company = /^\/(?:company|showcase|school)\/([^/?#]+)/i.exec(path);
  if (company?.[1]) return { kind: "company", id: decodeURIComponent(company[1]).toLowerCase() };
  const job = /^\/jobs\/view\/(?:[^/?#]*?-)?(\d{5,})(?:[/?#]|$)/i.exec(path);
  if (job?.[1]) return { kind: "job", id: job[1] };
  return null;
}

/** The page's main region: the ARIA main landmark or <main>, else the body. */
export function mainRegion(doc: Document): Element | null {
  return doc.querySelector('[role="main"], main') ?? doc.body;
}

/** Headings (h1–h6 and role=heading) under each root, in document order. */
export function headings(roots: Roots): Element[] {
  return rootList(roots).flatMap((root) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]);
}
