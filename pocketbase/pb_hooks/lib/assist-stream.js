/// <reference path="../../types.d.ts" />
// The streaming answer of POST /api/assist (`Accept: text/event-stream`), after every check has passed
// and the tokens are reserved (lib/assist-pipeline.js): `delta` events ({ index, text }: text appended to
// suggestion `index`) as the model writes, then `done` with the same JSON body as the whole answer, or
// `error` ({ code, message }) and no `done`. A model that fails before writing anything gets the usual
// 502 JSON, with nothing charged; one that fails mid-stream, an error event, nothing charged. A client
// that hangs up stops the model at its next word, or at the next tick while it is silent: the prompt, as
// the provider counts it (its usage when the stream reported one, else a strict count), and what was
// written are charged (for Free, never more than the reservation), the rest given back. Where this host
// cannot stream (no curl), the whole answer goes out as one delta per suggestion, then done.

const FAILED = "The AI service did not answer. Nothing was charged; please try again in a moment.";

function startEvents(c) {
  const res = c.response();
  const headers = res.header();
  headers.set("Content-Type", "text/event-stream; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  headers.set("X-Accel-Buffering", "no"); // nginx: pass events through as they come
  res.writeHeader(200);
  // an event, or with no name a keep-alive comment (clients skip it; proxies see the stream is alive)
  return (name, data) => {
    res.write(name ? `event: ${name}\ndata: ${JSON.stringify(data)}\n\n` : ": keep-alive\n\n");
    res.flush();
  };
}

/**
 * The upstream's next event that is not a tick (lib/llm-stream.js: one every few seconds while the model
 * is silent), or { type: "gone" } when the client hung up meanwhile.
 */
function nextEvent(c, upstream) {
  for (;;) {
    const event = upstream.next();
    if (event.type !== "tick") return event;
    if (clientGone(c)) return { type: "gone" };
  }
}

/** Whether the client has gone (its request's context is done). */
function clientGone(c) {
  try {
    return !!c.request().context().err();
  } catch (_) {
    return true;
  }
}

function unavailable(c, job, reason) {
  require(`${__hooks}/lib/assist-pipeline.js`).refund(job, reason);
  return require(`${__hooks}/lib/http.js`).fail(c, "ai_unavailable", FAILED);
}

/** No curl on this host: the whole answer, in the same events. */
function fallback(c, job) {
  const pipeline = require(`${__hooks}/lib/assist-pipeline.js`);
  let answer;
  try {
    answer = require(`${__hooks}/lib/llm.js`).complete(job.llm, job.prompt.messages, job.maxTokens);
  } catch (err) {
    return unavailable(c, job, err);
  }
  const body = pipeline.settle(job, answer.content, answer.usage);
  try {
    const send = startEvents(c);
    for (let i = 0; i < body.suggestions.length; i++) send("delta", { index: i, text: body.suggestions[i] });
    send("done", body);
  } catch (_) {
    // the client hung up: the answer was complete and is charged as such
  }
  return null;
}

function answer(c, job) {
  const core = require(`${__hooks}/lib/core.js`);
  const pipeline = require(`${__hooks}/lib/assist-pipeline.js`);
  const llmStream = require(`${__hooks}/lib/llm-stream.js`);
  if (llmStream.mode() !== "curl") return fallback(c, job);

  let upstream = llmStream.open(job.llm, job.prompt.messages, job.maxTokens);
  let event = nextEvent(c, upstream);
  // one retry, as for whole answers, when the provider failed before it began (refused, 5xx, no answer)
  if (event.type === "error" && event.retryable) {
    upstream = llmStream.open(job.llm, job.prompt.messages, job.maxTokens);
    event = nextEvent(c, upstream);
  }
  if (event.type === "error") return unavailable(c, job, event.message);
  if (event.type === "gone") {
    // the client hung up while the model was still silent: stop it, charge the prompt, give back the rest
    upstream.stop();
    pipeline.settleAbandoned(job, "", null);
    return null;
  }

  const stream = core.createSuggestionStream(job.prompt.count);
  let usage = null;
  let send;
  try {
    send = startEvents(c);
    for (; event.type !== "end"; event = upstream.next()) {
      if (clientGone(c)) throw new Error("client gone");
      if (event.type === "error") {
        pipeline.refund(job, event.message);
        send("error", { code: "ai_unavailable", message: FAILED });
        return null;
      }
      if (event.type === "tick") send(null);
      else if (event.type === "usage") usage = event.usage;
      else {
        const deltas = stream.push(event.text);
        for (let i = 0; i < deltas.length; i++) send("delta", deltas[i]);
        // the first words are on the screen: the rest can come a few times a second, which costs the
        // server far less than a wake-up for every word (lib/llm-stream.js)
        if (deltas.length) upstream.slowDown();
      }
    }
  } catch (_) {
    // the client hung up (a write failed, or its request ended): stop the model, charge what was sent and written
    upstream.stop();
    pipeline.settleAbandoned(job, stream.text(), usage);
    return null;
  }
  const finished = stream.finish();
  const body = pipeline.settle(job, stream.text(), usage, finished.suggestions);
  try {
    for (let i = 0; i < finished.deltas.length; i++) send("delta", finished.deltas[i]);
    send("done", body);
  } catch (_) {
    // the client hung up at the very end: the answer was complete and is charged as such
  }
  return null;
}

module.exports = { answer };
