import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { SaveProfileReply, SaveProfileRequest } from "~lib/messages";
import { activeSession, callWithSession } from "~lib/session";

/** Saves the user's own LinkedIn profile (as text) so cover letters and advice can use it. */
const handler: PlasmoMessaging.MessageHandler<SaveProfileRequest, SaveProfileReply> = async (req, res) => {
  const session = await activeSession();
  const profile = req.body?.profile ?? "";
  if (!session || !profile) return res.send({ ok: true, data: { saved: false } });
  const result = await callWithSession(`/api/collections/user_details/records/${session.userId}`, {
    method: "PATCH",
    body: JSON.stringify({ profile: profile.slice(0, 20000) }),
  });
  res.send(result.ok ? { ok: true, data: { saved: true } } : { ok: false, error: result.error });
};

export default handler;
