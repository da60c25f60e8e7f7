// @ts-check
/**
 * The real editors LinkedIn's composers are built on (Tiptap/ProseMirror and Quill 2, from npm), bundled for our
 * fixture pages: tests/fixtures/editors/<name>.js, built once per process with esbuild into one classic script, which
 * the tests' LinkedIn server (./linkedin-server.mjs) serves at /__editors/<name>.js. A fixture page loads it with
 * `<script data-fixture-script src="/__editors/tiptap.js">`, so that Insert and Replace are tried against the
 * editors' own models, not hand-made contenteditables only.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./pocketbase.mjs";

export const EDITOR_ENTRIES = join(ROOT, "tests/fixtures/editors");
/** The editors a fixture may load. */
export const EDITORS = /** @type {const} */ (["tiptap", "quill"]);

/** @type {Map<string, Promise<string>>} */
const built = new Map();

/** The bundled script of editor `name`, or null when there is no such editor. */
export function editorBundle(/** @type {string} */ name) {
  if (!(/** @type {readonly string[]} */ (EDITORS).includes(name))) return null;
  const entry = join(EDITOR_ENTRIES, `${name}.js`);
  if (!existsSync(entry)) return null;
  let bundle = built.get(name);
  if (!bundle) {
    bundle = import("esbuild").then(async ({ build }) => {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: "iife",
        target: "chrome120",
        minify: true,
        write: false,
        logLevel: "silent",
      });
      return result.outputFiles[0]?.text ?? "";
    });
    built.set(name, bundle);
  }
  return bundle;
}
