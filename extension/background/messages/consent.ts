import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { ConsentReply, ConsentRequest } from "~lib/messages";

import { consentStatus, decideConsent } from "../consent";

/** The popup and the helpers: the disclosure and the user's decision, and recording a new decision. */
const handler: PlasmoMessaging.MessageHandler<ConsentRequest, ConsentReply> = async (req, res) => {
  const body = req.body;
  if (!body) return res.send({ ok: false, error: { code: "invalid_input", message: "Empty request." } });
  const result =
    body.action === "decide"
      ? await decideConsent(body.decision, body.shown, body.wording)
      : await consentStatus(body.fresh ?? false);
  res.send(result.ok ? { ok: true, data: result.data } : { ok: false, error: result.error });
};

export default handler;
