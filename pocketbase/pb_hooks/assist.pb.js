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
  const userId = auth.user.id; // read once: every access to a Go object crosses into Go
  const now = Date.now();
  const perUser = limiter.hit("assist-user", userId, config.rateLimit("assistPerUser"), now);
  if (perUser.limited) return limiter.tooMany(c, perUser.retryAfterSeconds);
  const perIp = limiter.hit("assist-ip", limiter.clientIp(c), config.rateLimit("assistPerIp"), now);
  if (perIp.limited) return limiter.tooMany(c, perIp.retryAfterSeconds);

  const body = http.readJsonObject(c, core.ASSIST_LIMITS.bodyBytes);
  if (body.error) return http.fail(c, body.error.status, body.error.code, body.error.message);
  const checked = core.validateAssist(body.value);
  if (!checked.ok) return http.fail(c, 400, checked.error.code, checked.error.message, { field: checked.error.field });
  const req = checked.value;

  const llmConfig = config.llm();
  if (!llmConfig.configured) {
    return http.fail(c, 503, "not_configured", "The assistant is not available: no AI provider is configured on this server.");
  }

  const dao = $app.dao();
  // the saved profile can be long: read it only for the job helpers, which use it
  const columns = ["premium", "tokenBalance", "maxTokens", "lastTokenReset"];
  if (req.page === "jobs") columns.push("profile");
  // an account made outside sign-up (admin UI) gets its details here: without them the charge would find no row
  const details = accounts.loadOrCreateDetails(dao, auth.user, new Date(now), columns) || core.defaultDetails();
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

  const history = req.task === "chat" ? memory.lastExchange(dao, userId, req.page) : [];
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
    if (!tokens.reserve(dao, userId, reserved)) return outOfTokens();
  }

  let answer;
  try {
    answer = llm.complete(llmConfig, prompt.messages, maxTokens);
  } catch (err) {
    tokens.adjust(dao, userId, reserved); // nothing is charged for a failed answer
    console.error("assist", req.task, "for", userId, "failed:", String(err));
    return http.fail(c, 502, "ai_unavailable", "The AI service did not answer. Nothing was charged; please try again in a moment.");
  }

  const usage = core.resolveUsage(answer.usage, promptTokens, answer.content);
  const suggestions = core.parseSuggestions(answer.content, prompt.count);
  // Two single-statement writes, no explicit transaction: each is atomic on its own, and a
  // transaction would hold SQLite's one writer while JavaScript runs between them (measured: it
  // costs a third of the route's throughput). Memory is best effort; the charge is what matters.
  // Free: give back what was reserved but not used. Pro: no cap, but usage is still counted; the
  // balance it reports is the one read above minus this answer.
  let balance;
  if (plan === "free") balance = tokens.adjust(dao, userId, reserved - usage.total);
  else {
    tokens.count(dao, userId, usage.total);
    balance = details.tokenBalance - usage.total;
  }
  memory.append(dao, userId, { task: req.task, page: req.page, instruction: req.instruction, suggestions: suggestions, usage: usage });

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
