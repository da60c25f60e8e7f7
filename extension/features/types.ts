/**
 * What each page-type feature extracts: pure functions from the DOM to the `context` the assistant
 * needs (POST /api/assist). An extractor that finds nothing says why (and what to do) instead of
 * returning empty text; one that succeeds says which layer found the facts (shared/layers.ts).
 */

import type { ExtractionLayer } from "../../src/core/assist";

/** How the facts were found: known selectors, redesign-proof page structure, or the region's visible text. */
export type Layer = ExtractionLayer;

/**
 * `waitingFor`: the part LinkedIn has not loaded yet ("the job description"), when the rest is there: the
 * helper then says it is waiting for it and reads the page again as it changes (shared/wait-for-page.ts).
 * `shadow`: the facts were read inside a shadow root (a chat window in `#interop-outlet`); the server counts it.
 */
export type Extraction<T> =
  { ok: true; context: T; layer: Layer; shadow?: boolean } | { ok: false; reason: string; waitingFor?: string };

export interface FeedPostContext {
  post: {
    author: string;
    headline: string;
    text: string;
    /** visible comments, oldest first, at most a handful */
    comments: { author: string; text: string }[];
    /** the text layer's reading of the region (visible text, chrome removed) when no layer found every key fact */
    pageText?: string;
  };
}

export interface ThreadContext {
  thread: {
    participants: string[];
    /** oldest first; `me` marks the signed-in user's own messages */
    messages: { sender: string; time: string; text: string; me: boolean }[];
    /** the signed-in user's name when the page shows it, else "" */
    me: string;
    /** the text layer's reading of the region (visible text, chrome removed) when no layer found every key fact */
    pageText?: string;
  };
}

export interface ProfileContext {
  profile: {
    name: string;
    headline: string;
    location: string;
    about: string;
    experience: { title: string; company: string; dates: string; description: string }[];
    /** true when this is the signed-in user's own profile */
    own: boolean;
    /** the text layer's reading of the region (visible text, chrome removed) when no layer found every key fact */
    pageText?: string;
  };
}

export interface JobContext {
  job: {
    title: string;
    company: string;
    location: string;
    description: string;
    /** the text layer's reading of the region (visible text, chrome removed) when no layer found every key fact */
    pageText?: string;
  };
}
