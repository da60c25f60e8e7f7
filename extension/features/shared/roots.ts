/**
 * Shadow roots are part of the page: LinkedIn draws its chat windows and the post composer in the open
 * shadow root of `#interop-outlet`, which `document.querySelector` does not reach. These functions say
 * which roots to search (the page, then those shadow roots) and step across their boundaries, so that
 * no feature writes its own piercing loop. They stay cheap: the known hosts first (an id lookup), and
 * only when none holds an open root, a bounded look at the top of the body, never a walk of the page.
 * Closed shadow roots cannot be read by anyone, us included.
 */
import { OWN_HOST, SHARED } from "./selectors";

/** Node.DOCUMENT_POSITION_FOLLOWING and _DISCONNECTED, spelled out so the module does not need a global `Node`. */
const FOLLOWING = 4;
const DISCONNECTED = 1;
const DOCUMENT_NODE = 9;
const ELEMENT_NODE = 1;
const DOCUMENT_FRAGMENT_NODE = 11;

/** How far below the body the bounded search looks for shadow hosts, and how many elements it reads at most. */
const SEARCH_DEPTH = 3;
const SEARCH_BUDGET = 400;

/** What a query searches: one root, or several in order (`deep(root)`). */
export type Roots = ParentNode | readonly ParentNode[];

/** The roots of a `Roots`, in order. */
export function rootList(roots: Roots): readonly ParentNode[] {
  return Array.isArray(roots) ? roots : [roots as ParentNode];
}

function isDocument(node: ParentNode): node is Document {
  return (node as Node).nodeType === DOCUMENT_NODE;
}

/** The shadow root an element's subtree hangs from, or null in the document itself. */
export function shadowRootOf(node: Node): ShadowRoot | null {
  const root = node.getRootNode();
  return root.nodeType === DOCUMENT_FRAGMENT_NODE && (root as ShadowRoot).host ? (root as ShadowRoot) : null;
}

/** Whether `node` lives in a shadow root (LinkedIn's, not the document's light DOM). */
export function inShadowRoot(node: Node): boolean {
  return shadowRootOf(node) !== null;
}

/** Hosts with an open shadow root within `from`: its children, `depth` levels down, SEARCH_BUDGET elements read at most. */
function hostsNear(from: Element, depth: number, add: (host: Element) => void): void {
  let level: Element[] = [...from.children];
  let budget = SEARCH_BUDGET;
  for (let d = 0; d < depth && level.length; d++) {
    const next: Element[] = [];
    for (const el of level) {
      if (budget-- <= 0) return;
      if (el.shadowRoot) add(el);
      else next.push(...el.children);
    }
    level = next;
  }
}

/**
 * The open shadow roots that hold part of the page under `root`: `root`'s own, the known hosts' (first),
 * and, for a document where none of those has one, the hosts near the top of its body. Never our own
 * helpers' roots.
 */
export function shadowRoots(root: ParentNode): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  const add = (host: Element) => {
    const shadow = host.shadowRoot;
    if (shadow && !found.includes(shadow) && !host.matches(OWN_HOST)) found.push(shadow);
  };
  if ((root as Node).nodeType === ELEMENT_NODE) add(root as Element);
  for (const selector of SHARED.SHADOW_HOSTS) root.querySelectorAll(selector).forEach(add);
  if (!found.length && isDocument(root) && root.body) hostsNear(root.body, SEARCH_DEPTH, add);
  return found;
}

/** `root`, then the open shadow roots that hold part of the page under it: what a query that pierces searches. */
export function deep(root: ParentNode): ParentNode[] {
  return [root, ...shadowRoots(root)];
}

/** The element that has the focus, inside shadow roots too (document.activeElement stops at their host). */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement && !active.matches(OWN_HOST)) active = active.shadowRoot.activeElement;
  return active;
}

/** `node` and the shadow hosts above it, nearest first: its place at each level of the page as drawn. */
function hostChain(node: Node): Node[] {
  const chain = [node];
  for (let root = shadowRootOf(node); root; root = shadowRootOf(root.host)) chain.push(root.host);
  return chain;
}

/**
 * Whether `a` comes before `b` in the page as it is drawn: in document order within one tree; across
 * shadow roots, by where their hosts are (a host comes before what its shadow root holds).
 */
export function precedes(a: Node, b: Node): boolean {
  const position = a.compareDocumentPosition(b);
  if (!(position & DISCONNECTED)) return (position & FOLLOWING) !== 0;
  const chainA = hostChain(a);
  const chainB = hostChain(b);
  for (const [i, x] of chainA.entries()) {
    const j = chainB.findIndex((y) => y.getRootNode() === x.getRootNode());
    if (j < 0) continue;
    const y = chainB[j]!;
    // one is the host of the other's tree: the host comes first
    if (x === y) return i < j;
    return (x.compareDocumentPosition(y) & FOLLOWING) !== 0;
  }
  return false;
}
