/// <reference path="../../types.d.ts" />
// The tokens an /api/assist request (or its one retry) holds while the model answers: planned from what
// the account may still spend today (core.planReservation: at least what the request can spend) and taken
// by one conditional UPDATE (lib/tokens.js), so admission and reservation are one atomic step. When the
// UPDATE finds less than the plan was made for (a concurrent request of the same user reserved meanwhile,
// or a remembered Pro account's figures were behind), the row is read again and the reservation planned
// anew, a few times at most.

const ATTEMPTS = 3;

/** What the account may still spend today, as its row says now (0 without a row). */
function readRoom(userId, plan, cap) {
  const core = require(`${__hooks}/lib/core.js`);
  const row = new DynamicModel({ tokenBalance: 0, maxTokens: 0 });
  try {
    $app
      .dao()
      .concurrentDB()
      .newQuery("SELECT tokenBalance, maxTokens FROM user_details WHERE id = {:id}")
      .bind({ id: userId })
      .one(row);
  } catch (_) {
    return 0;
  }
  return core.roomToday(plan, row.tokenBalance, row.maxTokens, cap);
}

/**
 * Reserves for a request of `messages` that asks for at most `taskMax` completion tokens. `room`: what
 * the account may still spend as the caller last read it (null: read it now); `cap`: Pro's fair-use cap.
 * Returns the reservation ({ promptTokens, maxTokens, amount }), or null: out of tokens.
 */
function reserve(userId, plan, messages, taskMax, room, cap) {
  const core = require(`${__hooks}/lib/core.js`);
  const tokens = require(`${__hooks}/lib/tokens.js`);
  const quick = core.estimatePromptTokens(messages);
  let strict = -1;
  // the strict count is a regular expression over the whole prompt: counted once, and only when needed
  const strictCount = () => {
    if (strict < 0) strict = core.estimatePromptTokens(messages, core.estimateTokensStrict);
    return strict;
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const known = attempt === 0 && room !== null ? room : readRoom(userId, plan, cap);
    const planned = core.planReservation(quick, strictCount, known, taskMax);
    if (!planned) return null;
    const taken = plan === "free" ? tokens.reserve(userId, planned.amount) : tokens.reserveWithin(userId, planned.amount, cap);
    if (taken) return planned;
  }
  return null;
}

/** Gives back `amount` reserved and not spent (the model failed). */
function release(userId, plan, amount) {
  if (amount <= 0) return;
  const tokens = require(`${__hooks}/lib/tokens.js`);
  if (plan === "free") tokens.adjust($app.dao(), userId, amount);
  else tokens.settle(userId, amount);
}

module.exports = { reserve, release };
