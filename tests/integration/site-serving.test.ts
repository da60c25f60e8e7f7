/**
 * The site as a production web server serves it, from a real PocketBase: brotli and gzip copies made
 * at build time (scripts/lib/precompress.mjs) chosen per request, Cache-Control per kind of file, 304s,
 * HEAD, the security headers, and the 404 page. On a small site of our own, so that every figure is
 * known; the built site's own pages are checked in site-build.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/lib/precompress.mjs";
import { startStack, type Stack } from "../helpers/stack";

const POLICY =
  "default-src 'self';object-src 'none';base-uri 'self';connect-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';";
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${POLICY}"><title>${title}</title></head><body>${`<p>${title}: a paragraph of text that repeats, as pages do.</p>`.repeat(40)}</body></html>`;

const FILES: Record<string, string | Buffer> = {
  "index.html": page("Home"),
  "login/index.html": page("Log in"),
  "404.html": page("Page Not Found"),
  "_astro/Showcase.Ab12Cd.js": `export const tabs = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, label: `Tab ${i}` })))};`,
  "_astro/index.Zx9.css": `.a{color:red}\n`.repeat(300),
  "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`,
  // files that are in the folder but not part of the site
  ".env": "STRIPE_SECRET_KEY=sk_live_never",
  "notes.md": "# for us",
  "showcase/README.md": "# how the clips were made",
  "showcase/feed-720.webm": Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)),
};

let dir: string;
let stack: Stack;
let secure: Stack;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "netlift-site-"));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  await precompress(dir);
  [stack, secure] = await Promise.all([
    startStack({ publicDir: dir }),
    startStack({ publicDir: dir, env: { APP_URL: "https://netlift.example" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), secure?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exact bytes back (fetch would decompress, and it cannot send HEAD bodies' absence as such). */
function raw(base: string, path: string, o: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: o.method ?? "GET", headers: o.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}
const get = (path: string, headers: Record<string, string> = {}) => raw(stack.url, path, { headers });

describe("compression", () => {
  it.each([
    ["/", "index.html", "text/html; charset=utf-8"],
    ["/login", "login/index.html", "text/html; charset=utf-8"],
    ["/_astro/Showcase.Ab12Cd.js", "_astro/Showcase.Ab12Cd.js", "text/javascript; charset=utf-8"],
    ["/_astro/index.Zx9.css", "_astro/index.Zx9.css", "text/css; charset=utf-8"],
    ["/favicon.svg", "favicon.svg", "image/svg+xml"],
  ])("%s: brotli when accepted, else gzip, else as it is, always with Vary", async (path, file, type) => {
    const original = Buffer.from(FILES[file]!);
    const br = await get(path, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe(type);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length / 3);

    const gz = await get(path, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await get(path, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.equals(original)).toBe(true);
    expect(Number(plain.headers["content-length"])).toBe(original.length);
  });

  it("leaves media alone, and serves their ranges", async () => {
    const video = await get("/showcase/feed-720.webm", { "accept-encoding": "br, gzip" });
    expect(video.status).toBe(200);
    expect(video.headers["content-type"]).toBe("video/webm");
    expect(video.headers["content-encoding"]).toBeUndefined();
    expect(video.body.equals(FILES["showcase/feed-720.webm"] as Buffer)).toBe(true);
    const range = await get("/showcase/feed-720.webm", { range: "bytes=0-9" });
    expect(range.status).toBe(206);
    expect(range.body.equals((FILES["showcase/feed-720.webm"] as Buffer).subarray(0, 10))).toBe(true);
  });

  it("does not serve a copy older than its file (a page edited after the build goes out as it is)", async () => {
    const file = join(dir, "login/index.html");
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    try {
      const res = await get("/login", { "accept-encoding": "br, gzip" });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body.toString()).toBe(FILES["login/index.html"]);
    } finally {
      const { mtime } = { mtime: new Date(Date.now() - 60_000) };
      utimesSync(file, mtime, mtime);
    }
  });
});

