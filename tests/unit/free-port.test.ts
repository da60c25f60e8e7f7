/** freePort (scripts/lib/pocketbase.mjs): a port below the kernel's ephemeral range, free, and never handed out twice. */
import { createServer } from "node:net";
import { expect, it } from "vitest";
import { freePort } from "../../scripts/lib/pocketbase.mjs";

const listen = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(() => new Promise((done) => server.close(() => done()))));
  });

it("gives ports below the ephemeral range (32768 and up) that a server can then listen on", async () => {
  for (let i = 0; i < 5; i++) {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20000);
    expect(port).toBeLessThan(32768);
    const close = await listen(port);
    await close();
  }
});

it("never gives the same port twice in one process, even to calls made at once", async () => {
  const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
  expect(new Set(ports).size).toBe(40);
});
