/**
 * The landing page's recorded media (npm run demos) as committed: what src/islands/showcase/media.json
 * names exists in src/assets/showcase (published by the build under content-hashed names), each poster is
 * the width its srcset says, in the format it says, and each clip is a VP9 WebM within the issue's ~400 KB;
 * nothing meant for developers is published.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CLIP_BUDGET } from "../../demos/media.mjs";
import media from "../../src/islands/showcase/media.json";
import { SHOWCASE_TABS } from "../../src/islands/showcase/tabs";

const PUBLIC = join(process.cwd(), "public");
const ASSETS = join(process.cwd(), "src/assets/showcase");
const TABS = ["feed", "messages", "profile", "jobs"] as const;

/** Every file of `dir`, relative to it. */
function walk(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

describe("showcase media (src/assets/showcase, src/islands/showcase/media.json)", () => {
  it("has a recording for every tab", () => {
    expect(Object.keys(media)).toEqual([...TABS]);
  });

  for (const tab of TABS) {
    it(`${tab}: posters at the widths and in the formats their srcset says, one aspect ratio`, async () => {
      const { poster } = media[tab];
      for (const [list, format] of [
        [poster.avif, "heif"],
        [poster.webp, "webp"],
      ] as const) {
        const entries = list.split(", ").map((entry) => entry.split(" ") as [string, string]);
        expect(entries.length).toBeGreaterThanOrEqual(3);
        for (const [url, descriptor] of entries) {
          const file = join(ASSETS, url);
          expect(existsSync(file), url).toBe(true);
          const meta = await sharp(file).metadata();
          expect(meta.format, url).toBe(format);
          expect(`${meta.width}w`, url).toBe(descriptor);
          expect(Math.abs(meta.width! / meta.height! - poster.width / poster.height), url).toBeLessThan(0.01);
        }
      }
      expect(existsSync(join(ASSETS, poster.src))).toBe(true);
      // the 2x poster: the stage at 880 CSS pixels, shot at a device pixel ratio of 2
      expect(poster.width).toBe(1760);
    });

    it(`${tab}: a VP9 WebM clip within ${CLIP_BUDGET / 1000} KB`, () => {
      const file = join(ASSETS, media[tab].video);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3"); // EBML (Matroska/WebM)
      expect(bytes.includes(Buffer.from("webm"))).toBe(true);
      expect(bytes.includes(Buffer.from("V_VP9"))).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(CLIP_BUDGET);
    });
  }

  it("every recorded file reaches the page through the build (one URL per file, none left unused)", () => {
    const named = new Set(
      TABS.flatMap((tab) => {
        const { poster, video } = media[tab];
        return [
          poster.src,
          video,
          ...[poster.avif, poster.webp].flatMap((list) => list.split(", ").map((entry) => entry.split(" ")[0]!)),
        ];
      }),
    );
    expect([...named].sort()).toEqual(readdirSync(ASSETS).sort());
    for (const tab of SHOWCASE_TABS) {
      // the page's URLs are the build's (under test: Vite's module path), not public/ paths
      expect(tab.video, tab.id).toMatch(new RegExp(`assets/showcase/${tab.id}\\.webm$`));
      expect(tab.poster.avif, tab.id).toMatch(new RegExp(`assets/showcase/${tab.id}-720\\.avif 720w, `));
    }
  });

  it("each tab's colour is the one showcase.css gives it (no inline styles: the pages' Content-Security-Policy)", () => {
    const css = readFileSync(join(process.cwd(), "src/islands/showcase/showcase.css"), "utf8");
    for (const tab of SHOWCASE_TABS)
      expect(css, tab.id).toContain(`.showcase [data-tab="${tab.id}"] { --tab-colour: ${tab.colour}; }`);
  });

  it("each tab's panel shows when its radio is checked, before the island runs (showcase.css: one rule per tab, by id)", () => {
    const css = readFileSync(join(process.cwd(), "src/islands/showcase/showcase.css"), "utf8");
    for (const tab of SHOWCASE_TABS) {
      expect(css, tab.id).toContain(
        `.showcase:has(.tab-radio[value="${tab.id}"]:checked) .tabpanel[data-tab="${tab.id}"] { display: grid; }`,
      );
    }
  });

  it("keeps the drawn illustrations of the sign-up and login pages", () => {
    for (const tab of TABS) expect(existsSync(join(PUBLIC, "showcase", `${tab}.svg`)), `${tab}.svg`).toBe(true);
  });

  it("publishes no notes for developers and no leftovers of earlier recordings", () => {
    const files = walk(PUBLIC);
    expect(files.filter((file) => /\.(md|txt)$/i.test(file) || /README/i.test(file))).toEqual([]);
    // recordings are built assets now; public/showcase keeps only the drawn illustrations
    expect(readdirSync(join(PUBLIC, "showcase")).filter((file) => !file.endsWith(".svg"))).toEqual([]);
  });
});
