import type { PlasmoMessaging } from "@plasmohq/messaging";

import { PROFILE_MAX } from "../../../src/core/account-settings";
import type { SaveProfileReply, SaveProfileRequest } from "~lib/messages";
import { activeSession, callWithSession } from "~lib/session";

import { consentGate } from "../consent";

/**
 * Saves the user's own LinkedIn profile (as text) so cover letters and advice can use it, through
 * PATCH /api/account like /settings (the record API refuses client writes).
 */
const handler: PlasmoMessaging.MessageHandler<SaveProfileRequest, SaveProfileReply> = async (req, res) => {
  const session = await activeSession();
  const profile = req.body?.profile ?? "";
  if (!session || !profile) return res.send({ ok: true, data: { saved: false } });
  // the user's own profile is page content too: not before they agreed to the disclosure
  if ("error" in (await consentGate())) return res.send({ ok: true, data: { saved: false } });
  const result = await callWithSession("/api/account", {
    method: "PATCH",
    body: JSON.stringify({ profile: profile.slice(0, PROFILE_MAX) }),
  });
  res.send(result.ok ? { ok: true, data: { saved: true } } : { ok: false, error: result.error });
};

export default handler;
