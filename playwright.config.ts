import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, headlessShellPath } from "./tests/e2e/support/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // each worker has a stack of its own (support/worker-stack.ts): any test may run beside any other
  fullyParallel: true,
  // three on two cores: a test waits at times (a toast's 5 s, LinkedIn's late markup), and a third worker fills
  // that. The layer alone, 2026-11-30: 282 s and 424 core-seconds with two, 238 s and 421 with three.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // no trace by default: recording one for every test, to keep a failed test's, cost a tenth of the layer's
    // time (its DOM snapshots; the screencast another fifth). A failing test again with one:
    // `npx playwright test <file> --trace=retain-on-failure`, then `npx playwright show-trace`.
    trace: "off",
    // the site's pages in Chromium's headless shell (a third cheaper); the extension's tests launch the full
    // Chromium themselves (support/extension-browser.ts)
    launchOptions: {
      executablePath: headlessShellPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
