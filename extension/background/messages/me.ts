import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { MeReply, MeRequest } from "~lib/messages";

import { getMe } from "../me-cache";

const handler: PlasmoMessaging.MessageHandler<MeRequest, MeReply> = async (req, res) => {
  const result = await getMe(req.body?.fresh ?? false);
  res.send(result.ok ? { ok: true, data: result.data } : { ok: false, error: result.error });
};

export default handler;
