/// <reference path="../../types.d.ts" />
// Counts assist requests per UTC day, page type and extraction layer (collection extraction_counts):
// one upsert, through a kept statement (lib/statements.js), so the count costs the route one write.

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Counts one request; a failed count never fails the request (it is logged). */
function count(page, layer, now) {
  const statements = require(`${__hooks}/lib/statements.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const stamp = core.toPbDate(new Date(now));
  try {
    statements.exec(
      "extraction-count",
      "INSERT INTO extraction_counts (id, day, page, layer, count, created, updated) VALUES (?1, ?2, ?3, ?4, 1, ?5, ?5) " +
        "ON CONFLICT (day, page, layer) DO UPDATE SET count = count + 1, updated = ?5",
      [$security.randomStringWithAlphabet(15, ID_ALPHABET), stamp.slice(0, 10), page, layer, stamp],
    );
  } catch (err) {
    console.error("extraction count", page, layer, "failed:", String(err));
  }
}

module.exports = { count };
