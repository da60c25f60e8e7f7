/// <reference path="../types.d.ts" />
// Abuse limits on the bcrypt-heavy routes: password sign-in (per IP and e-mail) and sign-up (per IP,
// checked in signup.pb.js). /api/assist limits itself. A cron job drops the counts of ended windows.

cronAdd("netlift-rate-limit-sweep", "* * * * *", () => {
  require(`${__hooks}/lib/ratelimit.js`).sweep(Date.now());
});

onRecordBeforeAuthWithPasswordRequest((e) => {
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const c = e.httpContext;
  const identity = String(e.identity || "").toLowerCase();
  const verdict = limiter.hit("signin", `${limiter.clientIp(c)}|${identity}`, config.rateLimit("signInPerIp"), Date.now());
  if (verdict.limited) {
    c.response().header().set("Retry-After", String(verdict.retryAfterSeconds));
    throw new ApiError(429, `Too many sign-in attempts. Try again in ${verdict.retryAfterSeconds} seconds.`, {});
  }
}, "users");
