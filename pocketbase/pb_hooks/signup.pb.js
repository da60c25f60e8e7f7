/// <reference path="../types.d.ts" />
// POST /api/signup: the only way to create an account. The user, its user_details and its
// conversations are written in one transaction (an after-create hook would not roll the user
// back), then the verification e-mail goes out.
//
// No account oracle (#37): an address that already has an account gets the same answer as a new one,
// { id, email } with 201, after the same work (lib/accounts.js rehearses the sign-up and rolls it back),
// and its owner gets an e-mail instead ("someone tried to sign up with your address"). Whoever typed it
// cannot sign in with the password they chose; the site then says what may have happened. Both e-mails
// go out after the answer is sent and the connection closed, so that the mail server's time tells nothing.

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
  const input = checked.value;

  let owner = accounts.storedAddress($app.dao(), input.email);
  /** @type {models.Record | null} */
  let user = null;
  let id = "";
  try {
    const made = accounts.provision(input, new Date(), owner !== "");
    user = made.user;
    id = made.id;
  } catch (err) {
    const text = String(err);
    if (/email/i.test(text) && /(already in use|unique)/i.test(text)) {
      // a sign-up with the same address a moment before this one: it has the account now
      owner = input.email;
      id = $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789");
    } else if (/email: must be a valid email/i.test(text)) {
      // core.validateSignup takes only what PocketBase's own check takes; should the two ever differ, the
      // answer is still a 400 that names the field, never a 500
      return http.fail(c, "invalid_input", core.EMAIL_MESSAGES.invalid, { field: "email" });
    } else {
      console.error("signup failed, nothing was kept:", text);
      return http.fail(c, "internal", "We could not create your account. Nothing was saved; please try again.");
    }
  }

  http.answerThenDetach(c, 201, { id: id, email: input.email });

  // The connection is closed: what follows shows in no answer. Each e-mail counts on its address's limit
  // (lib/mail-guard.js): an account with this address deleted a moment ago may have had a link sent
  // already; whoever signs up with someone's address again and again sends them a few e-mails at most.
  const guard = require(`${__hooks}/lib/mail-guard.js`);
  try {
    if (user && guard.take("verification", input.email).allowed) $mails.sendRecordVerification($app, user);
    if (!user && guard.take("signup-attempt", owner).allowed) require(`${__hooks}/lib/mail.js`).sendSignupAttempt(owner);
  } catch (err) {
    // a new account's user asks for the e-mail again from /verify-email
    console.error(user ? `verification e-mail failed for ${user.id}:` : "sign-up attempt e-mail failed:", String(err));
  }
  return null;
});
