/**
 * The release bundle's start.sh (pocketbase/start.sh, also the Docker image's entrypoint) starts
 * PocketBase exactly as `npm start` and the tests do (scripts/lib/pocketbase.mjs), reads .env, and lets
 * the environment win over it. Run with a stand-in binary that prints its arguments.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commonArgs, ROOT, SERVER_ENV, serveArgs } from "../../scripts/lib/pocketbase.mjs";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "netlift-start-sh-"));
  copyFileSync(join(ROOT, "pocketbase/start.sh"), join(dir, "start.sh"));
  writeFileSync(join(dir, "pocketbase"), '#!/bin/sh\nprintf "%s\\n" "$*"\n');
  chmodSync(join(dir, "pocketbase"), 0o755);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The two command lines start.sh runs (migrate, then serve), with an environment of exactly `env`. */
function run(env: Record<string, string>, dotenv?: string) {
  if (dotenv !== undefined) writeFileSync(join(dir, ".env"), dotenv);
  const out = execFileSync("sh", [join(dir, "start.sh")], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const [migrate, serve] = out.trim().split("\n");
  return { migrate: migrate!.split(" "), serve: serve!.split(" ") };
}

/** serveArgs' flags with this bundle's folders in place of the repository's. */
function expectedServe(env: Record<string, string>, host: string, port: number, dataDir: string) {
  return serveArgs({ dataDir, host, port, publicDir: join(dir, "public"), env })
    .map((arg) => arg.replace(`${ROOT}/pocketbase/`, `${dir}/`))
    .map((arg) => (arg.startsWith("--hooksDir=") ? `--hooksDir=${dir}/pb_hooks` : arg))
    .map((arg) => (arg.startsWith("--migrationsDir=") ? `--migrationsDir=${dir}/pb_migrations` : arg));
}

describe("start.sh", () => {
  it("serves with the same flags as npm start, its folders beside it, data in ./pb_data by default", () => {
    const { migrate, serve } = run({ SMTP_HOST: "smtp.example" });
    expect(serve).toEqual(expectedServe({}, "127.0.0.1", 8090, `${dir}/pb_data`));
    expect(migrate).toEqual([
      "migrate",
      "up",
      `--dir=${dir}/pb_data`,
      `--hooksDir=${dir}/pb_hooks`,
      `--migrationsDir=${dir}/pb_migrations`,
      ...commonArgs({}),
    ]);
  });

  it("honours HOST, PORT, APP_URL, PB_DATA_DIR, CORS_ORIGINS, PB_DEV and PB_HOOKS_POOL", () => {
    const env = {
      HOST: "0.0.0.0",
      PORT: "9100",
      APP_URL: "https://netlift.example/",
      PB_DATA_DIR: "/var/lib/netlift",
      PB_DEV: "1",
      PB_HOOKS_POOL: "64",
      SMTP_HOST: "x",
    };
    expect(run(env).serve).toEqual(expectedServe(env, "0.0.0.0", 9100, "/var/lib/netlift"));
    const widened = { ...env, CORS_ORIGINS: "https://a.example, https://b.example/" };
    expect(run(widened).serve).toContain("--origins=https://a.example,https://b.example");
  });

  it("reads .env beside it (comments, quotes, export), and the environment wins over it", () => {
    const dotenv = [
      "# settings",
      "export PORT=9200",
      'APP_URL="https://from-dotenv.example"',
      "HOST='10.0.0.5'",
      "PB_DATA_DIR=/data # where",
      "NOT VALID LINE",
    ].join("\n");
    const { serve } = run({ PORT: "9300", SMTP_HOST: "x" }, dotenv);
    expect(serve).toContain("--http=10.0.0.5:9300");
    expect(serve).toContain("--dir=/data");
    expect(serve).toContain("--origins=https://from-dotenv.example");
  });

  it("gives PocketBase the Go settings npm start does (GOGC, GOMEMLIMIT), and the environment wins", () => {
    // a stand-in that prints the Go settings it was started with
    writeFileSync(join(dir, "pocketbase"), '#!/bin/sh\nprintf "GOGC=%s GOMEMLIMIT=%s\\n" "$GOGC" "$GOMEMLIMIT"\n');
    const settings = (env: Record<string, string>) =>
      execFileSync("sh", [join(dir, "start.sh")], {
        env: { PATH: process.env.PATH ?? "", SMTP_HOST: "x", ...env },
        encoding: "utf8",
      })
        .trim()
        .split("\n")[1];
    expect(settings({})).toBe(`GOGC=${SERVER_ENV.GOGC} GOMEMLIMIT=${SERVER_ENV.GOMEMLIMIT}`);
    expect(settings({ GOMEMLIMIT: "700MiB" })).toBe(`GOGC=${SERVER_ENV.GOGC} GOMEMLIMIT=700MiB`);
  });

  it("refuses a PB_HOOKS_POOL that is not a whole number from 1 to 9999, before it migrates anything", () => {
    for (const bad of ["0", "lots", "10000", "-1"]) {
      const result = spawnSync("sh", [join(dir, "start.sh")], {
        env: { PATH: process.env.PATH ?? "", SMTP_HOST: "x", PB_HOOKS_POOL: bad },
        encoding: "utf8",
      });
      expect(result.status, bad).toBe(1);
      expect(result.stdout, bad).toBe(""); // the stand-in binary never ran: no migrate, no serve
      expect(result.stderr).toContain(
        `PB_HOOKS_POOL must be a whole number from 1 to 9999 (PocketBase's JS engines), not "${bad}".`,
      );
    }
  });

  it("warns when no SMTP server is configured (PocketBase would silently try sendmail)", () => {
    const result = execFileSync("sh", ["-c", `sh "${join(dir, "start.sh")}" 2>&1 >/dev/null`], {
      env: { PATH: process.env.PATH ?? "" },
      encoding: "utf8",
    });
    expect(result).toMatch(/SMTP_HOST is not set/);
  });
});
