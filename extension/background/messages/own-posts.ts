import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { OwnPostsReply, OwnPostsRequest } from "~lib/messages";
import { activeSession, SIGNED_OUT } from "~lib/session";

import { consentGate } from "../consent";
import { savedVoice } from "../saved-voice";

/**
 * The user's own posts saved as their voice's samples (user_details.voice, saved from their recent
 * activity), for "Draft a post" to follow one up: signed in, and after the user agreed to the disclosure.
 */
async function ownPosts(): Promise<OwnPostsReply> {
  const session = await activeSession();
  if (!session) return { ok: false, error: SIGNED_OUT.error };
  const consent = await consentGate();
  if ("error" in consent) return { ok: false, error: consent.error };
  const voice = await savedVoice(session.userId);
  return voice.ok ? { ok: true, data: { posts: voice.data.samples } } : { ok: false, error: voice.error };
}

const handler: PlasmoMessaging.MessageHandler<OwnPostsRequest, OwnPostsReply> = async (_req, res) => {
  res.send(await ownPosts());
};

export default handler;
