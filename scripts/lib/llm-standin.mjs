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
import { ABORT, servePlainHttp } from "./plain-http.mjs";
import { freePort, stopProcess } from "./pocketbase.mjs";
import { writingAnswer } from "./standin-writing.mjs";

/** @typedef {{ model: string, messages: { role: string, content: string }[], max_tokens: number, temperature?: number, stream?: boolean, stream_options?: { include_usage?: boolean } }} ChatRequest */
/** @typedef {"ok" | "fail" | "slow" | "no-usage" | "bad-request" | "die-midstream" | "stall"} Mode */

/**
 * A plausible answer: the requested number of suggestions, each naming someone from the page.
 * @param {ChatRequest} body
 */
function answerFor(body) {
  const system = body.messages.find((m) => m.role === "system")?.content ?? "";
  const count = Number(/Return exactly (\d+) suggestion/.exec(system)?.[1] ?? 1);
  // someone from the page, not the user: the <about_me> fence names the user (src/core/prompts/common.ts)
  const user = (body.messages.at(-1)?.content ?? "").replace(/<about_me>[\s\S]*?<\/about_me>/, "");
  const name = /"(?:author|name)":\s*"([^"]+)"/.exec(user)?.[1] ?? "there";
  const suggestions = Array.from({ length: count }, (_, i) => `Suggestion ${i + 1} for ${name}: thoughtful, specific text.`);
  return JSON.stringify({ suggestions });
}

/**
 * The answer's suggestions, lengthened with words to about `tokens` tokens in all.
 * @param {ChatRequest} body
 * @param {number} tokens
 */
function paddedAnswer(body, tokens) {
  const { suggestions } = JSON.parse(answerFor(body));
  const words = Math.max(1, Math.floor(tokens / suggestions.length) - 6);
  const filler = Array.from({ length: words }, (_, i) => `word${i + 1}`).join(" ");
  return JSON.stringify({ suggestions: suggestions.map((/** @type {string} */ s) => `${s} ${filler}`) });
}

/**
 * The answer as models too often write it: a stock opener, an em dash, a buzzword and, on a short one, an
 * emoji and a hashtag block (the eval's plumbing checks that the pipeline's clean-up removes what it should).
 */
function withTells(/** @type {string} */ content) {
  const { suggestions } = JSON.parse(content);
  return JSON.stringify({
    suggestions: suggestions.map((/** @type {string} */ s, /** @type {number} */ i) =>
      i % 2 === 0 ? `Great post! ${s.replace(/: /, " — ")} A real game-changer.` : `${s} 🚀 #growth #leadership`,
    ),
  });
}

