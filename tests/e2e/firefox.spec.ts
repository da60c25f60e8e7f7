/**
 * The Firefox package in a real Firefox: `FIREFOX_PATH`, else Debian's `/usr/bin/firefox-esr`. Playwright drives only its own patched Firefox, which no test may download, and its BiDi
 * mode needs a newer Firefox than the ESR; so this drives Firefox through Marionette, its own remote
 * protocol (length-prefixed JSON over TCP, no client library). The Firefox build `npm test` makes (tag e2e,
 * a copy pointed at the worker's server) is installed as a temporary add-on; LinkedIn's hosts are tunnelled to the
 * tests' LinkedIn server by a local CONNECT proxy; then the consent flow runs as in Chromium: sign in
 * in the popup, a click before agreeing shows the disclosure and sends nothing, agreeing answers, and "What
 * was sent" shows the page's facts. Without a Firefox it fails, saying how to install one (as for Chromium).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertFirefox, firefoxPath } from "../../scripts/lib/firefox.mjs";
import { freePort, stopProcess } from "../../scripts/lib/pocketbase.mjs";
import { providerName } from "../../src/core/disclosure";
import { adminGet, createUser } from "../helpers/accounts";
import { retargetedExtension } from "./support/extension-browser";
import { E2E_FIREFOX_EXTENSION_DIR } from "./support/paths";
import { llmRequestCount } from "./support/popup";
import { server } from "./support/remote";
import { expect, test } from "./support/worker-stack";

const FIREFOX = firefoxPath();
const EXTENSION_DIR = E2E_FIREFOX_EXTENSION_DIR;
const ADDON_ID = "netlift@netlift.app";

test.beforeAll(() => assertFirefox());

/** Marionette: `<length>:<json>` packets; commands [0, id, name, params], answers [1, id, error, result]. */
class Marionette {
  private next = 1;
  private buffer = Buffer.alloc(0);
  private readonly waiting = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const colon = this.buffer.indexOf(":");
        if (colon < 0) return;
        const length = Number(this.buffer.subarray(0, colon).toString());
        if (this.buffer.length < colon + 1 + length) return;
        const packet = JSON.parse(this.buffer.subarray(colon + 1, colon + 1 + length).toString()) as unknown;
        this.buffer = this.buffer.subarray(colon + 1 + length);
        if (!Array.isArray(packet)) continue; // the greeting
        const [, id, error, result] = packet as [number, number, { error: string; message: string } | null, unknown];
        const entry = this.waiting.get(id);
        this.waiting.delete(id);
        if (error) entry?.reject(new Error(`${error.error}: ${error.message}`));
        else entry?.resolve(result);
      }
    });
  }
  /** Connects once Firefox listens (it opens the port a moment after it starts). */
  static async connect(port: number, exited: () => string | null): Promise<Marionette> {
    for (;;) {
      const socket = await new Promise<Socket | null>((resolve) => {
        const s = connect(port, "127.0.0.1", () => resolve(s)).once("error", () => resolve(null));
      });
      if (socket) return new Marionette(socket);
      const output = exited();
      if (output !== null) throw new Error(`Firefox exited:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  send<T = any>(name: string, params: object = {}): Promise<T> {
    const id = this.next++;
    const text = JSON.stringify([0, id, name, params]);
    this.socket.write(`${Buffer.byteLength(text)}:${text}`);
    return new Promise<T>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }
  close() {
    this.socket.destroy();
  }
}

/** Tunnels CONNECT *.linkedin.com:443 to the tests' LinkedIn server (Chromium gets --host-resolver-rules instead). */
function linkedinProxy(port: number): Promise<{ server: Server; port: number }> {
  const proxy = createServer((client) => {
    client.once("data", (head) => {
      const [, host] = /^CONNECT ([^\s:]+):443 /.exec(String(head)) ?? [];
      if (!host || !/(^|\.)linkedin\.com$/.test(host)) return void client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      const upstream = connect(port, "127.0.0.1", () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
    });
  });
  return new Promise((resolve) =>
    proxy.listen(0, "127.0.0.1", () => resolve({ server: proxy, port: (proxy.address() as { port: number }).port })),
  );
}

/** Runs `body` (a function body; `return` a value or a promise) in the page shown. */
const inPage = <T>(firefox: Marionette, body: string, ...args: unknown[]) =>
  firefox.send<{ value: T }>("WebDriver:ExecuteScript", { script: body, args }).then((r) => r.value);

/** Waits until `condition` (an expression) is true in the page shown: Firefox draws the helper when it is ready. */
const until = (firefox: Marionette, condition: string) =>
  expect.poll(() => inPage<boolean>(firefox, `return Boolean(${condition});`), { timeout: 20_000 }).toBe(true);

/** The profile helper's shadow root (open), and a button in it by its text, as page expressions. */
const HELPER = `document.querySelector('[data-netlift="profile"]')?.shadowRoot`;
const button = (label: string) =>
  `[...(${HELPER}?.querySelectorAll("button") ?? [])].find((b) => b.textContent.includes(${JSON.stringify(label)}))`;

test("Firefox: the package installs; a click before agreeing shows the disclosure and sends nothing; agreeing answers, with what was sent", async () => {
  test.setTimeout(120_000);
  expect(existsSync(join(EXTENSION_DIR, "manifest.json")), `${EXTENSION_DIR} is not built: npm test builds it`).toBe(true);
  // the package pointed at this worker's server (its manifest's API permission is for any port of the host)
  const extensionDir = retargetedExtension(server.url, EXTENSION_DIR);
  const profile = mkdtempSync(join(tmpdir(), "netlift-firefox-"));
  const uuid = randomUUID();
  const proxy = await linkedinProxy(Number(process.env.E2E_LINKEDIN_PORT));
  const port = await freePort();
  const prefs: Record<string, string | number | boolean> = {
    "marionette.port": port,
    // the popup's address: moz-extension://<uuid>/ (random per profile otherwise)
    "extensions.webextensions.uuids": JSON.stringify({ [ADDON_ID]: uuid }),
    "network.proxy.type": 1,
    "network.proxy.ssl": "127.0.0.1",
    "network.proxy.ssl_port": proxy.port,
    "browser.shell.checkDefaultBrowser": false,
    "datareporting.policy.dataSubmissionEnabled": false,
  };
  writeFileSync(
    join(profile, "user.js"),
    Object.entries(prefs)
      .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
      .join("\n"),
  );
  // system access: only the parent process may open an extension's page (Marionette refuses to navigate there)
  const child = spawn(FIREFOX, ["--headless", "--marionette", "--no-remote", "--profile", profile], {
    env: { ...process.env, MOZ_REMOTE_ALLOW_SYSTEM_ACCESS: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const firefox = await Marionette.connect(port, () => (child.exitCode === null ? null : output));
  try {
    // Marionette's parameters are the capabilities geckodriver would have merged (no alwaysMatch)
    const session = await firefox.send<{ capabilities: { acceptInsecureCerts: boolean } }>("WebDriver:NewSession", {
      acceptInsecureCerts: true,
    });
    expect(session.capabilities.acceptInsecureCerts).toBe(true); // the tests' LinkedIn server has a self-signed certificate
    expect(await firefox.send("Addon:Install", { path: extensionDir, temporary: true })).toEqual({ value: ADDON_ID });
    const user = await createUser(server, { consent: false }); // the account records only what the extension sends

    await firefox.send("Marionette:SetContext", { value: "chrome" });
    await firefox.send("WebDriver:ExecuteScript", {
      script: `const browser = Services.wm.getMostRecentWindow("navigator:browser").gBrowser.selectedBrowser;
        browser.loadURI(Services.io.newURI(arguments[0]), { triggeringPrincipal: Services.scriptSecurityManager.getSystemPrincipal() });`,
      args: [`moz-extension://${uuid}/popup.html`],
    });
    await firefox.send("Marionette:SetContext", { value: "content" });
    await until(firefox, `document.querySelector('input[name="email"]')`);
    await inPage(
      firefox,
      `document.querySelector('input[name="email"]').value = arguments[0];
       document.querySelector('input[name="password"]').value = arguments[1];
       document.querySelector('form[aria-label="Sign in"] button[type="submit"]').click();`,
      user.email,
      user.password,
    );
    // the popup's disclosure names the server's AI provider
    const provider = providerName("", process.env.E2E_LLM_URL!);
    await until(
      firefox,
      `document.querySelector('[data-testid="netlift-disclosure-provider"]')?.textContent === ${JSON.stringify(provider)}`,
    );

    await firefox.send("WebDriver:Navigate", { url: "https://www.linkedin.com/in/someone-else/" });
    await until(firefox, button("Summarize"));
    const before = await llmRequestCount();
    await inPage(firefox, `${button("Summarize")}.click();`);
    await until(firefox, `${HELPER}.querySelector('[data-testid="netlift-disclosure"]')`);
    expect(await llmRequestCount()).toBe(before);

    await inPage(firefox, `${button("Agree and continue")}.click();`);
    await until(firefox, `${HELPER}.querySelector('[data-testid="netlift-suggestion"][data-complete]')`);
    expect(await llmRequestCount()).toBe(before + 1);
    const sent = await inPage<string>(firefox, `return ${HELPER}.querySelector('[data-testid="netlift-sent"]').textContent;`);
    expect((JSON.parse(sent) as { profile?: { name?: string } }).profile?.name).toBe("Mira Castellanos");
    expect(await adminGet(server, "user_details", user.id)).toMatchObject({
      consentDecision: "agreed",
      consentProvider: provider,
    });
  } finally {
    firefox.close();
    await stopProcess(child);
    proxy.server.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(extensionDir, { recursive: true, force: true });
  }
});
