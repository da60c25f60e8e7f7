import type { PlasmoMessaging } from "@plasmohq/messaging";

import type { MissReply, MissRequest } from "~lib/messages";
import { activeSession, callWithSession } from "~lib/session";

import { consentGate } from "../consent";
import { packStatus } from "../pack-sync";

/**
 * Tells the server that a helper could not find its facts on a page of this type (POST
 * /api/extension/miss): the page type, the extraction pack and this extension's version, nothing of the
 * page. The operator sees LinkedIn's markup drift in these counts. Signed out, nothing is sent.
 */
const handler: PlasmoMessaging.MessageHandler<MissRequest, MissReply> = async (req, res) => {
  const session = await activeSession();
  const page = req.body?.page;
  if (!session || !page) return res.send({ ok: true, data: { reported: false } });
  // no content, but still a report about the user's browsing: only from users who agreed to send
  if ("error" in (await consentGate())) return res.send({ ok: true, data: { reported: false } });
  const result = await callWithSession("/api/extension/miss", {
    method: "POST",
    body: JSON.stringify({ page, pack: (await packStatus()).version, extension: chrome.runtime.getManifest().version }),
  });
  res.send(result.ok ? { ok: true, data: { reported: true } } : { ok: false, error: result.error });
};

export default handler;
