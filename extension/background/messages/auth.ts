import type { PlasmoMessaging } from "@plasmohq/messaging";

import { callApi } from "~lib/api-client";
import type { AuthReply, AuthRequest } from "~lib/messages";
import { forgetOwnProfileUrl } from "~lib/own-profile-url";
import { activeSession, callWithSession, clearSession, saveSession, SIGNED_OUT } from "~lib/session";

import { forgetConsent } from "../consent";
import { forgetMe } from "../me-cache";

interface AuthResponse {
  token: string;
  record: { id: string; email: string };
}

const handler: PlasmoMessaging.MessageHandler<AuthRequest, AuthReply> = async (req, res) => {
  const body = req.body;
  if (!body) return res.send({ ok: false, error: { code: "invalid_input", message: "Empty request." } });
  if (body.action === "signOut") {
    await clearSession();
    await forgetMe();
    await forgetOwnProfileUrl();
    await forgetConsent();
    return res.send({ ok: true, data: { signedIn: false } });
  }
  if (body.action === "status") {
    const session = await activeSession();
    return res.send({ ok: true, data: session ? { signedIn: true, email: session.email } : { signedIn: false } });
  }
  if (body.action === "resendVerification") {
    const session = await activeSession();
    if (!session) return res.send({ ok: false, error: SIGNED_OUT.error });
    // sends now and says whether it went (PocketBase's request-verification answers before sending)
    const sent = await callWithSession("/api/verification/resend", { method: "POST", body: "{}" });
    return res.send(sent.ok ? { ok: true, data: { signedIn: true, email: session.email } } : { ok: false, error: sent.error });
  }
  const result = await callApi<AuthResponse>("/api/collections/users/auth-with-password", {
    method: "POST",
    body: JSON.stringify({ identity: body.email, password: body.password }),
  });
  if (!result.ok) return res.send({ ok: false, error: result.error });
  await saveSession({ token: result.data.token, userId: result.data.record.id, email: result.data.record.email });
  await forgetMe();
  return res.send({ ok: true, data: { signedIn: true, email: result.data.record.email } });
};

export default handler;
