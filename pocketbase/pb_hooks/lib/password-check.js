/// <reference path="../../types.d.ts" />
// The account's password, asked again before changing it or deleting the account. Wrong guesses are
// limited per user: whoever holds a stolen session must not be able to try passwords until one works.
// And the list of common passwords a new one must not be: read here, by the handlers that set a
// password, and never by lib/core.js, which every request loads.

/** The common passwords (lib/common-passwords.js, ~170 KB): a VM reads the file once, on first use. */
function commonPasswords() {
  return require(`${__hooks}/lib/common-passwords.js`);
}

/**
 * PocketBase's own confirm-password-reset: throws its 400, with the refusal under data.password, when
 * the new password is common. Called before PocketBase saves, once it has checked the token and the
 * length; the record then holds the new password's hash only, so the password is read from the request.
 */
function refuseCommonResetPassword(c) {
  const core = require(`${__hooks}/lib/core.js`);
  const password = $apis.requestInfo(c).data.password;
  const problem = typeof password === "string" ? core.commonPasswordProblem(password, commonPasswords()) : null;
  if (!problem) return;
  const message = problem.error.message;
  throw new ApiError(400, message, { password: new ValidationError(core.COMMON_PASSWORD_CODE, message) });
}

/** false when `password` is the user's; otherwise true, once the refusal is sent (400 invalid_input, or 429 rate_limited). */
function verifyPassword(c, user, password, field) {
  const http = require(`${__hooks}/lib/http.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const rule = config.rateLimit("passwordCheckPerUser");
  // every attempt is counted before the password is checked (exactly: lib/ratelimit.js), so guesses
  // sent in parallel cannot all be checked before the first failure is counted; a right one counts too
  const counted = limiter.hit("password-check", user.id, rule, Date.now());
  if (counted.limited) {
    return limiter.tooMany(c, counted.retryAfterSeconds, `Too many password attempts. Try again in ${counted.retryAfterSeconds} seconds.`);
  }
  if (user.validatePassword(password)) return false;
  return http.fail(c, 400, "invalid_input", "That password is not correct.", { field: field });
}

module.exports = { verifyPassword, commonPasswords, refuseCommonResetPassword };
