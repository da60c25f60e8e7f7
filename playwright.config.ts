import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/e2e/support/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // each worker has a stack of its own (support/worker-stack.ts): any test may run beside any other
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // a failed test's trace keeps its DOM snapshots, not the screencast: recording the screencast of every
    // test cost a fifth of the layer's time (measured on a11y.spec.ts; `--trace=on` records it all)
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
