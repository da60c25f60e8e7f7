/// <reference path="../../types.d.ts" />
// Client for any OpenAI-compatible chat-completions API: a timeout, bounded max_tokens, one retry
// on 5xx or timeout. Throws LlmError; the caller turns it into 502 ai_unavailable.

class LlmError {
  constructor(message) {
    this.message = message;
  }

  toString() {
    return `LLM: ${this.message}`;
  }
}

/** `config` is config.llm(), which the caller has already read to check the assistant is on. */
function complete(config, messages, maxTokens) {
  const headers = { "content-type": "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = JSON.stringify({ model: config.model, messages: messages, max_tokens: maxTokens, temperature: 0.7 });
  let lastError = "";
  for (let attempt = 0; attempt < 2; attempt++) {
    let res;
    try {
      res = $http.send({
        url: `${config.baseUrl}/chat/completions`,
        method: "POST",
        body: body,
        headers: headers,
        timeout: config.timeoutSeconds,
      });
    } catch (err) {
      lastError = `no answer: ${err}`; // connection refused or timeout: worth one retry
      continue;
    }
    if (res.statusCode >= 500) {
      lastError = `status ${res.statusCode}`;
      continue;
    }
    if (res.statusCode >= 400) throw new LlmError(`status ${res.statusCode}: ${res.raw.slice(0, 300)}`);
    const json = res.json;
    const choice = json && json.choices && json.choices[0];
    const content = choice && choice.message && typeof choice.message.content === "string" ? choice.message.content : null;
    if (content === null) throw new LlmError("the answer has no message content");
    return { content: content, usage: json.usage || null, model: json.model || config.model };
  }
  throw new LlmError(lastError);
}

module.exports = { complete, LlmError };
