/// <reference path="../../types.d.ts" />
// The account's password, asked again before changing it or deleting the account. Wrong guesses are
// limited per user: whoever holds a stolen session must not be able to try passwords until one works.

/** false when `password` is the user's; otherwise true, once the refusal is sent (400 invalid_input, or 429 rate_limited). */
function verifyPassword(c, user, password, field) {
  const http = require(`${__hooks}/lib/http.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const rule = config.rateLimit("passwordCheckPerUser");
  const now = Date.now();
  const waiting = limiter.peek("password-check", user.id, rule, now);
  if (waiting.limited) {
    return limiter.tooMany(c, waiting.retryAfterSeconds, `Too many wrong passwords. Try again in ${waiting.retryAfterSeconds} seconds.`);
  }
  if (user.validatePassword(password)) return false;
  limiter.hit("password-check", user.id, rule, now);
  return http.fail(c, 400, "invalid_input", "That password is not correct.", { field: field });
}

module.exports = { verifyPassword };
