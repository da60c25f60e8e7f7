/**
 * The background worker as the content script reaches it, for the unit tests of the helpers: `chrome.runtime`
 * with `sendMessage` (what @plasmohq/messaging's sendToBackground calls: features/shared/background.ts and
 * consent.ts), each message answered by the handler of its name, and `connect` (the port an answer streams on:
 * streamAssist), whose "start" goes to `stream` and "stop" to the stop it returned. The content script's own
 * modules run as they are; only the worker on the other side is the test's.
 *
 * It replaces `vi.mock` of those modules, so that these tests share the unit layer's module graph
 * (vitest.config.ts: a mocked module would leak into the next file there): `vi.stubGlobal`, which the shared
 * project undoes before each test, so call it in `beforeEach`.
 */
import { vi } from "vitest";

import { DISCLOSURE_VERSION, type ConsentDecision, type ShownDisclosure } from "../../src/core/disclosure";
import {
  ASSIST_STREAM_PORT,
  type AssistMessage,
  type AssistStreamEvent,
  type AssistStreamRequest,
  type ConsentReply,
  type ConsentRequest,
} from "../../extension/lib/messages";

export type StreamHandler = (body: AssistMessage, onEvent: (event: AssistStreamEvent) => void) => { stop: () => void };

export interface FakeBackground {
  /** Each message's handler by its name: its body in, the reply out. A message with none fails as Chrome's does. */
  messages?: Record<string, (body: never) => unknown>;
  /** Or one handler for every message, given the message as sent (`{ name, body }`). */
  send?: (message: never) => unknown;
  /** An answer's stream: the request's body and where its events go; returns how to stop it. */
  stream?: StreamHandler;
  /** What else of `chrome.runtime` the test needs (its onMessage, say). */
  runtime?: Record<string, unknown>;
  /** What else of `chrome` it needs (storage, say). */
  apis?: Record<string, unknown>;
}

/** Installs `background` as the extension's worker; returns the stubbed `chrome`. */
export function fakeBackground(background: FakeBackground) {
  const chrome = {
    ...background.apis,
    runtime: {
      id: "netlift-unit-test",
      async sendMessage(_extensionId: string | null, message: { name: string; body: never }) {
        if (background.send) return background.send(message as never);
        const handler = background.messages?.[message.name];
        if (!handler) throw new Error("Could not establish connection. Receiving end does not exist.");
        return handler(message.body);
      },
      connect({ name }: { name: string }) {
        if (name !== ASSIST_STREAM_PORT || !background.stream) throw new Error(`no port "${name}" in this test`);
        const stream = background.stream;
        const listeners = new Set<(event: AssistStreamEvent) => void>();
        let open = true;
        let stop: (() => void) | undefined;
        return {
          name,
          onMessage: { addListener: (listener: (event: AssistStreamEvent) => void) => listeners.add(listener) },
          // the worker never hangs up on these tests' streams (a port the page disconnects tells its own side nothing)
          onDisconnect: { addListener: () => undefined },
          postMessage(request: AssistStreamRequest) {
            if (request.type === "start")
              stop = stream(request.body, (event) => {
                if (open) for (const listener of listeners) listener(event);
              }).stop;
            else stop?.();
          },
          disconnect() {
            open = false;
          },
        };
      },
      ...background.runtime,
    },
  };
  vi.stubGlobal("chrome", chrome);
  return chrome;
}

/**
 * The "consent" message's handler, from the two functions a test keeps: the status (`fresh`, as the helpers ask)
 * and a decision (with the wording read, when the helper sends one).
 */
export function consentMessages(
  status: (fresh: boolean) => Promise<ConsentReply> | ConsentReply,
  decide: (decision: ConsentDecision, shown: ShownDisclosure, wording?: string) => Promise<ConsentReply> | ConsentReply,
) {
  return (body: ConsentRequest) =>
    body.action === "status"
      ? status(body.fresh ?? false)
      : decide(body.decision, body.shown, ...(body.wording ? [body.wording] : []));
}

/** The disclosure as the helpers' tests show it. */
export const SHOWN_DISCLOSURE: ShownDisclosure = {
  version: DISCLOSURE_VERSION,
  provider: "api.openai.com",
  origin: "https://netlift.example",
};

/** The "consent" handler of a user who agreed to the disclosure as it is: every click goes through. */
export const agreedConsent = () =>
  consentMessages(() => ({ ok: true, data: { state: { kind: "agreed" }, disclosure: SHOWN_DISCLOSURE, record: null } }), vi.fn());
