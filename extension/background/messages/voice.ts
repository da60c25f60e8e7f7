import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { SaveVoiceReply, SaveVoiceRequest } from "~lib/messages";
import { activeSession, callWithSession, SIGNED_OUT } from "~lib/session";

import type { Voice } from "../../../src/core/persona";
import { consentGate } from "../consent";
import { savedVoice } from "../saved-voice";

/**
 * Saves samples of the user's writing as their voice's samples (PATCH /api/account, which checks them),
 * keeping the description they wrote on the site.
 */
const handler: PlasmoMessaging.MessageHandler<SaveVoiceRequest, SaveVoiceReply> = async (req, res) => {
  const session = await activeSession();
  if (!session) return res.send({ ok: false, error: SIGNED_OUT.error });
  // posts read from the page: not before the user agreed to the disclosure
  const consent = await consentGate();
  if ("error" in consent) return res.send({ ok: false, error: consent.error });
  const current = await savedVoice(session.userId);
  const description = current.ok ? current.data.description : "";
  const saved = await callWithSession<{ voice: Voice }>("/api/account", {
    method: "PATCH",
    body: JSON.stringify({ voice: { description, samples: req.body?.samples ?? [] } }),
  });
  res.send(saved.ok ? { ok: true, data: { voice: saved.data.voice } } : { ok: false, error: saved.error });
};

export default handler;
