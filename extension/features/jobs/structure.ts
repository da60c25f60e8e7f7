/**
 * Layer (b) of the jobs extractor: what survives a redesign. The posting (./posting.ts) gives the title and
 * where things are; the company is what the page's title or the posting's control labels name, else the
 * first /company/<slug>/ link with text above the description; the place is the hint's, else the first part
 * of the "Place · 2 weeks ago · 48 applicants" line under the title; the description is the section the
 * "About the job" heading opens (or the text a "Show more" toggle clamps, or JSON-LD's). No class names, no ids.
 */
import { blockText, cleanText, firstLine, linkTarget, mainRegion, precedes } from "../shared/dom";
import { capDescription, formatDescription } from "./description";
import { placeIn, type JobFacts } from "./facts";
import { controlHints, jobPosting, matchHint } from "./title-hints";
import { CONTROLS, listItem, titleBlock, type Posting } from "./posting";
import { isAboutJob, isPostedLine } from "./signals";

/** Left out of a description: controls, media, code. */
const DESCRIPTION_NOISE = [
  '[role="button"]',
  "button",
  "script, style, template",
  "svg, img, figure, video",
  "input, select, textarea",
];

/** Link texts that are not a company's name. */
const NOT_A_COMPANY = /^(show|see|view|follow|about|more|learn)\b|\bfollowers?$|^\d/i;

/** The text of the first /company/ link (with a name, outside lists) under `root`, before `before`. */
function companyLink(root: Element, before: Element | null): string {
  for (const link of root.querySelectorAll("a[href]")) {
    if (linkTarget(link.getAttribute("href"))?.kind !== "company" || link.closest(listItem())) continue;
    if ((before && !precedes(link, before)) || !cleanText(link.textContent)) continue;
    const name = cleanText(firstLine(blockText(link, CONTROLS)).split("·")[0]);
    if (name && name.length <= 100 && !NOT_A_COMPANY.test(name)) return name;
  }
  return "";
}

function companyOf(posting: Posting, block: Element | null): string {
  if (posting.hint?.company) return posting.hint.company;
  const before = posting.about ?? posting.body;
  const near = (block && companyLink(block, before)) || (posting.region && companyLink(posting.region, before));
  if (near) return near;
  const root = posting.region ?? block;
  for (const hint of root ? controlHints(root) : []) {
    const said = matchHint(hint, posting.title);
    if (said?.company) return said.company;
  }
  return "";
}

/** The place from the first "Place · 2 weeks ago · 48 applicants" line under the title. */
function placeUnder(block: Element, title: string, company: string): string {
  const doc = block.ownerDocument;
  const lines = blockText(block, CONTROLS).split("\n");
  const start = lines.findIndex((line) => cleanText(line) === title);
  for (const line of lines.slice(start + 1)) {
    if (line.length > 200 || !line.includes("·") || !isPostedLine(doc, line)) continue;
    const place = placeIn(doc, line, company);
    if (place) return place;
  }
  return "";
}

/** JSON-LD's description (HTML) as text, parsed in an inert template (nothing loads, nothing runs). */
function jsonLdDescription(doc: Document): string {
  const html = jobPosting(doc)?.description;
  if (typeof html !== "string" || !html.trim()) return "";
  const template = doc.createElement("template");
  template.innerHTML = `<div>${html}</div>`;
  const body = template.content.firstElementChild;
  return body ? formatDescription(body, DESCRIPTION_NOISE) : "";
}

function descriptionOf(doc: Document, posting: Posting): string {
  if (!posting.body) return jsonLdDescription(doc);
  const paragraphs = formatDescription(posting.body, DESCRIPTION_NOISE).split("\n\n");
  if (posting.about && isAboutJob(doc, paragraphs[0] ?? "")) paragraphs.shift();
  return capDescription(paragraphs.join("\n\n")) || jsonLdDescription(doc);
}

export function readByStructure(doc: Document, posting: Posting | null): Partial<JobFacts> {
  if (!posting) return {};
  const block = posting.heading ? titleBlock(posting.heading, posting.about ?? posting.body, mainRegion(doc)) : null;
  const company = companyOf(posting, block);
  return {
    title: posting.title,
    company,
    location: posting.hint?.location || (block ? placeUnder(block, posting.title, company) : ""),
    description: descriptionOf(doc, posting),
  };
}
