import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { AssistMessage, AssistReply, AssistResult } from "~lib/messages";
import { callWithSession } from "~lib/session";

import { updateCachedBalance } from "../me-cache";

/** Content scripts ask; only the background holds the token and talks to the API. */
const handler: PlasmoMessaging.MessageHandler<AssistMessage, AssistReply> = async (req, res) => {
  if (!req.body) return res.send({ ok: false, error: { code: "invalid_input", message: "Empty request." } });
  const result = await callWithSession<AssistResult>("/api/assist", { method: "POST", body: JSON.stringify(req.body) });
  if (result.ok) updateCachedBalance(result.data.tokenBalance);
  res.send(result.ok ? { ok: true, data: result.data } : { ok: false, error: result.error });
};

export default handler;
