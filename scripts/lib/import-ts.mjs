// @ts-check
/** TypeScript modules of the repository, run from a Node script: bundled with esbuild, imported from memory. */
import { build } from "esbuild";

/**
 * The exports of a module whose source is `lines` (TypeScript, importing by paths relative to `root`).
 * @param {string[]} lines
 * @param {string} root
 * @returns {Promise<any>}
 */
export async function importTs(lines, root) {
  const result = await build({
    stdin: { contents: lines.join("\n"), resolveDir: root, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no output");
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString("base64")}`);
}
