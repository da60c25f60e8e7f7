/// <reference path="../types.d.ts" />
// POST /api/signup: the only way to create an account. The user, its user_details and its
// conversations are written in one transaction (an after-create hook would not roll the user
// back), then the verification e-mail goes out.

routerAdd("POST", "/api/signup", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const accounts = require(`${__hooks}/lib/accounts.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const verdict = limiter.hit("signup", limiter.clientIp(c), config.rateLimit("signupPerIp"), Date.now());
  if (verdict.limited) {
    return limiter.tooMany(
      c,
      verdict.retryAfterSeconds,
      `Too many sign-ups from your network. Try again in ${verdict.retryAfterSeconds} seconds.`,
    );
  }

  const checked = http.readValid(c, (value) =>
    core.validateSignup(value, require(`${__hooks}/lib/password-check.js`).commonPasswords()),
  );
  if (checked.response) return checked.response;
  const input = checked.value;

  const taken = () =>
    http.fail(c, "invalid_input", "An account with this e-mail address already exists. Try logging in instead.", {
      field: "email",
    });
  try {
    $app.dao().findAuthRecordByEmail("users", input.email);
    return taken();
  } catch (_) {
    // no such user: go on
  }

  /** @type {models.Record} */
  let user;
  try {
    $app.dao().runInTransaction((tx) => {
      user = accounts.provisionAccount(tx, input, new Date());
    });
  } catch (err) {
    const text = String(err);
    if (/email/i.test(text) && /(already in use|unique)/i.test(text)) return taken();
    // core.validateSignup takes only what PocketBase's own check takes; should the two ever differ, the
    // answer is still a 400 that names the field, never a 500
    if (/email: must be a valid email/i.test(text))
      return http.fail(c, "invalid_input", core.EMAIL_MESSAGES.invalid, { field: "email" });
    console.error("signup failed, nothing was kept:", text);
    return http.fail(c, "internal", "We could not create your account. Nothing was saved; please try again.");
  }

  // an account with this address deleted a moment ago may have had a link sent already (lib/mail-guard.js):
  // the user then asks again from /verify-email
  let verificationSent = require(`${__hooks}/lib/mail-guard.js`).take("verification", input.email).allowed;
  try {
    if (verificationSent) $mails.sendRecordVerification($app, user);
  } catch (err) {
    // The account is complete; the user can ask for the e-mail again from /verify-email.
    verificationSent = false;
    console.error("verification e-mail failed for", user.id, String(err));
  }
  return c.json(201, { id: user.id, email: user.email(), verificationSent: verificationSent });
});
