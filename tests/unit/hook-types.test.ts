/**
 * The hooks' `require` of our own libraries is typed (pocketbase/hooks-env.d.ts): every library in
 * pb_hooks/lib is in its list, and every library a hook requires is one of them, so that no hook's use of a
 * library escapes the type check of `npm run check` as `any`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { hookSources } from "../helpers/hook-sources";

const LIB = join(ROOT, "pocketbase/pb_hooks/lib");
const declarations = readFileSync(join(ROOT, "pocketbase/hooks-env.d.ts"), "utf8");
const typed = new Set(
  [
    ...declarations.slice(declarations.indexOf("interface NetliftLibraries")).matchAll(/^\s+"?([a-z-]+)"?: typeof import\(/gm),
  ].map((m) => m[1]!),
);

describe("the hooks' require of our libraries", () => {
  it("types every library of pb_hooks/lib, core.js from src/core's declarations", () => {
    const libraries = readdirSync(LIB)
      .filter((file) => file.endsWith(".js"))
      .map((file) => file.replace(/\.js$/, ""));
    expect([...typed].sort()).toEqual(libraries.sort());
    expect(declarations).toMatch(/core: typeof import\("\.\.\/node_modules\/\.cache\/netlift\/core-types\/server"\)/);
  });

  it("is only ever of a typed library, by its path under the hooks' folder", () => {
    const required = hookSources().flatMap(({ file, text }) =>
      [...text.matchAll(/\brequire\(([^)]*)\)/g)].map((m) => ({ file, path: m[1]!.trim() })),
    );
    expect(required.length).toBeGreaterThan(100);
    const untyped = required.filter(({ path }) => {
      const name = /^`\$\{__hooks\}\/lib\/([a-z-]+)\.js`$/.exec(path)?.[1];
      return !name || !typed.has(name);
    });
    expect(untyped).toEqual([]);
  });
});
