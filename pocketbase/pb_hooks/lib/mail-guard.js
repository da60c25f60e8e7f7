/// <reference path="../../types.d.ts" />
// How often one address receives an account e-mail of one kind (verification, password reset, e-mail
// change), whoever asks and from wherever: at most RATE_LIMIT_MAIL_ADDRESS (1) every 5 minutes. Each
// such e-mail carries a working link for the address's owner, so a request that sends nothing because
// one went out a moment ago takes nothing from them; and no one can fill an inbox from our domain,
// however many networks or accounts they use. Kept in memory under a hash of the address.

/** Counts an e-mail of `kind` to `address`; { allowed, retryAfterSeconds }. */
function take(kind, address) {
  const config = require(`${__hooks}/lib/config.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const key = $security.sha256(core.normalizeEmail(address));
  const verdict = limiter.hit(`mail-${kind}`, key, config.rateLimit("mailPerAddress"), Date.now());
  return { allowed: !verdict.limited, retryAfterSeconds: verdict.retryAfterSeconds };
}

module.exports = { take };
