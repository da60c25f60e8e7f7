/// <reference path="../../types.d.ts" />
// How often one address receives an account e-mail of one kind (verification, password reset, e-mail
// change, sign-up attempt), whoever asks and from wherever: growing waits between them and a cap per hour
// (src/core/mail-pacing.ts, config.mailPacing()). Each such e-mail carries a working link for the
// address's owner, so a request that sends nothing because one went out a moment ago takes nothing from
// them; and no one can fill an inbox from our domain, however many networks or accounts they use.
//
// The times of the e-mails sent in the last hour are kept under a hash of the address, in a TEMP table
// (in memory, like lib/ratelimit.js's counts: a restart forgets them) on the app's one write connection.
// Reading them, deciding and writing the new time happen in one transaction there, so parallel requests
// cannot both find the address free: the review's 20 requests in a second sent one e-mail. Like
// lib/ratelimit.js, never call this with a transaction of the same request open.

const CREATE_SQL =
  "CREATE TEMP TABLE IF NOT EXISTS mail_sends (key TEXT PRIMARY KEY, sent TEXT NOT NULL, lastAt INTEGER NOT NULL) WITHOUT ROWID";

/** Counts an e-mail of `kind` to `address` if one may go now; { allowed, retryAfterSeconds }. */
function take(kind, address) {
  const config = require(`${__hooks}/lib/config.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const key = `${kind}|${$security.sha256(core.normalizeEmail(address))}`;
  const pacing = config.mailPacing();
  let wait = 0;
  $app.dao().runInTransaction((tx) => {
    // the clock is read once the write connection is ours, so the times are written in the order they were read
    const now = Date.now();
    const db = tx.db();
    db.newQuery(CREATE_SQL).execute();
    const row = new DynamicModel({ sent: "" });
    let sent = [];
    try {
      db.newQuery("SELECT sent FROM temp.mail_sends WHERE key = {:key}").bind({ key: key }).one(row);
      sent = JSON.parse(row.sent);
    } catch (_) {
      // none sent yet (or nothing readable): the address is free
    }
    wait = core.mailWait(sent, now, pacing);
    if (wait > 0) return;
    const kept = core.recentSends(sent, now, pacing.windowMs).concat([now]);
    db.newQuery(
      "INSERT INTO temp.mail_sends (key, sent, lastAt) VALUES ({:key}, {:sent}, {:now}) " +
        "ON CONFLICT (key) DO UPDATE SET sent = excluded.sent, lastAt = excluded.lastAt",
    )
      .bind({ key: key, sent: JSON.stringify(kept), now: now })
      .execute();
  });
  return { allowed: wait === 0, retryAfterSeconds: wait };
}

/** Forgets the addresses whose last e-mail left the window; returns how many. */
function sweep(nowMs) {
  const pacing = require(`${__hooks}/lib/config.js`).mailPacing();
  const db = $app.dao().nonconcurrentDB();
  db.newQuery(CREATE_SQL).execute();
  return db
    .newQuery("DELETE FROM temp.mail_sends WHERE lastAt <= {:before}")
    .bind({ before: nowMs - pacing.windowMs })
    .execute()
    .rowsAffected();
}

module.exports = { take, sweep };
