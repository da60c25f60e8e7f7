/// <reference path="../types.d.ts" />
// Abuse limits on the bcrypt-heavy routes: password sign-in (per IP and e-mail) and sign-up (per IP,
// checked in signup.pb.js). /api/assist limits itself. A cron job drops the counts of ended windows.

cronAdd("netlift-rate-limit-sweep", "* * * * *", () => {
  require(`${__hooks}/lib/ratelimit.js`).sweep(Date.now());
});

onRecordBeforeAuthWithPasswordRequest((e) => {
  const config = require(`${__hooks}/lib/config.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const c = e.httpContext;
  // the same normalisation as the account lookup (accounts.pb.js): " Jane@x.com" must not get a count of its own
  const identity = core.normalizeEmail(String(e.identity || ""));
  const verdict = limiter.hit("signin", `${limiter.clientIp(c)}|${identity}`, config.rateLimit("signInPerIp"), Date.now());
  if (verdict.limited) {
    const message = `Too many sign-in attempts. Try again in ${verdict.retryAfterSeconds} seconds.`;
    // the API's own error shape ({ code: "rate_limited", message, retryAfter }), written here; the error
    // thrown after it only stops the sign-in (PocketBase does not write over a response already sent)
    limiter.tooMany(c, verdict.retryAfterSeconds, message);
    throw new ApiError(429, message, {});
  }
}, "users");
