import type { PlasmoMessaging } from "@plasmohq/messaging";

import { callApi } from "~lib/api";
import type { AuthReply, AuthRequest } from "~lib/messages";
import { activeSession, clearSession, saveSession } from "~lib/session";

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
    forgetMe();
    return res.send({ ok: true, data: { signedIn: false } });
  }
  if (body.action === "status") {
    const session = await activeSession();
    return res.send({ ok: true, data: session ? { signedIn: true, email: session.email } : { signedIn: false } });
  }
  const result = await callApi<AuthResponse>("/api/collections/users/auth-with-password", {
    method: "POST",
    body: JSON.stringify({ identity: body.email, password: body.password }),
  });
  if (!result.ok) return res.send({ ok: false, error: result.error });
  await saveSession({ token: result.data.token, userId: result.data.record.id, email: result.data.record.email });
  forgetMe();
  return res.send({ ok: true, data: { signedIn: true, email: result.data.record.email } });
};

export default handler;
