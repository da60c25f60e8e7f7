// @ts-check
/** The linter: JavaScript's and TypeScript's recommended rules, React's rules of hooks; formatting is Prettier's. */
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "dist/",
      "extension/build/",
      "extension/.plasmo/",
      ".astro/",
      "release/",
      "pocketbase/pb_hooks/lib/core.js",
      "pocketbase/types.d.ts",
      "pocketbase/pb_data/",
      "test-results/",
      "playwright-report/",
      "eval-results/",
      ".data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["pocketbase/**", "tests/pb_hooks/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["**/*.tsx", "src/islands/**/*.ts", "extension/features/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // PocketBase's JavaScript engine: CommonJS, its own globals (typed by pocketbase/types.d.ts and checked by tsc)
    files: ["pocketbase/**/*.js", "tests/pb_hooks/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: {
      "no-undef": "off",
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/triple-slash-reference": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // tests read JSON answers of any shape
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
