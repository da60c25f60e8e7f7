/// <reference path="../../types.d.ts" />
// Pro accounts remembered in memory ($app.store()), so that /api/assist usually reads no user_details
// row for them: under load, that one SELECT cost 8–10 % of the route's throughput (measured; any query
// that returns rows does, a RETURNING clause as much as a SELECT). A Free user's balance decides each
// request, so Free users are always read; so is a Pro user on the job helpers without a profile in the
// request (the saved one is read), and on the first request, after a due reset or an expiry.
//
// An entry mirrors the row's plan and figures; the row stays the truth. It is believed only while:
// - the user's generation is the one its reader saw before reading. Every save or delete of the
//   user's details record (Stripe webhooks and checkout through billing.applySubscription, the owner's
//   profile PATCH, the admin UI and API) fires the model hooks in account-cache.pb.js, which give the
//   user a new generation. 0.22 runs after-hooks of a transaction once it commits, so a request that
//   starts after that reads the new row, and one that read before cannot put the old row back: its
//   entry carries the old generation. (A request already past its lookup finishes on the old plan.)
// - it is not due for the daily reset: the database only resets due balances (tokens.resetDue, lazily
//   or by the cron job), so no reset can have changed a row whose entry is not due.
// - it has not expired (TTL_MS): a change made without a record save (a migration, the sqlite3 shell)
//   shows within minutes.
// The other raw-SQL writers of user_details are safe as they are: tokens.reserve/adjust run for Free
// users only, tokens.reserveWithin/settle/flushRefunds are mirrored by spend() (the usage they come to,
// once the refunds are in; a reservation in flight is not), billing's stripeCustomerId is not
// remembered. A new raw-SQL writer of premium, tokenBalance, maxTokens or the consent fields must call
// forget().
// The figures can drift from the row by concurrent requests' usage (the store has no compare-and-set,
// and a read can interleave with another request's count); they only inform the Pro user, and the row
// counts every request exactly. Entries expire and are swept; generations stay, one short string per
// user whose details were saved since the server started. PocketBase is one process, so this store is
// the only copy there is.

const TTL_MS = 10 * 60 * 1000;

/** { account: the remembered Pro figures, or null (read the row), generation: to pass to remember() }. */
function lookup(userId, nowMs) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  const generation = store.get(core.GENERATION_KEY + userId) || "";
  const entry = core.decodeCachedAccount(store.get(core.ACCOUNT_KEY + userId));
  return { account: core.isUsableEntry(entry, generation, nowMs) ? entry : null, generation: generation };
}

/**
 * Remembers the details just read if they are a Pro account's, and returns the entry; for Free, drops
 * any entry and returns null. `generation` is the one lookup() returned before the read.
 */
function remember(userId, generation, details, nowMs) {
  const core = require(`${__hooks}/lib/core.js`);
  if (!details.premium) {
    $app.store().remove(core.ACCOUNT_KEY + userId);
    return null;
  }
  const entry = {
    generation: generation,
    tokenBalance: details.tokenBalance,
    maxTokens: details.maxTokens,
    resetsAt: core.resetsAt(core.parsePbDate(details.lastTokenReset), new Date(nowMs)).getTime(),
    expiresAt: nowMs + TTL_MS,
    // the recorded consent, which /api/assist checks on every request: a new decision is a save of the
    // row, which forgets this entry (account-cache.pb.js)
    consentDecision: details.consentDecision || "",
    consentVersion: details.consentVersion || "",
    consentProvider: details.consentProvider || "",
    // who the user is, for the prompts (its profile capped): a Pro request then reads no row
    persona: JSON.stringify(core.personaOf(details)),
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
    consentDecision: base.consentDecision,
    consentVersion: base.consentVersion,
    consentProvider: base.consentProvider,
    persona: base.persona,
  };
  if (base === current) store.set(core.ACCOUNT_KEY + userId, core.encodeCachedAccount(after));
  return after;
}

/** The user's details were saved or deleted: no entry read before is believed any more. */
function forget(userId) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  // A new random generation, never one seen before: with a counter, two saves at once could write
  // the same value, or the slower one an older value, and bring back an entry read in between.
  store.set(core.GENERATION_KEY + userId, $security.randomString(16));
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
