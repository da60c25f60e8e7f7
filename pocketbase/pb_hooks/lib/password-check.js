/// <reference path="../../types.d.ts" />
// The account's password, asked again before changing it or deleting the account. Wrong guesses are
// limited per user: whoever holds a stolen session must not be able to try passwords until one works.
// And the list of common passwords a new one must not be: read here, by the handlers that set a
// password, and never by lib/core.js, which every request loads.

/**
 * The common passwords (lib/common-passwords.txt, ~170 KB of data), as src/core/passwords.ts searches
 * them: read from the file once per process, on first use, and kept in the app store for every handler.
 */
function commonPasswords() {
  const store = $app.store();
  let list = store.get("common-passwords");
  if (!list) {
    const file = $os.dirFS(`${__hooks}/lib`).open("common-passwords.txt");
    try {
      list = require(`${__hooks}/lib/core.js`).readCommonPasswords(readerToString(file));
    } finally {
      file.close();
    }
    store.set("common-passwords", list);
  }
  return list;
}

/**
 * The new password of a reset link (confirm-password-reset, password-reset.pb.js): refuses it (400
 * invalid_input on field password, and under data.password as PocketBase's own form would say it) when it is common or longer than bcrypt
 * takes in bytes; sign-up's rules and sentences. Anything else (a missing password, the token) is left
 * to PocketBase's form.
 */
function refuseNewResetPassword(password) {
  const core = require(`${__hooks}/lib/core.js`);
  if (typeof password !== "string" || password === "") return;
  const problem = core.newPasswordProblem(password, commonPasswords());
  if (!problem || problem.ok !== false) return;
  const message = problem.error.message;
  const code = message === core.COMMON_PASSWORD_MESSAGE ? core.COMMON_PASSWORD_CODE : "validation_length_out_of_range";
  require(`${__hooks}/lib/errors.js`).refuse("invalid_input", message, {
    field: "password",
    fields: { password: { code: code, message: message } },
  });
}

/** Returns when `password` is the user's; refuses the request otherwise (400 invalid_input on `field`, or 429 rate_limited). */
function verifyPassword(user, password, field) {
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const rule = config.rateLimit("passwordCheckPerUser");
  // every attempt is counted before the password is checked (exactly: lib/ratelimit.js), so guesses
  // sent in parallel cannot all be checked before the first failure is counted; a right one counts too
  const counted = limiter.hit("password-check", user.id, rule, Date.now());
  if (counted.limited) {
    limiter.refuseTooMany(
      counted.retryAfterSeconds,
      `Too many password attempts. Try again in ${counted.retryAfterSeconds} seconds.`,
    );
  }
  if (!user.validatePassword(password)) {
    require(`${__hooks}/lib/errors.js`).refuse("invalid_input", "That password is not correct.", { field: field });
  }
}

module.exports = { verifyPassword, commonPasswords, refuseNewResetPassword };
