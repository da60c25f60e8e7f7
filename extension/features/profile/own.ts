/**
 * Whether a profile page is the signed-in user's own, from several signals so that no single redesign
 * removes them all: the URL (/in/me/, or the profile URL remembered from an earlier visit), the known
 * self-view controls, edit links (only the owner sees them), LinkedIn's own `isSelfProfile` flag in the
 * page's embedded data, and the navigation's "Me" photo naming the profile's member on a page that
 * offers no Connect or Message.
 */
import { cleanText, linkTarget, mainRegion, queryAllAny, queryFirst, visibleText } from "../shared/dom";
import { PROFILE } from "./selectors";
import { profileWords as W } from "./wording";

/** Links only the owner sees: the forms that edit a profile. */
const EDIT_LINK = /^\/in\/[^/]+\/(edit|add-edit)\//i;
/** Controls only the owner sees, by label or text (any markup generation), in the page's language. */
function isSelfControl(doc: Document, label: string): boolean {
  return W.is(doc, label, "selfControls") || W.starts(doc, label, "selfControlStarts");
}

/** Controls only someone else's profile offers, in the page's language. */
function isOthersControl(doc: Document, label: string): boolean {
  return W.is(doc, label, "connect", "message", "follow", "pending", "otherControls");
}
/** LinkedIn's flag in the embedded page data (JSON in <code> and data scripts). */
const SELF_FLAG = /"isSelfProfile"\s*:\s*true/;
/** Embedded data blocks larger than this are not searched (they are feeds, not the profile). */
const MAX_DATA_BLOCK = 400_000;

/** The lower-cased slug of a /in/<slug>/ URL, or "". */
export function profileSlug(url: string | undefined): string {
  const target = linkTarget(url);
  return target?.kind === "in" ? target.id : "";
}

function labelOf(el: Element): string {
  return cleanText(el.getAttribute("aria-label")) || visibleText(el);
}

function selfControls(doc: Document): boolean {
  if (queryFirst(doc, PROFILE.SELF_VIEW)) return true;
  const main = mainRegion(doc) ?? doc;
  return queryAllAny(main, [...PROFILE.SELF_VIEW_BUTTON, "a[aria-label]"]).some((control) =>
    isSelfControl(doc, labelOf(control)),
  );
}

function editLinks(doc: Document): boolean {
  const main = mainRegion(doc) ?? doc;
  return [...main.querySelectorAll("a[href*='/in/']")].some((a) => {
    try {
      return EDIT_LINK.test(new URL(a.getAttribute("href") ?? "", "https://www.linkedin.com").pathname);
    } catch {
      return false;
    }
  });
}

function selfFlag(doc: Document): boolean {
  for (const block of doc.querySelectorAll('code, script[type="application/json"]')) {
    const text = block.textContent ?? "";
    if (text.length <= MAX_DATA_BLOCK && SELF_FLAG.test(text)) return true;
  }
  return false;
}

/** The "Me" photo of the global navigation names the member, and nothing on the page offers to connect or write. */
function navNamesMember(doc: Document, name: string): boolean {
  if (!name) return false;
  const viewer = [...doc.querySelectorAll('header img[alt], nav img[alt], [role="navigation"] img[alt]')];
  if (!viewer.some((img) => cleanText(img.getAttribute("alt")) === name)) return false;
  const main = mainRegion(doc) ?? doc;
  return !queryAllAny(main, ["button", "a[aria-label]", '[role="button"]']).some((control) =>
    isOthersControl(doc, labelOf(control)),
  );
}

/** Whether the page at `url` is the signed-in user's own profile. `name` is the member's name, when found. */
export function isOwnProfile(doc: Document, url: string, ownProfileUrl?: string, name = ""): boolean {
  const slug = profileSlug(url);
  if (slug === "me") return true;
  if (slug && slug === profileSlug(ownProfileUrl)) return true;
  return selfControls(doc) || editLinks(doc) || selfFlag(doc) || navNamesMember(doc, name);
}