/** An answer cut into the pieces a model streams: a word and the space after it, about a token each. */
export function tokensOf(/** @type {string} */ content) {
  return content.match(/\S+\s*|\s+/g) ?? [];
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Like a real tokenizer: about four ASCII characters a token, a token for each other character. */
function countTokens(/** @type {string} */ text) {
  // eslint-disable-next-line no-control-regex -- ASCII is 0x00–0x7f, control characters included
  const ascii = text.replace(/[^\x00-\x7f]/g, "").length;
  return Math.ceil(ascii / 4) + (text.length - ascii);
}

/**
 * @param {{ apiKey?: string, slowMs?: number, completionTokens?: number, port?: number, record?: boolean, tls?: { keyFile: string, certFile: string }, tokensPerSecond?: number, firstTokenMs?: number, answerTokens?: number, paceWhole?: boolean, withTells?: boolean }} [options]
 * `record: false` keeps no requests (the benchmark: thousands of them would only feed the GC).
 * `tls` serves HTTPS with HTTP/2 only, as hosted APIs do (https2.mjs); without it, plain HTTP/1.1.
 * A request with `stream: true` is answered as OpenAI streams: `chat.completion.chunk` events, one a token
 * at `tokensPerSecond` (default 200) after `firstTokenMs` (default 0), a usage chunk when
 * `stream_options.include_usage` asks, then `[DONE]`. Modes "die-midstream" (the connection drops half
 * way) and "stall" (it goes silent half way) test the faults; `hold(n)` stops after n tokens until
 * `release()` (end-to-end tests: words on screen before the answer is complete). `answerTokens` makes
 * every answer about that many tokens long (the benchmark's 120); `withTells` writes the tells of machine
 * text into every answer (an opener, a dash, a buzzword, emoji, hashtags), `POST /__control/tells { times }` into
 * the next `times` answers only; `paceWhole` makes a whole (non-streamed)
 * answer take as long as streaming it would.
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
  /** streams stop after this many tokens until released (Infinity: no hold) */
  let holdAfter = Infinity;
  /** @type {(() => void)[]} */
  let waiting = [];
  /** how many streams were closed by their client before they ended */
  /** how many answers are being written now (the plain-HTTP server counts them; null over HTTP/2) */
  /** @type {() => number | null} */
  let streamsNow = () => null;
  let abandoned = 0;
  /** the next `paceLeft` requests are answered at this pace and length instead of the options' */
  /** @type {{ tokensPerSecond: number, answerTokens: number } | null} */
  let pace = null;
  let paceLeft = 0;
  /** wall-clock ms at which a stream's first word was written, by the `stream-mark-<id>` its prompt carries */
  /** @type {Map<string, number>} */
  const firstWords = new Map();
  /** how many of the next answers are written with tells (`/__control/tells`) */
  let tellsLeft = 0;
  /** how the usage a provider reports is counted (a test may set a real tokenizer, or an inflated count) */
  let count = countTokens;
  /** whether a whole answer's completion_tokens are counted from its text (else the `completionTokens` option, 60) */
  let countCompletions = false;
  /** whether a stream reports its usage so far with every chunk (vLLM's continuous usage), not only at its end */
  let usageEveryChunk = false;
  /** the next `faultLeft` proofreads misbehave this way (a correction that grows and adds facts) */
  /** @type {"long" | null} */
  let proofreadFault = null;
  let faultLeft = 0;

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
    if (method === "POST" && path === "/__control/proofread") {
      const control = JSON.parse(req.body);
      api.setProofreadFault(control.fault ?? null, control.times ?? 1);
      return send(200, { ok: true });
    }
    // abandoned: answers whose reader went away before the end (a held answer counts once released);
    // streaming: answers being written now (a reader that hangs up leaves it at once, held or not)
    if (method === "GET" && path === "/__control/requests")
      return send(200, { count: requests.length, abandoned, streaming: streamsNow() });
    // the next `times` answers are written with tells (end-to-end tests of the panel's marks)
    if (method === "POST" && path === "/__control/tells") {
      tellsLeft = JSON.parse(req.body).times ?? 1;
      return send(200, { ok: true });
    }
    if (method === "POST" && path === "/__control/hold") {
      api.hold(JSON.parse(req.body).tokens ?? 0);
      return send(200, { ok: true });
    }
    if (method === "POST" && path === "/__control/release") {
      api.release();
      return send(200, { ok: true });
    }
    // what the model was last asked (end-to-end tests check which page facts reached it)
    if (method === "GET" && path === "/__control/last") return send(200, requests.at(-1) ?? null);
    // when each marked stream's first word left (the benchmark: its first-delta time is then the server's own)
    if (method === "GET" && path === "/__control/first-words") {
      const taken = Object.fromEntries(firstWords);
      firstWords.clear();
      return send(200, taken);
    }
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

    const paced = paceLeft > 0 ? pace : null;
    if (paced) paceLeft -= 1;
    const answerTokens = paced?.answerTokens ?? options.answerTokens;
    // a proofread or post drafts (scripts/lib/standin-writing.mjs): their own answers, never padded nor given tells
    const fault = faultLeft > 0 ? proofreadFault : null;
    const writing = reply ? null : writingAnswer(body, fault);
    if (writing && fault && body.messages.find((m) => m.role === "system")?.content.includes('"changes": [{"from"'))
      faultLeft -= 1;
    const plain = writing ?? (reply ? reply(body) : answerTokens ? paddedAnswer(body, answerTokens) : answerFor(body));
    const tells = !reply && !writing && (options.withTells || tellsLeft > 0);
    if (tellsLeft > 0 && !reply && !writing) tellsLeft -= 1;
    const content = tells ? withTells(plain) : plain;
    if (body.stream)
      return {
        status: 200,
        stream: streamAnswer(body, content, current, paced?.tokensPerSecond ?? options.tokensPerSecond ?? 200),
      };
    // a whole answer takes as long as the model takes to write it all (the benchmark compares the two)
    if (options.paceWhole)
      await sleep((options.firstTokenMs ?? 0) + (tokensOf(content).length * 1000) / (options.tokensPerSecond ?? 200));
    const promptTokens = body.messages.reduce((n, m) => n + count(m.content) + 4, 2);
    // a model stops at max_tokens: what it counted is never more
    const completionTokens = Math.min(body.max_tokens, countCompletions ? count(content) : (options.completionTokens ?? 60));
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

  /**
   * The answer as OpenAI streams it.
   * @param {ChatRequest} body
   * @param {string} content
   * @param {Mode} current
   * @param {number} tokensPerSecond
   */
  async function* streamAnswer(body, content, current, tokensPerSecond) {
    const id = `chatcmpl-${served}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (/** @type {object} */ fields) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, ...fields })}\n\n`;
    const tokens = tokensOf(content);
    const gap = 1000 / tokensPerSecond;
    let finished = false;
    try {
      if (options.firstTokenMs) await sleep(options.firstTokenMs);
      const mark = /stream-mark-([a-z0-9]+)/.exec(body.messages.at(-1)?.content ?? "")?.[1];
      yield chunk({ choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
      const promptTokens = body.messages.reduce((n, m) => n + count(m.content) + 4, 2);
      const usageSoFar = (/** @type {number} */ written) =>
        usageEveryChunk
          ? { usage: { prompt_tokens: promptTokens, completion_tokens: written, total_tokens: promptTokens + written } }
          : {};
      for (let i = 0; i < tokens.length; i++) {
        if (i > 0) await sleep(gap);
        if (i >= holdAfter) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
        if (i === Math.floor(tokens.length / 2) && current === "die-midstream") {
          yield ABORT;
          return;
        }
        if (i === Math.floor(tokens.length / 2) && current === "stall") await new Promise(() => undefined);
        if (i === 0 && mark) firstWords.set(mark, Date.now());
        yield chunk({ choices: [{ index: 0, delta: { content: tokens[i] }, finish_reason: null }], ...usageSoFar(i + 1) });
      }
      yield chunk({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
      if (body.stream_options?.include_usage && current !== "no-usage") {
        yield chunk({
          choices: [],
          usage: { prompt_tokens: promptTokens, completion_tokens: tokens.length, total_tokens: promptTokens + tokens.length },
        });
      }
      yield "data: [DONE]\n\n";
      finished = true;
    } finally {
      if (!finished) abandoned += 1;
    }
  }

  const server = options.tls ? await serveHttps2(port, options.tls, handle) : await servePlainHttp(port, handle);
  streamsNow = () => ("streams" in server && typeof server.streams === "function" ? server.streams() : null);

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
    /** The next `times` proofreads misbehave: "long" grows the correction and adds a date, a number and a name. */
    setProofreadFault(/** @type {"long" | null} */ fault, times = 1) {
      proofreadFault = fault;
      faultLeft = fault ? times : 0;
    },
    /** @param {((req: ChatRequest) => string) | null} fn */
    setReply(fn) {
      reply = fn;
    },
    /**
     * The next `times` answers are about `answerTokens` tokens long, streamed at `tokensPerSecond`: a
     * model that keeps writing at a realistic pace (a hang-up then meets it mid-answer, whatever the load).
     */
    setPace(/** @type {{ tokensPerSecond: number, answerTokens: number }} */ next, times = 1) {
      pace = next;
      paceLeft = times;
    },
    /**
     * Counts the usage it reports with `counter` (null: its own rule, about four ASCII characters a token);
     * `completions`: a whole answer's completion is counted from its text too (else the `completionTokens` option).
     */
    setTokenCounter(/** @type {((text: string) => number) | null} */ counter, { completions = false } = {}) {
      count = counter ?? countTokens;
      countCompletions = counter !== null && completions;
    },
    /** Streams report their usage so far with every chunk, as vLLM's continuous usage does (false: at the end only). */
    setUsageEveryChunk(/** @type {boolean} */ on) {
      usageEveryChunk = on;
    },
    /** Streams stop after `tokens` tokens until release(). */
    hold(/** @type {number} */ tokens) {
      holdAfter = tokens;
    },
    release() {
      holdAfter = Infinity;
      for (const resume of waiting) resume();
      waiting = [];
    },
    /** How many streams their client closed before they ended (seen when the stand-in next writes). */
    abandoned: () => abandoned,
    /** How many connections clients hold open now (a client that hung up is gone from it at once). */
    connections: () => server.connections(),
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
