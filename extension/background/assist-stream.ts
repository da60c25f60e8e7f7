/**
 * Streamed answers for the in-page helpers: a content script opens a port (ASSIST_STREAM_PORT) and
 * sends the request; this worker, which alone holds the token, asks POST /api/assist for server-sent
 * events and passes each on as it arrives, once the user has agreed to the disclosure (consent.ts), which
 * the request names. Stop, or the port closing (the tab went away), aborts the
 * request, and the server then stops the model and settles the tokens. Refusals come back as JSON
 * before any stream and are passed on as errors; after a 429, every helper of every tab waits out its
 * Retry-After here instead of asking the server again.
 */
import { API_URL, errorOf } from "~lib/api-client";
import type { AssistBody, AssistResult, AssistStreamEvent, AssistStreamRequest } from "~lib/messages";
import { ASSIST_STREAM_PORT } from "~lib/messages";
import { activeSession, clearSession, SIGNED_OUT } from "~lib/session";
import { createSseParser } from "~lib/sse";

import type { ApiErrorBody } from "../../src/core/errors";
import { fitContext } from "../../src/core/fit-context";
import { createCooldown } from "./cooldown";
import { consentGate, consentRefused } from "./consent";
import { updateCachedBalance } from "./me-cache";

/** the one wait after a 429 on /api/assist */
const assistCooldown = createCooldown();

const UNREACHABLE = { code: "internal" as const, message: `Cannot reach ${API_URL}. Check your connection.` };
const CUT_OFF = { code: "ai_unavailable" as const, message: "The answer was cut off. Nothing more is coming; please try again." };

async function stream(
  request: AssistStreamRequest & { type: "start" },
  signal: AbortSignal,
  send: (event: AssistStreamEvent) => void,
) {
  const wait = assistCooldown.remaining();
  if (wait > 0) {
    return send({
      type: "error",
      error: { code: "rate_limited", message: `Too many requests. Try again in ${wait} seconds.`, retryAfter: wait },
    });
  }
  const session = await activeSession();
  if (!session) return send({ type: "error", error: SIGNED_OUT.error });
  // nothing of the page leaves before the user agreed to the disclosure as it is now
  const consent = await consentGate();
  if ("error" in consent) return send({ type: "error", error: consent.error });
  const body: AssistBody = { ...request.body, context: fitContext(request.body.context), disclosure: consent.disclosure };
  let res: Response;
  try {
    res = await fetch(`${API_URL}/api/assist`, {
      method: "POST",
      headers: { authorization: session.token, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return signal.aborted ? undefined : send({ type: "error", error: UNREACHABLE });
  }
  if (!res.ok || !res.body) {
    const error = await errorOf(res);
    if (res.status === 401) {
      await clearSession();
      return send({ type: "error", error: SIGNED_OUT.error });
    }
    if (error.code === "rate_limited") {
      assistCooldown.start(error.retryAfter);
      error.retryAfter = assistCooldown.remaining();
    }
    // the server's provider or disclosure changed since the user agreed, or the account has no agreement:
    // learn the disclosure as it is now, and forget an agreement the server does not hold, so the helper asks again
    if (error.code === "consent_required") await consentRefused();
    return send({ type: "error", error });
  }

  let ended = false;
  const parser = createSseParser(({ event, data }) => {
    if (event === "delta") {
      const { index, text } = data as { index: number; text: string };
      send({ type: "delta", index, text });
    } else if (event === "done") {
      ended = true;
      updateCachedBalance((data as AssistResult).tokenBalance);
      send({ type: "done", data: data as AssistResult });
    } else if (event === "error") {
      ended = true;
      send({ type: "error", error: data as ApiErrorBody });
    }
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch {
    if (signal.aborted) return; // Stop: the server has been told by the closed connection
  }
  if (!ended && !signal.aborted) send({ type: "error", error: CUT_OFF });
}

/** Serves one port: its first message starts the answer; "stop" or a disconnect aborts it. The content script closes the port once it has `done` or `error`. */
export function serveAssistStream(port: chrome.runtime.Port) {
  const controller = new AbortController();
  let open = true;
  port.onDisconnect.addListener(() => {
    open = false;
    controller.abort();
  });
  port.onMessage.addListener((message: AssistStreamRequest) => {
    if (message.type === "stop") return controller.abort();
    void stream(message, controller.signal, (event) => {
      if (open) port.postMessage(event);
    });
  });
}

export function listenForAssistStreams() {
  chrome.runtime.onConnect.addListener((port) => {
    if (port.name === ASSIST_STREAM_PORT) serveAssistStream(port);
  });
}
