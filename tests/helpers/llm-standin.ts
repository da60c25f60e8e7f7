/**
 * A local OpenAI-compatible chat-completions server (the LLM API is a paid service tests cannot
 * reach). It answers in the real wire format with `usage`, and can be made slow, failing, or silent
 * about usage. Every request is kept for assertions (e.g. where page content landed in the prompt).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { freePort } from "../../scripts/lib/pocketbase.mjs";

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens: number;
  temperature?: number;
}

export type Mode = "ok" | "fail" | "slow" | "no-usage" | "bad-request";

export interface LlmStandinOptions {
  apiKey?: string;
  /** how long "slow" waits, ms */
  slowMs?: number;
  /** completion tokens reported per answer (capped by max_tokens) */
  completionTokens?: number;
}

/** A plausible answer: the requested number of suggestions, each naming something from the page. */
function answerFor(body: ChatRequest): string {
  const system = body.messages.find((m) => m.role === "system")?.content ?? "";
  const count = Number(/Return exactly (\d+) suggestion/.exec(system)?.[1] ?? 1);
  const user = body.messages.at(-1)?.content ?? "";
  const name = /"(?:author|name)":\s*"([^"]+)"/.exec(user)?.[1] ?? "there";
  const suggestions = Array.from({ length: count }, (_, i) => `Suggestion ${i + 1} for ${name}: thoughtful, specific text.`);
  return JSON.stringify({ suggestions });
}

export async function startLlmStandin(options: LlmStandinOptions = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/v1`;
  const requests: ChatRequest[] = [];
  let mode: Mode = "ok";
  let failuresLeft = 0;
  let reply: ((req: ChatRequest) => string) | null = null;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url!, url).pathname;
    if (req.method === "POST" && path === "/__control/mode") {
      const control = JSON.parse(raw) as { mode: Mode; times?: number };
      mode = control.mode;
      failuresLeft = control.times ?? Infinity;
      return send(res, 200, { ok: true });
    }
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      return send(res, 404, { error: { message: `Unknown route ${req.method} ${path}`, type: "invalid_request_error" } });
    }
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(res, 401, { error: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" } });
    }
    const body = JSON.parse(raw) as ChatRequest;
    requests.push(body);
    const current = failuresLeft > 0 ? mode : "ok";
    if (current !== "ok") failuresLeft -= 1;
    if (current === "fail") return send(res, 500, { error: { message: "The server had an error.", type: "server_error" } });
    if (current === "bad-request") return send(res, 400, { error: { message: "Bad request.", type: "invalid_request_error" } });
    if (current === "slow") await new Promise((r) => setTimeout(r, options.slowMs ?? 5000));

    const content = reply ? reply(body) : answerFor(body);
    const promptTokens = body.messages.reduce((n, m) => n + Math.ceil(m.content.length / 4) + 4, 2);
    const completionTokens = Math.min(body.max_tokens, options.completionTokens ?? 60);
    const answer: Record<string, unknown> = {
      id: `chatcmpl-${requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    };
    if (current !== "no-usage") {
      answer.usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
    }
    return send(res, 200, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: { message: String(err), type: "server_error" } }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url,
    requests,
    /** `times`: how many requests get this mode before answering normally again (default: all). */
    setMode(next: Mode, times = Infinity) {
      mode = next;
      failuresLeft = next === "ok" ? 0 : times;
    },
    setReply(fn: ((req: ChatRequest) => string) | null) {
      reply = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LlmStandin = Awaited<ReturnType<typeof startLlmStandin>>;
