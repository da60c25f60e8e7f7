import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { Me } from "../../../src/core/account";
import { callApi } from "~lib/api";
import type { MeReply } from "~lib/messages";
import { clearSession, loadSession } from "~lib/session";

const handler: PlasmoMessaging.MessageHandler<void, MeReply> = async (_req, res) => {
  const session = await loadSession();
  if (!session) return res.send({ ok: false, error: { code: "unauthenticated", message: "Please sign in." } });
  const result = await callApi<Me>("/api/me", { token: session.token });
  if (!result.ok && result.status === 401) await clearSession();
  return res.send(result.ok ? { ok: true, data: result.data } : { ok: false, error: result.error });
};

export default handler;
