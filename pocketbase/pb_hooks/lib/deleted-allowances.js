/// <reference path="../../types.d.ts" />
// The day's allowance outlives the account: a Free account deleted after spending part of its day leaves
// what was left, under a hash of its address, until the time its balance would have refreshed. Signing up
// again with that address starts from there, not from a fresh 10,000. Nothing else is kept: no address,
// no id; the rows go when their day ends (tokens.pb.js). Only a verified account can have spent tokens
// (assist needs a verified address), so no one can spend the allowance of an address they do not hold.

/** The key of an address: its SHA-256, lower-cased and trimmed as sign-up stores it. */
function addressHash(email) {
  const core = require(`${__hooks}/lib/core.js`);
  return $security.sha256(`netlift deleted allowance\n${core.normalizeEmail(email)}`);
}

/** Keeps what is left of `user`'s day, with `dao` (the deletion's transaction). */
function remember(dao, user) {
  const core = require(`${__hooks}/lib/core.js`);
  const row = new DynamicModel({ premium: false, tokenBalance: 0, maxTokens: 0, lastTokenReset: "" });
  try {
    dao
      .db()
      .newQuery("SELECT premium, tokenBalance, maxTokens, lastTokenReset FROM user_details WHERE id = {:id}")
      .bind({ id: user.id })
      .one(row);
  } catch (_) {
    return false; // no details: nothing was spent
  }
  const now = new Date();
  const lastReset = core.parsePbDate(row.lastTokenReset);
  if (row.premium || row.tokenBalance >= row.maxTokens || core.isResetDue(lastReset, now)) return false;
  dao
    .db()
    .newQuery(
      "INSERT INTO deleted_allowances (id, addressHash, tokenBalance, lastTokenReset, created, updated) " +
        "VALUES ({:id}, {:hash}, {:balance}, {:reset}, {:now}, {:now}) " +
        "ON CONFLICT (addressHash) DO UPDATE SET tokenBalance = MIN(tokenBalance, excluded.tokenBalance), " +
        "lastTokenReset = excluded.lastTokenReset, updated = excluded.updated",
    )
    .bind({
      id: $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"),
      hash: addressHash(user.email()),
      balance: row.tokenBalance,
      reset: row.lastTokenReset,
      now: core.toPbDate(now),
    })
    .execute();
  return true;
}

/**
 * The allowance left by a deleted account with this address, if its day has not ended: { tokenBalance,
 * lastTokenReset } (PocketBase's date text), or null. The row is used up: the new account carries it on.
 */
function takeOver(dao, email, now) {
  const core = require(`${__hooks}/lib/core.js`);
  const hash = addressHash(email);
  const row = new DynamicModel({ tokenBalance: 0, lastTokenReset: "" });
  try {
    dao
      .db()
      .newQuery("SELECT tokenBalance, lastTokenReset FROM deleted_allowances WHERE addressHash = {:hash}")
      .bind({ hash: hash })
      .one(row);
  } catch (_) {
    return null;
  }
  dao.db().newQuery("DELETE FROM deleted_allowances WHERE addressHash = {:hash}").bind({ hash: hash }).execute();
  if (core.isResetDue(core.parsePbDate(row.lastTokenReset), now)) return null;
  return { tokenBalance: row.tokenBalance, lastTokenReset: row.lastTokenReset };
}

/** Drops the rows whose day has ended; returns how many. */
function sweep(dao, now) {
  const core = require(`${__hooks}/lib/core.js`);
  return dao
    .db()
    .newQuery("DELETE FROM deleted_allowances WHERE lastTokenReset <= {:cutoff}")
    .bind({ cutoff: core.toPbDate(core.dueCutoff(now)) })
    .execute()
    .rowsAffected();
}

module.exports = { remember, takeOver, sweep };
