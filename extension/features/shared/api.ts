/** The content script's only way to the API: messages to the background worker, which holds the token. */
import { sendToBackground } from "@plasmohq/messaging";

import type { AssistMessage, AssistReply, MeReply, MeRequest, SaveProfileReply, SaveProfileRequest } from "~lib/messages";

export const requestAssist = (body: AssistMessage) => sendToBackground<AssistMessage, AssistReply>({ name: "assist", body });
export const requestMe = (fresh = false) => sendToBackground<MeRequest, MeReply>({ name: "me", body: { fresh } });
export const saveOwnProfile = (profile: string) =>
  sendToBackground<SaveProfileRequest, SaveProfileReply>({ name: "profile", body: { profile } });
