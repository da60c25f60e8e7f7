import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const EXTENSION_DIR = fileURLToPath(new URL("./extension/", import.meta.url));

/** The extension's "~x" imports (extension/tsconfig.json paths), as Plasmo resolves them. */
const extensionAlias = { find: /^~(?=[A-Za-z])/, replacement: EXTENSION_DIR };

/**
 * The extension renders with Preact's compatibility layer in place of React (extension/package.json "alias",
 * which Plasmo's bundler applies): its files, and its tests, get the same here. The site's files keep React.
 */
const PREACT_FOR_EXTENSION: Record<string, string> = {
  react: fileURLToPath(new URL("./tests/helpers/preact-as-react.mjs", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

const preactForExtension: Plugin = {
  name: "netlift:preact-for-extension",
  enforce: "pre",
  resolveId(source, importer) {
    const target = PREACT_FOR_EXTENSION[source];
    if (!target || !importer?.startsWith(EXTENSION_DIR) || importer.includes("/node_modules/")) return null;
    return this.resolve(target, importer, { skipSelf: true });
  },
};

const UNIT_FILES = ["tests/unit/**/*.test.ts", "extension/**/*.test.ts"];
const NOT_TESTS = ["**/node_modules/**", "extension/build/**"];

/**
 * The unit files that replace a module (vi.mock, vi.doMock). The other unit files share one module graph per worker
 * (`isolate: false`: 175 s → 95 s for the layer on two cores, most of it jsdom and React imported again per
 * file); a mock would leak from one file into the next there, so these run isolated, each with its own. A global
 * or a variable stubbed (vi.stubGlobal, vi.stubEnv) cannot leak: the shared project undoes every stub before
 * each test (`unstubGlobals`, `unstubEnvs`), so a file that stubs one per test runs there (until 2026-11-30 such
 * files ran isolated too: a process of their own each, about a core-second apiece).
 */
const MOCKING = ["tests/unit", "extension"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file)))
  .filter((file) => file.endsWith(".test.ts") && !/(^|\/)(node_modules|build)\//.test(file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")));

/** A unit project: the extension's "~x" imports resolved, JSX through the automatic runtime (React's, Preact's for the extension). */
const unitProject = (
  name: string,
  test: { include: string[]; exclude: string[]; isolate: boolean; unstubGlobals?: boolean; unstubEnvs?: boolean },
) => ({
  resolve: { alias: [extensionAlias] },
  plugins: [preactForExtension],
  // the extension's tsconfig leaves JSX to Plasmo ("preserve"): tests render with the automatic runtime
  esbuild: { jsx: "automatic" as const },
  test: {
    name,
    ...test,
    environment: "node",
    // parsing a large LinkedIn page in jsdom takes seconds on a busy two-core machine (seen: 5.4 s for a
    // redesign test that takes 2 s alone); no unit test checks time, so the limit only catches a hang
    testTimeout: 30_000,
    // the page's language reset before each test (the helpers' words follow it)
    setupFiles: ["./tests/helpers/unit-setup.ts"],
  },
});

export default defineConfig({
  test: {
    // the second reporter says how many real LinkedIn captures ran (tests/helpers/linkedin-captures.ts)
    reporters: ["default", "./tests/helpers/captures-reporter.ts"],
    projects: [
      // both unit projects run with --project "unit*" (npm run test:unit)
      unitProject("unit", {
        include: UNIT_FILES,
        exclude: [...NOT_TESTS, ...MOCKING],
        isolate: false,
        unstubGlobals: true,
        unstubEnvs: true,
      }),
      unitProject("unit-mocking", { include: MOCKING, exclude: NOT_TESTS, isolate: true }),
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file starts its own PocketBase; two cores, so two at a time
          maxWorkers: 2,
          // the files share two worker processes and their imports (each file still has its own module scope
          // and its own stack): a process per file cost the layer 61 core-seconds of Vitest's own, 25 shared
          // (2026-11-30, two cores: 137 s and 185 core-seconds for the layer, 123 s and 153 shared). No
          // integration file mocks a module or stubs a global (what would leak from one file into the next).
          isolate: false,
        },
      },
    ],
  },
});
