/// <reference path="../types.d.ts" />
// POST /api/assist: one call for every helper of the extension. One pipeline (lib/assist-pipeline.js:
// checks, reservation, settlement, memory), two ways of answering: one JSON body, or, for
// `Accept: text/event-stream`, the answer as the model writes it (lib/assist-stream.js).

routerAdd("POST", "/api/assist", (c) => {
  const pipeline = require(`${__hooks}/lib/assist-pipeline.js`);
  const job = pipeline.prepare(c);
  if ((c.request().header.get("Accept") || "").indexOf("text/event-stream") >= 0) {
    return require(`${__hooks}/lib/assist-stream.js`).answer(c, job);
  }

  let answer;
  try {
    answer = require(`${__hooks}/lib/llm.js`).complete(job.llm, job.prompt.messages, job.maxTokens);
  } catch (err) {
    pipeline.refund(job, err);
    return require(`${__hooks}/lib/http.js`).fail(
      c,
      "ai_unavailable",
      "The AI service did not answer. Nothing was charged; please try again in a moment.",
    );
  }
  return c.json(200, pipeline.settle(job, answer.content, answer.usage));
});
