/**
 * A streamed assist answer read whole, as from a model still writing: the stand-in holds after its first
 * words until the first delta has reached the client, so the rest comes in reads of its own (the hook sends
 * what one read of the model's output finds as one delta, pocketbase/pb_hooks/lib/llm-stream.js).
 */
import { agreed, type Disclosure } from "./accounts";
import type { LlmStandin } from "./llm-standin";

export async function streamedText(
  url: string,
  llm: LlmStandin,
  user: { token: string; disclosure?: Disclosure },
  body: object,
): Promise<{ res: Response; text: string }> {
  llm.hold(3);
  try {
    const res = await fetch(`${url}/api/assist`, {
      method: "POST",
      headers: { authorization: user.token, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(agreed(user, body)),
    });
    let text = "";
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { res, text };
      text += decoder.decode(value, { stream: true });
      if (text.includes("event: delta")) llm.release();
    }
  } finally {
    llm.release();
  }
}
