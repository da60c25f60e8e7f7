/// <reference path="../../types.d.ts" />
// Pro accounts remembered in memory ($app.store()), so that /api/assist reads no row for them: under
// load, the one SELECT of user_details cost 8–10 % of the route's throughput (measured; any query
// that returns rows does, a RETURNING clause as much as a SELECT). A Free user's balance decides
// each request, so Free users are always read.
//
// An entry mirrors the row's plan and figures; the row stays the truth. It is believed only while:
// - the user's generation is the one its reader saw before reading. Every save or delete of the
//   user's details (Stripe webhooks, checkout, the admin UI and API: all go through a record save)
//   fires the model hooks in account-cache.pb.js, which move the generation on. 0.22 runs after-hooks
//   of a transaction once it commits, so a request that reads after that reads the new row, and one
//   that read before cannot put the old row back: its entry carries the old generation.
// - it is not due for the daily reset: the database only resets due balances, so no reset can have
//   changed a row whose entry is not due (src/core/account-cache.ts).
// - it has not expired (TTL_MS): a change made to the database file outside this server (the sqlite3
//   shell) shows within minutes, and sweep() keeps memory to the accounts seen lately.
// Each answer takes its usage off the entry as it does off the row. Two answers for the same user
// finishing in the same microseconds can lose one of those subtractions in the entry (the store has
// no compare-and-set); the row counts both, and the entry is read again within TTL_MS.
// PocketBase is one process, so this store is the only copy there is.

const TTL_MS = 10 * 60 * 1000;

/** { account: the remembered Pro figures, or null (read the row), generation: to pass to remember() }. */
function lookup(userId, nowMs) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  const generation = store.get(core.GENERATION_KEY + userId) || 0;
  const entry = core.decodeCachedAccount(store.get(core.ACCOUNT_KEY + userId));
  return { account: core.isUsableEntry(entry, generation, nowMs) ? entry : null, generation: generation };
}

/**
 * Remembers the details just read if they are a Pro account's, and returns the entry (null for Free);
 * `generation` is the one lookup() returned before the read.
 */
function remember(userId, generation, details, nowMs) {
  if (!details.premium) return null;
  const core = require(`${__hooks}/lib/core.js`);
  const entry = {
    generation: generation,
    tokenBalance: details.tokenBalance,
    maxTokens: details.maxTokens,
    resetsAt: core.resetsAt(core.parsePbDate(details.lastTokenReset), new Date(nowMs)).getTime(),
    expiresAt: nowMs + TTL_MS,
  };
  $app.store().set(core.ACCOUNT_KEY + userId, core.encodeCachedAccount(entry));
  return entry;
}

/**
 * Takes `used` off the remembered balance, as the caller just did off the row; returns the figures
 * after it (from `account`, the entry lookup() gave, when the entry has changed generation since).
 */
function spend(userId, account, used) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  const current = core.decodeCachedAccount(store.get(core.ACCOUNT_KEY + userId));
  const base = current && current.generation === account.generation ? current : account;
  const after = {
    generation: base.generation,
    tokenBalance: base.tokenBalance - used,
    maxTokens: base.maxTokens,
    resetsAt: base.resetsAt,
    expiresAt: base.expiresAt,
  };
  if (base === current) store.set(core.ACCOUNT_KEY + userId, core.encodeCachedAccount(after));
  return after;
}

/** The user's details were saved or deleted: no entry read before is believed any more. */
function forget(userId) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  // Only ever increased, never removed: an entry written by a read that started before this call
  // carries an older generation. Two concurrent calls may write the same next value; both are past it.
  store.set(core.GENERATION_KEY + userId, (store.get(core.GENERATION_KEY + userId) || 0) + 1);
  store.remove(core.ACCOUNT_KEY + userId);
}

/** Drops expired entries; returns how many. */
function sweep(nowMs) {
  const store = $app.store();
  const expired = require(`${__hooks}/lib/core.js`).expiredAccountKeys(store.getAll(), nowMs);
  for (let i = 0; i < expired.length; i++) store.remove(expired[i]);
  return expired.length;
}

module.exports = { lookup, remember, spend, forget, sweep, TTL_MS };
