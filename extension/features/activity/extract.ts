/**
 * The user's own "recent activity" page (/in/<slug>/recent-activity/…): their posts, which can become
 * the samples of their voice (what every suggestion is written like). Pure functions of the DOM.
 */
import { VOICE_LIMITS } from "../../../src/core/persona";
import { extractFeedPost, findFeedPosts } from "../feed/extract";
import { titleParts } from "../shared/dom";

/** Shorter than this, a post says little about how someone writes. */
const MIN_SAMPLE = 40;

export function isActivityPage(url: string): boolean {
  try {
    return /^\/in\/[^/]+\/recent-activity(\/|$)/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** The page's owner, as its title names them: "(2) Activity | Nadia Okafor | LinkedIn" → "Nadia Okafor". */
export function activityOwner(doc: Document): string {
  const parts = titleParts(doc);
  return parts.length >= 2 ? parts[parts.length - 1]! : "";
}

/** A post's text as a sample: whole when it fits, else cut at the last word that does. */
function asSample(text: string): string {
  if (text.length <= VOICE_LIMITS.sample) return text;
  const cut = text.slice(0, VOICE_LIMITS.sample);
  const space = cut.lastIndexOf(" ");
  return (space > VOICE_LIMITS.sample / 2 ? cut.slice(0, space) : cut).trim();
}

/** Up to three samples of `owner`'s own writing: their posts with text of their own, as the page lists them (newest first). */
export function ownPostSamples(doc: Document, owner: string): string[] {
  const samples: string[] = [];
  for (const post of findFeedPosts(doc)) {
    if (samples.length >= VOICE_LIMITS.samples) break;
    const result = extractFeedPost(post);
    if (!result.ok) continue;
    const { author, text } = result.context.post;
    if (owner && author !== owner) continue; // a repost of someone else's words
    if (text.length >= MIN_SAMPLE) samples.push(asSample(text));
  }
  return samples;
}
