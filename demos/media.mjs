// @ts-check
/**
 * Turns the recordings' screenshots into what the site serves: posters at several widths in AVIF (with
 * WebP for browsers without it), looping VP9 clips, and the social image.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { FPS } from "./recorder.mjs";

/** Poster widths in pixels: a phone's ~380 CSS px at DPR 1.75, the hero's ~540 at 1x and 2x, the showcase's ~660 at 2x. */
export const POSTER_WIDTHS = [720, 1080, 1760];
/** Clips are encoded this wide: sharp at the hero's and the showcase's sizes on most screens, and small. */
export const CLIP_WIDTH = 1100;
/** Clips above this many bytes fail the recording (the issue asks for about 400 KB at most). */
export const CLIP_BUDGET = 400_000;

/**
 * The poster of `tab` at every width, AVIF and WebP, as <outDir>/<tab>-<width>.<ext>; the srcset lists
 * name files (src/islands/showcase/tabs.ts turns them into their built URLs).
 * @param {string} png the 2x screenshot
 * @param {string} outDir
 * @param {string} tab
 * @returns {Promise<{ width: number, height: number, avif: string, webp: string, fallback: string, bytes: Record<string, number> }>}
 */
export async function writePosters(png, outDir, tab) {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  /** @type {Record<string, number>} */
  const bytes = {};
  const srcset = { avif: /** @type {string[]} */ ([]), webp: /** @type {string[]} */ ([]) };
  for (const w of POSTER_WIDTHS) {
    const resized = sharp(png).resize({ width: w, kernel: "lanczos3" });
    for (const [format, options] of /** @type {const} */ ([
      ["avif", { quality: 50, effort: 6 }],
      ["webp", { quality: 78, effort: 6 }],
    ])) {
      const name = `${tab}-${w}.${format}`;
      const info = await resized.clone()[format](options).toFile(join(outDir, name));
      bytes[name] = info.size;
      srcset[format].push(`${name} ${w}w`);
    }
  }
  // the intrinsic size the page reserves: the largest poster's
  const w = POSTER_WIDTHS.at(-1) ?? width;
  return {
    width: w,
    height: Math.round((height * w) / width),
    avif: srcset.avif.join(", "),
    webp: srcset.webp.join(", "),
    fallback: `${tab}-${POSTER_WIDTHS[1]}.webp`,
    bytes,
  };
}

/**
 * `n` frames blending `from` into `to` (a cross-fade), written into `dir`.
 * @returns {Promise<string[]>}
 */
export async function crossfade(
  /** @type {string} */ from,
  /** @type {string} */ to,
  /** @type {number} */ n,
  /** @type {string} */ dir,
) {
  const frames = [];
  for (let i = 1; i <= n; i++) {
    const over = await sharp(to)
      .removeAlpha()
      .ensureAlpha(i / (n + 1))
      .png()
      .toBuffer();
    const path = join(dir, `fade-${String(i).padStart(3, "0")}.png`);
    await sharp(from)
      .removeAlpha()
      .composite([{ input: over }])
      .png()
      .toFile(path);
    frames.push(path);
  }
  return frames;
}

/**
 * A VP9 WebM from a numbered frame sequence: no audio, yuv420p (every browser plays it), constant
 * quality; the still parts of a UI recording cost almost nothing. Returns its size in bytes.
 */
export function encodeClip(/** @type {string} */ pattern, /** @type {string} */ out, crf = 36) {
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    String(FPS),
    "-i",
    pattern,
    "-vf",
    `scale=${CLIP_WIDTH}:-2:flags=lanczos`,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    String(crf),
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    // one key frame: a loop only ever seeks to its start, and each key frame of a text-heavy UI costs ~60 KB
    "-g",
    "9999",
    "-pix_fmt",
    "yuv420p",
    "-an",
    out,
  ]);
  return statSync(out).size;
}

/**
 * The 1200×630 image link previews show (Open Graph, Twitter): the product's name and promise beside a
 * poster of the demo stage.
 * @param {{ poster: string, out: string, title: string, tagline: string[] }} o
 */
export async function socialImage(o) {
  const W = 1200;
  const H = 630;
  const shot = await sharp(o.poster).resize({ width: 660 }).png().toBuffer();
  const { height = 0 } = await sharp(shot).metadata();
  const shotHeight = Math.min(height, 520);
  const mask = Buffer.from(
    `<svg width="660" height="${shotHeight}"><rect width="660" height="${shotHeight}" rx="18" fill="#fff"/></svg>`,
  );
  const framed = await sharp(shot)
    .extract({ left: 0, top: 0, width: 660, height: shotHeight })
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
  const escape = (/** @type {string} */ s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a66c2"/><stop offset="1" stop-color="#063a70"/></linearGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="#021a33" flood-opacity=".45"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1120" cy="-40" r="260" fill="#fff" fill-opacity=".06"/>
  <rect x="498" y="${(H - shotHeight) / 2}" width="660" height="${shotHeight}" rx="18" fill="#fff" filter="url(#shadow)"/>
  <g font-family="Liberation Sans, Helvetica, Arial, sans-serif" fill="#fff">
    <rect x="56" y="64" width="56" height="56" rx="13" fill="#fff"/>
    <path d="M70 108V76h9l15 19V76h9v32h-9L79 89v19z" fill="#0a66c2"/>
    <text x="128" y="106" font-size="40" font-weight="700">${escape(o.title)}</text>
    <text x="56" y="230" font-size="50" font-weight="700"><tspan x="56">Level up your</tspan><tspan x="56" dy="62">networking</tspan><tspan x="56" dy="62">game</tspan></text>
    <text x="56" y="440" font-size="23" fill-opacity=".88">${o.tagline.map((line, i) => `<tspan x="56" dy="${i ? 32 : 0}">${escape(line)}</tspan>`).join("")}</text>
  </g>
</svg>`);
  await sharp(background)
    .composite([{ input: framed, left: 498, top: Math.round((H - shotHeight) / 2) }])
    .jpeg({ quality: 86, mozjpeg: true })
    .toFile(o.out);
}
