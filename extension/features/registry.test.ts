// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";

import type { Covered } from "../../src/core/leftovers";
import { PAGE_KINDS, PAGES, type PageType } from "../../src/core/page-kinds";
import { pageTypeOfPath, routeFamilies } from "./page-type";
import { PAGE_FEATURES, SURFACES, type EveryPageKindHasAFeature } from "./registry";

describe("the features' registry", () => {
  it("has one feature per page kind, registered under its own page", () => {
    expect(Object.keys(PAGE_FEATURES).sort()).toEqual([...PAGES].sort());
    for (const page of PAGES) expect(PAGE_FEATURES[page].page).toBe(page);
  });

  it("detects each page kind by the catalogue's route families, which the bundled extraction pack carries", () => {
    const catalogue = PAGES.flatMap((page) =>
      PAGE_KINDS[page].routes.map((family) => ({ path: family.path, match: family.match, type: page })),
    );
    expect(routeFamilies()).toEqual(catalogue);
    for (const family of routeFamilies()) {
      const path = family.match === "below" ? `${family.path}/someone/` : family.path;
      expect(pageTypeOfPath(path), path).toBe(family.type);
    }
  });

  it("a page kind with no feature is named by the compiler (checked by the extension's typecheck)", () => {
    expectTypeOf<EveryPageKindHasAFeature>().toEqualTypeOf<true>();
    expectTypeOf<
      Covered<Exclude<PageType | "chat-window", PageType>, "no feature registered for the page">
    >().toEqualTypeOf<"no feature registered for the page: chat-window">();
  });
});

describe("the surfaces' folders", () => {
  const root = __dirname;
  const folders = readdirSync(root).filter((name) => name !== "shared" && statSync(join(root, name)).isDirectory());

  it("name each cross-page surface once", () => {
    const names = SURFACES.map((surface) => surface.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(2);
  });

  it("reach one another only through what each shows others: its index.ts or its extract.ts, never its internals", () => {
    const internal = folders.flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
        .flatMap((file) => {
          const text = readFileSync(join(root, folder, file), "utf8");
          return [...text.matchAll(/from "\.\.\/([a-z-]+)\/([a-z-]+)"/g)]
            .filter(([, other, module]) => other !== "shared" && folders.includes(other!) && module !== "extract")
            .map(([statement]) => `${folder}/${file}: ${statement}`);
        }),
    );
    expect(folders.length).toBeGreaterThanOrEqual(7);
    expect(internal).toEqual([]);
  });
});
