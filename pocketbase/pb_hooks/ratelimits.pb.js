/// <reference path="../types.d.ts" />
// Abuse limits on the bcrypt-heavy routes: password sign-in (per network and address, and per network
// whatever the address: one network trying a common password on many accounts), admin sign-in (per
// network) and sign-up (per network, checked in signup.pb.js). /api/assist limits itself. A cron job
// drops the counts of ended windows.

cronAdd("netlift-rate-limit-sweep", "* * * * *", () => {
  require(`${__hooks}/lib/ratelimit.js`).sweep(Date.now());
});

onRecordBeforeAuthWithPasswordRequest((e) => {
  const config = require(`${__hooks}/lib/config.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const c = e.httpContext;
  const ip = limiter.clientIp(c);
  const now = Date.now();
  const byNetwork = limiter.hit("signin-network", ip, config.rateLimit("signInPerNetwork"), now);
  if (byNetwork.limited)
    limiter.refuseTooMany(
      byNetwork.retryAfterSeconds,
      `Too many sign-in attempts. Try again in ${byNetwork.retryAfterSeconds} seconds.`,
    );
  // the same normalisation as the account lookup (accounts.pb.js): " Jane@x.com" must not get a count of its own
  const identity = core.normalizeEmail(String(e.identity || ""));
  const byAddress = limiter.hit("signin", `${ip}|${identity}`, config.rateLimit("signInPerIp"), now);
  if (byAddress.limited)
    limiter.refuseTooMany(
      byAddress.retryAfterSeconds,
      `Too many sign-in attempts. Try again in ${byAddress.retryAfterSeconds} seconds.`,
    );
}, "users");

// The admin UI (/_/) and its sign-in are public unless the reverse proxy keeps them in (docs/deploy.md).
// Wrong guesses are limited per network, and an unknown admin address takes as long as a known one
// (lib/absent-account.js).
onAdminBeforeAuthWithPasswordRequest((e) => {
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const verdict = limiter.hit("admin-signin", limiter.clientIp(e.httpContext), config.rateLimit("adminSignInPerIp"), Date.now());
  if (verdict.limited)
    limiter.refuseTooMany(
      verdict.retryAfterSeconds,
      `Too many sign-in attempts. Try again in ${verdict.retryAfterSeconds} seconds.`,
    );
  if (!e.admin) e.admin = require(`${__hooks}/lib/absent-account.js`).admin();
});
