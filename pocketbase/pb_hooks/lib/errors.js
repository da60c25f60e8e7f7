/// <reference path="../../types.d.ts" />
// The API's one error path. Our code refuses a request with refuse(code, message, extra), in a route, a
// PocketBase hook or a library alike: it throws a refusal, an Error carrying { code, message, ...extra }.
// PocketBase hands every error, wrapped or not, to onBeforeApiError (errors.pb.js), where answer() writes it
// once, through lib/http.js fail(): the status from the API's one table (STATUS in src/core/errors.ts), the
// body { code, message, ...extra }. No PocketBase error class is thrown by our code (a unit test scans for one).
//
// A route may also answer a refusal itself and return (lib/http.js fail()); both end in the same writer.

/**
 * @typedef {{ field?: string, retryAfter?: number, resetsAt?: string,
 *   fields?: Record<string, { code: string, message: string }> }} RefusalExtra
 * `fields`: the refused form fields as PocketBase's own errors name them under `data` (its admin UI and
 * SDK show them on the field), for refusals on PocketBase's routes.
 */

/** What starts a refusal's text: the refusal crosses PocketBase's layers as text (refusalOf says why). */
const MARK = "netlift-refusal ";

/**
 * The refusal `refuse` throws, for code that throws it itself (`throw refusal(…)`: where the type check
 * must see that the code stops there) or later: an Error whose text is MARK and the refusal as one line of JSON.
 */
function refusal(code, message, extra) {
  if (!require(`${__hooks}/lib/core.js`).STATUS[code]) throw new Error(`refusal(): unknown error code ${code}`);
  return new Error(MARK + JSON.stringify(Object.assign({ code: code, message: message }, extra || {})));
}

/**
 * Refuses the request: 4xx/5xx `code` (src/core/errors.ts) with `message`, a sentence a user can read.
 * @param {string} code
 * @param {string} message
 * @param {RefusalExtra} [extra]
 * @returns {never}
 */
function refuse(code, message, extra) {
  throw refusal(code, message, extra);
}

/**
 * The refusal inside an error as onBeforeApiError sees it, or null. PocketBase wraps what was thrown (in a
 * route, its 400 around the script's exception; in a hook under its form, inside "Failed to create
 * record."; where a route of ours ran PocketBase's own handler, lib/record-writes.js, that handler's error
 * around the hook's), and the thrown object itself belongs to the engine of the handler that threw it:
 * read from this one it fails ("Illegal runtime transition"). Its text crosses every layer: each layer is
 * opened (rawData, unwrap) until one's text holds a refusal.
 */
function refusalOf(error) {
  let current = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const text = String(current);
    const at = text.indexOf(MARK);
    if (at >= 0) {
      const line = text.slice(at + MARK.length).split("\n")[0];
      try {
        return JSON.parse(line);
      } catch (_) {
        return null;
      }
    }
    current = inner(current);
  }
  return null;
}

/** What an error wraps: an API error's raw data, a Go error's cause. */
function inner(error) {
  for (const name of ["rawData", "unwrap"]) {
    try {
      if (typeof error[name] === "function") {
        const next = error[name]();
        if (next) return next;
      }
    } catch (_) {
      // not that kind of error
    }
  }
  return null;
}

/**
 * Writes a refusal ({ code, message, ...extra }, as refuse takes it): its status and body, Retry-After with
 * `retryAfter`, and `data` with `fields`; returns true. The error hook writes a thrown one with it, and a route
 * that answers a refusal itself may too (lib/ratelimit.js tooMany).
 */
function answerRefusal(c, found) {
  const extra = {};
  if (typeof found.field === "string") extra.field = found.field;
  if (typeof found.resetsAt === "string") extra.resetsAt = found.resetsAt;
  if (typeof found.retryAfter === "number") {
    extra.retryAfter = found.retryAfter;
    c.response().header().set("Retry-After", String(found.retryAfter));
  }
  if (found.fields) extra.data = found.fields;
  return require(`${__hooks}/lib/http.js`).fail(c, found.code, found.message, extra);
}

/**
 * onBeforeApiError's one handler: a body over its bound answered 413 (lib/body-limits.js), a refusal in
 * its own shape, an unknown page of the site with the site's 404 page (lib/site.js); PocketBase's other
 * errors (its own routes' validation, 404 of the API) keep PocketBase's shape, which its SDK and admin UI read.
 */
function answer(e) {
  const c = e.httpContext;
  if (c.response().committed) return;
  const limits = require(`${__hooks}/lib/body-limits.js`);
  const found = refusalOf(e.error);
  if (limits.isOverBound(e.error) || (found && found.code === "body_too_large")) return limits.answerOverBound(c);
  limits.closeAfterCutBody(c);
  if (found) {
    answerRefusal(c, found);
    return;
  }
  if (e.error && /** @type {any} */ (e.error).code === 404) {
    const path = c.request().url.path;
    if (path.indexOf("/api/") !== 0 && path.indexOf("/_/") !== 0) require(`${__hooks}/lib/site.js`).serve(c);
  }
}

module.exports = { refuse, refusal, refusalOf, answer, answerRefusal };
