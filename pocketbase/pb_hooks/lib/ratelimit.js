/// <reference path="../../types.d.ts" />
// A small fixed-window rate limiter on the app store (PocketBase 0.22 has none). Counts live in
// memory: a restart forgets them, which is fine for abuse limits.

/** Counts one hit for scope/key; returns { limited, retryAfterSeconds }. */
function hit(scope, key, rule, nowMs) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  const w = core.rateWindow(nowMs, rule.windowMs);
  const name = core.rateKey(scope, key, w.endsAt);
  const count = (store.get(name) || 0) + 1;
  store.set(name, count);
  // a new window: the previous window's count is no longer needed (sweep() drops those of keys that stopped coming)
  if (count === 1) store.remove(core.rateKey(scope, key, w.previousEndsAt));
  return { limited: count > rule.limit, retryAfterSeconds: w.retryAfterSeconds };
}

/**
 * Whether scope/key is over its limit already, without counting: for limits on failures, which
 * count only after the attempt failed (hit()).
 */
function peek(scope, key, rule, nowMs) {
  const core = require(`${__hooks}/lib/core.js`);
  const w = core.rateWindow(nowMs, rule.windowMs);
  const count = $app.store().get(core.rateKey(scope, key, w.endsAt)) || 0;
  return { limited: count >= rule.limit, retryAfterSeconds: w.retryAfterSeconds };
}

/** Drops the counts of windows that have ended; returns how many. Without it every address or e-mail ever seen stays in memory. */
function sweep(nowMs) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  const expired = core.expiredRateKeys(Object.keys(store.getAll()), nowMs);
  for (let i = 0; i < expired.length; i++) store.remove(expired[i]);
  return expired.length;
}

/**
 * The client's address. Behind a reverse proxy set TRUST_PROXY=true so X-Forwarded-For is used;
 * otherwise the header is ignored, since any client can send it. Even then only its last entry is
 * trusted: that is the address our proxy saw and appended; anything before it came from the client.
 */
function clientIp(c) {
  const config = require(`${__hooks}/lib/config.js`);
  if (config.env("TRUST_PROXY", "false") === "true") {
    // every X-Forwarded-For line: a proxy may add its own line rather than append to the client's
    const forwarded = c.request().header.values("X-Forwarded-For").join(",");
    const last = forwarded ? forwarded.slice(forwarded.lastIndexOf(",") + 1).trim() : "";
    if (last) return last;
  }
  const addr = c.request().remoteAddr || "";
  const colon = addr.lastIndexOf(":");
  return (colon > 0 ? addr.slice(0, colon) : addr).replace(/^\[|\]$/g, "");
}

/** Sends 429 rate_limited with Retry-After. */
function tooMany(c, retryAfterSeconds, message) {
  const http = require(`${__hooks}/lib/http.js`);
  c.response().header().set("Retry-After", String(retryAfterSeconds));
  return http.fail(c, 429, "rate_limited", message || `Too many requests. Try again in ${retryAfterSeconds} seconds.`, {
    retryAfter: retryAfterSeconds,
  });
}

module.exports = { hit, peek, sweep, clientIp, tooMany };
