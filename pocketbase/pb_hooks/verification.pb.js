/// <reference path="../types.d.ts" />
// POST /api/verification/resend: sends the signed-in user a new verification e-mail now and says
// whether it went. PocketBase's own request-verification answers 204 and sends in the background,
// so a page could only ever claim success; this one reports a mail server that is down.

routerAdd("POST", "/api/verification/resend", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const auth = http.signedInUser(c);
  if (auth.response) return auth.response;
  const user = auth.user;
  if (user.verified()) return c.json(200, { sent: false, verified: true });
  const verdict = limiter.hit("verification", user.id, config.rateLimit("verificationPerUser"), Date.now());
  if (verdict.limited) {
    return limiter.tooMany(c, verdict.retryAfterSeconds, `We just sent you an e-mail. You can ask for another in ${verdict.retryAfterSeconds} seconds.`);
  }
  try {
    $mails.sendRecordVerification($app, user);
  } catch (err) {
    console.error("verification e-mail failed for", user.id, String(err));
    return http.fail(c, 502, "mail_unavailable", "We could not send the e-mail right now. Please try again in a few minutes.");
  }
  return c.json(200, { sent: true, verified: false });
});
