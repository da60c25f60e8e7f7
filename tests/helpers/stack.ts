/**
 * A real PocketBase (temporary data dir, free port, this repository's migrations and hooks) with a
 * real SMTP capture server in front of it. Every integration and e2e test runs against one.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailCatcher } from "../../scripts/lib/mailcatcher.mjs";
import { DIST_DIR, freePort, migrateUp, startPocketBase, stopProcess } from "../../scripts/lib/pocketbase.mjs";
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

export async function startStack(options: StackOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "netlift-pb-"));
  const mail = await startMailCatcher();
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    APP_URL: `http://127.0.0.1:${port}`,
    SMTP_HOST: mail.host,
    SMTP_PORT: String(mail.port),
    SMTP_TLS: "false",
    PB_ADMIN_EMAIL: ADMIN.email,
    PB_ADMIN_PASSWORD: ADMIN.password,
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
    ...options.env,
  };
  await migrateUp(dataDir, env, options.migrationsDir);
  const publicDir = options.publicDir ?? DIST_DIR;
  let pb = await startPocketBase({ dataDir, port, env, publicDir, migrationsDir: options.migrationsDir });
  let adminToken = "";

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
        adminToken = ""; // that process runs the bootstrap hook too, which ends admin sessions (see restart)
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    /** Stops and starts PocketBase on the same data directory, applying any new migration first; `envChanges` stay for later restarts. */
    async restart(envChanges: Record<string, string> = {}) {
      Object.assign(env, envChanges);
      await stopProcess(pb.child);
      await migrateUp(dataDir, env);
      pb = await startPocketBase({ dataDir, port, env, publicDir });
      adminToken = ""; // the bootstrap hook sets the admin password again, which ends its sessions
    },
    async stop() {
      await stopProcess(pb.child);
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}
