/// <reference path="../types.d.ts" />
// Every route's body is bounded before anything reads it, PocketBase's own routes included
// (lib/body-limits.js; the bounds: src/core/body-limits.ts), and a body over its bound is answered 413
// body_too_large in the API's own shape (errors.pb.js).
//
// The routes are bounded once, before the server listens, after every hook file has added its own: the
// handler is added to onBeforeServe only once the app has booted, when every file's routerAdd has already
// queued its route there (they run in the order they were queued). Functions handed to $app's hooks from
// a file's top level run on the engine that loaded the files (lib/route-handlers.js says why that is safe).

$app.onAfterBootstrap().add(() => {
  $app.onBeforeServe().add((e) => {
    const count = require(`${__hooks}/lib/body-limits.js`).boundEveryRoute(e.router);
    if (!count) throw new Error("Netlift: no route was bounded: the router has none yet");
  });
});

// Answers that PocketBase gives even when it could not read the body (it reads every body first, and some
// routes use none): after a body of undeclared length cut short, the connection must close with them
// (lib/body-limits.js closeAfterCutBody). Errors are covered by errors.pb.js.
onRecordsListRequest((e) => require(`${__hooks}/lib/body-limits.js`).closeAfterCutBody(e.httpContext));
onRecordViewRequest((e) => require(`${__hooks}/lib/body-limits.js`).closeAfterCutBody(e.httpContext));
onRecordAuthRequest((e) => require(`${__hooks}/lib/body-limits.js`).closeAfterCutBody(e.httpContext));
onAdminAuthRequest((e) => require(`${__hooks}/lib/body-limits.js`).closeAfterCutBody(e.httpContext));
onFileBeforeTokenRequest((e) => require(`${__hooks}/lib/body-limits.js`).closeAfterCutBody(e.httpContext));
onFileDownloadRequest((e) => require(`${__hooks}/lib/body-limits.js`).closeAfterCutBody(e.httpContext));
onRecordBeforeUnlinkExternalAuthRequest((e) => require(`${__hooks}/lib/body-limits.js`).closeAfterCutBody(e.httpContext));
