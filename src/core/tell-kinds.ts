/**
 * The kinds of tells of machine-written text, what the user reads about each, and which the clean-up
 * removes. Data: src/core/tells.ts finds them, src/core/tell-removal.ts takes them out.
 */

export type TellKind =
  | "opener"
  | "dash"
  | "hashtags"
  | "emoji"
  | "buzzword"
  | "not_just_but"
  | "triad"
  | "reply_farming"
  | "restatement";

/** A tell in a text: [start, end) as UTF-16 offsets, its kind and a short reason a user can read. */
export interface Tell {
  start: number;
  end: number;
  kind: TellKind;
  reason: string;
}

export const TELL_REASONS: Record<TellKind, string> = {
  opener: "A stock opener: it says nothing about the post, and readers skip it.",
  dash: "Em dashes used as a tic are a common mark of AI-written text.",
  hashtags: "Hashtags in a comment read as automated.",
  emoji: "Emoji in generated text read as automated.",
  buzzword: "A buzzword that machine-written text overuses.",
  not_just_but: 'The "not just X, but Y" shape is a well-known AI pattern.',
  triad: "A list of exactly three words is a common AI rhythm.",
  reply_farming: "A closing question asked only to farm replies.",
  restatement: "It restates the post back to its author.",
};

/** What each kind is called, short: the panel's labels and the follow-up that asks for a plainer text. */
export const TELL_NAMES: Record<TellKind, string> = {
  opener: "a stock opener",
  dash: "an em dash",
  hashtags: "hashtags",
  emoji: "emoji",
  buzzword: "a buzzword",
  not_just_but: 'the "not just X, but Y" shape',
  triad: "a list of three",
  reply_farming: "a question asked to farm replies",
  restatement: "restating the post",
};

/** Kinds the clean-up removes: a cleaned suggestion that still has one of them failed the clean-up. */
export const REMOVABLE: readonly TellKind[] = ["opener", "dash", "emoji"];
