/**
 * The feed's structure seen from its controls, which every redesign keeps because people use them: a
 * post's action bar is where a reaction button ("Like", "React Like", "Reaction button state: …",
 * "Gefällt mir") and a "Comment" button (by aria-label or visible text, in the page's language: ./words)
 * meet; a post is the widest ancestor of its bar that holds no other bar and an author's link; the
 * comment editor is the post's editable textbox. No class names, no ids, no data-test*.
 */
import { cleanText } from "../shared/dom";
import { vocabularyOf, type ActionKind } from "./vocabulary";
import { ACTOR_LINK, isActorLink } from "./reading-order";

const BUTTONS = 'button, [role="button"]';

/** How far (in ancestors) a bar's buttons may sit below the bar. */
const BAR_DEPTH = 8;

/** Ancestors a post never reaches beyond: the main region, the page. */
const PAGE_LIMIT = 'html, body, main, [role="main"]';
/** Ancestors that end a post that already has its author: a list (of posts). */
const LIST_LIMIT = '[role="feed"], [role="list"], ul, ol';

/** Editable elements a comment can be typed into (quill's hidden clipboard, tabindex=-1, is not one). */
const EDITABLE =
  '[contenteditable]:not([contenteditable="false"]):not([tabindex="-1"]), [role="textbox"]:not([tabindex="-1"]), textarea';

type Kind = ActionKind;

/** Which of the post's actions a button is: by its aria-label, else its visible text, in the page's language (./words). */
function kindOf(button: Element): Kind | null {
  const label = cleanText(button.getAttribute("aria-label"));
  const raw = button.textContent ?? "";
  const text = raw.length <= 60 ? cleanText(raw) : "";
  return vocabularyOf(button).actionKind(label, text);
}

function actionButtons(root: ParentNode): Record<Kind, Element[]> {
  const found: Record<Kind, Element[]> = { reaction: [], comment: [], share: [] };
  for (const button of root.querySelectorAll(BUTTONS)) {
    const kind = kindOf(button);
    if (kind) found[kind].push(button);
  }
  return found;
}

function ancestors(el: Element, depth: number): Element[] {
  const out: Element[] = [];
  for (let at = el.parentElement; at && out.length < depth; at = at.parentElement) out.push(at);
  return out;
}

/** For each of `from`, the nearest ancestor that also holds one of `to` (within BAR_DEPTH of both). */
function meetings(from: Element[], to: Element[]): Element[] {
  const near = new Set(to.flatMap((el) => ancestors(el, BAR_DEPTH)));
  const out: Element[] = [];
  for (const el of from) {
    const meeting = ancestors(el, BAR_DEPTH).find((at) => near.has(at));
    if (meeting) out.push(meeting);
  }
  return out;
}

/** The action bars under `root`, in document order: where a Comment (else a Repost/Send) button meets a reaction button. */
export function barsIn(root: ParentNode): Element[] {
  const { reaction, comment, share } = actionButtons(root);
  if (!reaction.length) return [];
  const bars = new Set(meetings(comment, reaction));
  const covered = (el: Element) => [...bars].some((bar) => bar.contains(el));
  for (const bar of meetings(
    share.filter((el) => !covered(el)),
    reaction,
  ))
    bars.add(bar);
  const list = [...bars].filter((bar) => ![...bars].some((other) => other !== bar && other.contains(bar)));
  return list.sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
}

/** The post's own action bar: the first bar in it (a comment's Like and Reply make none). */
export function barByStructure(post: Element): Element | null {
  return barsIn(post)[0] ?? null;
}

/** The post's Comment button, by aria-label or visible text (a comment's "Reply" is not one). */
export function commentButtonByStructure(post: Element): HTMLElement | null {
  for (const button of post.querySelectorAll<HTMLElement>(BUTTONS)) if (kindOf(button) === "comment") return button;
  return null;
}

/** The post's comment editor: an editable textbox of the post (not of a comment's reply box, when the post's is there). */
export function editorByStructure(post: Element): HTMLElement | null {
  return post.querySelector<HTMLElement>(EDITABLE);
}

const hasActorLink = (el: Element) => [...el.querySelectorAll(ACTOR_LINK)].some(isActorLink);

/**
 * The post around a bar: its widest ancestor holding no other bar, with an author's link. It stops at
 * the main region, and at a list once it has its author (a list inside a post, around its actions, is
 * crossed; the feed's list is not).
 */
function postOfBar(bar: Element, previous: Element | undefined, next: Element | undefined): Element | null {
  let post = bar;
  for (let up = bar.parentElement; up && !up.matches(PAGE_LIMIT); up = up.parentElement) {
    if ((previous && up.contains(previous)) || (next && up.contains(next))) break;
    if (up.matches(LIST_LIMIT) && post !== bar && hasActorLink(post)) break;
    post = up;
  }
  return post !== bar && hasActorLink(post) ? post : null;
}

/** The posts under `root` found by their action bars, in document order (one post a bar). */
export function postsByStructure(root: ParentNode): Element[] {
  const bars = barsIn(root);
  const posts: Element[] = [];
  bars.forEach((bar, i) => {
    const post = postOfBar(bar, bars[i - 1], bars[i + 1]);
    if (post && !posts.includes(post)) posts.push(post);
  });
  return posts;
}
