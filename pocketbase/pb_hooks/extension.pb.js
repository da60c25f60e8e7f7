/// <reference path="../types.d.ts" />
// POST /api/extension/miss { page, pack, extension } → 204: a helper of the extension could not find the
// facts it needed on a LinkedIn page. Counted per day, page type, pack and extension version
// (extraction_misses, beside extraction_counts): nothing of the page, nothing of who sent it.

routerAdd("POST", "/api/extension/miss", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const auth = http.signedInUser(c);
  if (auth.response) return auth.response;
  const now = Date.now();
  const verdict = limiter.hit("extension-miss", auth.user.id, config.rateLimit("extensionMissPerUser"), now);
  if (verdict.limited) return limiter.tooMany(c, verdict.retryAfterSeconds);
  const checked = http.readValid(c, core.validateExtractionMiss, 1024);
  if (checked.response) return checked.response;
  require(`${__hooks}/lib/extraction-counts.js`).countMiss(checked.value.page, checked.value.pack, checked.value.extension, now);
  return c.noContent(204);
});
