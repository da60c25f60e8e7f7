/// <reference path="../../types.d.ts" />
// Atomic token accounting on user_details: reserve before calling the model, settle after.
// Each statement is a single conditional UPDATE, so concurrent requests cannot overspend.

/** Takes `amount` from the balance only if it is there; true when reserved. */
function reserve(dao, userId, amount) {
  const result = dao
    .nonconcurrentDB()
    .newQuery("UPDATE user_details SET tokenBalance = tokenBalance - {:amount} WHERE id = {:id} AND tokenBalance >= {:amount}")
    .bind({ id: userId, amount: amount })
    .execute();
  return result.rowsAffected() === 1;
}

/**
 * Adds `delta` to the balance (a refund, or reserved minus actually used); returns the new balance.
 * A refund never lifts the balance above maxTokens: the daily reset may have refilled it while the
 * model was answering, and the reserved tokens came out of the day before.
 */
function adjust(dao, userId, delta) {
  const row = new DynamicModel({ tokenBalance: 0 });
  const next = delta > 0 ? "MAX(tokenBalance, MIN(maxTokens, tokenBalance + {:delta}))" : "tokenBalance + {:delta}";
  dao
    .nonconcurrentDB()
    .newQuery(`UPDATE user_details SET tokenBalance = ${next} WHERE id = {:id} RETURNING tokenBalance`)
    .bind({ id: userId, delta: delta })
    .one(row);
  return row.tokenBalance;
}

/**
 * Counts Pro usage: Pro has no cap, so there is no condition to check and no balance to read back
 * (one statement cheaper on the hottest path).
 */
function count(dao, userId, used) {
  dao
    .nonconcurrentDB()
    .newQuery("UPDATE user_details SET tokenBalance = tokenBalance - {:used} WHERE id = {:id}")
    .bind({ id: userId, used: used })
    .execute();
}

/**
 * Moves due balances back to maxTokens in one conditional UPDATE: one user's (requests, lazily) or
 * everyone's (the cron job). Concurrent requests reset once. Returns how many were reset.
 */
function resetDue(dao, now, userId) {
  const core = require(`${__hooks}/lib/core.js`);
  const stamp = core.toPbDate(now);
  const result = dao
    .nonconcurrentDB()
    .newQuery(
      "UPDATE user_details SET tokenBalance = maxTokens, lastTokenReset = {:now}, updated = {:now} " +
        "WHERE (lastTokenReset = '' OR lastTokenReset <= {:cutoff})" +
        (userId ? " AND id = {:id}" : ""),
    )
    .bind({ now: stamp, cutoff: core.toPbDate(core.dueCutoff(now)), id: userId || "" })
    .execute();
  return result.rowsAffected();
}

module.exports = { reserve, adjust, count, resetDue };
