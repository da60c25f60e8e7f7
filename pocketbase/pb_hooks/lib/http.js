/// <reference path="../../types.d.ts" />
// The API's one error shape ({ code, message }) and JSON body reading: bounded, JSON only, with a clear error.

const MAX_BODY_BYTES = 64 * 1024;

/**
 * Writes the error `code` with its status from the API's one table (STATUS in src/core/errors.ts, in
 * core.js); returns true. A route answers a refusal with it and returns; anything deeper throws one
 * (lib/errors.js refuse), which onBeforeApiError writes with it.
 */
function fail(c, code, message, extra) {
  const status = require(`${__hooks}/lib/core.js`).STATUS[code];
  if (!status) throw new Error(`fail(): unknown error code ${code}`);
  c.json(status, Object.assign({ code: code, message: message }, extra || {}));
  return true;
}

/**
 * fail(), with the answer's length said up front, so that it is whole once flushed even while the handler
 * goes on (lib/body-limits.js closes the connection itself after such an answer).
 */
function failWhole(c, code, message) {
  const core = require(`${__hooks}/lib/core.js`);
  const status = core.STATUS[code];
  if (!status) throw new Error(`failWhole(): unknown error code ${code}`);
  const text = JSON.stringify({ code: code, message: message });
  c.response()
    .header()
    .set("Content-Length", String(core.utf8Length(text)));
  c.blob(status, "application/json; charset=UTF-8", text);
  return true;
}

/** Whether a Content-Type header names JSON ("application/json", any parameters, any case). */
function isJsonType(contentType) {
  return (contentType || "").split(";")[0].trim().toLowerCase() === "application/json";
}

/**
 * The body's text, read once and bounded: { raw } or { error: { code, message } }. The bound is
 * `maxBytes`, else the route's (src/core/body-limits.ts), in bytes. A body that is not sent as JSON is
 * refused before it is read (415 unsupported_media_type): a page on another site can make a browser send
 * a text/plain or form body without asking first (CORS lets such "simple" requests through), never a
 * JSON one, so a JSON route refuses what such a page could send in a visitor's name.
 */
function readBody(c, maxBytes) {
  const request = c.request(); // a Go object: read it once
  const declared = request.contentLength;
  if (declared !== 0 && !isJsonType(request.header.get("Content-Type"))) {
    return {
      error: { code: "unsupported_media_type", message: "Send the request body as JSON, with Content-Type: application/json." },
    };
  }
  const limit = maxBytes || require(`${__hooks}/lib/body-limits.js`).requestLimit(c) || MAX_BODY_BYTES;
  const core = require(`${__hooks}/lib/core.js`);
  const tooLarge = { error: { code: "body_too_large", message: core.bodyTooLargeMessage(limit) } };
  // a Content-Length over the bound is refused before reading (the route's own bound was checked by then)
  if (declared > limit) return tooLarge;
  let raw;
  try {
    raw = readerToString(request.body, limit + 1);
  } catch (err) {
    // a chunked body past its route's bound: the reader in front of it failed (lib/body-limits.js)
    if (String(err).indexOf("Request Entity Too Large") >= 0) return tooLarge;
    throw err;
  }
  // The limit is in bytes. Content-Length says it when sent; a chunked body (-1) that may be too long in
  // bytes (a character is up to 4) is counted, which is slow in this engine but only for long texts.
  if (raw.length > limit || (declared < 0 && raw.length * 3 > limit && core.utf8Length(raw) > limit)) return tooLarge;
  return { raw: raw };
}

/** Returns { value } or { error: { code, message } } for a body that is not a JSON object (see readBody). */
function readJsonObject(c, maxBytes) {
  // The body is read once, here. $apis.requestInfo(c) would first parse it into a Go map as well
  // (measured: 1–2 % of /api/assist, more for long bodies); the routes that use this never need it.
  const body = readBody(c, maxBytes);
  if (body.error) return body;
  const raw = body.raw;
  // nesting is checked on the text: parsing and serialising JSON nested thousands of levels deep costs
  // seconds of CPU in this engine, and the depth check of a parsed value would come too late
  const core = require(`${__hooks}/lib/core.js`);
  if (core.nestedDeeperThan(raw, core.MAX_BODY_DEPTH)) {
    return {
      error: { code: "invalid_input", message: `The request body is nested too deeply (at most ${core.MAX_BODY_DEPTH} levels).` },
    };
  }
  let value;
  try {
    value = JSON.parse(raw);
  } catch (_) {
    return { error: { code: "invalid_input", message: "The request body must be valid JSON." } };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { error: { code: "invalid_input", message: "The request body must be a JSON object." } };
  }
  return { value: value };
}

/**
 * The body read (readJsonObject) and checked by `validate` (a core.js validator: { ok, value } or
 * { ok: false, error }): { value, body } (the validator's value and the raw object); refuses the request
 * otherwise (400 invalid_input, or the validator's own code; lib/errors.js).
 */
function readValid(c, validate, maxBytes) {
  const errors = require(`${__hooks}/lib/errors.js`);
  const body = readJsonObject(c, maxBytes);
  if (body.error) throw errors.refusal(body.error.code, body.error.message);
  const checked = validate(body.value);
  if (!checked.ok) {
    const error = checked.error;
    throw errors.refusal(error.code, error.message, error.field ? { field: error.field } : undefined);
  }
  return { value: checked.value, body: body.value };
}

/** The signed-in users-collection record, or null (admins and guests). */
function authUser(c) {
  const record = c.get("authRecord");
  if (!record || record.collection().name !== "users") return null;
  return record;
}

/** The signed-in user; refuses the request otherwise: 401 unauthenticated. */
function signedInUser(c) {
  const user = authUser(c);
  if (!user) throw require(`${__hooks}/lib/errors.js`).refusal("unauthenticated", "Please sign in to continue.");
  return user;
}

/** The signed-in, verified user; refuses the request otherwise: 401 unauthenticated, 403 email_not_verified. */
function verifiedUser(c) {
  const user = signedInUser(c);
  if (!user.verified()) {
    require(`${__hooks}/lib/errors.js`).refuse(
      "email_not_verified",
      "Please verify your e-mail address first: click the link we sent you.",
    );
  }
  return user;
}

/**
 * Sends the whole answer now (`status`, with every header set so far: CORS, security, Cache-Control; `body`
 * as JSON, else none) and closes the connection, so that what the handler does next (an e-mail whose
 * sending takes as long as the mail server takes) shows neither in the answer's timing nor in when the
 * connection ends. Go would close it only once the handler returns (the review measured 117 ms more for
 * an address with an account): here the handler takes the connection over (Hijack) and closes it itself,
 * after the flush. The body's length is sent, so the answer is complete without the end of the stream.
 * Over HTTP/2 there is nothing to take over: the flush sends the answer, and the stream ends with the handler.
 */
function answerThenDetach(c, status, body) {
  const response = c.response();
  response.header().set("Connection", "close");
  if (body === undefined) {
    c.noContent(status);
  } else {
    const text = JSON.stringify(body);
    response.header().set("Content-Type", "application/json");
    response.header().set("Content-Length", String(require(`${__hooks}/lib/core.js`).utf8Length(text)));
    c.string(status, text);
  }
  try {
    response.flush();
    response.hijack()[0].close();
  } catch (_) {
    // HTTP/2, or nothing to flush to: the answer goes, and the connection ends, when the handler ends
  }
}

module.exports = {
  fail,
  failWhole,
  readBody,
  readJsonObject,
  readValid,
  authUser,
  signedInUser,
  verifiedUser,
  answerThenDetach,
  MAX_BODY_BYTES,
};
