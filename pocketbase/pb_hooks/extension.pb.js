/// <reference path="../types.d.ts" />
// POST /api/extension/miss { page, pack, extension } → 204: a helper of the extension could not find the
// facts it needed on a LinkedIn page. Counted per day, page type, pack and extension version
// (extraction_misses, beside extraction_counts): nothing of the page, nothing of who sent it. Any signed-in
// account may report (the contract's route: the extension reports before the user verified, too), but only a
// verified account counts, once per page type and day (lib/extraction-counts.js): an account anyone can make
// in a minute must not move the operator's drift alerts. `pack` and `extension` must be versions as they are
// published (src/core/extraction-miss.ts).

routerAdd("POST", "/api/extension/miss", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const user = http.signedInUser(c);
  const userId = user.id;
  const now = Date.now();
  const verdict = limiter.hit("extension-miss", userId, config.rateLimit("extensionMissPerUser"), now);
  if (verdict.limited) return limiter.tooMany(c, verdict.retryAfterSeconds);
  const checked = http.readValid(c, core.validateExtractionMiss, 1024);
  const miss = checked.value;
  if (user.verified())
    require(`${__hooks}/lib/extraction-counts.js`).countMiss(userId, miss.page, miss.pack, miss.extension, now);
  return c.noContent(204);
});

// Once a day: forget which accounts were counted on the days that are over (their counts stay).
cronAdd("netlift-extraction-seen-sweep", "5 0 * * *", () => {
  try {
    require(`${__hooks}/lib/extraction-counts.js`).forgetBefore(new Date().toISOString().slice(0, 10));
  } catch (err) {
    console.error("extraction counts: the accounts counted before today could not be forgotten:", String(err));
  }
});
