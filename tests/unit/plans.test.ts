import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  bundleCore,
  CORE_BUNDLE,
  PACK_COPY,
  PACK_SCHEMA,
  PACK_SOURCE,
  packCopy,
  packSchema,
  packSource,
} from "../../scripts/codegen.mjs";
import { LOCALE_DIRS, localeFiles } from "../../scripts/lib/locales.mjs";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { PACK_LANGUAGES } from "../../src/core/extraction-pack";
import { PLANS, REFRESH_MS, TOKENS, canUsePage, formatPrice, isPageType, planOf } from "../../src/core/plans";
import { PAGE_KINDS, PAGES, packRoute } from "../../src/core/page-kinds";

describe("plan catalogue", () => {
  it("holds the specification's business constants", () => {
    expect(TOKENS.dailyAllowance).toBe(10000);
    expect(REFRESH_MS).toBe(24 * 60 * 60 * 1000);
    expect(formatPrice(PLANS.free.priceCents)).toBe("$0.00");
    expect(formatPrice(PLANS.pro.priceCents)).toBe("$4.99");
    expect(PLANS.free.marketingName).toBe("hobbyist");
    expect(PLANS.pro.marketingName).toBe("professional");
    expect(PLANS.free.dailyTokenLimit).toBe(10000);
    expect(PLANS.pro.dailyTokenLimit).toBe(1_000_000); // the fair-use cap's default (PRO_DAILY_TOKENS)
  });

  it.each([
    ["free", "profile", true],
    ["free", "jobs", true],
    ["free", "feed", false],
    ["free", "messages", false],
    ["pro", "feed", true],
    ["pro", "messages", true],
    ["pro", "profile", true],
    ["pro", "jobs", true],
  ] as const)("%s may use %s: %s", (plan, page, allowed) => {
    expect(canUsePage(plan, page)).toBe(allowed);
  });

  it("maps premium to the plan and recognises page types", () => {
    expect(planOf(true)).toBe("pro");
    expect(planOf(false)).toBe("free");
    expect(isPageType("jobs")).toBe(true);
    expect(isPageType("settings")).toBe(false);
  });
});

describe("generated hooks bundle", () => {
  it("is up to date with src/core (run `npm run codegen` after changing it)", async () => {
    expect(readFileSync(CORE_BUNDLE, "utf8")).toBe(await bundleCore());
    // and the bundled extraction pack the server serves until one is published
    expect(readFileSync(PACK_COPY, "utf8")).toBe(packCopy());
  });

  it("the bundled pack's routes are the catalogue's route families (`npm run codegen` writes them)", async () => {
    const source = readFileSync(PACK_SOURCE, "utf8");
    expect(source).toBe(await packSource());
    const pack = JSON.parse(source) as { pages: Record<string, { routes?: string[] }> };
    for (const page of PAGES) expect(pack.pages[page]!.routes).toEqual(PAGE_KINDS[page].routes.map(packRoute));
  });

  it("and the pack schema's lists of pages and languages are the catalogue's (`npm run codegen` writes them)", async () => {
    const schema = readFileSync(PACK_SCHEMA, "utf8");
    expect(schema).toBe(await packSchema());
    expect(Object.keys(JSON.parse(schema).properties.pages.properties)).toEqual([...PAGES, "shared"]);
  });

  it("and the extension's _locales are its catalogues' store words, for every language (`npm run codegen` writes them)", async () => {
    const files = await localeFiles(ROOT);
    expect([...files.keys()].length).toBe(Object.values(LOCALE_DIRS).flat().length);
    expect(Object.keys(LOCALE_DIRS).sort()).toEqual([...PACK_LANGUAGES].sort());
    for (const [path, text] of files) expect(readFileSync(join(ROOT, path), "utf8"), path).toBe(text);
    const de = JSON.parse(files.get(join("extension/locales", "de", "messages.json"))!);
    expect(de.extensionName.message).toMatch(/^Netlift/);
    // the manifest names them, and English is the default
    const manifest = JSON.parse(readFileSync(join(ROOT, "extension/package.json"), "utf8")).manifest;
    expect(manifest).toMatchObject({
      name: "__MSG_extensionName__",
      description: "__MSG_extensionDescription__",
      default_locale: "en",
    });
    expect(manifest.commands["open-helper"].description).toBe("__MSG_openHelper__");
  });
});
