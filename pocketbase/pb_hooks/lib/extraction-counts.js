/// <reference path="../../types.d.ts" />
// Counts assist requests per UTC day, page type, extraction layer and whether the facts came from inside
// a shadow root (collection extraction_counts), and the helpers that found no facts at all
// (extraction_misses, POST /api/extension/miss): one upsert each, through a kept statement
// (lib/statements.js), so a count costs its route one write.

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Counts one request; a failed count never fails the request (it is logged). */
function count(page, layer, shadow, now) {
  const statements = require(`${__hooks}/lib/statements.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const stamp = core.toPbDate(new Date(now));
  try {
    statements.exec(
      "extraction-count",
      "INSERT INTO extraction_counts (id, day, page, layer, shadow, count, created, updated) VALUES (?1, ?2, ?3, ?4, ?6, 1, ?5, ?5) " +
        "ON CONFLICT (day, page, layer, shadow) DO UPDATE SET count = count + 1, updated = ?5",
      [$security.randomStringWithAlphabet(15, ID_ALPHABET), stamp.slice(0, 10), page, layer, stamp, shadow ? 1 : 0],
    );
  } catch (err) {
    console.error("extraction count", page, layer, "failed:", String(err));
  }
}

/** Counts one helper that found nothing to send; a failed count is logged. */
function countMiss(page, pack, extension, now) {
  const statements = require(`${__hooks}/lib/statements.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const stamp = core.toPbDate(new Date(now));
  try {
    statements.exec(
      "extraction-miss",
      "INSERT INTO extraction_misses (id, day, page, pack, extension, count, created, updated) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?6) " +
        "ON CONFLICT (day, page, pack, extension) DO UPDATE SET count = count + 1, updated = ?6",
      [$security.randomStringWithAlphabet(15, ID_ALPHABET), stamp.slice(0, 10), page, pack, extension, stamp],
    );
  } catch (err) {
    console.error("extraction miss", page, "failed:", String(err));
  }
}

module.exports = { count, countMiss };
