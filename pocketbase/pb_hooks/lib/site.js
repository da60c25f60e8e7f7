/// <reference path="../../types.d.ts" />
// Serves the built site (config.publicDir()) for GET and HEAD, ahead of PocketBase's own static
// handler (site.pb.js): the brotli or gzip copy made at build time when the client takes it, Cache-Control
// and an ETag per file, the page's Content-Security-Policy and the other security headers, and the
// site's 404 page for paths that are no file. Conditional requests (304), HEAD without a body and
// ranges are Go's http.ServeContent, through c.fileFS. The rules are src/core/site-serving.ts.

const POLICY_KEY = "site:policy:";

/** The FileInfo of `file` in the site's folder (`fsys`), or null when it is missing or a directory. */
function fileInfo(fsys, file) {
  try {
    const info = fsys.stat(file);
    return info.isDir() ? null : info;
  } catch (_) {
    return null;
  }
}

/** A file's text. */
function readText(site, file) {
  const reader = site.fs.open(file);
  try {
    return readerToString(reader);
  } finally {
    reader.close();
  }
}

/** A page's policy, read from its HTML once per version of the file (kept in the app store). */
function policyOf(core, site, file, info) {
  const version = String(info.modTime().unixMilli()) + "-" + String(info.size());
  const key = POLICY_KEY + site.dir + "/" + file;
  const cached = $app.store().get(key);
  if (typeof cached === "string" && cached.indexOf(version + " ") === 0) return cached.slice(version.length + 1);
  const policy = core.pagePolicy(readText(site, file));
  $app.store().set(key, version + " " + policy);
  return policy;
}

/**
 * The copy of `file` to send: a precompressed one the client accepts (and that is not older than
 * the file), else the file itself.
 */
function representation(core, site, file, info, acceptEncoding) {
  if (!core.isCompressible(file)) return { file: file, info: info, encoding: null };
  const available = [];
  const copies = {};
  for (let i = 0; i < core.ENCODINGS.length; i++) {
    const encoding = core.ENCODINGS[i];
    const copy = fileInfo(site.fs, file + encoding.suffix);
    if (copy && copy.modTime().unixMilli() >= info.modTime().unixMilli()) {
      available.push(encoding.name);
      copies[encoding.name] = { file: file + encoding.suffix, info: copy };
    }
  }
  const chosen = core.chooseEncoding(acceptEncoding, available);
  return chosen
    ? { file: copies[chosen].file, info: copies[chosen].info, encoding: chosen }
    : { file: file, info: info, encoding: null };
}

/** Sets the headers of one file of the site (its chosen copy), security headers included. */
function setHeaders(c, core, config, site, file, info, sent) {
  const header = c.response().header();
  const html = file.slice(-5) === ".html";
  const security = core.securityHeaders({
    https: config.appUrl().indexOf("https://") === 0,
    policy: html ? policyOf(core, site, file, info) : null,
  });
  for (const name in security) header.set(name, security[name]);
  header.set("Content-Type", core.contentTypeOf(file));
  header.set("Cache-Control", core.cacheControlFor(file));
  header.set("ETag", core.etagOf(sent.info.size(), sent.info.modTime().unixMilli(), sent.encoding));
  if (core.isCompressible(file)) header.set("Vary", "Accept-Encoding");
  // Go sends no length with a Content-Encoding (it cannot know it); we do: the copy is whole on disk, so
  // a GET and a HEAD carry the same length. A compressed copy is always sent whole, never a range of it.
  header.set("Content-Length", String(sent.info.size()));
  if (sent.encoding) {
    header.set("Content-Encoding", sent.encoding);
    c.request().header.del("Range");
  }
}

/** GET or HEAD of a site path: the file, or the 404 page with status 404. */
function serve(c) {
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const req = c.request();
  const dir = config.publicDir();
  const site = { dir: dir, fs: $os.dirFS(dir) };
  const acceptEncoding = req.header.get("Accept-Encoding");
  const candidates = core.candidateFiles(req.url.path) || [];
  for (let i = 0; i < candidates.length; i++) {
    const info = fileInfo(site.fs, candidates[i]);
    if (!info) continue;
    const sent = representation(core, site, candidates[i], info, acceptEncoding);
    setHeaders(c, core, config, site, candidates[i], info, sent);
    // http.ServeContent: 304 on a matching If-None-Match / If-Modified-Since, no body for HEAD, ranges
    return c.fileFS(sent.file, site.fs);
  }
  return notFound(c, core, config, site, acceptEncoding);
}

/** The site's 404 page, status 404 (HEAD: the same headers, no body). */
function notFound(c, core, config, site, acceptEncoding) {
  const info = fileInfo(site.fs, "404.html");
  if (!info) {
    if (c.request().method === "HEAD") return c.noContent(404);
    return c.html(404, '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1><p><a href="/">Home</a></p>');
  }
  const sent = representation(core, site, "404.html", info, acceptEncoding);
  setHeaders(c, core, config, site, "404.html", info, sent);
  c.response().header().set("Cache-Control", "no-cache");
  c.response().header().del("ETag");
  if (c.request().method === "HEAD") return c.noContent(404);
  return c.blob(404, core.contentTypeOf("404.html"), $os.readFile(site.dir + "/" + sent.file));
}

module.exports = { serve };
