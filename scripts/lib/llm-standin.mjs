// @ts-check
/**
 * A local OpenAI-compatible chat-completions server, for tests, the benchmark and the demo
 * recordings (the LLM API is a paid service we cannot reach from here). It answers in the real wire
 * format with `usage`, and can be made slow, failing, or silent about usage. Requests are kept
 * for assertions (e.g. where page content landed in the prompt). It is served by plain-http.mjs, which
 * costs less CPU per call than node:http: the benchmark runs it on the cores of the server it measures.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { serveHttps2 } from "./https2.mjs";
import { servePlainHttp } from "./plain-http.mjs";
import { freePort, stopProcess } from "./pocketbase.mjs";

/** @typedef {{ model: string, messages: { role: string, content: string }[], max_tokens: number, temperature?: number }} ChatRequest */
/** @typedef {"ok" | "fail" | "slow" | "no-usage" | "bad-request"} Mode */

/**
 * A plausible answer: the requested number of suggestions, each naming someone from the page.
 * @param {ChatRequest} body
 */
function answerFor(body) {
  const system = body.messages.find((m) => m.role === "system")?.content ?? "";
  const count = Number(/Return exactly (\d+) suggestion/.exec(system)?.[1] ?? 1);
  const user = body.messages.at(-1)?.content ?? "";
  const name = /"(?:author|name)":\s*"([^"]+)"/.exec(user)?.[1] ?? "there";
  const suggestions = Array.from({ length: count }, (_, i) => `Suggestion ${i + 1} for ${name}: thoughtful, specific text.`);
  return JSON.stringify({ suggestions });
}

/**
 * @param {{ apiKey?: string, slowMs?: number, completionTokens?: number, port?: number, record?: boolean, tls?: { keyFile: string, certFile: string } }} [options]
 * `record: false` keeps no requests (the benchmark: thousands of them would only feed the GC).
 * `tls` serves HTTPS with HTTP/2 only, as hosted APIs do (https2.mjs); without it, plain HTTP/1.1.
 */
export async function startLlmStandin(options = {}) {
  const port = options.port ?? (await freePort());
  const url = `${options.tls ? "https" : "http"}://127.0.0.1:${port}/v1`;
  /** @type {ChatRequest[]} */
  const requests = [];
  /** @type {Mode} */
  let mode = "ok";
  let left = 0;
  /** @type {((req: ChatRequest) => string) | null} */
  let reply = null;
  let served = 0;

  /** @param {number} status @param {unknown} body */
  const send = (status, body) => ({ status, body });

  /** @param {import("./plain-http.mjs").PlainRequest} req */
  async function handle(req) {
    const { method, path } = req;
    if (method === "POST" && path === "/__control/mode") {
      const control = JSON.parse(req.body);
      api.setMode(control.mode, control.times ?? Infinity);
      return send(200, { ok: true });
    }
    if (method === "GET" && path === "/__control/requests") return send(200, { count: requests.length });
    // what the model was last asked (end-to-end tests check which page facts reached it)
    if (method === "GET" && path === "/__control/last") return send(200, requests.at(-1) ?? null);
    if (method !== "POST" || path !== "/v1/chat/completions") {
      return send(404, { error: { message: `Unknown route ${method} ${path}`, type: "invalid_request_error" } });
    }
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(401, {
        error: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
      });
    }
    /** @type {ChatRequest} */
    const body = JSON.parse(req.body);
    if (options.record !== false) requests.push(body);
    served += 1;
    const current = left > 0 ? mode : "ok";
    if (current !== "ok") left -= 1;
    if (current === "fail") return send(500, { error: { message: "The server had an error.", type: "server_error" } });
    if (current === "bad-request") return send(400, { error: { message: "Bad request.", type: "invalid_request_error" } });
    if (current === "slow") await new Promise((r) => setTimeout(r, options.slowMs ?? 5000));

    const content = reply ? reply(body) : answerFor(body);
    // like a real tokenizer: about four ASCII characters a token, a token for each other character
    const tokensOf = (/** @type {string} */ text) => {
      const ascii = text.replace(/[^\x00-\x7f]/g, "").length;
      return Math.ceil(ascii / 4) + (text.length - ascii);
    };
    const promptTokens = body.messages.reduce((n, m) => n + tokensOf(m.content) + 4, 2);
    const completionTokens = Math.min(body.max_tokens, options.completionTokens ?? 60);
    /** @type {Record<string, unknown>} */
    const answer = {
      id: `chatcmpl-${served}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    };
    if (current !== "no-usage") {
      answer.usage = {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      };
    }
    return send(200, answer);
  }

  const server = options.tls ? await serveHttps2(port, options.tls, handle) : await servePlainHttp(port, handle);

  const api = {
    url,
    requests,
    /**
     * @param {Mode} next
     * @param {number} [times] how many requests get this mode before answering normally again
     */
    setMode(next, times = Infinity) {
      mode = next;
      left = next === "ok" ? 0 : times;
    },
    /** @param {((req: ChatRequest) => string) | null} fn */
    setReply(fn) {
      reply = fn;
    },
    close: server.close,
  };
  return api;
}

/**
 * The stand-in in its own Node process, as a real provider would be (the benchmark): its work then
 * neither competes with nor delays the event loop of the process that measures latencies.
 * @param {{ apiKey?: string, completionTokens?: number, record?: boolean, tls?: { keyFile: string, certFile: string } }} [options]
 * @returns {Promise<{ url: string, pid: number, close: () => Promise<void> }>}
 */
export async function startLlmStandinProcess(options = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify({ ...options, port })], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    child.stdout.once("data", (data) => resolve(String(data).trim()));
    child.once("exit", (code) => reject(new Error(`The LLM stand-in exited with code ${code} before it was ready.`)));
  });
  return {
    url,
    pid: /** @type {number} */ (child.pid),
    close: () => stopProcess(child),
  };
}

// `node scripts/lib/llm-standin.mjs '{"port": 8111}'` serves it and prints its URL
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const standin = await startLlmStandin(JSON.parse(process.argv[2] ?? "{}"));
  console.log(standin.url);
}
