/// <reference path="../types.d.ts" />
// Verification e-mails. POST /api/verification/resend sends the signed-in user a new one now and says
// whether it went (PocketBase's own request-verification answers 204 and sends in the background, so a
// page could only ever claim success; this one reports a mail server that is down). PocketBase's own
// route, which anyone may call signed out, is limited here: an attacker who signs up with someone
// else's address must not be able to fill that inbox from our domain (20 e-mails in a second, before).
// Both count on the address's pacing (lib/mail-guard.js), with sign-up's own e-mail: another after 60 s,
// then after growing waits, at most 5 an hour. An account has one address, so that is also its limit.

routerAdd("POST", "/api/verification/resend", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const user = http.signedInUser(c);
  if (user.verified()) return c.json(200, { sent: false, verified: true });
  // whoever asked, the address has just been sent a working link
  const guard = require(`${__hooks}/lib/mail-guard.js`).take("verification", user.email());
  if (!guard.allowed) {
    const wait = guard.retryAfterSeconds;
    return limiter.tooMany(c, wait, `We just sent you an e-mail. You can ask for another in ${core.describeWait(wait)}.`);
  }
  try {
    $mails.sendRecordVerification($app, user);
  } catch (err) {
    console.error("verification e-mail failed for", user.id, String(err));
    return http.fail(c, "mail_unavailable", "We could not send the e-mail right now. Please try again in a few minutes.");
  }
  return c.json(200, { sent: true, verified: false });
});

// PocketBase's own route, signed out ({ email } → 204 whatever the address, so it tells no one which
// exist). This route takes its path for the users collection (a static path wins over PocketBase's
// /api/collections/:collection/…), limits it per network, answers and closes the connection first (the
// mail server's time must not tell whether the address has an account) and sends only to an unverified
// account, on the address's pacing (lib/mail-guard.js).
routerAdd("POST", "/api/collections/users/request-verification", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const byIp = limiter.hit("verification-ip", limiter.clientIp(c), config.rateLimit("verificationPerIp"), Date.now());
  if (byIp.limited) {
    return limiter.tooMany(
      c,
      byIp.retryAfterSeconds,
      `Too many requests for verification e-mails from your network. Try again in ${byIp.retryAfterSeconds} seconds.`,
    );
  }
  const body = http.readJsonObject(c);
  if (body.error) return http.fail(c, body.error.code, body.error.message);
  const email = core.normalizeEmail(typeof body.value.email === "string" ? body.value.email : "");
  if (!core.isEmailAddress(email))
    return http.fail(c, "invalid_input", "Please enter a valid e-mail address.", { field: "email" });

  http.answerThenDetach(c, 204);
  const rows = arrayOf(new DynamicModel({ id: "" }));
  $app
    .dao()
    .db()
    .newQuery("SELECT id FROM users WHERE email = {:email} COLLATE NOCASE AND verified = FALSE LIMIT 1")
    .bind({ email: email })
    .all(rows);
  if (!rows.length) return null;
  if (!require(`${__hooks}/lib/mail-guard.js`).take("verification", email).allowed) return null;
  try {
    $mails.sendRecordVerification($app, $app.dao().findRecordById("users", rows[0].id));
  } catch (err) {
    console.error("verification e-mail failed for", rows[0].id, String(err));
  }
  return null;
});

// The same route under the collection's id or another spelling of its name ("_pb_users_auth_",
// "Users"), which the route above does not catch: there it sends nothing (PocketBase still answers 204).
onRecordBeforeRequestVerificationRequest(() => {
  require(`${__hooks}/lib/errors.js`).refuse(
    "invalid_input",
    "Verification e-mails are requested through /api/collections/users/request-verification.",
  );
}, "users");

// Confirming the verification link proves the address: an account that was not verified until now is
// taken over by the address's owner, and starts clean (lib/takeover.js). Cleared before PocketBase saves
// the verification: should clearing fail, the link fails too, and can be used again.
onRecordBeforeConfirmVerificationRequest((e) => {
  const user = e.record;
  if (!user || user.originalCopy().verified()) return;
  $app.dao().runInTransaction((tx) => require(`${__hooks}/lib/takeover.js`).startClean(tx, user.id, new Date()));
}, "users");
