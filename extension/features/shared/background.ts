/** The content script's only way to the API: messages to the background worker, which holds the token. */
import { sendToBackground } from "@plasmohq/messaging";

import {
  ASSIST_STREAM_PORT,
  type AssistMessage,
  type AssistStreamEvent,
  type AssistStreamRequest,
  type MeReply,
  type MeRequest,
  type MissReply,
  type MissRequest,
  type OwnPostsReply,
  type OwnPostsRequest,
  type SaveProfileReply,
  type SaveProfileRequest,
  type SaveVoiceReply,
  type SaveVoiceRequest,
  type WordsReply,
  type WordsRequest,
} from "~lib/messages";

import { ui } from "./i18n";
import type { AskWords } from "./page-words";

/** The words of one of the ten languages (the content script bundles English only: ./page-words.ts). */
export const requestWords: AskWords = (language) =>
  sendToBackground<WordsRequest, WordsReply>({ name: "words", body: { language } });

/** Tells the server a helper found nothing to send on this page type (no page content); never fails the caller. */
export const reportMiss = (page: MissRequest["page"]) =>
  sendToBackground<MissRequest, MissReply>({ name: "miss", body: { page } }).catch(() => undefined);
export const requestMe = (fresh = false) => sendToBackground<MeRequest, MeReply>({ name: "me", body: { fresh } });
export const saveOwnProfile = (profile: string) =>
  sendToBackground<SaveProfileRequest, SaveProfileReply>({ name: "profile", body: { profile } });
/** Saves these as the samples of the user's voice (its description is kept). */
export const saveVoiceSamples = (samples: string[]) =>
  sendToBackground<SaveVoiceRequest, SaveVoiceReply>({ name: "voice", body: { samples } });

/** Said when the background worker does not answer (the extension was updated or reloaded under the page). */
export const gone = () => ({ code: "internal" as const, message: ui().reasons.extensionGone });

/** The user's own posts saved as their voice's samples (none saved: an empty list). */
export const requestOwnPosts = () =>
  sendToBackground<OwnPostsRequest, OwnPostsReply>({ name: "own-posts", body: {} }).catch((): OwnPostsReply => ({
    ok: false,
    error: gone(),
  }));

/**
 * Streams an answer: `onEvent` gets each delta, then `done` or `error` (exactly one of them, last).
 * `stop()` ends it early; nothing more arrives after it.
 */
export function streamAssist(body: AssistMessage, onEvent: (event: AssistStreamEvent) => void): { stop: () => void } {
  const port = chrome.runtime.connect({ name: ASSIST_STREAM_PORT });
  let finished = false;
  const finish = () => {
    finished = true;
    port.disconnect();
  };
  port.onMessage.addListener((event: AssistStreamEvent) => {
    if (finished) return;
    onEvent(event);
    if (event.type !== "delta") finish();
  });
  port.onDisconnect.addListener(() => {
    if (finished) return;
    finished = true;
    onEvent({ type: "error", error: gone() });
  });
  port.postMessage({ type: "start", body } satisfies AssistStreamRequest);
  return {
    stop() {
      if (finished) return;
      port.postMessage({ type: "stop" } satisfies AssistStreamRequest);
      finish();
    },
  };
}
