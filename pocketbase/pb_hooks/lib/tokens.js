/// <reference path="../../types.d.ts" />
// Atomic token accounting on user_details: reserve before calling the model, settle after.
// Each statement is a single conditional UPDATE, so concurrent requests cannot overspend: a Free balance,
// nor a Pro day's fair-use cap.

/**
 * Takes `amount` from a Free balance only if it is there; true when reserved. The amount covers the
 * most the request can spend (core.planReservation), so this one conditional UPDATE is both the
 * admission check and the reservation: concurrent requests each hold what they may spend. A prepared
 * statement (lib/statements.js): no transaction may be open.
 */
function reserve(userId, amount) {
  const sql = "UPDATE user_details SET tokenBalance = tokenBalance - ?1 WHERE id = ?2 AND tokenBalance >= ?1";
  return require(`${__hooks}/lib/statements.js`).exec("tokens.reserve", sql, [amount, userId]) === 1;
}

/**
 * Takes `amount` from a Pro balance only if the day's use stays within `cap` (PRO_DAILY_TOKENS) with it:
 * Pro usage is counted on the same balance (the day's use is maxTokens − tokenBalance). True when
 * reserved; one conditional UPDATE, like reserve().
 */
function reserveWithin(userId, amount, cap) {
  const sql = "UPDATE user_details SET tokenBalance = tokenBalance - ?1 WHERE id = ?2 AND maxTokens - tokenBalance + ?1 <= ?3";
  return require(`${__hooks}/lib/statements.js`).exec("tokens.reserveWithin", sql, [amount, userId, cap]) === 1;
}

/**
 * Adds `delta` to the balance (a refund, or reserved minus actually used); returns the new balance,
 * or null when the account no longer exists.
 * A refund never lifts the balance above maxTokens: the daily reset may have refilled it while the
 * model was answering, and the reserved tokens came out of the day before.
 * A charge never takes it below -`floor` (0 for a Free answer: a provider that counted more than was
 * reserved costs the operator the difference, never the user tomorrow's tokens), nor lower than it
 * already was.
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
 * Settles a Pro reservation: adds `delta` (reserved minus used; negative when the provider counted more),
 * a refund never above maxTokens (as in adjust). No balance is read back: the figures of a Pro answer come
 * from the remembered account (lib/account-cache.js), and a statement that returns rows costs throughput
 * on the hottest path. A prepared statement: no transaction may be open.
 */
function settle(userId, delta) {
  const sql =
    "UPDATE user_details SET tokenBalance = CASE WHEN ?1 > 0 THEN MAX(tokenBalance, MIN(maxTokens, tokenBalance + ?1)) " +
    "ELSE tokenBalance + ?1 END WHERE id = ?2";
  require(`${__hooks}/lib/statements.js`).exec("tokens.settle", sql, [delta, userId]);
}

/**
 * Gives back `amount` a Pro answer reserved and did not use, in the next batch (flushRefunds, every
 * minute): on the hottest path, a Pro answer then writes its tokens once (the reservation), as it did
 * before Pro had a cap. Until then the day's use counts the reservation whole, which only ever errs on
 * the safe side of the cap; a restart loses what was waiting (the same). `resetsAtMs` names the day the
 * tokens were reserved from: a refund to a day already reset is dropped. One store key a refund.
 */
function refundLater(userId, amount, resetsAtMs) {
  const core = require(`${__hooks}/lib/core.js`);
  $app.store().set(core.refundKey(userId, resetsAtMs, $security.randomString(12)), amount);
}

/**
 * Applies the Pro refunds waiting in the store: one UPDATE per user and day, only while the row is still
 * on that day (lastTokenReset unchanged) and never above maxTokens, as in adjust; then drops their keys.
 * Returns how many were applied.
 */
function flushRefunds(dao) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  const pending = core.pendingRefunds(store.getAll());
  let applied = 0;
  for (let i = 0; i < pending.length; i++) {
    const refund = pending[i];
    if (refund.total > 0) {
      const result = dao
        .nonconcurrentDB()
        .newQuery(
          "UPDATE user_details SET tokenBalance = MAX(tokenBalance, MIN(maxTokens, tokenBalance + {:refund})) " +
            "WHERE id = {:id} AND lastTokenReset = {:day}",
        )
        .bind({ refund: refund.total, id: refund.userId, day: core.toPbDate(new Date(refund.resetsAt - core.REFRESH_MS)) })
        .execute();
      applied += result.rowsAffected();
    }
    for (let k = 0; k < refund.keys.length; k++) store.remove(refund.keys[k]);
  }
  return applied;
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

module.exports = { reserve, reserveWithin, adjust, settle, refundLater, flushRefunds, resetDue };
