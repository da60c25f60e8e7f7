// @ts-check
/**
 * www.linkedin.com (and the country hosts of public pages, e.g. au.linkedin.com) for the
 * extension's tests, benchmark and demo recordings: an HTTPS server with a throwaway self-signed
 * certificate, reached through Chromium's --host-resolver-rules, so the production manifest's match
 * patterns apply. Pages are our own fixtures (tests/fixtures/linkedin; any of them on any path with
 * `?fixture=<file>`). Any path with
 * `?capture=<file>` serves that real capture instead, from LINKEDIN_CAPTURES (by default
 * ../shared/fixtures/linkedin), where it exists (scripts stripped: they are LinkedIn's, not ours).
 * `?redesign=<seed>` serves the page as the next redesign might (scripts/lib/redesign.mjs).
 * `?chat=<file>` adds the chat windows of one of our own fixtures (the part it marks, e.g. an
 * `#interop-outlet` whose declarative shadow root holds the windows) to the page served, so that chat
 * windows float over the feed, a profile or a job as they do on LinkedIn; `?with=<file>` adds the part another
 * fixture marks `netlift-fixture:part` (LinkedIn's invitation dialog over a profile: invitation-dialog.html). Our own fixtures keep their
 * page scripts marked `data-fixture-script` (a stand-in for LinkedIn's editor); every other script goes.
 * `?stage=<feed|messages|profile|jobs>` serves that page of the demo stage (demos/stage: our own
 * LinkedIn-like pages for the landing page's recordings), whose stylesheet and images come from
 * `/__stage/…`. `?lang=<xx>` serves a page with another <html lang> (its words unchanged). `/__editors/<tiptap|quill>.js` is a real editor from npm, bundled for our fixtures' page
 * scripts (./editor-bundles.mjs).
 * Every request is recorded (GET /__requests).
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import { basename, extname, join, resolve, sep } from "node:path";
import { createSelfSignedCertificate } from "./certificates.mjs";
import { editorBundle } from "./editor-bundles.mjs";
import { capturePath, OWN_FIXTURES } from "./linkedin-fixtures.mjs";
import { ROOT } from "./pocketbase.mjs";
import { redesignHtml } from "./redesign.mjs";

/** Path on www.linkedin.com (or any other *.linkedin.com host) → our own fixture. */
export const PAGES = {
  "/feed/": join(OWN_FIXTURES, "feed-classic.html"),
  // the home feed's address since September 2026 (its translations: ?fixture=feed-foryou-<language>.html)
  "/feed/foryou/": join(OWN_FIXTURES, "feed-foryou.html"),
  "/in/selma-arvidsson/": join(OWN_FIXTURES, "profile-self-hashed.html"),
  "/in/someone-else/": join(OWN_FIXTURES, "profile-small.html"),
  "/in/nadia-okafor-4b2a19/": join(OWN_FIXTURES, "profile-sdui-self.html"),
  "/in/tomas-lindqvist-88c1/": join(OWN_FIXTURES, "profile-sdui.html"),
  "/in/rafael-quinteros/": join(OWN_FIXTURES, "profile-bare.html"),
  "/in/nadia-okafor-4b2a19/recent-activity/all/": join(OWN_FIXTURES, "activity-self.html"),
  "/jobs/search/": join(OWN_FIXTURES, "jobs-search-hashed.html"),
  // 2026: LinkedIn's AI job search, and a collection's detail pane (its title twice: a sticky header above the top card)
  "/jobs/search-results/": join(OWN_FIXTURES, "jobs-ai-search.html"),
  "/jobs/collections/recommended/": join(OWN_FIXTURES, "jobs-collections-sdui.html"),
  "/jobs/view/4012345678/": join(OWN_FIXTURES, "jobs-guest.html"),
  // the public page as LinkedIn serves it: its canonical URL (a country host)
  "/jobs/view/senior-platform-engineer-build-tooling-at-tidewell-health-4209876543": join(OWN_FIXTURES, "jobs-guest.html"),
  "/messaging/thread/2-abc/": join(OWN_FIXTURES, "messaging-small.html"),
  // LinkedIn's interface in other languages: the same people and texts, every label translated
  ...Object.fromEntries(
    ["es", "pt", "fr", "de", "ja"].flatMap((lang) => [
      [`/in/tomas-lindqvist-88c1-${lang}/`, join(OWN_FIXTURES, `profile-sdui-${lang}.html`)],
      [`/in/mira-castellanos-${lang}/`, join(OWN_FIXTURES, `profile-small-${lang}.html`)],
      [`/messaging/thread/2-abc-${lang}/`, join(OWN_FIXTURES, `messaging-small-${lang}.html`)],
    ]),
  ),
  "/messaging/": join(OWN_FIXTURES, "messaging-inbox-de.html"),
  // a page no helper of its own works on, with chat windows in #interop-outlet's shadow root
  "/mynetwork/": join(OWN_FIXTURES, "chat-windows.html"),
};

/** The parts of a fixture that `?chat=` and `?with=` add to another page: between these comments. */
const PARTS = {
  chat: /<!-- netlift-fixture:chat-windows -->([\s\S]*?)<!-- \/netlift-fixture:chat-windows -->/,
  with: /<!-- netlift-fixture:part -->([\s\S]*?)<!-- \/netlift-fixture:part -->/,
};