describe("caching", () => {
  it("hashed build output for a year, pages revalidated, other files for a day", async () => {
    expect((await get("/_astro/Showcase.Ab12Cd.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/_astro/index.Zx9.css")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/login/")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/showcase/feed-720.webm")).headers["cache-control"]).toBe("public, max-age=86400");
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("answers a conditional GET with 304 and no body, by ETag or by date, per encoding", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-br"$/);
    expect(first.headers["last-modified"]).toBeTruthy();
    const again = await get("/", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const byDate = await get("/", { "if-modified-since": first.headers["last-modified"]! });
    expect(byDate.status).toBe(304);
    // the gzip copy is another representation: the brotli ETag does not validate it
    const gz = await get("/", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(gz.status).toBe(200);
    expect(gz.headers.etag).not.toBe(etag);
  });

  it("a page rebuilt gets a new ETag and is sent again", async () => {
    const before = await get("/login");
    const file = join(dir, "login/index.html");
    const rebuilt = page("Log in, rebuilt");
    writeFileSync(file, rebuilt);
    try {
      const after = await get("/login", { "if-none-match": before.headers.etag! });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body.toString()).toBe(rebuilt);
    } finally {
      writeFileSync(file, FILES["login/index.html"]!);
      const past = new Date(Date.now() - 60_000);
      utimesSync(file, past, past);
    }
  });
});

describe("HEAD", () => {
  it.each(["/", "/login", "/login/", "/_astro/Showcase.Ab12Cd.js", "/favicon.svg", "/showcase/feed-720.webm", "/no-such-page"])(
    "%s answers like GET, with no body",
    async (path) => {
      const headers = { "accept-encoding": "br, gzip" };
      const [getRes, headRes] = await Promise.all([get(path, headers), raw(stack.url, path, { method: "HEAD", headers })]);
      expect(headRes.status).toBe(getRes.status);
      expect(headRes.body.length).toBe(0);
      const { date: _d1, "transfer-encoding": _t1, ...getHeaders } = getRes.headers;
      const { date: _d2, "transfer-encoding": _t2, ...headHeaders } = headRes.headers;
      expect(headHeaders).toEqual(getHeaders);
    },
  );
});

describe("security headers", () => {
  it("every page carries its own policy with frame-ancestors, and the other headers", async () => {
    for (const path of ["/", "/login", "/no-such-page"]) {
      const res = await get(path);
      expect(res.headers["content-security-policy"], path).toBe(
        "default-src 'self'; object-src 'none'; base-uri 'self'; connect-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; frame-ancestors 'none'",
      );
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"]).toMatch(/camera=\(\)/);
      expect(res.headers["permissions-policy"]).toMatch(/microphone=\(\)/);
      expect(res.headers["permissions-policy"]).toMatch(/geolocation=\(\)/);
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
    const script = await get("/_astro/Showcase.Ab12Cd.js");
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["content-security-policy"]).toBeUndefined();
  });

  it("HSTS when APP_URL is https", async () => {
    const res = await raw(secure.url, "/");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });
});

describe("what is not a file of the site", () => {
  it("gets the 404 page with status 404, compressed like any page", async () => {
    const res = await get("/no-such-page", { "accept-encoding": "br" });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(FILES["404.html"]);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it.each([
    "/index.html.br",
    "/_astro/Showcase.Ab12Cd.js.gz",
    "/.env",
    "/%2e%2e/etc/passwd",
    "/login/index.html/",
    "/notes.md",
    "/showcase/README.md",
  ])("%s is a 404, though the folder has such a file", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe(FILES["404.html"]);
    expect((await raw(stack.url, path, { method: "HEAD" })).status).toBe(404);
  });

  it("leaves API and admin paths to PocketBase: JSON errors, HEAD of the health check", async () => {
    const api = await get("/api/no-such-route");
    expect(api.status).toBe(404);
    expect(api.headers["content-type"]).toMatch(/application\/json/);
    expect((await raw(stack.url, "/api/health", { method: "HEAD" })).status).toBe(200);
    expect((await get("/_/")).status).toBe(200);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe(FILES["index.html"]);
  });
});
