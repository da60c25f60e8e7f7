/**
 * A streamed assist answer read whole, as from a model still writing: the stand-in holds after its first
 * words until the first delta has reached the client, so the rest comes in reads of its own (the hook sends
 * what one read of the model's output finds as one delta, pocketbase/pb_hooks/lib/llm-stream.js).
 */
import { agreed, type Disclosure } from "./accounts";
import type { LlmStandin } from "./llm-standin";

/** One server-sent event of the answer: its name and its JSON data. */
export interface StreamEvent {
  event: string;
  data: any;
}

/** `firstWords`: how many tokens the stand-in writes before it waits for the first delta. */
export async function streamedText(
  url: string,
  llm: LlmStandin,
  user: { token: string; disclosure?: Disclosure },
  body: object,
  firstWords = 3,
): Promise<{ res: Response; text: string }> {
  llm.hold(firstWords);
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

/** The named events of a stream's text, in order (keep-alive comments left out). */
export function sseEvents(text: string): StreamEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("event: "))
    .map((block) => {
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event: /^event: (.*)$/m.exec(block)![1]!, data: data ? JSON.parse(data) : null };
    });
}