/** The demo stage: one page per showcase tab, its stylesheet and its images. */
export const STAGE_DIR = join(ROOT, "demos/stage");
export const STAGE_TABS = /** @type {const} */ (["feed", "messages", "profile", "jobs"]);
const STAGE_TYPES = /** @type {Record<string, string>} */ ({
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
});

/** A file under demos/stage for a `/__stage/…` path, or null (unknown type, or outside the folder). */
function stageAsset(/** @type {string} */ path) {
  let file;
  try {
    file = resolve(STAGE_DIR, decodeURIComponent(path.slice("/__stage/".length)));
  } catch {
    return null; // a malformed escape
  }
  return file.startsWith(STAGE_DIR + sep) && STAGE_TYPES[extname(file)] && existsSync(file) ? file : null;
}

/** Chromium flags that send www.linkedin.com and the other *.linkedin.com hosts to this server. */
export function linkedinArgs(/** @type {number} */ port) {
  return [`--host-resolver-rules=MAP *.linkedin.com 127.0.0.1:${port}`, "--ignore-certificate-errors"];
}

/** A certificate for www.linkedin.com and its country hosts, read into memory (its files are removed at once). */
function certificate() {
  const files = createSelfSignedCertificate("www.linkedin.com", ["DNS:www.linkedin.com", "DNS:*.linkedin.com"]);
  try {
    return { key: readFileSync(files.keyFile), cert: readFileSync(files.certFile) };
  } finally {
    files.remove();
  }
}

/**
 * Without LinkedIn's executable scripts (data blocks such as JSON-LD stay: they are part of what a page
 * says). `own`: one of our fixtures, whose page scripts marked `data-fixture-script` stay.
 */
export function stripScripts(/** @type {string} */ html, own = false) {
  return html
    .replace(/<script\b(?![^>]*type=["']?application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>/gi, (script) =>
      own && /^<script\b[^>]*\bdata-fixture-script\b/i.test(script) ? script : "",
    )
    .replace(/<meta[^>]+http-equiv=["']?refresh[^>]*>/gi, "");
}

/** The part `file` (one of our fixtures) marks for `?chat=` or `?with=`, or "" when it has none. */
function partOf(/** @type {keyof typeof PARTS} */ kind, /** @type {string} */ file) {
  const path = join(OWN_FIXTURES, basename(file));
  return existsSync(path) ? (PARTS[kind].exec(readFileSync(path, "utf8"))?.[1] ?? "") : "";
}

/** @param {{ css?: string }} [options] extra CSS to put in every page (demo recordings: the captures' own CSS is not there) */
export async function startLinkedInServer(options = {}) {
  /** @type {{ method: string, path: string }[]} */
  const requests = [];
  const pages = /** @type {Record<string, string>} */ (PAGES);
  const server = createServer(certificate(), async (req, res) => {
    const url = new URL(req.url ?? "/", "https://www.linkedin.com");
    const path = url.pathname;
    requests.push({ method: req.method ?? "GET", path });
    if (path === "/__requests") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify(requests));
    }
    const asset = req.method === "GET" && path.startsWith("/__stage/") ? stageAsset(path) : null;
    if (asset) {
      res.writeHead(200, { "content-type": STAGE_TYPES[extname(asset)] ?? "application/octet-stream" });
      return res.end(readFileSync(asset));
    }
    const editor = req.method === "GET" ? /^\/__editors\/([a-z]+)\.js$/.exec(path) : null;
    const bundle = editor ? editorBundle(editor[1] ?? "") : null;
    if (bundle) {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      return res.end(await bundle);
    }
    const stage = url.searchParams.get("stage");
    if (stage && !(/** @type {readonly string[]} */ (STAGE_TABS).includes(stage))) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end(`no stage page "${stage}" (one of ${STAGE_TABS.join(", ")})`);
    }
    const capture = url.searchParams.get("capture");
    const fixture = url.searchParams.get("fixture");
    const file = stage
      ? join(STAGE_DIR, `${stage}.html`)
      : capture
        ? capturePath(capture)
        : fixture
          ? join(OWN_FIXTURES, basename(fixture))
          : pages[path];
    if (req.method === "GET" && file && existsSync(file)) {
      const own = !stage && !capture;
      let html = stripScripts(readFileSync(file, "utf8"), own);
      for (const kind of /** @type {const} */ (["chat", "with"])) {
        const part = url.searchParams.get(kind);
        if (part) html = html.replace(/<\/body>/i, () => `${stripScripts(partOf(kind, part), true)}</body>`);
      }
      // `?lang=de`: the page as LinkedIn serves it in another interface language (<html lang>), its words unchanged
      const lang = url.searchParams.get("lang");
      if (lang && /^[a-z]{2}(-[A-Z]{2})?$/.test(lang))
        html = html.replace(
          /<html\b([^>]*)>/i,
          (_, attributes) => `<html${attributes.replace(/\slang="[^"]*"/i, "")} lang="${lang}">`,
        );
      const seed = Number(url.searchParams.get("redesign"));
      if (seed) html = await redesignHtml(html, seed);
      if (options.css) html = html.replace(/<\/head>/i, `<style>${options.css}</style></head>`);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(html);
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, requests, close: () => new Promise((r) => server.close(() => r(undefined))) };
}
