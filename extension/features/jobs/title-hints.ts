/**
 * What the page says about its posting outside the posting's own markup, none of it tied to a class:
 * - the document title: "(3) Backend Engineer | Fernhill Transit Labs | LinkedIn" (signed in), "Tidewell
 *   Health hiring Senior Platform Engineer in Port Aster | LinkedIn" (guest pages; og:title says the same);
 * - JSON-LD JobPosting, where a page carries it;
 * - the labels of the posting's controls: "Easy Apply to Backend Engineer at Fernhill Transit Labs",
 *   "Save Backend Engineer at Fernhill Transit Labs".
 * A hint names a title; it counts only once the page shows that title (./posting.ts matches them).
 */
import { cleanText, jsonLd, metaContent } from "../shared/dom";
import { controlLabelParts, guestTitleParts } from "./wording";

export interface TitleHint {
  /** the title, or (guest pages) "<title> in <place>", split once the title on the page is known */
  title: string;
  company: string;
  location: string;
  /** guest format: `title` runs on into " in <place>" */
  trailingPlace?: boolean;
  /** a JSON-LD posting is the page's own statement: its title counts even where no heading shows it */
  authoritative?: boolean;
}

/** Collapsed, lower-cased text for comparisons. */
export function norm(text: string | null | undefined): string {
  return cleanText(text).replace(/\s+/g, " ").toLowerCase();
}

/** "(3) A | B | LinkedIn" → ["A", "B"]: a title string split as titleParts splits the document title. */
function parts(text: string): string[] {
  const out = cleanText(text)
    .replace(/^\(\d+\+?\)\s*/, "")
    .split(/\s+\|\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (out.length && /^linkedin$/i.test(out[out.length - 1]!)) out.pop();
  return out;
}

/** "Backend Engineer | Fernhill | LinkedIn", or (guest pages, any host) "Tidewell Health hiring Senior Platform Engineer in Port Aster". */
function fromTitle(doc: Document, text: string): TitleHint | null {
  const found = parts(text);
  if (found.length === 2) return { title: found[0]!, company: found[1]!, location: "" };
  const guest = found.length === 1 ? guestTitleParts(doc, found[0]!) : null;
  if (guest) return { title: guest.title, company: guest.company, location: "", trailingPlace: true };
  return null;
}

function text(value: unknown): string {
  return typeof value === "string" ? cleanText(value) : "";
}

function placeOf(location: unknown): string {
  const first = Array.isArray(location) ? location[0] : location;
  const address = (first as { address?: Record<string, unknown> } | undefined)?.address;
  if (!address || typeof address !== "object") return "";
  return [address.addressLocality, address.addressRegion, address.addressCountry].map(text).filter(Boolean).join(", ");
}

/** The JSON-LD JobPosting, if the page has one. */
export function jobPosting(doc: Document): Record<string, unknown> | null {
  return jsonLd(doc).find((item) => [item["@type"]].flat().includes("JobPosting")) ?? null;
}

/** The page-level hints, most reliable first. */
export function pageHints(doc: Document): TitleHint[] {
  const hints: TitleHint[] = [];
  const posting = jobPosting(doc);
  if (posting && text(posting.title)) {
    const org = posting.hiringOrganization as { name?: unknown } | undefined;
    hints.push({
      title: text(posting.title),
      company: text(org?.name),
      location: placeOf(posting.jobLocation),
      authoritative: true,
    });
  }
  for (const source of [doc.title, metaContent(doc, ["og:title"])]) {
    const hint = source ? fromTitle(doc, source) : null;
    if (hint) hints.push(hint);
  }
  return hints;
}

/** Hints from the labels of the posting's own controls (apply, save) under `root`: "Easy Apply to <title> at <company>", in the page's language. */
export function controlHints(root: Element): TitleHint[] {
  const doc = root.ownerDocument;
  const hints: TitleHint[] = [];
  const add = (label: string | null | undefined) => {
    const said = controlLabelParts(doc, cleanText(label));
    if (said) hints.push({ ...said, location: "" });
  };
  for (const el of root.querySelectorAll("button[aria-label], a[aria-label], [role='button'][aria-label]")) {
    if (!el.closest("li, [role='listitem']")) add(el.getAttribute("aria-label"));
  }
  // a visually hidden "Save <title> at <company>" beside its visible "Save"
  for (const el of root.querySelectorAll("button")) {
    if (el.closest("li, [role='listitem']")) continue;
    for (const child of el.children) add(child.textContent);
  }
  return hints;
}

/** What `hint` says about a posting titled `shown`, or null if it names another title. */
export function matchHint(hint: TitleHint, shown: string): { company: string; location: string } | null {
  const title = norm(shown);
  if (!title) return null;
  const named = norm(hint.title);
  if (named === title) return { company: hint.company, location: hint.location };
  if (hint.trailingPlace && named.startsWith(`${title} in `)) {
    return {
      company: hint.company,
      location: cleanText(hint.title)
        .slice(cleanText(shown).length + 4)
        .trim(),
    };
  }
  return null;
}
