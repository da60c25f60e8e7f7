/** The helpers' way to the disclosure and the user's decision: messages to the background worker, which owns both. */
import { sendToBackground } from "@plasmohq/messaging";

import type { ConsentDecision, ShownDisclosure } from "../../../src/core/disclosure";
import type { ConsentReply, ConsentRequest } from "../../lib/messages";
import { gone } from "./background";

const ask = (body: ConsentRequest) =>
  sendToBackground<ConsentRequest, ConsentReply>({ name: "consent", body }).catch((): ConsentReply => ({
    ok: false,
    error: gone(),
  }));

/** Whether anything may be sent now, with the disclosure as it is (`fresh`: past the background's short cache). */
export const requestConsentStatus = (fresh = false) => ask({ action: "status", fresh });

/** Agrees to, or declines, the disclosure the user read. */
export const decideConsent = (decision: ConsentDecision, shown: ShownDisclosure, wording?: string) =>
  ask({ action: "decide", decision, shown, ...(wording ? { wording } : {}) });
