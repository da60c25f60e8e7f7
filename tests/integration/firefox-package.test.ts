/**
 * The Firefox package as addons.mozilla.org reads it: Mozilla's own linter (npm addons-linter, which
 * AMO runs on every upload; offline, no browser) on the Firefox build `npm test` makes (Plasmo's
 * firefox-mv3 target, tag e2e, pointed at the test server: the same manifest as the production build's
 * but for the API origin). No errors; and the manifest has what Firefox needs: a fixed add-on id, a
 * background it runs (scripts: Firefox has no extension service workers), and data_collection_permissions
 * that say what the disclosure says.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIREFOX_DATA_COLLECTION } from "../../src/core/disclosure";
import { E2E_FIREFOX_EXTENSION_DIR } from "../e2e/support/paths";

const BUILD = E2E_FIREFOX_EXTENSION_DIR;
const ZIP = `${BUILD}.zip`;

interface LinterMessage {
  code: string;
  message: string;
  file?: string;
}
interface LinterResult {
  errors: LinterMessage[];
  warnings: LinterMessage[];
  notices: LinterMessage[];
}

interface Linter {
  createInstance(options: { config: Record<string, unknown>; runAsBinary: boolean }): { run(): Promise<LinterResult> };
}

async function lint(path: string): Promise<LinterResult> {
  // CommonJS, without type declarations
  const linter = createRequire(import.meta.url)("addons-linter") as Linter;
  const instance = linter.createInstance({
    config: {
      _: [path],
      logLevel: "fatal",
      stack: false,
      pretty: false,
      warningsAsErrors: false,
      metadata: false,
      output: "none",
      boring: true,
      selfHosted: false,
    },
    runAsBinary: false,
  });
  return instance.run();
}

const manifest = () =>
  JSON.parse(readFileSync(join(BUILD, "manifest.json"), "utf8")) as {
    host_permissions: string[];
    background: { scripts?: string[]; service_worker?: string };
    browser_specific_settings?: {
      gecko?: { id?: string; strict_min_version?: string; data_collection_permissions?: { required: string[] } };
      gecko_android?: { strict_min_version?: string };
    };
  };

describe("the Firefox package", () => {
  it("is built (npm test builds it: plasmo build --target=firefox-mv3 --tag=e2e --zip)", () => {
    expect(existsSync(join(BUILD, "manifest.json")), `${BUILD} missing: run npm test's Firefox build step`).toBe(true);
    expect(existsSync(ZIP), `${ZIP} missing`).toBe(true);
  });

  it("passes Mozilla's addons-linter with no error, and without the warnings a reviewer would raise about the manifest", async () => {
    const result = await lint(ZIP);
    expect(result.errors).toEqual([]);
    const codes = result.warnings.map((w) => w.code);
    // the two the Chrome package got: a host permission Firefox cannot read, data collection undeclared
    expect(codes).not.toContain("MANIFEST_HOST_PERMISSIONS");
    expect(codes).not.toContain("MISSING_DATA_COLLECTION_PERMISSIONS");
    // nor any about the manifest: what is left is React's and a job description's innerHTML (docs/store/README.md)
    expect(result.warnings.filter((w) => w.file === "manifest.json")).toEqual([]);
  }, 120_000);

  it("has a fixed add-on id, a background Firefox runs, and declares the data the disclosure names", () => {
    const m = manifest();
    const gecko = m.browser_specific_settings?.gecko;
    expect(gecko?.id).toBe("netlift@netlift.app");
    expect(gecko?.data_collection_permissions?.required).toEqual([...FIREFOX_DATA_COLLECTION]);
    // Firefox reads data_collection_permissions from 140 on the desktop (ESR 140 included), 142 on Android
    expect(gecko?.strict_min_version).toBe("140.0");
    expect(m.browser_specific_settings?.gecko_android?.strict_min_version).toBe("142.0");
    expect(m.background.scripts?.length).toBe(1);
    expect(existsSync(join(BUILD, m.background.scripts![0]!))).toBe(true);
    // the API host it was built for (any port: Firefox matches no URL by a pattern's port), not Plasmo's placeholder
    expect(m.host_permissions).toEqual(["https://www.linkedin.com/*", "http://127.0.0.1/*"]); // npm test builds for http://127.0.0.1:<port>
    expect(m.host_permissions.every((p) => /^https?:\/\/[^/:]+\/\*$/.test(p))).toBe(true);
  });
});
