import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  candidateFiles,
  chooseEncoding,
  contentTypeOf,
  etagOf,
  isCompressible,
  pagePolicy,
  securityHeaders,
} from "../../src/core/site-serving";

describe("which file a path means", () => {
  it("maps pages to Astro's directory format, with or without the trailing slash", () => {
    expect(candidateFiles("/")).toEqual(["index.html"]);
    expect(candidateFiles("/login")).toEqual(["login/index.html"]);
    expect(candidateFiles("/login/")).toEqual(["login/index.html"]);
    expect(candidateFiles("/checkout/success")).toEqual(["checkout/success/index.html"]);
    expect(candidateFiles("/_astro/Showcase.Ab12.js")).toEqual(["_astro/Showcase.Ab12.js"]);
    expect(candidateFiles("/showcase/feed%20one.webm")).toEqual(["showcase/feed one.webm"]);
  });

  it("never reaches outside the site, a hidden file, a precompressed copy by name or an unknown type", () => {
    for (const path of [
      "/../etc/passwd",
      "/a/%2e%2e/b.js",
      "/.env",
      "/x/.git/config",
      "/index.html.br",
      "/app.js.gz",
      "/%E0%A4%A",
      "/a\\b.js",
      "/notes.md",
      "/db.sqlite",
    ]) {
      expect(candidateFiles(path), path).toBeNull();
    }
  });

  it("knows the types it serves, and which of them are compressed at build time", () => {
    expect(contentTypeOf("index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeOf("_astro/a.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeOf("showcase/feed-720.avif")).toBe("image/avif");
    expect(isCompressible("a.css")).toBe(true);
    expect(isCompressible("favicon.svg")).toBe(true);
    for (const media of ["a.webm", "a.avif", "a.png", "a.webp", "a.jpg", "a.woff2"]) expect(isCompressible(media)).toBe(false);
  });
});

describe("content negotiation", () => {
  it("prefers brotli, then gzip, among the copies on disk", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", ["br", "gzip"])).toBe("br");
    expect(chooseEncoding("gzip, deflate", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeNull();
    expect(chooseEncoding("", ["br", "gzip"])).toBeNull();
  });

  it("honours q-values: q=0 refuses, a wildcard accepts the rest", () => {
    expect(chooseEncoding("br;q=0, gzip;q=0.5", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("*;q=0", ["br", "gzip"])).toBeNull();
    expect(chooseEncoding("*", ["br", "gzip"])).toBe("br");
    expect(chooseEncoding("identity, *;q=0", ["br", "gzip"])).toBeNull();
    expect(chooseEncoding("BR", ["br"])).toBe("br");
  });

  it("gives each representation its own ETag", () => {
    expect(etagOf(1000, 1_700_000_000_000, null)).toBe('"3e8-18bcfe56800"');
    expect(etagOf(1000, 1_700_000_000_000, "br")).toBe('"3e8-18bcfe56800-br"');
    expect(etagOf(1000, 1_700_000_000_000, "gzip")).not.toBe(etagOf(1000, 1_700_000_000_000, "br"));
  });
});

describe("caching", () => {
  it("caches hashed build output for a year, revalidates pages, keeps the rest a day", () => {
    expect(cacheControlFor("_astro/index.B1x2.css")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("index.html")).toBe("no-cache");
    expect(cacheControlFor("login/index.html")).toBe("no-cache");
    expect(cacheControlFor("favicon.svg")).toBe("public, max-age=86400");
  });
});

describe("security headers", () => {
  const html = `<!doctype html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none';base-uri 'self';connect-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';"></head>`;

  it("send the page's own policy, with frame-ancestors, which a meta tag cannot carry", () => {
    const policy = pagePolicy(html);
    expect(policy).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'self'; connect-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; frame-ancestors 'none'",
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("complete a page without a policy with the directives every page has", () => {
    expect(pagePolicy("<!doctype html><title>x</title>")).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
  });

  it("add HSTS on HTTPS only, and the policy only where there is one", () => {
    const plain = securityHeaders({ https: false, policy: null });
    expect(plain).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(plain["Permissions-Policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(plain).not.toHaveProperty("Strict-Transport-Security");
    expect(plain).not.toHaveProperty("Content-Security-Policy");
    const secure = securityHeaders({ https: true, policy: "default-src 'self'" });
    expect(secure["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(secure["Content-Security-Policy"]).toBe("default-src 'self'");
  });
});
