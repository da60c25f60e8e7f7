import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { OwnPostsReply, OwnPostsRequest } from "~lib/messages";
import { activeSession, callWithSession, SIGNED_OUT } from "~lib/session";

import { readVoice } from "../../../src/core/persona";
import { consentGate } from "../consent";

/**
 * The user's own posts saved as their voice's samples (user_details.voice, saved from their recent
 * activity), for "Draft a post" to follow one up: signed in, and after the user agreed to the disclosure.
 */
async function ownPosts(): Promise<OwnPostsReply> {
  const session = await activeSession();
  if (!session) return { ok: false, error: SIGNED_OUT.error };
  const consent = await consentGate();
  if ("error" in consent) return { ok: false, error: consent.error };
  const details = await callWithSession<{ voice?: unknown }>(`/api/collections/user_details/records/${session.userId}`);
  return details.ok ? { ok: true, data: { posts: readVoice(details.data.voice).samples } } : { ok: false, error: details.error };
}

const handler: PlasmoMessaging.MessageHandler<OwnPostsRequest, OwnPostsReply> = async (_req, res) => {
  res.send(await ownPosts());
};

export default handler;
