import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "extension/**/*.test.ts"],
          exclude: ["**/node_modules/**", "extension/build/**"],
          environment: "node",
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
