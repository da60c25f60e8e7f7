/**
 * A real PocketBase (temporary data dir, free port, this repository's migrations and hooks) with a
 * real SMTP capture server in front of it. Every integration and e2e test runs against one.
 */
import bcrypt from "bcryptjs";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailCatcher } from "../../scripts/lib/mailcatcher.mjs";
import { DIST_DIR, freePort, migrateUp, startPocketBase, stopProcess } from "../../scripts/lib/pocketbase.mjs";
import { copyOfMigratedTemplate } from "./migrated-template";
import { testHooksDir } from "./test-hooks";
import { ADMIN, adminLogin, jsonRequest, type RequestInit } from "./client";

export { ADMIN };

export interface StackOptions {
  env?: Record<string, string>;
  port?: number;
  publicDir?: string;
  /** start from another set of migrations (tests of data migrations); restart() applies the real ones */
  migrationsDir?: string;
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

let adminHash: string | undefined;
/** ADMIN's password hashed at bcrypt's lowest cost, once: the stacks' admin (tests/pb_hooks/test-controls.pb.js). */
const adminPasswordHash = () => (adminHash ??= bcrypt.hashSync(ADMIN.password, 4));

export async function startStack(options: StackOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "netlift-pb-"));
  const mail = await startMailCatcher();
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    APP_URL: `http://127.0.0.1:${port}`,
    SMTP_HOST: mail.host,
    SMTP_PORT: String(mail.port),
    SMTP_TLS: "false",
    // the admin's address (also the operator's, where drift alerts go), its password hashed at bcrypt's lowest
    // cost by the test hooks (tests/pb_hooks/test-controls.pb.js) instead of by the bootstrap (PB_ADMIN_PASSWORD)
    PB_ADMIN_EMAIL: ADMIN.email,
    NETLIFT_TEST_ADMIN_PASSWORD_HASH: adminPasswordHash(),
    // tests create many accounts from one address: abuse limits are tested on their own
    RATE_LIMIT_ASSIST_USER: "100000",
    RATE_LIMIT_ASSIST_IP: "100000",
    RATE_LIMIT_SIGNIN_IP: "100000",
    RATE_LIMIT_SIGNIN_NETWORK: "100000",
    RATE_LIMIT_ADMIN_SIGNIN_IP: "100000",
    RATE_LIMIT_VERIFICATION_IP: "100000",
    RATE_LIMIT_MAIL_ADDRESS: "100000",
    MAIL_ADDRESS_WAITS: "0",
    RATE_LIMIT_EXTENSION_PACK_IP: "100000",
    RATE_LIMIT_SIGNUP_IP: "100000",
    RATE_LIMIT_MESSAGES_IP: "100000",
    RATE_LIMIT_RESET_IP: "100000",
    RATE_LIMIT_RESET_EMAIL: "100000",
    RATE_LIMIT_BILLING_USER: "100000",
    RATE_LIMIT_BILLING_IP: "100000",
    RATE_LIMIT_ACCOUNT_DELETION_USER: "100000",
    RATE_LIMIT_ACCOUNT_DELETION_IP: "100000",
    LLM_BASE_URL: "off",
    // JS engines made ready at start: a test stack never holds the production pool's 128 requests at once (a
    // request past the pool's size gets an engine of its own, the same hooks), and each engine made costs CPU at
    // start, about 85 ms a stack for 128 against 8 (2026-11-30), some 50 stacks a run
    PB_HOOKS_POOL: "8",
    ...options.env,
  };
  // a copy of one data folder the real migrations made (helpers/migrated-template.ts): the same database as
  // `migrate up` makes, without a process and a dozen migrations per stack. Tests of data migrations, and
  // settings encrypted at rest (which `migrate up` would write encrypted), migrate their own.
  if (options.migrationsDir || env.PB_ENCRYPTION_KEY) await migrateUp(dataDir, env, options.migrationsDir);
  else await copyOfMigratedTemplate(dataDir);
  const publicDir = options.publicDir ?? DIST_DIR;
  // the real hooks and the test-only routes (helpers/test-hooks.ts)
  const hooksDir = await testHooksDir();
  let pb = await startPocketBase({ dataDir, port, env, publicDir, migrationsDir: options.migrationsDir, hooksDir });
  let adminToken = "";
  const started = { ...env };
  const changed = new Set<string>();

  const stack = {
    url: pb.url,
    dataDir,
    mail,
    output: () => pb.output(),
    /** PocketBase's process id (tests that read its CPU time from /proc) */
    pid: () => pb.child.pid!,
    /** JSON request to the server; returns status, parsed body and headers. */
    request<T = any>(path: string, init: RequestInit = {}) {
      return jsonRequest<T>(pb.url, path, init);
    },
    async adminToken() {
      adminToken ||= await adminLogin(pb.url);
      return adminToken;
    },
    /**
     * Runs one SQL statement on the database behind the running server's back: a one-off migration in
     * another process, which fires none of the server's hooks (tests of what the server remembers).
     */
    async sqlBehindTheServer(statement: string) {
      const dir = mkdtempSync(join(tmpdir(), "netlift-sql-"));
      try {
        writeFileSync(
          join(dir, `${Date.now()}_sql.js`),
          `migrate((db) => { db.newQuery(${JSON.stringify(statement)}).execute(); });\n`,
        );
        await migrateUp(dataDir, env, dir);
        adminToken = ""; // signed in again, as after a restart
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    /**
     * Sets environment variables of the running server ("" unsets one) and forgets every rate-limit count
     * (POST /api/test/env): a limit set here holds from the next request on, as one set at start would.
     */
    async setEnv(vars: Record<string, string>) {
      const res = await jsonRequest(pb.url, "/api/test/env", { body: vars, token: await stack.adminToken() });
      if (res.status !== 200) throw new Error(`setting the server's environment failed: ${res.status} ${res.text}`);
      for (const name of Object.keys(vars)) changed.add(name);
    },
    /** Sets every variable setEnv changed back to its value at start, and forgets every rate-limit count. */
    async resetEnv() {
      await stack.setEnv(Object.fromEntries([...changed].map((name) => [name, started[name] ?? ""])));
    },
    /** Stops and starts PocketBase on the same data directory, applying any new migration first; `envChanges` stay for later restarts. */
    async restart(envChanges: Record<string, string> = {}) {
      Object.assign(env, envChanges);
      await stopProcess(pb.child);
      await migrateUp(dataDir, env);
      pb = await startPocketBase({ dataDir, port, env, publicDir, hooksDir });
      adminToken = ""; // signed in again on the new process (cheap: the stacks' admin is hashed at bcrypt's lowest cost)
    },
    async stop() {
      await stopProcess(pb.child);
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}
