import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { PackReply, PackRequest } from "~lib/messages";

import { packStatus, syncPack } from "../pack-sync";

/** The extraction pack in use; with `refresh` (the popup opening), after asking the server for a newer one. */
const handler: PlasmoMessaging.MessageHandler<PackRequest, PackReply> = async (req, res) => {
  if (req.body?.refresh) await syncPack();
  res.send({ ok: true, data: await packStatus() });
};

export default handler;
