/// <reference path="../../types.d.ts" />
// The one sequence behind POST /api/assist, whichever way it answers (one JSON body, or server-sent
// events): every check and the token reservation before the model is called (prepare), then one of
// three endings: the answer settled (settle), nothing charged (refund), or, when the client hung up
// during a stream, what was sent charged and the rest given back (settleAbandoned). The server
// decides everything that matters: consent, plan rules, the day's tokens (Free's allowance, Pro's fair-use
// cap: reserved atomically before the model is called, settled after) and conversation memory.

// what the pipeline reads of a user's details (lib/accounts.js)
const DETAIL_COLUMNS = [
  "premium",
  "tokenBalance",
  "maxTokens",
  "lastTokenReset",
  "name",
  "role",
  "industry",
  "voice",
  "profile",
  "consentDecision",
  "consentVersion",
  "consentProvider",
];

/**
 * Checks the request and reserves its tokens. Returns the job, everything the model call and the endings
 * need; refuses the request otherwise (lib/errors.js: JSON with its status, before anything is reserved).
 */
function prepare(c) {
  const http = require(`${__hooks}/lib/http.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const accounts = require(`${__hooks}/lib/accounts.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const memory = require(`${__hooks}/lib/conversations.js`);
  const cache = require(`${__hooks}/lib/account-cache.js`);

  const user = http.verifiedUser(c);
  const userId = user.id; // read once: every access to a Go object crosses into Go
  const now = Date.now();
  const perUser = limiter.hit("assist-user", userId, config.rateLimit("assistPerUser"), now);
  if (perUser.limited) limiter.refuseTooMany(perUser.retryAfterSeconds);
  const perIp = limiter.hit("assist-ip", limiter.clientIp(c), config.rateLimit("assistPerIp"), now);
  if (perIp.limited) limiter.refuseTooMany(perIp.retryAfterSeconds);

  // Who the user is, their plan, their consent and what is left of their day. A Pro account is usually
  // remembered (lib/account-cache.js), with who the user is and their consent: no row is read for it, unless
  // the task needs the whole saved profile (long: read below, only for those tasks). A Free user's row is
  // always read: its balance decides the request.
  const dao = $app.dao();
  const known = cache.lookup(userId, now);
  // the remembered account, or the row as read (two shapes: their common fields are what is read of it)
  /** @type {any} */
  let details = known.account;
  let remembered = known.account;
  // an account made outside sign-up (admin UI) gets its details here: without them the charge would find no row
  const readRow = () => {
    details = accounts.loadOrCreateDetails(dao, user, new Date(now), DETAIL_COLUMNS);
    remembered = details ? cache.remember(userId, known.generation, details, now) : null;
    details = details || core.defaultDetails();
  };
  if (!known.account) readRow();
  let plan = remembered ? "pro" : core.planOf(details.premium);
  let resetsAt = (
    remembered ? new Date(remembered.resetsAt) : core.resetsAt(core.parsePbDate(details.lastTokenReset), new Date(now))
  ).toISOString();
  const cap = config.proDailyTokens();
  const errors = require(`${__hooks}/lib/errors.js`);
  const outOfTokens = () => errors.refusal("token_limit", core.tokenLimitMessage(plan, resetsAt, cap), { resetsAt: resetsAt });

  // the body's size and nesting are checked on its text, before it is parsed (lib/http.js): what is left
  // costs about as much for any body the size limit lets through
  const checked = http.readValid(c, core.validateAssist, core.ASSIST_LIMITS.bodyBytes);
  const req = checked.value;
  // Consent, on the server: nothing reaches the model unless the request names the disclosure given now
  // (the AI provider, the disclosure's version) and the account recorded its agreement to that one
  // (POST /api/account/consent; a save there makes the account cache read the row again).
  const llmConfig = config.llm();
  const consentProblem = core.assistConsentProblem(checked.body.disclosure, details, core.currentDisclosure(llmConfig.provider));
  if (consentProblem) errors.refuse("consent_required", consentProblem);
  if (!core.canUsePage(plan, req.page)) {
    errors.refuse("plan_required", `The ${req.page} helper is part of Pro. Upgrade on your dashboard to use it.`);
  }
  if (core.roomToday(plan, details.tokenBalance, details.maxTokens, cap) < core.MIN_COMPLETION_TOKENS) throw outOfTokens();
  if (!llmConfig.configured) {
    errors.refuse("not_configured", "The assistant is not available: no AI provider is configured on this server.");
  }
  // a task that reads the saved profile whole (cover letters write from it; src/core/tasks.ts): a remembered account reads it now
  const wholeProfile = core.readsWholeProfile(req.task, req.page);
  if (known.account && wholeProfile) {
    readRow();
    // the row is the truth: an account that stopped being Pro since it was remembered is Free now
    if (!remembered) {
      plan = core.planOf(details.premium);
      resetsAt = core.resetsAt(core.parsePbDate(details.lastTokenReset), new Date(now)).toISOString();
    }
  }
  const persona =
    known.account && !wholeProfile
      ? core.personaOf(JSON.parse(remembered.persona || "{}"))
      : core.personaOf(details, wholeProfile ? core.PERSONA_LIMITS.wholeProfile : core.PERSONA_LIMITS.profile);

  const history = core.isFollowUp(req.task) ? memory.lastExchange(dao, userId, req.page) : [];
  const prompt = core.buildPrompt(req, history, persona);
  // what the request may spend is held before the model is called, Free and Pro alike: the UPDATE that
  // holds it is the admission check (lib/assist-reservation.js)
  const room = core.roomToday(plan, details.tokenBalance, details.maxTokens, cap);
  const reservation = require(`${__hooks}/lib/assist-reservation.js`).reserve(
    userId,
    plan,
    prompt.messages,
    prompt.maxTokens,
    room,
    cap,
  );
  if (!reservation) throw outOfTokens();
  // which extraction layer found the page's facts: drift in LinkedIn's markup shows in these counts. Only now, once
  // the request is admitted (a refusal is not a use), and once per account, page and day (lib/extraction-counts.js)
  if (req.extraction) require(`${__hooks}/lib/extraction-counts.js`).count(userId, req.page, req.extraction, req.shadow, now);
  return {
    userId: userId,
    req: req,
    llm: llmConfig,
    prompt: prompt,
    promptTokens: reservation.promptTokens,
    maxTokens: reservation.maxTokens,
    reserved: reservation.amount,
    // what was left of the day before this request reserved (a retry plans from it)
    room: room,
    cap: cap,
    plan: plan,
    details: details,
    remembered: remembered,
    resetsAt: resetsAt,
    persona: persona,
  };
}

/**
 * Asks the model once more, after its answer `content` (which used `used` tokens), with `instruction`
 * (what was wrong with it), whole, charged as usual: it reserves first by the same rules as the request
 * (its prompt, the first answer within it, counted strictly when dense), and without the room it is not
 * asked. Returns the new answer's content and its usage, or null (not asked, or the model failed: the
 * first answer stands).
 */
function askAgain(job, content, instruction, used) {
  const core = require(`${__hooks}/lib/core.js`);
  const reservations = require(`${__hooks}/lib/assist-reservation.js`);
  const messages = job.prompt.messages.concat([
    { role: "assistant", content: content },
    { role: "user", content: instruction },
  ]);
  // what the first call held and did not use goes back first, so the retry is planned from what is left
  const unused = job.reserved - used.total;
  if (unused > 0) {
    reservations.release(job.userId, job.plan, unused);
    job.reserved -= unused;
  }
  // planned from what the request left of the day; a concurrent request that spent meanwhile makes it read the row
  const reservation = reservations.reserve(
    job.userId,
    job.plan,
    messages,
    job.prompt.maxTokens,
    job.room - job.reserved,
    job.cap,
  );
  if (!reservation) return null;
  let again;
  try {
    again = require(`${__hooks}/lib/llm.js`).complete(job.llm, messages, reservation.maxTokens);
  } catch (err) {
    reservations.release(job.userId, job.plan, reservation.amount);
    console.error("assist", job.req.task, "for", job.userId, "asking again failed:", String(err));
    return null;
  }
  job.reserved += reservation.amount;
  return { content: again.content, usage: core.resolveUsage(again.usage, reservation.promptTokens, again.content) };
}

const addUsage = (a, b) => ({ prompt: a.prompt + b.prompt, completion: a.completion + b.completion, total: a.total + b.total });

/**
 * Reviews the answer: for every task, the tells of machine-written text (removes what changes no meaning,
 * marks the rest, asks once more for the suggestions that are mostly tells); for a proofread, only the
 * tells the correction added, and its checks (asks once more when one fails, and reports them either way).
 * Returns the reviewed answer, the usage of every call, and what the answer's body adds for the task.
 */
function review(job, content, usage, suggestions) {
  const core = require(`${__hooks}/lib/core.js`);
  const req = job.req;
  if (core.isCorrection(req.task)) {
    let reviewed = core.reviewProofread(req, suggestions || core.parseSuggestions(content, 1), content, job.persona);
    if (!reviewed.checks.ok) {
      const again = askAgain(job, content, core.proofreadRetryInstruction(reviewed), usage);
      if (again) {
        usage = addUsage(usage, again.usage);
        reviewed = core.reviewProofread(req, core.parseSuggestions(again.content, 1), again.content, job.persona, true);
      }
    }
    return { reviewed: reviewed, usage: usage, extra: { changes: reviewed.changes, checks: reviewed.checks } };
  }
  let reviewed = core.reviewSuggestions(req, suggestions || core.parseSuggestions(content, job.prompt.count), job.persona);
  if (reviewed.mostlyTells.length) {
    const again = askAgain(job, content, core.retryInstruction(reviewed), usage);
    if (again) {
      usage = addUsage(usage, again.usage);
      const fresh = core.parseSuggestions(again.content, reviewed.mostlyTells.length);
      const better = reviewed.suggestions.slice();
      reviewed.mostlyTells.forEach((index, i) => {
        if (fresh[i]) better[index] = fresh[i];
      });
      reviewed = core.reviewSuggestions(req, better, job.persona);
    }
  }
  return { reviewed: reviewed, usage: usage, extra: null };
}

/**
 * The model answered (`content`, with the `usage` it reported or null): reviews the answer (review,
 * above), charges what was used, gives back the rest of a Free reservation,
 * records the exchange, and returns the answer's JSON body. `suggestions`: the streamed ones, else read
 * from the content; the body's are the reviewed ones, which the client shows in place of the streamed.
 */
function settle(job, content, reportedUsage, suggestions) {
  const core = require(`${__hooks}/lib/core.js`);
  const tokens = require(`${__hooks}/lib/tokens.js`);
  const memory = require(`${__hooks}/lib/conversations.js`);
  const cache = require(`${__hooks}/lib/account-cache.js`);
  const answered = review(job, content, core.resolveUsage(reportedUsage, job.promptTokens, content), suggestions);
  const usage = answered.usage;
  const reviewed = answered.reviewed;
  const final = reviewed.suggestions;
  // Two single-statement writes, no explicit transaction: each is atomic on its own, and a
  // transaction would hold SQLite's one writer while JavaScript runs between them (measured: it
  // costs a third of the route's throughput). Memory is best effort; the charge is what matters.
  // What was reserved but not used goes back. Free: at once, and the balance read back gives the
  // answer's figures. Pro: in the next batch (tokens.refundLater), so that a Pro answer writes its tokens
  // once, as before Pro had a cap (measured: a second write cost 5 % of the CPU and 10 % of the
  // throughput of the whole-answer benchmark); a provider that counted more than was reserved is charged
  // at once, for the cap to see it. The remembered account is charged too and gives the figures.
  let account;
  if (job.plan === "free") {
    // a provider that counted more than was reserved never takes a Free balance below zero
    const balance = tokens.adjust($app.dao(), job.userId, job.reserved - usage.total, 0);
    account = Object.assign({}, job.details, { tokenBalance: balance });
  } else {
    const unused = job.reserved - usage.total;
    if (unused > 0) tokens.refundLater(job.userId, unused, Date.parse(job.resetsAt));
    else if (unused < 0) tokens.settle(job.userId, unused);
    account = cache.spend(job.userId, job.remembered, usage.total);
  }
  const req = job.req;
  memory.append(job.userId, { task: req.task, page: req.page, instruction: req.instruction, suggestions: final, usage: usage });
  const body = {
    suggestions: final,
    tells: reviewed.tells,
    // how they were found, for the panel to find them again in what it shows (src/core/answer-review.ts)
    tellOptions: reviewed.settings,
    usage: usage,
    tokenBalance: account.tokenBalance,
    maxTokens: account.maxTokens,
    resetsAt: job.resetsAt,
    plan: job.plan,
    prompt: job.prompt.promptId,
  };
  // a proofread's changes (each with its reason) and checks (the panel shows the one, warns on the other)
  return answered.extra ? Object.assign(body, answered.extra) : body;
}

/** The model failed: nothing is charged (the reservation goes back whole). */
function refund(job, reason) {
  require(`${__hooks}/lib/assist-reservation.js`).release(job.userId, job.plan, job.reserved);
  console.error("assist", job.req.task, "for", job.userId, "failed:", String(reason));
}

/**
 * The client hung up during a stream: charges what was sent to the provider, as the provider counts it
 * (its own count when the stream reported usage before the hang-up, `reported`; else the prompt's strict
 * count: core.abandonedUsage), and what the model had written; gives the rest back at once, records no
 * exchange. A Free account is never charged more than it reserved, nor taken below zero.
 */
function settleAbandoned(job, writtenSoFar, reported) {
  const core = require(`${__hooks}/lib/core.js`);
  const tokens = require(`${__hooks}/lib/tokens.js`);
  const cache = require(`${__hooks}/lib/account-cache.js`);
  const strictPrompt = core.estimatePromptTokens(job.prompt.messages, core.estimateTokensStrict);
  const used = core.abandonedUsage(reported, strictPrompt, writtenSoFar).total;
  if (job.plan === "free") tokens.adjust($app.dao(), job.userId, job.reserved - Math.min(used, job.reserved), 0);
  else {
    tokens.settle(job.userId, job.reserved - used);
    cache.spend(job.userId, job.remembered, used);
  }
}

module.exports = { prepare, settle, refund, settleAbandoned };
