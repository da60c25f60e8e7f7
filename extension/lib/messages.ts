/** Messages between popup/content scripts and the background worker (one handler per file in background/messages). */
import type { Me } from "../../src/core/account";
import type { SuggestionTell, TellSettings } from "../../src/core/answer-review";
import type { AssistRequest } from "../../src/core/assist";
import type { ConsentDecision, ConsentRecord, ConsentState, Disclosure, ShownDisclosure } from "../../src/core/disclosure";
import type { ApiErrorBody } from "../../src/core/errors";
import type { Usage } from "../../src/core/metering";
import type { PageType } from "../../src/core/plans";
import type { Voice } from "../../src/core/persona";
import type { Messages } from "../features/shared/i18n/en";

export type Reply<T> = { ok: true; data: T } | { ok: false; error: ApiErrorBody };

export type AuthRequest =
  | { action: "signIn"; email: string; password: string }
  | { action: "signOut" }
  | { action: "status" }
  /** sends the verification e-mail again to the signed-in address */
  | { action: "resendVerification" };

export type AuthReply = Reply<{ signedIn: boolean; email?: string }>;

export interface MeRequest {
  /** skip the short cache (the popup always wants the latest plan) */
  fresh?: boolean;
}
export type MeReply = Reply<Me>;

// shadow: the facts were read inside a shadow root (a chat window), counted apart by the server
export type AssistMessage = Partial<Pick<AssistRequest, "goal" | "tone" | "instruction" | "language" | "extraction" | "shadow">> &
  Pick<AssistRequest, "task" | "page" | "context">;

/** What goes to POST /api/assist: the message, and the disclosure its user agreed to (the background adds it). */
export type AssistBody = AssistMessage & { disclosure: Disclosure };

/**
 * The disclosure and the user's decision about it (background/messages/consent.ts). `status`: whether
 * anything may be sent now (`fresh`: past the short /api/me cache); `decide`: agree to, or decline, the
 * disclosure that was shown (refused with consent_required when it is no longer the current one).
 */
export type ConsentRequest =
  | { action: "status"; fresh?: boolean }
  | { action: "decide"; decision: ConsentDecision; shown: ShownDisclosure; /** the words read ("de:…") */ wording?: string };
export interface ConsentStatus {
  state: ConsentState;
  /** the disclosure as it is now: the server's version and AI provider, and its origin */
  disclosure: ShownDisclosure;
  /** the last decision this browser kept, if any */
  record: ConsentRecord | null;
}
export type ConsentReply = Reply<ConsentStatus>;

export interface AssistResult {
  suggestions: string[];
  /** the tells left marked in each suggestion, and how they were found (src/core/answer-review.ts) */
  tells?: SuggestionTell[];
  tellOptions?: TellSettings;
  usage: Usage;
  tokenBalance: number;
  maxTokens: number;
  resetsAt: string;
  /** a proofread's changes, one per non-trivial change, each with its reason (none: treat as empty) */
  changes?: ProofreadChange[];
  /** a proofread's checks: whether the correction stayed a proofread (none: not checked) */
  checks?: ProofreadChecks;
}

/** A proofread changed `from` into `to`, and why, in one line. */
export interface ProofreadChange {
  from: string;
  to: string;
  reason: string;
}

/** The server's checks of a correction against its draft (src/core/proofread.ts checkProofread). */
export interface ProofreadChecks {
  withinLength: boolean;
  newNumbers: string[];
  newNames: string[];
}

/** The port a content script opens to stream an answer (POST /api/assist with Accept: text/event-stream). */
export const ASSIST_STREAM_PORT = "netlift/assist-stream";
/** Content script → background, over that port. */
export type AssistStreamRequest = { type: "start"; body: AssistMessage } | { type: "stop" };
/** Background → content script: text for suggestion `index`, the whole answer, or why not. */
export type AssistStreamEvent =
  | { type: "delta"; index: number; text: string }
  | { type: "done"; data: AssistResult }
  | { type: "error"; error: ApiErrorBody };

/** The user's own profile, saved as their `profile` so job helpers can write from it. */
export interface SaveProfileRequest {
  profile: string;
}
export type SaveProfileReply = Reply<{ saved: boolean }>;

/** A helper found nothing to send on a page of this type: counted by the server, with no page content. */
export interface MissRequest {
  page: PageType;
}
export type MissReply = Reply<{ reported: boolean }>;

/** Samples of the user's own writing for their voice (taken from their recent posts). */
export interface SaveVoiceRequest {
  samples: string[];
}
export type SaveVoiceReply = Reply<{ voice: Voice }>;

/** The user's own posts saved as their voice's samples, to pick one to follow up in "Draft a post". */
export type OwnPostsRequest = Record<string, never>;
export type OwnPostsReply = Reply<{ posts: string[] }>;

/**
 * The words of one of the ten languages (background/messages/words.ts): the content script holds English only
 * and asks for the page's language when it starts (features/shared/page-words.ts).
 */
export interface WordsRequest {
  language: string;
}
export type WordsReply = Reply<Messages>;

/** Popup and keyboard shortcut → the tab's content script: open the helper of the page shown. */
export const OPEN_HELPER = "netlift/open-helper";
/** Whether the helper opened, or why not: said in the page's language (`lang`, for the popup that quotes it). */
export type OpenHelperReply = { opened: true } | { opened: false; reason: string; lang?: string };

/**
 * The extraction pack (background/messages/pack.ts): the version in use, after asking the server for a
 * newer one when `refresh` (the popup does, each time it opens).
 */
export interface PackRequest {
  refresh?: boolean;
}
export interface PackStatus {
  /** the version in use: the server's pack when it is newer than the bundled one, else the bundled one's */
  version: string;
  source: "bundled" | "server";
  /** what the last fetch led to, in a sentence (for the log and the tests) */
  note: string;
}
export type PackReply = Reply<PackStatus>;

/** Asked of a LinkedIn tab's content script (chrome.tabs.sendMessage): the pack in force there. */
export const PACK_IN_FORCE = "netlift/pack-in-force";
export interface PackInForce {
  version: string;
  /** when it was put in force there (ms since the epoch; 0: the bundled pack since the page loaded) */
  since: number;
}
