import { describe, expect, it } from "vitest";
import { loadEnv, parseDotenv } from "../../scripts/lib/env.mjs";
import { extractLinks } from "../../scripts/lib/mailcatcher.mjs";
import { corsOrigins, HOOKS_POOL, serveArgs } from "../../scripts/lib/pocketbase.mjs";

describe("environment", () => {
  it("parses .env lines with comments and quotes", () => {
    expect(parseDotenv('# c\nA=1\nexport B="two words"\nC=x # trailing\n\nbad line')).toEqual({ A: "1", B: "two words", C: "x" });
  });

  it("derives APP_URL and the extension's API URL from HOST and PORT", () => {
    const env = loadEnv({ HOST: "0.0.0.0", PORT: "9000" });
    expect(env.APP_URL).toBe("http://0.0.0.0:9000");
    expect(env.PLASMO_PUBLIC_API_URL).toBe("http://0.0.0.0:9000");
    expect(loadEnv({ APP_URL: "https://netlift.example/", PLASMO_PUBLIC_API_URL: "" }).PLASMO_PUBLIC_API_URL).toBe(
      "https://netlift.example",
    );
  });
});

describe("pocketbase serve", () => {
  it("never falls back to index.html, so unknown paths can be 404s", () => {
    const args = serveArgs({ dataDir: "/d", host: "127.0.0.1", port: 1 });
    expect(args).toContain("--indexFallback=false");
    expect(args).toContain("--automigrate=false");
  });

  it("never runs in dev mode or watches hooks unless PB_DEV asks, and names the encryption key's variable", () => {
    const plain = serveArgs({ dataDir: "/d", host: "127.0.0.1", port: 1, env: {} });
    expect(plain).toEqual(expect.arrayContaining(["--dev=false", "--hooksWatch=false", "--encryptionEnv=PB_ENCRYPTION_KEY"]));
    const dev = serveArgs({ dataDir: "/d", host: "127.0.0.1", port: 1, env: { PB_DEV: "1" } });
    expect(dev).toEqual(expect.arrayContaining(["--dev=true", "--hooksWatch=true"]));
  });

  it("keeps HOOKS_POOL JS engines ready (PocketBase's own 25 made a one-off engine per request past 25 open streams), PB_HOOKS_POOL overrides it", () => {
    const pool = (env: Record<string, string>) =>
      serveArgs({ dataDir: "/d", host: "127.0.0.1", port: 1, env }).filter((arg) => arg.startsWith("--hooksPool="));
    expect(HOOKS_POOL).toBeGreaterThan(100); // the benchmark's 100 open streams, and the requests beside them
    expect(pool({})).toEqual([`--hooksPool=${HOOKS_POOL}`]);
    expect(pool({ PB_HOOKS_POOL: " 40 " })).toEqual(["--hooksPool=40"]);
    expect(pool({ PB_HOOKS_POOL: "" })).toEqual([`--hooksPool=${HOOKS_POOL}`]);
    for (const bad of ["0", "-5", "lots", "12.5", "10000", "040"]) {
      expect(() => pool({ PB_HOOKS_POOL: bad }), bad).toThrow(
        `PB_HOOKS_POOL must be a whole number from 1 to 9999 (PocketBase's JS engines), not "${bad}".`,
      );
    }
  });

  it("limits CORS to APP_URL's origin unless CORS_ORIGINS widens it", () => {
    expect(corsOrigins({ APP_URL: "https://netlift.example/app/" }, "http://127.0.0.1:1")).toEqual(["https://netlift.example"]);
    expect(corsOrigins({}, "http://127.0.0.1:8090")).toEqual(["http://127.0.0.1:8090"]);
    expect(corsOrigins({ CORS_ORIGINS: " https://a.example/, *" }, "http://x")).toEqual(["https://a.example", "*"]);
    expect(serveArgs({ dataDir: "/d", host: "0.0.0.0", port: 8090, env: { APP_URL: "https://n.example" } })).toContain(
      "--origins=https://n.example",
    );
  });
});

describe("mail catcher", () => {
  it("extracts the href targets of an HTML mail, entities decoded, not doctype URLs", () => {
    const html =
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">' +
      "<a href=\"http://x.test/verify-email?token=a&amp;b=1\">go</a> <a href='https://x.test/y'>y</a>";
    expect(extractLinks(html)).toEqual(["http://x.test/verify-email?token=a&b=1", "https://x.test/y"]);
  });

  it("extracts bare URLs of a text mail", () => {
    expect(extractLinks("Open http://x.test/verify-email?token=abc to verify.")).toEqual([
      "http://x.test/verify-email?token=abc",
    ]);
  });
});
