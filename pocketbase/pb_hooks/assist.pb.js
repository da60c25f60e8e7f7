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
  const cache = require(`${__hooks}/lib/account-cache.js`);

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
  // which extraction layer found the page's facts: drift in LinkedIn's markup shows in these counts
  if (req.extraction) require(`${__hooks}/lib/extraction-counts.js`).count(req.page, req.extraction, now);

  const llmConfig = config.llm();
  if (!llmConfig.configured) {
    return http.fail(c, 503, "not_configured", "The assistant is not available: no AI provider is configured on this server.");
  }

  const dao = $app.dao();
  // A Pro account is usually remembered (lib/account-cache.js): no row is read for it, unless the job
  // helpers need the saved profile, which can be long and is read only for them. A Free user's row is
  // always read: its balance decides the request.
  const known = cache.lookup(userId, now);
  let details = known.account;
  let remembered = known.account;
  if (!known.account || (req.page === "jobs" && !req.context.me)) {
    const columns = ["premium", "tokenBalance", "maxTokens", "lastTokenReset"];
    if (req.page === "jobs") columns.push("profile");
    // an account made outside sign-up (admin UI) gets its details here: without them the charge would find no row
    details = accounts.loadOrCreateDetails(dao, auth.user, new Date(now), columns);
    remembered = details ? cache.remember(userId, known.generation, details, now) : null;
    details = details || core.defaultDetails();
  }
  const plan = remembered ? "pro" : core.planOf(details.premium);
  if (!core.canUsePage(plan, req.page)) {
    return http.fail(c, 403, "plan_required", `The ${req.page} helper is part of Pro. Upgrade on your dashboard to use it.`);
  }
  const resetsAt = (remembered ? new Date(remembered.resetsAt) : core.resetsAt(core.parsePbDate(details.lastTokenReset), new Date(now))).toISOString();
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
    if (!tokens.reserve(userId, reserved)) return outOfTokens();
  }

  let answer;
  try {
    answer = llm.complete(llmConfig, prompt.messages, maxTokens);
  } catch (err) {
    if (reserved > 0) tokens.adjust(dao, userId, reserved); // nothing is charged for a failed answer
    console.error("assist", req.task, "for", userId, "failed:", String(err));
    return http.fail(c, 502, "ai_unavailable", "The AI service did not answer. Nothing was charged; please try again in a moment.");
  }

  const usage = core.resolveUsage(answer.usage, promptTokens, answer.content);
  const suggestions = core.parseSuggestions(answer.content, prompt.count);
  // Two single-statement writes, no explicit transaction: each is atomic on its own, and a
  // transaction would hold SQLite's one writer while JavaScript runs between them (measured: it
  // costs a third of the route's throughput). Memory is best effort; the charge is what matters.
  // Free: give back what was reserved but not used. Pro: no cap, but usage is still counted, on the
  // row and on the remembered account, which gives the figures of the answer.
  let account;
  if (plan === "free") account = Object.assign({}, details, { tokenBalance: tokens.adjust(dao, userId, reserved - usage.total) });
  else {
    tokens.count(userId, usage.total);
    account = cache.spend(userId, remembered, usage.total);
  }
  memory.append(userId, { task: req.task, page: req.page, instruction: req.instruction, suggestions: suggestions, usage: usage });

  return c.json(200, {
    suggestions: suggestions,
    usage: usage,
    tokenBalance: account.tokenBalance,
    maxTokens: account.maxTokens,
    resetsAt: resetsAt,
    plan: plan,
    prompt: prompt.promptId,
  });
});
