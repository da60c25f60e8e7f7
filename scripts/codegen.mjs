// @ts-check
/**
 * Generates pocketbase/pb_hooks/lib/core.js from src/core/server.ts: the hooks run the same plan
 * catalogue, token math and validation as the site and the extension; the bundled pack's routes (from the
 * page-kind catalogue) and the hooks' copy of that pack; and the lists of pages and languages in the pack's JSON Schema (docs/extraction-pack.schema.json), from
 * src/core/extraction-pack.ts, itself from the page-kind catalogue. The output is committed; a unit test
 * fails when it is stale.  Usage: node scripts/codegen.mjs [--check]
 */
import { build } from "esbuild";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { importTs } from "./lib/import-ts.mjs";
import { localeFiles } from "./lib/locales.mjs";
import { ROOT } from "./lib/pocketbase.mjs";

export const CORE_BUNDLE = join(ROOT, "pocketbase/pb_hooks/lib/core.js");
/** The bundled extraction pack, for the server to serve until an operator publishes one (src/core/extraction-pack.json). */
export const PACK_SOURCE = join(ROOT, "src/core/extraction-pack.json");
export const PACK_COPY = join(ROOT, "pocketbase/pb_hooks/lib/extraction-pack.json");

/** The pack's JSON Schema, for reviewers and other tools: written by hand but for its lists of pages and languages. */
export const PACK_SCHEMA = join(ROOT, "docs/extraction-pack.schema.json");

/** @type {Promise<{ PACK_PAGES: readonly string[], PACK_LANGUAGES: readonly string[], ROUTES: Record<string, string[]> }> | null} */
let lists = null;

/**
 * PACK_PAGES and PACK_LANGUAGES of src/core/extraction-pack.ts, and each page kind's routes as the pack writes
 * them: bundled once per process (the schema and the pack both read them).
 */
function packLists() {
  lists ??= loadPackLists();
  return lists;
}

async function loadPackLists() {
  /** @type {{ PACK_PAGES: readonly string[], PACK_LANGUAGES: readonly string[], ROUTES: Record<string, string[]> }} */
  const lists = await importTs(
    [
      'export { PACK_PAGES, PACK_LANGUAGES } from "./src/core/extraction-pack";',
      'import { PAGES, PAGE_KINDS, packRoute } from "./src/core/page-kinds";',
      "export const ROUTES = Object.fromEntries(PAGES.map((page) => [page, PAGE_KINDS[page].routes.map(packRoute)]));",
    ],
    ROOT,
  );
  return lists;
}

/**
 * `text` in the repository's layout, as `npm run format` writes it (oxfmt with .oxfmtrc.json's options).
 * @param {string} file its path, whose extension says the language
 * @param {string} text
 */
async function formatted(file, text) {
  const { format } = await import("oxfmt");
  const { ignorePatterns: _, $schema: __, ...options } = JSON.parse(readFileSync(join(ROOT, ".oxfmtrc.json"), "utf8"));
  const result = await format(file, text, options);
  if (result.errors.length) throw new Error(`${file} does not format: ${result.errors.map((e) => e.message).join("; ")}`);
  return result.code;
}

/** The schema as it should be: its page keys and word languages those of src/core/extraction-pack.ts, in our layout. */
export async function packSchema() {
  const { PACK_PAGES, PACK_LANGUAGES } = await packLists();
  const schema = JSON.parse(readFileSync(PACK_SCHEMA, "utf8"));
  schema.properties.pages.properties = Object.fromEntries(PACK_PAGES.map((page) => [page, { $ref: "#/definitions/page" }]));
  schema.definitions.page.properties.words.propertyNames.enum = [...PACK_LANGUAGES];
  return formatted(PACK_SCHEMA, JSON.stringify(schema));
}

/**
 * The bundled pack as it should be: written by hand, but for each page kind's routes, which are the
 * catalogue's (src/core/page-kinds.ts), in our layout.
 */
export async function packSource() {
  const { ROUTES } = await packLists();
  let text = readFileSync(PACK_SOURCE, "utf8");
  // each page's "routes" line replaced in the text: the rest keeps the layout it was written in
  for (const [page, routes] of Object.entries(ROUTES)) {
    let section = text.indexOf(`\n    ${JSON.stringify(page)}: {`);
    if (section < 0) {
      // a page kind new to the catalogue: its section, with its routes only, before "shared"
      const shared = text.indexOf('\n    "shared": {');
      if (shared < 0) throw new Error('src/core/extraction-pack.json has no "shared" section to put a new page before');
      text = `${text.slice(0, shared)}\n    ${JSON.stringify(page)}: { "routes": [] },${text.slice(shared)}`;
      section = shared;
    }
    const line = text.indexOf('"routes": [', section);
    if (line < 0) throw new Error(`src/core/extraction-pack.json has no routes for the page ${page}`);
    const end = text.indexOf("]", line) + 1;
    text = `${text.slice(0, line)}"routes": ${JSON.stringify(routes)}${text.slice(end)}`;
  }
  return formatted(PACK_SOURCE, text);
}

/** The hooks' copy of the bundled pack: the same JSON, written the same way every time. */
export function packCopy(source = readFileSync(PACK_SOURCE, "utf8")) {
  return `${JSON.stringify(JSON.parse(source), null, 1)}\n`;
}

/** @returns {Promise<string>} */
export async function bundleCore() {
  const result = await build({
    entryPoints: [join(ROOT, "src/core/server.ts")],
    bundle: true,
    write: false,
    format: "cjs",
    // PocketBase 0.22's JS engine (goja) runs ES2017 reliably
    target: "es2017",
    platform: "neutral",
    legalComments: "none",
  });
  const banner = "// GENERATED by `npm run codegen` from src/core/server.ts. Do not edit: change src/core and regenerate.\n";
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no output");
  return banner + output.text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const code = await bundleCore();
  const source = await packSource();
  const pack = packCopy(source);
  const schema = await packSchema();
  const locales = await localeFiles(ROOT);
  const read = (/** @type {string} */ path) => (existsSync(path) ? readFileSync(path, "utf8") : "");
  if (process.argv.includes("--check")) {
    if (
      [...locales].some(([path, text]) => read(join(ROOT, path)) !== text) ||
      readFileSync(CORE_BUNDLE, "utf8") !== code ||
      readFileSync(PACK_SOURCE, "utf8") !== source ||
      readFileSync(PACK_COPY, "utf8") !== pack ||
      readFileSync(PACK_SCHEMA, "utf8") !== schema
    ) {
      console.error(
        "pocketbase/pb_hooks/lib/core.js, the bundled pack's routes or copy, the pack's schema or the extension's locales are stale: run `npm run codegen`.",
      );
      process.exit(1);
    }
  } else {
    writeFileSync(CORE_BUNDLE, code);
    writeFileSync(PACK_SOURCE, source);
    writeFileSync(PACK_COPY, pack);
    writeFileSync(PACK_SCHEMA, schema);
    for (const [path, text] of locales) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), text);
    }
    console.log(
      `wrote ${CORE_BUNDLE} (${code.length} bytes), ${PACK_COPY} the routes of ${PACK_SOURCE} and the lists of ${PACK_SCHEMA} and ${locales.size} locales`,
    );
  }
}
