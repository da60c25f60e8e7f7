/**
 * The release bundle as a self-hoster runs it: `npm run package`'s tarball unpacked into a folder outside
 * the repository (no node_modules anywhere above it), started with its start.sh on a free port with an
 * SMTP capture. Then: health, sign-up with its e-mail, data kept across a restart, the default backup
 * schedule, and a backup restored through the admin API that brings a deleted account back.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher } from "../../scripts/lib/mailcatcher.mjs";
import { freePort, stopProcess } from "../../scripts/lib/pocketbase.mjs";
import { packageRelease } from "../../scripts/package.mjs";
import { COMMON_PASSWORD_MESSAGE } from "../../src/core/passwords";
import { createUser, signIn, signupBody } from "../helpers/accounts";
import { ADMIN, adminLogin, jsonRequest, type ApiClient } from "../helpers/client";
import { E2E_EXTENSION_DIR, E2E_FIREFOX_EXTENSION_DIR } from "../e2e/support/paths";

let root: string;
let folder: string;
/** the start's PATH: the system's commands, but no Node (a server with the bundle has none) */
let systemBin: string;

/** A folder of links to every command of /usr/bin and /bin but node, npm, npx and corepack. */
function binWithoutNode(dir: string): string {
  mkdirSync(dir);
  for (const from of ["/usr/bin", "/bin"]) {
    if (!existsSync(from)) continue;
    for (const name of readdirSync(from)) {
      if (/^(node|nodejs|npm|npx|corepack)$/.test(name) || existsSync(join(dir, name))) continue;
      symlinkSync(join(from, name), join(dir, name));
    }
  }
  return dir;
}
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: ChildProcess | null = null;
let output = "";
let client: ApiClient & { start(): Promise<void>; stop(): Promise<void> };

async function healthy(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`start.sh exited ${server.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy within ${timeoutMs} ms:\n${output}`);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "netlift-release-"));
  // the site and the extension's two zips are the ones `npm test` built (other tests use them meanwhile): the same
  // Plasmo builds as the release's but for the API origin (npm run package builds them with APP_URL's)
  const tarball = await packageRelease({
    skipSiteBuild: true,
    extensionZips: { chrome: `${E2E_EXTENSION_DIR}.zip`, firefox: `${E2E_FIREFOX_EXTENSION_DIR}.zip` },
    outDir: root,
  });
  expect(spawnSync("tar", ["-xzf", tarball, "-C", root]).status).toBe(0);
  folder = join(root, "netlift");
  systemBin = binWithoutNode(join(root, "bin"));
  mail = await startMailCatcher();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let adminToken = "";
  client = {
    url,
    mail,
    request: (path, init) => jsonRequest(url, path, init),
    async adminToken() {
      adminToken ||= await adminLogin(url);
      return adminToken;
    },
    async start() {
      output = "";
      adminToken = "";
      // only what an operator would set: no Node, no repository paths
      server = spawn("sh", [join(folder, "start.sh")], {
        cwd: root,
        env: {
          PATH: systemBin,
          PORT: String(port),
          SMTP_HOST: mail.host,
          SMTP_PORT: String(mail.port),
          SMTP_TLS: "false",
          PB_ADMIN_EMAIL: ADMIN.email,
          PB_ADMIN_PASSWORD: ADMIN.password,
          LLM_BASE_URL: "off",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      server.stdout?.on("data", (d) => (output += d));
      server.stderr?.on("data", (d) => (output += d));
      await healthy(url);
    },
    async stop() {
      if (server) await stopProcess(server);
      server = null;
    },
  };
  await client.start();
}, 180_000);

afterAll(async () => {
  await client?.stop();
  await mail?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("the release bundle", () => {
  it("is one folder with the binary, hooks, migrations, site, extension zips (Chrome and Edge, Firefox), start.sh and a README, and no Node", () => {
    expect(readdirSync(folder).sort()).toEqual(
      [
        ".env.example",
        "README.md",
        "netlift-extension.zip",
        "netlift-extension-firefox.zip",
        "pb_data",
        "pb_hooks",
        "pb_migrations",
        "pocketbase",
        "public",
        "start.sh",
      ].sort(),
    );
    expect(existsSync(join(folder, "public/index.html"))).toBe(true);
    for (let dir = folder; dir !== dirname(dir); dir = dirname(dir))
      expect(existsSync(join(dir, "node_modules")), dir).toBe(false);
    // and start.sh runs where no Node is found (the other tests start it with this PATH)
    expect(
      spawnSync("sh", ["-c", "command -v node || command -v npm || echo none"], {
        env: { PATH: systemBin },
        encoding: "utf8",
      }).stdout.trim(),
    ).toBe("none");
  });

  it("serves the site and the API, signs up with a verification e-mail, and keeps the account across a restart", async () => {
    expect((await fetch(`${client.url}/`)).status).toBe(200);
    const user = await createUser(client, { signUp: true });
    await client.stop();
    await client.start();
    const auth = await signIn(client, user.email, user.password);
    const me = await client.request("/api/me", { token: auth.token });
    expect(me.body).toMatchObject({ email: user.email, verified: true, plan: "free" });
    expect(existsSync(join(folder, "pb_data/data.db"))).toBe(true);
  });

  it("ships the list of common passwords: sign-up refuses one", async () => {
    expect(existsSync(join(folder, "pb_hooks/lib/common-passwords.txt"))).toBe(true);
    const res = await client.request("/api/signup", {
      body: signupBody({ password: "Password1", passwordConfirm: "Password1" }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_input", field: "password", message: COMMON_PASSWORD_MESSAGE });
  });

  it("has none of the tests' routes (tests/pb_hooks), not even for an admin", async () => {
    const token = await client.adminToken();
    for (const path of ["/api/test/accounts", "/api/test/env"])
      expect((await client.request(path, { body: {}, token })).status, path).toBe(404);
    expect(existsSync(join(folder, "pb_hooks/test-controls.pb.js"))).toBe(false);
  });

  it("schedules backups by default: daily, the last 7 kept", async () => {
    const settings = await client.request("/api/settings", { token: await client.adminToken() });
    expect(settings.status).toBe(200);
    expect(settings.body.backups).toMatchObject({ cron: "0 3 * * *", cronMaxKeep: 7, s3: { enabled: false } });
  });

  it("a backup made through the admin API and restored brings a deleted account back", async () => {
    const user = await createUser(client, { signUp: true });
    const token = await client.adminToken();
    expect((await client.request("/api/backups", { body: { name: "before_delete.zip" }, token })).status).toBe(204);
    const backups = await client.request<{ key: string }[]>("/api/backups", { token });
    expect(backups.body.map((b) => b.key)).toContain("before_delete.zip");

    expect((await client.request(`/api/collections/users/records/${user.id}`, { method: "DELETE", token })).status).toBe(204);
    await expect(signIn(client, user.email, user.password)).rejects.toThrow(/sign-in failed/);

    expect((await client.request("/api/backups/before_delete.zip/restore", { method: "POST", token })).status).toBe(204);
    // PocketBase replaces its data and restarts itself in place (same process)
    await new Promise((r) => setTimeout(r, 1500));
    await healthy(client.url);
    const auth = await signIn(client, user.email, user.password);
    expect(auth.record.id).toBe(user.id);
  });
});
