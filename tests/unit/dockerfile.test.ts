/**
 * The Dockerfile, read as text: no Docker daemon runs here to build it, so these checks hold it to what the
 * README and the release bundle promise. The image is the tested bundle (tests/integration/release.test.ts)
 * and little else: built by `npm run package`, unpacked, run by a non-root user through the bundle's
 * start.sh, with its data in the volume, curl for streamed answers and a health check it can run.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const text = readFileSync(join(process.cwd(), "Dockerfile"), "utf8");
/** The instructions, continuation lines joined, comments dropped. */
const instructions = text
  .replace(/\\\n\s*/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const stages = instructions.reduce<string[][]>(
  (all, line) => (line.startsWith("FROM ") ? [...all, [line]] : (all.at(-1)!.push(line), all)),
  [],
);
const build = stages[0]!;
const runtime = stages.at(-1)!;
const value = (stage: string[], keyword: string) =>
  stage.filter((line) => line.startsWith(`${keyword} `)).map((line) => line.slice(keyword.length + 1));

describe("Dockerfile", () => {
  it("builds the release bundle with the locked dependencies, on the Node the project runs on", () => {
    expect(build[0]).toMatch(/^FROM node:20\b/);
    const runs = value(build, "RUN");
    expect(runs.indexOf("npm ci")).toBeGreaterThanOrEqual(0);
    expect(runs.indexOf("npm run package")).toBeGreaterThan(runs.indexOf("npm ci"));
    // the extension zip inside the bundle talks to APP_URL
    expect(value(build, "ENV").join(" ")).toMatch(/PLASMO_PUBLIC_API_URL=\$APP_URL/);
  });

  it("takes nothing from the build stage but the bundle, and unpacks it as the app", () => {
    const copies = value(runtime, "COPY");
    expect(copies).toEqual([expect.stringMatching(/^--from=build \/src\/release\/netlift-linux-amd64\.tar\.gz /)]);
    expect(value(runtime, "RUN").join(" ")).toMatch(/tar -xzf \/tmp\/netlift\.tar\.gz -C \/ && mv \/netlift \/app/);
    expect(value(runtime, "ENTRYPOINT")).toEqual(['["/app/start.sh"]']);
  });

  it("runs as a user that is not root, who owns the data volume", () => {
    const user = value(runtime, "USER");
    expect(user).toHaveLength(1);
    expect(user[0]).not.toMatch(/^(root|0)(:|$)/);
    const setup = value(runtime, "RUN").join(" ");
    const uid = new RegExp(`useradd [^&]*--uid (\\d+)[^&]* ${user[0]}\\b`).exec(setup);
    expect(uid, "the user is created with a fixed uid").not.toBeNull();
    expect(Number(uid![1])).toBeGreaterThan(999);
    expect(setup).toContain(`chown ${user[0]}:${user[0]} /pb_data`);
    // USER comes after every RUN: nothing runs as root once it is set
    expect(runtime.findIndex((line) => line.startsWith("USER "))).toBeGreaterThan(
      runtime.findLastIndex((line) => line.startsWith("RUN ")),
    );
  });

  it("serves on the exposed port with its data in the volume, and checks its health with a tool it installs", () => {
    const env = Object.fromEntries(
      value(runtime, "ENV")
        .join(" ")
        .split(/\s+/)
        .map((pair) => pair.split("=") as [string, string]),
    );
    expect(env.HOST).toBe("0.0.0.0");
    expect(value(runtime, "EXPOSE")).toEqual([env.PORT]);
    expect(value(runtime, "VOLUME")).toEqual([env.PB_DATA_DIR]);
    const packages = /apt-get install [^&]*/.exec(value(runtime, "RUN").join(" "))![0];
    expect(packages).toMatch(/\bcurl\b/); // streamed answers
    expect(packages).toMatch(/\bca-certificates\b/); // HTTPS providers and Stripe
    const health = value(runtime, "HEALTHCHECK").join(" ");
    expect(health).toContain(`http://127.0.0.1:${env.PORT}/api/health`);
    const tool = /CMD (\w+)/.exec(health)![1]!;
    expect(packages).toMatch(new RegExp(`\\b${tool}\\b`));
  });
});
