// @ts-check
/**
 * The site's icon set, drawn from public/favicon.svg (the same "N" tile as the extension's icon):
 * favicon.ico (16 and 32 px, for browsers and tools that ask for /favicon.ico), apple-touch-icon.png
 * (180 px, edge to edge: iOS rounds the corners itself and would fill transparent ones with black),
 * icon-192.png and icon-512.png with manifest.webmanifest (Android's home screen, install prompts).
 * `npm run demos` runs it; `node demos/icons.mjs` alone after changing favicon.svg.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url));
const BRAND = "#0a66c2";

/** An .ico holding PNG images (every browser since IE Vista reads them): header, directory, then the PNGs. */
export function icoFromPngs(/** @type {{ size: number, png: Buffer }[]} */ images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

export async function writeIcons() {
  const svg = readFileSync(join(PUBLIC, "favicon.svg"), "utf8");
  const glyph = /<path[^>]*\/>/.exec(svg)?.[0];
  if (!glyph) throw new Error("public/favicon.svg: no glyph path found");
  // the tile without its rounded corners, for iOS
  const square = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(-3.2 -3.2) scale(1.1)">${glyph}</g></svg>`,
  );
  const png = (/** @type {Buffer | string} */ source, /** @type {number} */ size) =>
    sharp(typeof source === "string" ? Buffer.from(source) : source, { density: 600 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();

  writeFileSync(
    join(PUBLIC, "favicon.ico"),
    icoFromPngs([
      { size: 16, png: await png(svg, 16) },
      { size: 32, png: await png(svg, 32) },
    ]),
  );
  writeFileSync(
    join(PUBLIC, "apple-touch-icon.png"),
    await sharp(await png(square, 180))
      .flatten({ background: BRAND })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  writeFileSync(join(PUBLIC, "icon-192.png"), await png(svg, 192));
  writeFileSync(join(PUBLIC, "icon-512.png"), await png(svg, 512));
  const manifest = {
    name: "Netlift",
    short_name: "Netlift",
    description: "An AI networking assistant for LinkedIn.",
    start_url: "/",
    display: "browser",
    background_color: "#f4f7fb",
    theme_color: BRAND,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  writeFileSync(join(PUBLIC, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeIcons();
  console.log("Written: public/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, manifest.webmanifest");
}
