/**
 * What `npm install` may do and where it runs, read from the lock file: every package accepts the Node
 * version package.json promises, and every install script has been reviewed in allowScripts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  engines?: { node?: string };
  hasInstallScript?: boolean;
}

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockedPackage> };
const locked = Object.entries(lock.packages).filter(
  ([path]) => path.startsWith("node_modules/") || path.includes("/node_modules/"),
);
const nameOf = (path: string) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveLocked(from: string, name: string): string | null {
  for (let base = from; ;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

describe("install", () => {
  it("every locked package runs on the oldest Node that package.json (and the README) promise", () => {
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    expect(oldest).toBe("20.19.0");
    const refusing = locked
      .filter(([, info]) => info.engines?.node && !semver.satisfies(oldest, info.engines.node, { includePrerelease: true }))
      .map(([path, info]) => `${nameOf(path)}@${info.version} wants node ${info.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it("records every platform's optional packages, so `npm ci` accepts the lock file on Linux, macOS and Windows", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, info]) =>
      Object.keys(info.optionalDependencies ?? {})
        .filter((name) => !resolveLocked(path, name))
        .map((name) => `${nameOf(path) || "(root)"} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("every package with an install script is allowed or denied in allowScripts", () => {
    const scripted = [...new Set(locked.filter(([, info]) => info.hasInstallScript).map(([path]) => nameOf(path)))];
    expect(scripted.length).toBeGreaterThan(0);
    expect(scripted.filter((name) => !(name in pkg.allowScripts))).toEqual([]);
  });
});
