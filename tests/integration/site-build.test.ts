/**
 * The built site (dist/, made by `npm test` before this layer) as the server will publish it: every page
 * has a Content-Security-Policy that allows exactly its inline scripts (by hash; no 'unsafe-inline' or
 * 'unsafe-eval' for scripts), every text file its brotli and gzip copies, and nothing in it is a file
 * meant for us.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DIST_DIR } from "../../scripts/lib/pocketbase.mjs";
import { pagePolicy } from "../../src/core/site-serving";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(DIST_DIR, join(dir, entry.name))],
  );
}

const files = existsSync(DIST_DIR) ? walk(DIST_DIR) : [];
const pages = files.filter((f) => f.endsWith(".html"));

describe("the built site", () => {
  it("is built", () => {
    expect(pages, "run `npm test` (or `npx astro build`) first").toContain("index.html");
  });

  it.each(pages)("%s allows exactly its own inline scripts, and no inline or eval'd others", (page) => {
    const html = readFileSync(join(DIST_DIR, page), "utf8");
    const policy = pagePolicy(html);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc, "a script-src directive").toBeDefined();
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|data:|https?:/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
      expect(scriptSrc, `the hash of <script>${body!.slice(0, 60)}…`).toContain(hash);
    }
    expect(html, "style attributes are refused by the policy's style hashes").not.toMatch(/<[a-z][^>]*\sstyle="/i);
  });

  it("has brotli and gzip copies of every text file, each the same bytes compressed", () => {
    const texts = files.filter((f) => /\.(html|js|css|svg|json|xml|txt)$/.test(f));
    expect(texts.length).toBeGreaterThan(10);
    for (const file of texts) {
      const original = readFileSync(join(DIST_DIR, file));
      if (original.length < 100) continue; // too small to gain: left as it is
      expect(existsSync(join(DIST_DIR, `${file}.br`)), `${file}.br`).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(DIST_DIR, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(DIST_DIR, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
      expect(statSync(join(DIST_DIR, `${file}.br`)).mtimeMs).toBe(statSync(join(DIST_DIR, file)).mtimeMs);
    }
  });

  it("publishes nothing meant for us: no notes, no sources, no hidden files", () => {
    const ours = files.filter((f) => /\.(md|ts|tsx|map|log|env)$/i.test(f) || f.split("/").some((part) => part.startsWith(".")));
    expect(ours).toEqual([]);
  });
});
