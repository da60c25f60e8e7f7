import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { AssistMessage, AssistReply, AssistResult } from "~lib/messages";
import { fitContext } from "../../../src/core/fit-context";
import { callWithSession } from "~lib/session";

import { updateCachedBalance } from "../me-cache";

/**
 * Content scripts ask; only the background holds the token and talks to the API. A long page (a
 * thread's 30 last messages, a profile with long roles) is cut to what the server accepts first.
 */
const handler: PlasmoMessaging.MessageHandler<AssistMessage, AssistReply> = async (req, res) => {
  if (!req.body) return res.send({ ok: false, error: { code: "invalid_input", message: "Empty request." } });
  const body = JSON.stringify({ ...req.body, context: fitContext(req.body.context) });
  const result = await callWithSession<AssistResult>("/api/assist", { method: "POST", body });
  if (result.ok) updateCachedBalance(result.data.tokenBalance);
  res.send(result.ok ? { ok: true, data: result.data } : { ok: false, error: result.error });
};

export default handler;
