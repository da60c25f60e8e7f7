/**
 * LinkedIn jobs: the posting shown (search detail pane, /jobs/view/ page, or the signed-out guest
 * page) as a JobContext. Pure functions of the DOM; every selector lives in ./selectors.
 */

import { cleanText, queryFirst, textOf } from "../shared/dom";
import type { Extraction, JobContext } from "../types";
import {
  JOB_ACTIVE_CARD,
  JOB_COMPANY,
  JOB_DESCRIPTION,
  JOB_DESCRIPTION_NOISE,
  JOB_DETAIL,
  JOB_ID_HOLDER,
  JOB_LOCATION,
  JOB_TITLE,
  JOB_TITLE_LABEL,
  JOB_TOP_CARD,
  JOB_VIEW_LINK,
} from "./selectors";

/** Longest description we pass on. */
export const MAX_DESCRIPTION = 8000;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements that start a paragraph (blank line before and after). */
const PARAGRAPH_TAGS = new Set([
  "P", "H1", "H2", "H3", "H4", "H5", "H6", "UL", "OL", "BLOCKQUOTE", "PRE", "TABLE", "SECTION", "ARTICLE",
]);
/** Elements that start a line. */
const LINE_TAGS = new Set(["DIV", "LI", "TR", "DT", "DD", "HEADER", "FOOTER"]);

/** Expander labels left in the text when the toggle is not a button. */
const TOGGLE_LINE = /^(?:…|\.\.\.)?\s*(?:show more|show less|see more|see less|more|less)$/i;

/** Parts of the location line that are not the place. */
const NOT_A_PLACE =
  /\b(?:ago|applicants?|applied|apply|promoted|reposted|posted|hirer|actively|recruiting|responses?|managed off linkedin|people clicked|no longer accepting)\b/i;

