/// <reference path="../types.d.ts" />
// POST /api/assist: one call for every helper of the extension. The server decides everything that
// matters: plan rules, the daily token allowance (reserved atomically before the model is called,
// settled after, refunded when the model fails) and conversation memory.

routerAdd("POST", "/api/assist", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const accounts = require(`${__hooks}/lib/accounts.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const tokens = require(`${__hooks}/lib/tokens.js`);
  const llm = require(`${__hooks}/lib/llm.js`);
  const memory = require(`${__hooks}/lib/conversations.js`);

  const auth = http.verifiedUser(c);
  if (auth.response) return auth.response;
  const user = auth.user;
  const limits = config.rateLimits();
  const now = Date.now();
  for (const [scope, key, rule] of [
    ["assist-user", user.id, limits.assistPerUser],
    ["assist-ip", limiter.clientIp(c), limits.assistPerIp],
  ]) {
    const verdict = limiter.hit(scope, key, rule, now);
    if (verdict.limited) return limiter.tooMany(c, verdict.retryAfterSeconds);
  }

  const body = http.readJsonObject(c, core.ASSIST_LIMITS.bodyBytes);
  if (body.error) return http.fail(c, body.error.status, body.error.code, body.error.message);
  const checked = core.validateAssist(body.value);
  if (!checked.ok) return http.fail(c, 400, checked.error.code, checked.error.message, { field: checked.error.field });
  const req = checked.value;

  if (!config.llm().configured) {
    return http.fail(c, 503, "not_configured", "The assistant is not available: no AI provider is configured on this server.");
  }

  const dao = $app.dao();
  const details = accounts.loadDetails(dao, user.id, new Date(now)) || core.defaultDetails();
  const plan = core.planOf(details.premium);
  if (!core.canUsePage(plan, req.page)) {
    return http.fail(c, 403, "plan_required", `The ${req.page} helper is part of Pro. Upgrade on your dashboard to use it.`);
  }
  const resetsAt = core.resetsAt(core.parsePbDate(details.lastTokenReset), new Date(now)).toISOString();
  const outOfTokens = () =>
    http.fail(c, 429, "token_limit", `You have used today's tokens. They refresh at ${resetsAt.slice(11, 16)} UTC.`, {
      resetsAt: resetsAt,
    });

  // job helpers write from the user's own profile: the extension saves it when they visit it
  if (req.page === "jobs" && !req.context.me && details.profile) req.context.me = { profile: details.profile };

  const history = req.task === "chat" ? memory.lastExchange(dao, user.id, req.page) : [];
  const prompt = core.buildPrompt(req, history);
  const promptTokens = core.estimatePromptTokens(prompt.messages);

  let maxTokens = prompt.maxTokens;
  let reserved = 0;
  if (plan === "free") {
    const budget = core.completionBudget(details.tokenBalance, promptTokens, prompt.maxTokens);
    if (budget === null) return outOfTokens();
    maxTokens = budget;
    reserved = promptTokens + budget;
    // a concurrent request may have spent the balance since it was read: the UPDATE decides
    if (!tokens.reserve(dao, user.id, reserved)) return outOfTokens();
  }

  let answer;
  try {
    answer = llm.complete(prompt.messages, maxTokens);
  } catch (err) {
    tokens.adjust(dao, user.id, reserved); // nothing is charged for a failed answer
    console.error("assist", req.task, "for", user.id, "failed:", String(err));
    return http.fail(c, 502, "ai_unavailable", "The AI service did not answer. Nothing was charged; please try again in a moment.");
  }

  const usage = core.resolveUsage(answer.usage, promptTokens, answer.content);
  const suggestions = core.parseSuggestions(answer.content, prompt.count);
  // Two single-statement writes, no explicit transaction: each is atomic on its own, and a
  // transaction would hold SQLite's one writer while JavaScript runs between them (measured: it
  // costs a third of the route's throughput). Memory is best effort; the charge is what matters.
  // Free: give back what was reserved but not used. Pro: no cap, but usage is still counted.
  const balance = tokens.adjust(dao, user.id, plan === "free" ? reserved - usage.total : -usage.total);
  memory.append(dao, user.id, { task: req.task, page: req.page, instruction: req.instruction, suggestions: suggestions, usage: usage });

  return c.json(200, {
    suggestions: suggestions,
    usage: usage,
    tokenBalance: balance,
    maxTokens: details.maxTokens,
    resetsAt: resetsAt,
    plan: plan,
    prompt: prompt.promptId,
  });
});
