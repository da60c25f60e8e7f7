/// <reference path="../../types.d.ts" />
// A small rate limiter (PocketBase 0.22 has none): a window per key, opened by its first counted request
// (src/core/metering.ts). Counts live in memory: a restart forgets them, which is fine for abuse limits.
//
// Counting must be atomic, or parallel requests pass together: the app store has no increment in
// 0.22, and get-then-set lets two requests both read 4 and both pass a limit of 5. So counts are kept
// in a TEMP table (in memory: temp_store is MEMORY) on the app's one write connection, and one
// statement counts and compares: SQLite runs it whole. Like lib/statements.js, it must never run with a
// transaction open in the same request (the one write connection would wait for itself). The table
// lives as long as that connection; the sweep below uses it every minute, so it never idles long enough
// for database/sql to close it (3 minutes), and a new connection gets the table again on first use.
//
// /api/assist's two scopes stay in the app store (IN_STORE): exact counting there costs about 10 % of
// the route's throughput under load (measured; two statements on the write connection per request),
// while a lost count needs two requests of one user to meet within microseconds before the limit is
// reached, and lets one more through at most per such meeting; the tokens those requests spend are
// reserved atomically anyway (lib/tokens.js).

const IN_STORE = { "assist-user": true, "assist-ip": true };

const CREATE_SQL =
  "CREATE TEMP TABLE IF NOT EXISTS rate_counts (key TEXT PRIMARY KEY, count INTEGER NOT NULL, endsAt INTEGER NOT NULL) WITHOUT ROWID";
// ?1 key, ?2 now (ms), ?3 limit, ?4 window (ms): a window that has ended opens again at 1; a hit over the
// limit changes no row, and the count stays at the limit
const HIT_SQL =
  "INSERT INTO temp.rate_counts (key, count, endsAt) VALUES (?1, 1, ?2 + ?4) " +
  "ON CONFLICT (key) DO UPDATE SET count = CASE WHEN endsAt <= ?2 THEN 1 ELSE count + 1 END, " +
  "endsAt = CASE WHEN endsAt <= ?2 THEN ?2 + ?4 ELSE endsAt END WHERE endsAt <= ?2 OR count < ?3";

/** Runs `write`; once more after creating the table when this connection has none yet. */
function withTable(write) {
  try {
    return write();
  } catch (err) {
    if (!/no such table/.test(String(err))) throw err;
    $app.dao().nonconcurrentDB().newQuery(CREATE_SQL).execute();
    return write();
  }
}

/** When the window of a counted key ends (ms), read after a refused hit. */
function windowEnd(name, nowMs, rule) {
  const row = new DynamicModel({ endsAt: 0 });
  try {
    $app.dao().nonconcurrentDB().newQuery("SELECT endsAt FROM temp.rate_counts WHERE key = {:key}").bind({ key: name }).one(row);
    return row.endsAt;
  } catch (_) {
    return nowMs + rule.windowMs;
  }
}

/** Counts one hit for scope/key; returns { limited, retryAfterSeconds }. */
function hit(scope, key, rule, nowMs) {
  const core = require(`${__hooks}/lib/core.js`);
  const name = core.rateKey(scope, key);
  if (IN_STORE[scope]) {
    const store = $app.store();
    const next = core.nextRateCount(store.get(name), nowMs, rule.windowMs);
    store.set(name, next.value);
    return { limited: next.count > rule.limit, retryAfterSeconds: core.retryAfterSeconds(next.endsAt, nowMs) };
  }
  // as in the store: a limit that is not a number (a mistyped RATE_LIMIT_*) limits nothing, 0 everything
  if (Number.isNaN(rule.limit) || rule.limit <= 0) {
    return { limited: rule.limit <= 0, retryAfterSeconds: core.retryAfterSeconds(nowMs + rule.windowMs, nowMs) };
  }
  const statements = require(`${__hooks}/lib/statements.js`);
  const counted = withTable(() => statements.exec("ratelimit.hit", HIT_SQL, [name, nowMs, rule.limit, rule.windowMs]));
  if (counted === 1) return { limited: false, retryAfterSeconds: core.retryAfterSeconds(nowMs + rule.windowMs, nowMs) };
  return { limited: true, retryAfterSeconds: core.retryAfterSeconds(windowEnd(name, nowMs, rule), nowMs) };
}

/** Drops the counts of windows that have ended; returns how many. Without it every address or e-mail ever seen stays in memory. */
function sweep(nowMs) {
  const core = require(`${__hooks}/lib/core.js`);
  const store = $app.store();
  const expired = core.expiredRateKeys(store.getAll(), nowMs);
  for (let i = 0; i < expired.length; i++) store.remove(expired[i]);
  const swept = withTable(() =>
    $app
      .dao()
      .nonconcurrentDB()
      .newQuery("DELETE FROM temp.rate_counts WHERE endsAt <= {:now}")
      .bind({ now: nowMs })
      .execute()
      .rowsAffected(),
  );
  return expired.length + swept;
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

/**
 * Counts one request of `userId` on a route that calls a paid API against `<rule>PerUser` (per account) and
 * `<rule>PerIp` (per network) of lib/config.js's RATE_LIMITS (`rule`: "billing", "accountDeletion"), and refuses
 * the request when either is over (429 rate_limited, Retry-After). Called before the body is read and
 * before the paid API: a refused request costs nothing.
 */
function limitPaid(c, rule, userId, nowMs) {
  const config = require(`${__hooks}/lib/config.js`);
  const byUser = hit(`${rule}-user`, userId, config.rateLimit(`${rule}PerUser`), nowMs);
  if (byUser.limited) refuseTooMany(byUser.retryAfterSeconds);
  const byNetwork = hit(`${rule}-ip`, clientIp(c), config.rateLimit(`${rule}PerIp`), nowMs);
  if (byNetwork.limited) refuseTooMany(byNetwork.retryAfterSeconds);
}

/** The message of a 429 rate_limited: `message`, else how long to wait. */
const tooManyMessage = (retryAfterSeconds, message) => message || `Too many requests. Try again in ${retryAfterSeconds} seconds.`;

/** Answers 429 rate_limited with retryAfter and Retry-After (a route that returns); true. */
function tooMany(c, retryAfterSeconds, message) {
  return require(`${__hooks}/lib/errors.js`).answerRefusal(c, {
    code: "rate_limited",
    message: tooManyMessage(retryAfterSeconds, message),
    retryAfter: retryAfterSeconds,
  });
}

/** Refuses the request, 429 rate_limited with Retry-After (lib/errors.js): anywhere, a PocketBase hook included. */
function refuseTooMany(retryAfterSeconds, message) {
  require(`${__hooks}/lib/errors.js`).refuse("rate_limited", tooManyMessage(retryAfterSeconds, message), {
    retryAfter: retryAfterSeconds,
  });
}

module.exports = { hit, sweep, clientIp, limitPaid, tooMany, refuseTooMany };
