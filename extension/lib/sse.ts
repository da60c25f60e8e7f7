/**
 * Server-sent events, read from text that arrives in pieces (a fetch body): `push` each piece, and
 * `onEvent` gets every complete event's name and data (JSON, as POST /api/assist sends them).
 */
export interface SseEvent {
  event: string;
  data: unknown;
}

export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffered = "";
  return {
    push(text: string): void {
      buffered += text.replace(/\r\n/g, "\n");
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        let event = "message";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        }
        if (!data.length) continue; // a comment or a keep-alive
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.join("\n"));
        } catch {
          parsed = data.join("\n");
        }
        onEvent({ event, data: parsed });
      }
    },
  };
}
