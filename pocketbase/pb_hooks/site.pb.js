/// <reference path="../types.d.ts" />
// The built site, served by lib/site.js: compressed, cached, with security headers, and the site's own
// 404 page for paths that are no file. Routes, not a middleware: a JS middleware would hold a second JS
// engine for the whole of every API request (measured: /api/assist fell from 869 to 623 requests/s).
// So each top-level entry of the site folder gets its own GET and HEAD routes at start (echo prefers
// them to PocketBase's own static "/*"), HEAD has a catch-all, and an unknown GET path reaches the 404
// page through the error hook (errors.pb.js). A page folder added to dist/ while the server runs is served by
// PocketBase's static handler until the next start. API and admin paths keep PocketBase's JSON errors.

(() => {
  const config = require(`${__hooks}/lib/config.js`);
  let entries = [];
  try {
    entries = $os.readDir(config.publicDir());
  } catch (_) {
    console.warn(`Netlift: no built site in ${config.publicDir()} (run npm run build): only the API is served.`);
  }
  const paths = ["/"];
  for (let i = 0; i < entries.length; i++) {
    const name = entries[i].name();
    // every entry, hidden files and compressed copies too: lib/site.js answers 404 for what is not to be served
    if (name === "api" || name === "_") continue;
    if (entries[i].isDir()) paths.push(`/${name}`, `/${name}/`, `/${name}/*`);
    else paths.push(`/${name}`);
  }
  for (let i = 0; i < paths.length; i++) {
    routerAdd("GET", paths[i], (c) => require(`${__hooks}/lib/site.js`).serve(c));
    routerAdd("HEAD", paths[i], (c) => require(`${__hooks}/lib/site.js`).serve(c));
  }
  routerAdd("HEAD", "/*", (c) => require(`${__hooks}/lib/site.js`).serve(c));
})();
