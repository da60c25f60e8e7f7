/// <reference path="../../types.d.ts" />
// A write through PocketBase's record API, checked before its body is read (record-writes.pb.js). The
// route's own bound (lib/body-limits.js) is an admin's; here the request gets its own:
// src/core/body-limits.ts recordWriteLimit.

/**
 * Checks, then runs PocketBase's own handler of `method` `path` behind the request's body bound. What
 * PocketBase would refuse a non-admin without looking at the body (a collection without a rule for this
 * write: 403, its own words) is refused before the body is read; so are contact messages past their
 * limit per network (429, as the contact form shows it, counted before the size too), so that a refused
 * one costs nothing.
 */
function write(c, method, path) {
  const core = require(`${__hooks}/lib/core.js`);
  const refuse = require(`${__hooks}/lib/errors.js`).refuse;
  const isAdmin = !!c.get("admin");
  let name = "";
  if (!isAdmin) {
    let collection = null;
    try {
      collection = $app.dao().findCollectionByNameOrId(c.pathParam("collection"));
    } catch (_) {
      // no such collection: PocketBase answers 404
    }
    if (collection && !collection.isView()) {
      name = collection.name;
      const rule = method === "POST" ? collection.createRule : collection.updateRule;
      if (rule === null || rule === undefined) refuse("forbidden", "Only admins can perform this action.");
    }
  }
  if (!isAdmin && method === "POST" && name === "messages") refuseTooManyMessages(c);
  const limit = core.recordWriteLimit(isAdmin, method, name);
  require(`${__hooks}/lib/body-limits.js`).setRequestLimit(c, limit);
  if (c.request().contentLength > limit) refuse("body_too_large", core.bodyTooLargeMessage(limit));
  const original = require(`${__hooks}/lib/route-handlers.js`).original(method, path);
  // Go's own reader of the body, given back once the route is done: Go then knows whether its end was
  // left unread, and answers and closes cleanly (lib/body-limits.js)
  const body = c.request().body;
  try {
    return $apis.bodyLimit(Math.max(1, limit))(original)(c);
  } finally {
    c.request().body = body;
  }
}

/** Contact and feedback messages from one network: RATE_LIMIT_MESSAGES_IP per 10 minutes. */
function refuseTooManyMessages(c) {
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const verdict = limiter.hit("messages", limiter.clientIp(c), config.rateLimit("messagesPerIp"), Date.now());
  if (!verdict.limited) return;
  limiter.refuseTooMany(
    verdict.retryAfterSeconds,
    `Too many messages. Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`,
  );
}

module.exports = { write };
