/**
 * PocketBase as every start path runs it: no dev mode unless PB_DEV=1 (PocketBase 0.22 turns it on by
 * itself for a binary under the temp folder, and then prints SQL and the settings' signing secrets),
 * settings encrypted at rest with PB_ENCRYPTION_KEY, and CORS limited to APP_URL.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, pocketbaseBinary } from "../../scripts/lib/pocketbase.mjs";
import { createUser } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

/** A line of PocketBase's dev-mode SQL log. */
const SQL_LINE = /^\s*(\[\d+(\.\d+)?ms\]\s*)?(SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA|BEGIN|COMMIT)\b/im;
const AUTH_SECRET = /"recordAuthToken":\{"secret":"([^"]+)"/;

/** Whether the database files hold `text` anywhere, free pages and the write-ahead log included. */
function storedAnywhere(dataDir: string, text: string): boolean {
  return ["data.db", "data.db-wal"]
    .map((file) => join(dataDir, file))
    .some((file) => existsSync(file) && readFileSync(file, "latin1").includes(text));
}

describe("a server started from a copy under the temp folder", () => {
  let binDir: string;
  let stack: Stack;

  beforeAll(async () => {
    binDir = mkdtempSync(join(tmpdir(), "netlift-bin-"));
    const copy = join(binDir, "pocketbase");
    copyFileSync(pocketbaseBinary(), copy);
    // PB_DEV=1 first: proves this test can see SQL and secrets where PocketBase prints them
    stack = await startStack({ env: { POCKETBASE_BIN: copy, PB_DEV: "1" } });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(binDir, { recursive: true, force: true });
  });

  it("prints SQL and the token-signing secret only when PB_DEV=1 asks for dev mode", async () => {
    const devOutput = stack.output();
    expect(devOutput).toMatch(SQL_LINE);
    const secret = AUTH_SECRET.exec(devOutput)?.[1];
    expect(secret).toBeTruthy();
    // without a key the settings are stored as plain JSON (the encrypted case below must differ)
    expect(storedAnywhere(stack.dataDir, '"recordAuthToken"')).toBe(true);
    expect(storedAnywhere(stack.dataDir, "no-reply@netlift.app")).toBe(true);

    await stack.restart({ PB_DEV: "" });
    await createUser(stack); // sign-up, verification and sign-in: SQL on every step
    const output = stack.output();
    expect(output).toContain("Server started");
    expect(output).not.toMatch(SQL_LINE);
    expect(output).not.toContain(secret!);
    expect(output).not.toMatch(/"secret"|smtp|recordAuthToken/i);
  });
});

describe("settings encrypted at rest", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { PB_ENCRYPTION_KEY: "k".repeat(16) + "0123456789abcdef" } });
  });
  afterAll(() => stack?.stop());

  it("stores no readable settings, not even in free pages, and still reads them (mail goes out) across a restart", async () => {
    const before = await createUser(stack);
    expect(storedAnywhere(stack.dataDir, '"recordAuthToken"')).toBe(false);
    expect(storedAnywhere(stack.dataDir, "no-reply@netlift.app")).toBe(false); // the sender, part of the settings
    await stack.restart();
    await createUser(stack);
    // the signing secret survives restarts: a session from before still works
    expect((await stack.request("/api/me", { token: before.token })).status).toBe(200);
    expect(storedAnywhere(stack.dataDir, '"recordAuthToken"')).toBe(false);
  });

  it("refuses to start with a key that is not 32 characters, saying why", async () => {
    await expect(stack.restart({ PB_ENCRYPTION_KEY: "too-short" })).rejects.toThrow(
      /PB_ENCRYPTION_KEY must be exactly 32 characters \(it has 9\)/,
    );
  });
});

describe("CORS", () => {
  let stack: Stack;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    stack = await startStack({ port, env: { APP_URL: `http://localhost:${port}/` } });
  });
  afterAll(() => stack?.stop());

  const preflight = (origin: string) =>
    stack.request("/api/assist", {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });

  it("allows APP_URL's origin only", async () => {
    const own = `http://localhost:${port}`;
    expect((await stack.request("/api/health", { headers: { origin: own } })).headers.get("access-control-allow-origin")).toBe(
      own,
    );
    expect((await preflight(own)).headers.get("access-control-allow-origin")).toBe(own);
    for (const origin of ["https://www.linkedin.com", "https://evil.example", "null"]) {
      expect((await stack.request("/api/health", { headers: { origin } })).headers.get("access-control-allow-origin")).toBeNull();
      expect((await preflight(origin)).headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("widens to the origins CORS_ORIGINS lists", async () => {
    await stack.restart({ CORS_ORIGINS: "https://a.example, https://b.example/" });
    for (const origin of ["https://a.example", "https://b.example"]) {
      expect((await preflight(origin)).headers.get("access-control-allow-origin")).toBe(origin);
    }
    expect((await preflight(`http://localhost:${port}`)).headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("scheduled backups from the environment", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      env: {
        BACKUP_CRON: "30 2 * * 0",
        BACKUP_KEEP: "4",
        BACKUP_S3_ENDPOINT: "https://s3.example.net",
        BACKUP_S3_BUCKET: "netlift-backups",
        BACKUP_S3_REGION: "eu-central-1",
        BACKUP_S3_ACCESS_KEY: "AKIAEXAMPLE",
        BACKUP_S3_SECRET: "s3-secret-value",
        BACKUP_S3_FORCE_PATH_STYLE: "true",
      },
    });
  });
  afterAll(() => stack?.stop());

  it("set the schedule, how many are kept and the S3 storage", async () => {
    const settings = await stack.request("/api/settings", { token: await stack.adminToken() });
    expect(settings.body.backups).toMatchObject({
      cron: "30 2 * * 0",
      cronMaxKeep: 4,
      s3: {
        enabled: true,
        endpoint: "https://s3.example.net",
        bucket: "netlift-backups",
        region: "eu-central-1",
        accessKey: "AKIAEXAMPLE",
        forcePathStyle: true,
      },
    });
  });

  it("BACKUP_CRON=off turns them off; a cron that is not one stops the start, naming it", async () => {
    await stack.restart({ BACKUP_CRON: "off" });
    expect((await stack.request("/api/settings", { token: await stack.adminToken() })).body.backups.cron).toBe("");
    await expect(stack.restart({ BACKUP_CRON: "every day" })).rejects.toThrow(/BACKUP_CRON="every day".*invalid cron expression/);
  });
});