/** /jobs/view/123, /jobs/view/123/, /jobs/view/some-title-at-company-123 */
const JOB_VIEW_ID = /\/jobs\/view\/(?:[^/?#]*?-)?(\d{5,})(?:[/?#]|$)/;

/** The region showing one job (detail pane or /jobs/view/ body), else the whole document (guest page). */
function jobRoot(doc: Document): ParentNode {
  return queryFirst(doc, JOB_DETAIL) ?? doc;
}

/** Markers for block boundaries while walking; resolved by resolveBreaks. */
const LINE = "\u2028";
const PARAGRAPH = "\u2029";

/** Text of a region with block structure marked (text whitespace collapsed as a browser renders it). */
function blockText(node: Node, out: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    out.push((node.nodeValue ?? "").replace(/\s+/g, " "));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = (node as Element).tagName.toUpperCase();
  if (tag === "BR") {
    out.push("\n");
    return;
  }
  const mark = PARAGRAPH_TAGS.has(tag) ? PARAGRAPH : LINE_TAGS.has(tag) ? LINE : "";
  out.push(mark);
  for (const child of node.childNodes) blockText(child, out);
  out.push(mark);
}

/** Each run of breaks becomes "\n\n" (a paragraph, or two <br>) or "\n" (a line: list item, div, one <br>). */
function resolveBreaks(text: string): string {
  return text.replace(/[\s\u2028\u2029]*[\n\u2028\u2029][\s\u2028\u2029]*/g, (run) =>
    run.includes(PARAGRAPH) || (run.match(/\n/g)?.length ?? 0) >= 2 ? "\n\n" : "\n",
  );
}

/** Description text: cleanText per paragraph, paragraphs separated by a blank line, toggles dropped, capped. */
function descriptionOf(root: ParentNode): string {
  const body = queryFirst(root, JOB_DESCRIPTION);
  if (!body) return "";
  const copy = body.cloneNode(true) as Element;
  for (const selector of JOB_DESCRIPTION_NOISE) {
    let noise: Element[] = [];
    try {
      noise = [...copy.querySelectorAll(selector)];
    } catch {
      continue; // a selector this engine does not support (e.g. :scope in an old engine)
    }
    for (const el of noise) el.remove();
  }
  const out: string[] = [];
  blockText(copy, out);
  const text = resolveBreaks(out.join(""))
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      cleanText(paragraph)
        .split("\n")
        .filter((line) => !TOGGLE_LINE.test(line.trim()))
        .join("\n")
        .trim(),
    )
    .filter(Boolean)
    .join("\n\n");
  return text.length > MAX_DESCRIPTION ? text.slice(0, MAX_DESCRIPTION).trimEnd() : text;
}

/** The job title, from the title text or, failing that, the detail pane's aria-label. */
function titleOf(root: ParentNode, doc: Document): string {
  const text = textOf(root, JOB_TITLE) || textOf(doc, JOB_TITLE);
  if (text) return text.split("\n")[0]!.trim();
  for (const selector of JOB_TITLE_LABEL) {
    for (const el of doc.querySelectorAll(selector)) {
      const label = cleanText(el.getAttribute("aria-label"));
      if (label) return label;
    }
  }
  return "";
}

/** The company's display name only: first line, first "·" part (drops ratings, follower counts…). */
function companyOf(card: ParentNode): string {
  const text = textOf(card, JOB_COMPANY);
  return cleanText(text.split("\n")[0]?.split("·")[0]);
}

/** The place from a "Place · 2 weeks ago · 48 applicants" line (skipping a leading company name). */
function locationOf(card: ParentNode, company: string): string {
  const text = textOf(card, JOB_LOCATION);
  for (const part of text.split(/[·\n]/)) {
    const place = cleanText(part);
    if (!place || place === company || NOT_A_PLACE.test(place)) continue;
    if (/^\d/.test(place)) continue; // "48 applicants", "2 weeks ago" in other languages
    return place;
  }
  return "";
}

/** Context for the job posting shown (the detail pane of a search, a /jobs/view/ page, or the public guest page), or why not (no title → ok:false). */
export function extractJob(doc: Document): Extraction<JobContext> {
  const root = jobRoot(doc);
  const title = titleOf(root, doc);
  if (!title) return { ok: false, reason: "no job posting found on this page (no job title)" };
  const card = queryFirst(root, JOB_TOP_CARD) ?? root;
  const company = companyOf(card) || companyOf(root);
  const location = locationOf(card, company) || locationOf(root, company);
  const description = descriptionOf(root);
  return { ok: true, context: { job: { title, company, location, description } } };
}

/** Where to put our "Cover letter"/"Advice" panel: the job's top card (or the detail pane), or null. */
export function findJobAnchor(doc: Document): Element | null {
  const detail = queryFirst(doc, JOB_DETAIL);
  return queryFirst(detail ?? doc, JOB_TOP_CARD) ?? detail;
}

/** The job id in a URL: ?currentJobId=<id> or /jobs/view/[<slug>-]<id>; "" if none. */
function idFromUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, "https://www.linkedin.com/");
  } catch {
    return "";
  }
  const current = parsed.searchParams.get("currentJobId");
  if (current && /^\d+$/.test(current)) return current;
  return JOB_VIEW_ID.exec(parsed.pathname)?.[1] ?? "";
}

/** A stable key for the job shown (currentJobId URL param, data-job-id, /jobs/view/<id>), "" if none; used to notice when the user opens another job in the same page. */
export function jobKey(doc: Document, url: string): string {
  const fromUrl = idFromUrl(url);
  if (fromUrl) return fromUrl;

  const detail = queryFirst(doc, JOB_DETAIL);
  const holders: Element[] = [];
  const inDetail = detail ? queryFirst(detail, JOB_ID_HOLDER) : null;
  if (inDetail) holders.push(inDetail);
  const active = queryFirst(doc, JOB_ACTIVE_CARD);
  if (active) holders.push(active);
  for (const el of holders) {
    const id = (el.getAttribute("data-job-id") ?? "").trim();
    if (/^\d+$/.test(id)) return id;
    const fromUrn = /(\d{5,})$/.exec(id)?.[1]; // "urn:li:fs_normalized_jobPosting:123"
    if (fromUrn) return fromUrn;
  }

  for (const scope of detail ? [detail, doc] : [doc]) {
    for (const selector of JOB_VIEW_LINK) {
      for (const el of scope.querySelectorAll(selector)) {
        const link = el.getAttribute("href") ?? el.getAttribute("content") ?? "";
        const id = idFromUrl(link);
        if (id) return id;
      }
    }
  }
  return "";
}
