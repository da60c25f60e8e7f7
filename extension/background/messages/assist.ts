import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { AssistBody, AssistMessage, AssistReply, AssistResult } from "~lib/messages";
import { fitContext } from "../../../src/core/fit-context";
import { callWithSession } from "~lib/session";

import { assistCooldown as cooldown } from "../assist-cooldown";
import { consentGate } from "../consent";
import { updateCachedBalance } from "../me-cache";

/**
 * Content scripts ask; only the background holds the token and talks to the API, and only once the user
 * agreed to the disclosure (../consent.ts). A long page (a
 * thread's 30 last messages, a profile with long roles) is cut to what the server accepts first.
 */
const handler: PlasmoMessaging.MessageHandler<AssistMessage, AssistReply> = async (req, res) => {
  if (!req.body) return res.send({ ok: false, error: { code: "invalid_input", message: "Empty request." } });
  const wait = cooldown.remaining();
  if (wait > 0) {
    const message = `Too many requests. Try again in ${wait} seconds.`;
    return res.send({ ok: false, error: { code: "rate_limited", message, retryAfter: wait } });
  }
  const consent = await consentGate();
  if ("error" in consent) return res.send({ ok: false, error: consent.error });
  const body: AssistBody = { ...req.body, context: fitContext(req.body.context), disclosure: consent.disclosure };
  const result = await callWithSession<AssistResult>("/api/assist", { method: "POST", body: JSON.stringify(body) });
  if (result.ok) {
    updateCachedBalance(result.data.tokenBalance);
    return res.send({ ok: true, data: result.data });
  }
  if (result.error.code !== "rate_limited") return res.send({ ok: false, error: result.error });
  cooldown.start(result.error.retryAfter);
  res.send({ ok: false, error: { ...result.error, retryAfter: cooldown.remaining() } });
};

export default handler;
