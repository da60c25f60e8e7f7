/**
 * The built extension in Chromium: the build pointed at a given server, a Chromium that loads it, and that
 * Chromium made as new between two tests.
 */
import { chromium, expect } from "@playwright/test";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { linkedinArgs } from "../../../scripts/lib/linkedin-server.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { E2E_EXTENSION_DIR } from "./paths";

/**
 * The API origin the e2e build was made with (`npm test` builds it for http://127.0.0.1:$E2E_PORT): its host
 * permission besides LinkedIn's. No server listens there; each worker and each test with a server of its own
 * loads a copy pointed at its server (retargetedExtension).
 */
export function builtApiUrl(): string {
  const manifest = JSON.parse(readFileSync(join(E2E_EXTENSION_DIR, "manifest.json"), "utf8")) as { host_permissions: string[] };
  const api = manifest.host_permissions.find((pattern) => !pattern.includes("linkedin.com"));
  if (!api) throw new Error(`${E2E_EXTENSION_DIR}/manifest.json has no host permission for the API`);
  return api.replace(/\/\*$/, "");
}

/** Every file of a built extension (by default the Chrome e2e build), its API origin replaced by `to`: the same build, talking to another server. */
export function retargetedExtension(to: string, from = E2E_EXTENSION_DIR): string {
  const dir = mkdtempSync(join(tmpdir(), "netlift-extension-"));
  cpSync(from, dir, { recursive: true });
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) =>
      statSync(join(folder, name)).isDirectory() ? files(join(folder, name)) : [join(folder, name)],
    );
  const api = builtApiUrl();
  let replaced = 0;
  for (const file of files(dir).filter((f) => /\.(js|json|html)$/.test(f))) {
    const text = readFileSync(file, "utf8");
    if (!text.includes(api)) continue;
    writeFileSync(file, text.split(api).join(to));
    replaced += 1;
  }
  expect(replaced).toBeGreaterThanOrEqual(2); // the bundles' API_URL (and Chrome's manifest's host permission)
  return dir;
}

export type ExtensionBrowser = Awaited<ReturnType<typeof launch>>;

/** The extension's page that every launched profile keeps open (its manifest), from which tests message the background. */
export const extensionHome = (extensionId: string) => `chrome-extension://${extensionId}/manifest.json`;

/** A new profile with the extension at `extensionDir`; *.linkedin.com is the LinkedIn server on `linkedinPort`. */
export async function launch(extensionDir: string, linkedinPort = Number(process.env.E2E_LINKEDIN_PORT)) {
  const userDataDir = mkdtempSync(join(tmpdir(), "netlift-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      // www.linkedin.com is the tests' HTTPS server (self-signed): the production match patterns apply
      ...linkedinArgs(linkedinPort),
      // one renderer process for the tests' pages (LinkedIn's, the popup, the API's), reused from test to test,
      // instead of a process started for each page: the end-to-end layer took 668 core-seconds and 388 s with a
      // process per site, 601 and 355 s with one (2026-11-30, two cores). Nothing the tests check depends on
      // which process draws a page (content scripts run in the page's isolated world either way, and CORS and
      // the extension's own origin are enforced the same); a crash would show as a failed test.
      "--renderer-process-limit=1",
      "--disable-site-isolation-trials",
    ],
  });
  // as in a context Playwright Test makes (no actionTimeout or navigationTimeout set): the test's own timeout
  const defaultTimeouts = () => {
    context.setDefaultTimeout(0);
    context.setDefaultNavigationTimeout(0);
  };
  defaultTimeouts();
  const serviceWorker = async () => context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const extensionId = new URL((await serviceWorker()).url()).host;
  // the page of the launch, kept on a file of the extension (its manifest: nothing drawn, no script): tests sign
  // in through it (support/popup.ts: signInWithoutPopup), instead of opening and closing a page each time
  const home = extensionHome(extensionId);
  let control = context.pages()[0] ?? (await context.newPage());
  await control.goto(home);
  let cdp = await context.newCDPSession(control);
  // every web origin the profile has been to: what it may have stored there goes between tests
  const origins = new Set<string>();
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin);
  });

  return {
    context,
    extensionId,
    /**
     * Makes the profile as new as a fresh launch, for the next test: its pages closed but the one of the
     * launch (back on the extension's manifest), the extension's storage (local, session, sync) and alarms
     * cleared and its service worker stopped and started again (nothing it kept in memory survives: checked),
     * the cookies, every visited origin's storage and the HTTP cache gone, the context's permissions, routes
     * and timeouts as at launch.
     * A test that needs more of the context (init scripts, exposed functions, listeners) launches its own.
     */
    async reset() {
      // the page of the launch stays (no test is given it; signInWithoutPopup only evaluates in it): a DevTools
      // session on it drives the reset
      if (control.isClosed()) {
        control = await context.newPage();
        cdp = await context.newCDPSession(control);
      }
      await Promise.all(context.pages().map((page) => (page === control ? undefined : page.close())));
      if (control.url() !== home) await control.goto(home);
      const scopeURL = `chrome-extension://${extensionId}/`;
      await cdp.send("ServiceWorker.enable");
      // it may be asleep (idle for 30 s): awake, it can clear its storage
      await cdp.send("ServiceWorker.startWorker", { scopeURL });
      await (
        await serviceWorker()
      ).evaluate(async () => {
        const { chrome } = globalThis as unknown as { chrome: ExtensionApi };
        await Promise.all([
          chrome.storage.local.clear(),
          chrome.storage.session.clear(),
          chrome.storage.sync.clear(),
          chrome.alarms.clearAll(),
        ]);
        (globalThis as unknown as { netliftBeforeReset?: boolean }).netliftBeforeReset = true;
      });
      await cdp.send("ServiceWorker.stopAllWorkers");
      await cdp.send("ServiceWorker.startWorker", { scopeURL });
      // the worker running now is a new one: its memory starts empty (an evaluate may still reach the old one
      // as it stops, or fail as it goes: asked again)
      await expect
        .poll(
          async () =>
            (await serviceWorker())
              .evaluate(() => (globalThis as unknown as { netliftBeforeReset?: boolean }).netliftBeforeReset ?? false)
              .catch(() => true),
          { message: "the extension's service worker started anew, its memory empty", timeout: 20_000 },
        )
        .toBe(false);
      await cdp.send("ServiceWorker.disable");
      await context.clearCookies();
      for (const origin of origins) await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
      origins.clear();
      await cdp.send("Network.clearBrowserCache");
      await context.clearPermissions();
      await context.unrouteAll({ behavior: "ignoreErrors" });
      defaultTimeouts();
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The extension APIs the reset calls in the service worker. */
interface ExtensionApi {
  storage: Record<"local" | "session" | "sync", { clear(): Promise<void> }>;
  alarms: { clearAll(): Promise<boolean> };
}
