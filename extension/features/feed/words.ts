/**
 * The feed's words, where a word is the only signal, in the ten interface languages LinkedIn serves most
 * (shared/language.ts picks the page's by <html lang>). Plain data: which words LinkedIn shows, never how
 * they are matched (./vocabulary does that). Structure comes first everywhere (<time>, the actor block,
 * aria-hidden twins, controls); these words decide only what structure cannot: "Promoted", "likes this",
 * "Edited", the time line's units, the names of the post's actions.
 *
 * How each key is read (./vocabulary):
 * - timeUnits: a time line's unit after its number ("3h", "3 Std.", "2 sem"); `justNow` and `ago` ("3 hours ago")
 *   are its other forms;
 * - promoted, edited, following, follow, suggested, degrees, badges, translation: a whole line, or one part
 *   of a line split at "•" ("3h • Edited •");
 * - visibility: how the visibility note of a post starts ("Visible to anyone on or off LinkedIn");
 * - socialContext: what follows a name in the line above a post ("Rohan Mehta likes this"), found in that line;
 * - counts, followers: the word after a number ("57 reactions", "12,480 followers");
 * - numberSuffixes: how a count is abbreviated after its number ("1.2K", "3 Mio.", "2 mil", "1.5万");
 * - like, comment, repost, send: the visible text of the post's actions; reactionLabel, commentLabel: how their
 *   aria-labels start; more: the "…more" toggle;
 * - postBy, profileAlt: labels that name a person, `{name}` where the name goes.
 *
 * The forms themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.feed.words`), which the server can update without a release (issue #29). Read them through
 * this table at the moment of a comparison, never copy them.
 */
import type { WordTable } from "../shared/language";
import { packWords } from "../shared/pack";

export type FeedWord =
  | "timeUnits"
  | "justNow"
  | "ago"
  | "promoted"
  | "edited"
  | "visibility"
  | "following"
  | "follow"
  | "suggested"
  | "degrees"
  | "badges"
  | "translation"
  | "socialContext"
  | "counts"
  | "followers"
  | "numberSuffixes"
  | "like"
  | "comment"
  | "repost"
  | "send"
  | "reactionLabel"
  | "commentLabel"
  | "more"
  | "postBy"
  | "profileAlt";

/** Every key above, once: the compiler holds the list to the type. */
const KEYS: Record<FeedWord, true> = {
  timeUnits: true,
  justNow: true,
  ago: true,
  promoted: true,
  edited: true,
  visibility: true,
  following: true,
  follow: true,
  suggested: true,
  degrees: true,
  badges: true,
  translation: true,
  socialContext: true,
  counts: true,
  followers: true,
  numberSuffixes: true,
  like: true,
  comment: true,
  repost: true,
  send: true,
  reactionLabel: true,
  commentLabel: true,
  more: true,
  postBy: true,
  profileAlt: true,
};

export const FEED_WORDS: WordTable<FeedWord> = packWords("feed", KEYS);
