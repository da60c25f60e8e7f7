// @ts-check
/**
 * The next LinkedIn redesign, simulated: a page rewritten the way LinkedIn's redesigns rewrite it. Every
 * class name becomes a random hash (one mapping per page, as a real build hashes its CSS modules), every
 * `id` is removed, and `data-test*` attributes are dropped. What survives is what a redesign keeps: the
 * text, the tags, the title and meta tags, ARIA roles and labels, links, other data-* attributes.
 * The unit tests rewrite parsed documents; the tests' LinkedIn server rewrites pages (`?redesign=<seed>`).
 */

/** A small seeded generator (mulberry32): the same seed rewrites a page the same way. */
function random(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rewrites `doc` in place; returns it.
 * @param {Document} doc
 * @param {number} seed
 */
export function redesign(doc, seed) {
  const next = random(seed);
  /** @type {Map<string, string>} */
  const hashes = new Map();
  const hash = (/** @type {string} */ name) => {
    let value = hashes.get(name);
    if (!value) {
      value = `${next() < 0.3 ? "_" : ""}${Math.floor(next() * 0xffffffff)
        .toString(16)
        .padStart(8, "0")}`;
      hashes.set(name, value);
    }
    return value;
  };
  for (const el of doc.querySelectorAll("*")) {
    const classes = el.getAttribute("class");
    if (classes !== null) el.setAttribute("class", classes.split(/\s+/).filter(Boolean).map(hash).join(" "));
    el.removeAttribute("id");
    for (const attr of [...el.attributes]) if (attr.name.startsWith("data-test")) el.removeAttribute(attr.name);
  }
  return doc;
}

/** The seeds every redesign test runs with. */
export const REDESIGN_SEEDS = /** @type {const} */ ([1, 7, 2026]);

/**
 * A page's HTML, redesigned (parsed and serialised with jsdom).
 * @param {string} html
 * @param {number} seed
 */
export async function redesignHtml(html, seed) {
  // jsdom ships no types of its own (the unit tests get it through vitest's environment)
  const { JSDOM } = /** @type {{ JSDOM: new (html: string) => { window: { document: Document }, serialize(): string } }} */ (
    /** @type {unknown} */ (await import(/** @type {string} */ ("jsdom")))
  );
  const dom = new JSDOM(html);
  redesign(dom.window.document, seed);
  return dom.serialize();
}
