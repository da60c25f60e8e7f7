// @vitest-environment jsdom
import { describe, expect, expectTypeOf, it } from "vitest";

import type { Covered } from "../../src/core/leftovers";
import { PAGE_KINDS, PAGES, type PageType } from "../../src/core/page-kinds";
import { pageTypeOfPath, routeFamilies } from "./page-type";
import { PAGE_FEATURES, type EveryPageKindHasAFeature } from "./registry";

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
