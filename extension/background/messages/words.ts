import type { PlasmoMessaging } from "@plasmohq/messaging";

import { languageOfTag } from "~features/shared/language";
import { CATALOGUES } from "~features/shared/i18n/catalogues";
import type { WordsReply, WordsRequest } from "~lib/messages";

/** The extension's words in one of the ten languages, for a content script on a LinkedIn page in it. */
const handler: PlasmoMessaging.MessageHandler<WordsRequest, WordsReply> = async (req, res) => {
  const asked: unknown = req.body?.language;
  const language = typeof asked === "string" ? languageOfTag(asked) : null;
  res.send(
    language
      ? { ok: true, data: CATALOGUES[language] }
      : { ok: false, error: { code: "invalid_input", message: `No words in "${String(asked)}".` } },
  );
};

export default handler;
