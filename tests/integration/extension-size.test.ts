/**
 * The extension's size budgets (scripts/lib/extension-size.mjs), on the builds `npm test` makes: the Chrome one
 * (the same bundles as the release's: Plasmo builds every target minified, with scope hoisting) and the Firefox
 * one. The content script is parsed on every LinkedIn page: past 110 KB gzipped, this fails. And it stays quiet
 * on LinkedIn: no file of the extension is reachable from a page (LinkedIn probes for extensions that way).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { EXTENSION_BUDGETS, extensionBundles } from "../../scripts/lib/extension-size.mjs";
import { E2E_EXTENSION_DIR, E2E_FIREFOX_EXTENSION_DIR } from "../e2e/support/paths";

const BUILDS = {
  chrome: E2E_EXTENSION_DIR,
  firefox: E2E_FIREFOX_EXTENSION_DIR,
};

describe.each(Object.entries(BUILDS))("the %s build", (_target, dir) => {
  // read and gzipped once for the file's tests
  let bundles: ReturnType<typeof extensionBundles>;
  beforeAll(() => {
    bundles = extensionBundles(dir);
  });

  it("has each bundle within its gzipped budget, the content script within 110 KB", () => {
    expect(bundles.map((b) => b.bundle).sort()).toEqual(["background worker", "content script", "popup"]);
    expect(EXTENSION_BUDGETS["content script"]).toBe(110_000);
    for (const { bundle, file, gzip, budget } of bundles) {
      expect(gzip, `${bundle} (${file}): ${gzip} bytes gzipped, budget ${budget}`).toBeLessThanOrEqual(budget);
    }
  });

  it("bundles English words only in the content script, React nowhere (Preact renders)", () => {
    const script = bundles.find((b) => b.bundle === "content script")!;
    const text = readFileSync(join(dir, script.file), "utf8");
    expect(text).toContain("Suggest comment");
    expect(text).not.toContain("Kommentar vorschlagen"); // German: the background's to give (page-words.ts)
    expect(text).not.toContain("コメントを提案"); // Japanese
    for (const { file } of bundles) {
      expect(readFileSync(join(dir, file), "utf8"), file).not.toMatch(
        /react\.dev\/errors|__SECRET_INTERNALS|reactjs\.org\/docs\/error-decoder/,
      );
    }
  });

  it("exposes nothing to LinkedIn's pages: no web_accessible_resources, no externally_connectable", () => {
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
    expect(manifest).not.toHaveProperty("web_accessible_resources");
    expect(manifest).not.toHaveProperty("externally_connectable");
  });
});
