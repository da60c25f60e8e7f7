/** The user's voice as their account holds it (user_details.voice: a description and samples of their posts). */
import type { ApiResult } from "~lib/api-client";
import { callWithSession } from "~lib/session";

import { readVoice, type Voice } from "../../src/core/persona";

export async function savedVoice(userId: string): Promise<ApiResult<Voice>> {
  const details = await callWithSession<{ voice?: unknown }>(`/api/collections/user_details/records/${userId}`);
  return details.ok ? { ok: true, data: readVoice(details.data.voice) } : details;
}
