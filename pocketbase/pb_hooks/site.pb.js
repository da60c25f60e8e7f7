/// <reference path="../types.d.ts" />
// Unknown site paths get the site's own 404 page with status 404 (PocketBase would answer JSON).
// API and admin paths keep PocketBase's JSON errors.

onBeforeApiError((e) => {
  if (!e.error || e.error.code !== 404) return;
  const req = e.httpContext.request();
  const path = req.url.path;
  if (path.indexOf("/api/") === 0 || path.indexOf("/_/") === 0) return;
  const config = require(`${__hooks}/lib/config.js`);
  let page;
  try {
    const file = $os.dirFS(config.publicDir()).open("404.html");
    try {
      page = readerToString(file);
    } finally {
      file.close();
    }
  } catch (_) {
    page = "<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1><p><a href=\"/\">Home</a></p>";
  }
  if (req.method === "HEAD") return e.httpContext.noContent(404);
  return e.httpContext.html(404, page);
});
