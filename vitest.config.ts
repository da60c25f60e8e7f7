import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The extension's "~x" imports (extension/tsconfig.json paths), as Plasmo resolves them. */
const extensionAlias = { find: /^~(?=[A-Za-z])/, replacement: fileURLToPath(new URL("./extension/", import.meta.url)) };

export default defineConfig({
  test: {
    // the second reporter says how many real LinkedIn captures ran (tests/helpers/linkedin-captures.ts)
    reporters: ["default", "./tests/helpers/captures-reporter.ts"],
    projects: [
      {
        resolve: { alias: [extensionAlias] },
        // the extension's tsconfig leaves JSX to Plasmo ("preserve"): tests render with React's automatic runtime
        esbuild: { jsx: "automatic" },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "extension/**/*.test.ts"],
          exclude: ["**/node_modules/**", "extension/build/**"],
          environment: "node",
          // parsing a large LinkedIn page in jsdom takes seconds on a busy two-core machine (seen: 5.4 s for a
          // redesign test that takes 2 s alone); no unit test checks time, so the limit only catches a hang
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file starts its own PocketBase; two cores, so two at a time
          maxWorkers: 2,
        },
      },
    ],
  },
});
