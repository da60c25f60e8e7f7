/// <reference path="../../types.d.ts" />
// Atomic token accounting on user_details: reserve before calling the model, settle after.
// Each statement is a single conditional UPDATE, so concurrent requests cannot overspend.

/**
 * Takes `amount` from the balance only if it is there; true when reserved. A prepared statement
 * (lib/statements.js): no transaction may be open.
 */
function reserve(userId, amount) {
  const sql = "UPDATE user_details SET tokenBalance = tokenBalance - ?1 WHERE id = ?2 AND tokenBalance >= ?1";
  return require(`${__hooks}/lib/statements.js`).exec("tokens.reserve", sql, [amount, userId]) === 1;
}

/**
 * Adds `delta` to the balance (a refund, or reserved minus actually used); returns the new balance,
 * or null when the account no longer exists.
 * A refund never lifts the balance above maxTokens: the daily reset may have refilled it while the
 * model was answering, and the reserved tokens came out of the day before.
 * A charge never takes it below -`floor` (one answer: the reservation covered the rest, so only a
 * provider that counted far more than estimated gets there), nor lower than it already was.
 */
function adjust(dao, userId, delta, floor) {
  const rows = arrayOf(new DynamicModel({ tokenBalance: 0 }));
  const next =
    delta > 0
      ? "MAX(tokenBalance, MIN(maxTokens, tokenBalance + {:delta}))"
      : "MAX(tokenBalance + {:delta}, MIN(tokenBalance, -{:floor}))";
  dao
    .nonconcurrentDB()
    .newQuery(`UPDATE user_details SET tokenBalance = ${next} WHERE id = {:id} RETURNING tokenBalance`)
    .bind({ id: userId, delta: delta, floor: floor === undefined ? 1e15 : floor })
    .all(rows);
  // no row: the account was deleted while the model answered (nothing left to charge or refund)
  return rows.length ? rows[0].tokenBalance : null;
}

/**
 * Counts Pro usage: Pro has no cap, so there is no condition to check and no balance to read back
 * (one statement cheaper on the hottest path). A prepared statement: no transaction may be open.
 */
function count(userId, used) {
  const sql = "UPDATE user_details SET tokenBalance = tokenBalance - ?1 WHERE id = ?2";
  require(`${__hooks}/lib/statements.js`).exec("tokens.count", sql, [used, userId]);
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
