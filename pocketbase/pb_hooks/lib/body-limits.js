/// <reference path="../../types.d.ts" />
// Every route's body bounded before anything reads it (issue #37; the bounds: src/core/body-limits.ts).
//
// How: once, before the server listens, every route of the router is registered again with its own
// handler behind echo's native BodyLimit middleware (and, for PocketBase's admin-only routes, its native
// admin check). A Content-Length over the bound is refused at once; a body of unknown length (chunked)
// is read through a reader that fails past the bound. No JavaScript runs for it per request: a JS
// middleware in front of every route (routerPre) holds one of the JS engines for the whole request,
// which measured twice the server CPU of /api/assist under load and, with 500 realtime connections
// open, 120 MB of memory instead of 16 (an engine per open connection).

/** Registers every route again behind its body bound; returns how many. Runs at start (body-limits.pb.js). */
function boundEveryRoute(echo) {
  const core = require(`${__hooks}/lib/core.js`);
  const { handlerOf, isKept } = require(`${__hooks}/lib/route-handlers.js`);
  const registered = echo.router().routes();
  /** @type {Record<string, [string, string]>} */
  const routes = {};
  for (let i = 0; i < registered.length; i++) {
    const method = registered[i].method();
    const path = registered[i].path();
    routes[`${method} ${path}`] = [method, path];
  }
  const keys = Object.keys(routes);
  for (let i = 0; i < keys.length; i++) {
    const [method, path] = routes[keys[i]];
    const rule = core.routeBodyLimit(method, path);
    const middlewares = [];
    // a route whose bound depends on the request is bounded by the hook that took it over (record-writes.pb.js),
    // which leaves Go its own body reader afterwards; bounded here only if no hook took it
    const boundedByItsHook = rule.perRequest && isKept(method, path);
    // echo's limiter reads 0 as "no limit" once the body is read: 1 byte is as good as none
    if (rule.bytes !== null && !boundedByItsHook) middlewares.push($apis.bodyLimit(Math.max(1, rule.bytes)));
    if (rule.adminOnly) middlewares.push($apis.requireAdminAuth());
    echo.add(method, path, handlerOf(echo, method, path), ...middlewares);
  }
  return keys.length;
}

/**
 * Whether an API error is a body over its bound: echo's 413 (a Content-Length over it), or the error a
 * route gave when its reading of a chunked body failed past the bound (PocketBase answers 400 "Failed to
 * load the submitted data", with the reader's 413 inside).
 */
function isOverBound(error) {
  if (!error) return false;
  if (/** @type {any} */ (error).code === 413) return true;
  let raw = "";
  try {
    raw = String(/** @type {any} */ (error).rawData());
  } catch (_) {
    return false;
  }
  return raw.indexOf("Request Entity Too Large") >= 0;
}

const LIMIT_KEY = "netlift.bodyLimit";

/** Records the bound that applies to this request, when it is not its route's (record-writes.pb.js), for the 413's message. */
function setRequestLimit(c, bytes) {
  c.set(LIMIT_KEY, bytes);
}

/** The bound of this request: set by setRequestLimit, else its route's. */
function requestLimit(c) {
  const set = c.get(LIMIT_KEY);
  if (typeof set === "number") return set;
  return require(`${__hooks}/lib/core.js`).routeBodyLimit(c.request().method, c.path()).bytes;
}

/** Whether echo's bounding reader stands in front of this request's body (lib comment above): it has Reset, Go's own body has not. */
function boundReaderInFront(c) {
  const body = c.request().body;
  return !!body && typeof (/** @type {any} */ (body).reset) === "function";
}

/**
 * Closes the connection after this answer when the request's body, of undeclared length (chunked), went
 * through echo's bounding reader: Go reads what is left of an unread body before taking the connection's
 * next request, but not once a route (PocketBase's reading of a JSON body) has closed it through that reader,
 * and the rest of the body would then be read as the connection's next request. For answers given by any
 * route that may have read the body and carried on regardless (body-limits.pb.js lists them).
 */
function closeAfterCutBody(c) {
  if (c.request().contentLength < 0 && boundReaderInFront(c)) c.response().header().set("Connection", "close");
}

const LINGER_MS = 300;

/**
 * The connection closed after an answer while the client may still be sending: its answer first, then the
 * end of our side, and a short wait before the close, so that the client reads the answer before the reset
 * its unread data causes (what Go does itself for the bodies it knows were left unread).
 */
function lingerThenClose(c) {
  const response = c.response();
  response.flush();
  let conn;
  try {
    conn = response.hijack()[0];
  } catch (_) {
    return; // HTTP/2: the stream is reset on its own, the connection goes on
  }
  try {
    /** @type {any} */ (conn).closeWrite();
  } catch (_) {
    // not a TCP connection: the wait alone
  }
  sleep(LINGER_MS);
  conn.close();
}

/**
 * A body over its bound (isOverBound, or a body_too_large refusal), answered 413 body_too_large
 * { code, message } (the API's own shape, on PocketBase's routes too, from lib/errors.js answer()); the
 * connection is closed rather than the rest of the body read.
 */
function answerOverBound(c) {
  const core = require(`${__hooks}/lib/core.js`);
  c.response().header().set("Connection", "close");
  require(`${__hooks}/lib/http.js`).failWhole(c, "body_too_large", core.bodyTooLargeMessage(requestLimit(c)));
  // a body of undeclared length cut short behind echo's reader: Go does not know that its end was not
  // read, and would close at once, before the client reads this answer
  if (c.request().contentLength < 0 && boundReaderInFront(c)) lingerThenClose(c);
}

module.exports = { boundEveryRoute, answerOverBound, closeAfterCutBody, setRequestLimit, requestLimit, isOverBound };
