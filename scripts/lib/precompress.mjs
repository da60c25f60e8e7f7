// @ts-check
/**
 * Compresses the built site once, at build time (the Astro integration in astro.config.mjs runs it
 * after every build): next to each HTML, JS, CSS, SVG, JSON, XML or text file, a brotli copy (`.br`,
 * quality 11) and a gzip copy (`.gz`, level 9), which the server picks per request
 * (pocketbase/pb_hooks/lib/site.js). A copy that would not be smaller is not written (and an old one is
 * removed). Media (WebM, AVIF, PNG…) are compressed already and left alone.
 */
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt)$/i;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every file under `dir`, as paths relative to it. */
function walk(/** @type {string} */ dir, prefix = "") {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...walk(dir, rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/**
 * @param {string} dir the built site (dist/)
 * @returns {Promise<{ files: number, bytes: number, br: number, gzip: number }>} totals, for the build's log
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const files = walk(dir).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const data = readFileSync(path);
      const { mtime } = statSync(path);
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      totals.files += 1;
      totals.bytes += data.length;
      // the copies are of this version of the file: the server serves a copy only if it is not older, so
      // the file and its copies get the very same time (set the same way, so rounded the same way)
      utimesSync(path, mtime, mtime);
      for (const [suffix, copy, key] of /** @type {const} */ ([
        [".br", br, "br"],
        [".gz", gzipped, "gzip"],
      ])) {
        if (copy.length < data.length) {
          writeFileSync(path + suffix, copy);
          utimesSync(path + suffix, mtime, mtime);
          totals[key] += copy.length;
        } else {
          rmSync(path + suffix, { force: true });
          totals[key] += data.length;
        }
      }
    }),
  );
  return totals;
}
