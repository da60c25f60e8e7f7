/**
 * The README and docs/ point only at what exists: every relative link, and every path of the repository
 * they name in backquotes (`src/core/errors.ts`, `extension/features/`), resolves inside the repository.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { hookSources } from "../helpers/hook-sources";

const ROOT = join(__dirname, "../..");
const TOP_FOLDERS = ["src", "extension", "pocketbase", "scripts", "tests", "docs", "demos", "public", ".ci"];

const markdown = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** Relative links of a Markdown file, resolved from the repository's root. */
function links(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.replace(/#.*$/, ""))
    .filter((target) => target && !/^[a-z]+:/i.test(target))
    .map((target) => relative(ROOT, join(ROOT, dirname(file), target)));
}

/** Repository paths a Markdown file names in backquotes (not globs, placeholders or generated folders). */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/[:#].*$/, "").replace(/[),.;]+$/, ""))
    .filter((path) => TOP_FOLDERS.some((top) => path.startsWith(`${top}/`)))
    .filter((path) => !/[*<>{}…$]|\.\.\./.test(path))
    .filter((path) => !/^(extension\/build|dist|release)\//.test(path) && !path.includes("/build/"));
}

describe("the documentation's references", () => {
  it("covers the README and every file of docs/", () => {
    expect(markdown.length).toBeGreaterThan(8);
    const named = markdown.flatMap((file) => namedPaths(readFileSync(join(ROOT, file), "utf8")));
    expect(named.length).toBeGreaterThan(40);
  });

  it.each(markdown)("%s links only to files that exist", (file) => {
    const text = readFileSync(join(ROOT, file), "utf8");
    expect(links(file, text).filter((target) => !existsSync(join(ROOT, target)))).toEqual([]);
  });

  it.each(markdown)("%s names only paths that exist", (file) => {
    const text = readFileSync(join(ROOT, file), "utf8");
    expect(namedPaths(text).filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});

describe("docs/configuration.md", () => {
  it("names every environment variable the hooks read", () => {
    const code = hookSources()
      .map((source) => source.text)
      .join("\n");
    const read = new Set(
      [...code.matchAll(/\benv\(\s*"([A-Z][A-Z0-9_]+)"|\["(RATE_LIMIT_[A-Z_]+)"/g)].map((m) => (m[1] ?? m[2])!),
    );
    expect(read.size).toBeGreaterThan(30);
    const documented = readFileSync(join(ROOT, "docs/configuration.md"), "utf8");
    // PB_PUBLIC_DIR is set by the start scripts, not by an operator
    expect([...read].filter((name) => name !== "PB_PUBLIC_DIR" && !documented.includes(`\`${name}\``))).toEqual([]);
  });
});
