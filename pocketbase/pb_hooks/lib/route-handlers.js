/// <reference path="../../types.d.ts" />
// The handler a route has in the router, as the router runs it (with its route's and group's middlewares:
// for PocketBase's own routes, the reading of the body). Two uses, both at start, before the server
// listens: bounding every route (lib/body-limits.js) and keeping PocketBase's own handler of a route that a
// hook of ours takes over to check something first (`keep`), which that hook then calls (`original`).
//
// PocketBase 0.22's hooks cannot reach the router before it serves (onBeforeServe is not offered to
// them), so the functions of this file run as handlers added to $app.onBeforeServe() by a hook file's own
// top level: they run on the engine that loaded the hook files, which nothing else uses once loading is
// done, in the one goroutine that starts the server.

/** The router's handler of `method` `path` (a registered path, ":param" and all); throws when none matches exactly. */
function handlerOf(echo, method, path) {
  const c = echo.acquireContext();
  try {
    // a request for the registered path itself: ":collection" matches that parameter, "*" the wildcard
    c.setRequest(/** @type {any} */ ({ method: method, url: { path: path }, header: {} }));
    const handler = echo.router().route(c);
    if (c.path() !== path) throw new Error(`${method} ${path} is routed to ${c.path() || "nothing"}`);
    return handler;
  } finally {
    echo.releaseContext(c);
  }
}

const storeKey = (method, path) => `netlift:route-handler:${method} ${path}`;

/** Keeps the handler `method` `path` has now, for `original`; call before a hook's routerAdd replaces it. */
function keep(echo, method, path) {
  $app.store().set(storeKey(method, path), handlerOf(echo, method, path));
}

/** The handler kept by `keep`: a function of the request's context, which throws PocketBase's errors. */
function original(method, path) {
  const handler = $app.store().get(storeKey(method, path));
  if (!handler) throw new Error(`no handler was kept for ${method} ${path}`);
  return handler;
}

/** Whether a hook took `method` `path` over, keeping PocketBase's handler. */
function isKept(method, path) {
  return !!$app.store().get(storeKey(method, path));
}

module.exports = { handlerOf, keep, original, isKept };
