import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { classifyPages, isNoindex, pagePath, robotsTxt, sitemapXml } from "../../scripts/lib/seo-files.mjs";

describe("sitemap.xml and robots.txt (scripts/lib/seo-files.mjs)", () => {
  const dir = mkdtempSync(join(tmpdir(), "netlift-seo-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = (path: string, robots: boolean) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(
      join(dir, path, "index.html"),
      `<html><head>${robots ? '<meta name="robots" content="noindex">' : ""}<title>x</title></head></html>`,
    );
  };

  it("reads noindex from a page's robots meta tag, whatever its quoting", () => {
    expect(isNoindex('<meta name="robots" content="noindex">')).toBe(true);
    expect(isNoindex("<meta name=robots content='noindex, nofollow'>")).toBe(true);
    expect(isNoindex('<meta name="description" content="noindex is a word">')).toBe(false);
    expect(isNoindex("<title>index</title>")).toBe(false);
  });

  it("names pages as the site links them", () => {
    expect(pagePath("")).toBe("/");
    expect(pagePath("contact/")).toBe("/contact");
    expect(pagePath("checkout/success/")).toBe("/checkout/success");
  });

  it("sorts built pages into public and private by their HTML; the 404 page is neither", () => {
    page("", false);
    page("contact", false);
    page("dashboard", true);
    page("checkout/success", true);
    writeFileSync(join(dir, "404.html"), "<html><head><title>Page Not Found</title></head></html>");
    expect(classifyPages(dir, ["contact/", "", "dashboard/", "checkout/success/", "404/", "gone/"])).toEqual({
      publicPaths: ["/", "/contact"],
      privatePaths: ["/checkout/success", "/dashboard"],
    });
  });

  it("writes absolute URLs on the site's origin", () => {
    const xml = sitemapXml("https://netlift.example", ["/", "/contact"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://netlift.example/",
      "https://netlift.example/contact",
    ]);
    expect(robotsTxt("https://netlift.example", ["/api/", "/dashboard"])).toBe(
      "User-agent: *\nDisallow: /api/\nDisallow: /dashboard\nAllow: /\n\nSitemap: https://netlift.example/sitemap.xml\n",
    );
  });
});
