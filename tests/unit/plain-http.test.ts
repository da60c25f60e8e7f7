import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { servePlainHttp, type PlainRequest } from "../../scripts/lib/plain-http.mjs";
import { freePort } from "../../scripts/lib/pocketbase.mjs";

/** A raw client: sends bytes as told, collects everything the server writes until it closes or `until` matches. */
async function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  let closed = false;
  socket.on("data", (d) => (received += d.toString("utf8")));
  socket.on("close", () => (closed = true));
  const waitFor = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  };
  return {
    socket,
    send: (bytes: string | Buffer) => new Promise((r) => socket.write(bytes, r)),
    received: () => received,
    closed: () => closed,
    waitFor,
  };
}

function request(body: string, extraHeaders = "") {
  const bytes = Buffer.from(body, "utf8");
  return Buffer.concat([
    Buffer.from(
      `POST /v1/chat/completions?x=1 HTTP/1.1\r\nHost: stand-in\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\n${extraHeaders}\r\n`,
    ),
    bytes,
  ]);
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe("plain HTTP server of the stand-ins", () => {
  it("answers two requests on one kept-alive connection, bodies by byte length even when they arrive a byte at a time", async () => {
    const seen: PlainRequest[] = [];
    const port = await freePort();
    ({ close } = await servePlainHttp(port, (req) => {
      seen.push(req);
      return { status: 200, body: { echo: JSON.parse(req.body).text } };
    }));
    const client = await rawClient(port);
    const first = request(JSON.stringify({ text: "2021 – now, 北京" }));
    const second = request(JSON.stringify({ text: "second" }));
    for (const byte of Buffer.concat([first, second])) await client.send(Buffer.from([byte]));
    await client.waitFor(() => (client.received().match(/HTTP\/1\.1 200 OK/g) ?? []).length === 2);

    expect(seen.map((r) => [r.method, r.path, r.headers["content-type"]])).toEqual([
      ["POST", "/v1/chat/completions", "application/json"],
      ["POST", "/v1/chat/completions", "application/json"],
    ]);
    const answers = client.received().split("HTTP/1.1 ").slice(1);
    const firstBody = JSON.stringify({ echo: "2021 – now, 北京" });
    expect(answers[0]).toContain(`content-length: ${Buffer.byteLength(firstBody)}\r\n\r\n${firstBody}`);
    expect(answers[1]).toContain('{"echo":"second"}');
    expect(client.closed()).toBe(false);
    client.socket.destroy();
  });

  it("closes after answering when the client asks, and refuses a bad Content-Length (400) or a chunked body (411)", async () => {
    const port = await freePort();
    ({ close } = await servePlainHttp(port, () => ({ status: 200, body: { ok: true } })));

    const polite = await rawClient(port);
    await polite.send(request("{}", "Connection: close\r\n"));
    await polite.waitFor(polite.closed);
    expect(polite.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*connection: close\r\n\r\n\{"ok":true\}$/);

    const garbled = await rawClient(port);
    await garbled.send("POST /v1/chat/completions HTTP/1.1\r\nContent-Length: twelve\r\n\r\n{}");
    await garbled.waitFor(garbled.closed);
    expect(garbled.received()).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*Content-Length must be a number of bytes/);

    const chunked = await rawClient(port);
    await chunked.send("POST /v1/chat/completions HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
    await chunked.waitFor(chunked.closed);
    expect(chunked.received()).toMatch(/^HTTP\/1\.1 411 Length Required\r\n/);
    expect(chunked.closed()).toBe(true);
  });

  it("answers 500 with the error when the handler throws, and keeps serving after a client gave up", async () => {
    const port = await freePort();
    let calls = 0;
    ({ close } = await servePlainHttp(port, async (req) => {
      calls += 1;
      if (req.body === "slow") await new Promise((r) => setTimeout(r, 100));
      if (req.body === "boom") throw new Error("boom");
      return { status: 200, body: { ok: true } };
    }));

    const quitter = await rawClient(port);
    await quitter.send(request("slow"));
    quitter.socket.destroy(); // like a client timeout: the answer has nobody to go to
    await new Promise((r) => setTimeout(r, 150));

    const client = await rawClient(port);
    await client.send(request("boom"));
    await client.waitFor(() => client.received().includes("boom"));
    expect(client.received()).toMatch(
      /^HTTP\/1\.1 500 Internal Server Error\r\n[\s\S]*\{"error":\{"message":"Error: boom","type":"server_error"\}\}$/,
    );
    await client.send(request("fine"));
    await client.waitFor(() => client.received().includes('{"ok":true}'));
    expect(client.received()).toContain('{"ok":true}');
    expect(calls).toBe(3);
    client.socket.destroy();
  });
});
