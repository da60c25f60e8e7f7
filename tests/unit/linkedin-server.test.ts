/** The tests' LinkedIn server: which scripts a page keeps, and chat windows added to any page (`?chat=`). */
import { request } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startLinkedInServer, stripScripts } from "../../scripts/lib/linkedin-server.mjs";

const PAGE = `<html><body>
<script>window.linkedin = 1</script>
<script type="application/ld+json">{"@type":"JobPosting"}</script>
<script data-fixture-script>window.composer = 1</script>
</body></html>`;

describe("stripScripts", () => {
  it("drops LinkedIn's scripts, keeps data blocks, and keeps a fixture's page script only in our own fixtures", () => {
    expect(stripScripts(PAGE)).not.toContain("<script>window.linkedin");
    expect(stripScripts(PAGE)).toContain("application/ld+json");
    expect(stripScripts(PAGE)).not.toContain("window.composer");
    expect(stripScripts(PAGE, true)).toContain("<script data-fixture-script>window.composer = 1</script>");
    expect(stripScripts(PAGE, true)).not.toContain("window.linkedin");
  });
});

describe("?chat=: chat windows over any page", () => {
  let server: Awaited<ReturnType<typeof startLinkedInServer>>;
  beforeAll(async () => {
    server = await startLinkedInServer();
  });
  afterAll(() => server.close());

  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: server.port, path, servername: "www.linkedin.com", rejectUnauthorized: false },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
          res.on("end", () => resolve(body));
        },
      );
      req.on("error", reject).end();
    });

  it("adds the fixture's #interop-outlet, its declarative shadow root and its composer script before </body>", async () => {
    const feed = await get("/feed/?chat=chat-windows.html");
    const outlet = feed.indexOf('<div id="interop-outlet"><template shadowrootmode="open">');
    expect(outlet).toBeGreaterThan(feed.indexOf("feed-shared-update-v2"));
    expect(feed.indexOf("<script data-fixture-script>")).toBeGreaterThan(outlet);
    expect(feed.indexOf("</body>")).toBeGreaterThan(feed.indexOf("<script data-fixture-script>"));
    // the fixture's own page (its nav, its main) stays out
    expect(feed).not.toContain("Manage my network");
    expect(await get("/feed/")).not.toContain("interop-outlet");
  });

  it("serves the real editors our composer fixtures load (/__editors/tiptap.js, /__editors/quill.js), and nothing else there", async () => {
    const fetched = (path: string) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port: server.port, path, servername: "www.linkedin.com", rejectUnauthorized: false },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
          },
        );
        req.on("error", reject).end();
      });
    for (const name of ["tiptap", "quill"]) {
      const res = await fetched(`/__editors/${name}.js`);
      expect(res.status, name).toBe(200);
      expect(res.type).toMatch(/^text\/javascript/);
      expect(res.body).toContain("NetliftFixtureEditors");
    }
    expect((await fetched("/__editors/prosemirror.js")).status).toBe(404);
    expect((await fetched("/__editors/..%2Fpackage.js")).status).toBe(404);
  });

  it("serves the chat windows' own page at /mynetwork/, its composer script kept", async () => {
    const page = await get("/mynetwork/");
    expect(page).toContain("Manage my network");
    expect(page).toContain("<script data-fixture-script>");
  });
});
