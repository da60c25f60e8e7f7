/// <reference path="../../types.d.ts" />
// Counts the accounts that used each page type's helper per UTC day, with the extraction layer that found
// the facts and whether they came from inside a shadow root (collection extraction_counts), and those whose
// helper found no facts at all (extraction_misses, POST /api/extension/miss). One upsert each, through a kept
// statement (lib/statements.js).
//
// Each account counts once per page type and day, as a use and as a miss (issue #37, finding 7): one account
// sending the same report again and again must not move the operator's drift figures (24 misses from one
// account read as "100 % of uses"). Whether this account was already counted today is one row in
// extraction_seen, keyed by a hash of the account, page type, kind and day (no user id is stored), and
// dropped once its day is over (extension.pb.js). The callers count only verified accounts, and only
// requests they admitted.

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * Whether this is the first `kind` ("use", "miss") of `userId` on `page` on `day`: claims it when it is. Atomic
 * (one INSERT on the one write connection): two requests at once claim it once. A failure claims nothing.
 */
function firstToday(kind, userId, page, day, stamp) {
  const statements = require(`${__hooks}/lib/statements.js`);
  const key = $security.sha256(`${kind}|${page}|${day}|${userId}`);
  return (
    statements.exec(
      "extraction-seen",
      "INSERT INTO extraction_seen (id, day, key, created, updated) VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (day, key) DO NOTHING",
      [$security.randomStringWithAlphabet(15, ID_ALPHABET), day, key, stamp],
    ) === 1
  );
}

/** Counts one admitted request of a verified account, once per account, page and day; a failed count never fails the request (it is logged). */
function count(userId, page, layer, shadow, now) {
  const statements = require(`${__hooks}/lib/statements.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const stamp = core.toPbDate(new Date(now));
  const day = stamp.slice(0, 10);
  try {
    if (!firstToday("use", userId, page, day, stamp)) return;
    statements.exec(
      "extraction-count",
      "INSERT INTO extraction_counts (id, day, page, layer, shadow, count, created, updated) VALUES (?1, ?2, ?3, ?4, ?6, 1, ?5, ?5) " +
        "ON CONFLICT (day, page, layer, shadow) DO UPDATE SET count = count + 1, updated = ?5",
      [$security.randomStringWithAlphabet(15, ID_ALPHABET), day, page, layer, stamp, shadow ? 1 : 0],
    );
  } catch (err) {
    console.error("extraction count", page, layer, "failed:", String(err));
  }
}

/** Counts a verified account's helper that found nothing to send, once per account, page and day; a failed count is logged. */
function countMiss(userId, page, pack, extension, now) {
  const statements = require(`${__hooks}/lib/statements.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const stamp = core.toPbDate(new Date(now));
  const day = stamp.slice(0, 10);
  try {
    if (!firstToday("miss", userId, page, day, stamp)) return;
    statements.exec(
      "extraction-miss",
      "INSERT INTO extraction_misses (id, day, page, pack, extension, count, created, updated) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?6) " +
        "ON CONFLICT (day, page, pack, extension) DO UPDATE SET count = count + 1, updated = ?6",
      [$security.randomStringWithAlphabet(15, ID_ALPHABET), day, page, pack, extension, stamp],
    );
  } catch (err) {
    console.error("extraction miss", page, "failed:", String(err));
  }
}

/** Forgets which accounts were counted on the days before `day` (their counts stay); returns how many rows went. */
function forgetBefore(day) {
  return $app.dao().db().newQuery("DELETE FROM extraction_seen WHERE day < {:day}").bind({ day: day }).execute().rowsAffected();
}

module.exports = { count, countMiss, forgetBefore };
