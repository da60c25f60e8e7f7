import { readFileSync } from "node:fs";
import http2 from "node:http2";
import https from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveHttps2 } from "../../scripts/lib/https2.mjs";
import { createLoopbackCertificate } from "../../scripts/lib/certificates.mjs";
import type { PlainRequest } from "../../scripts/lib/plain-http.mjs";
import { freePort } from "../../scripts/lib/pocketbase.mjs";

let cert: ReturnType<typeof createLoopbackCertificate>;
let server: { close: () => Promise<void> };
let port: number;
const seen: PlainRequest[] = [];

beforeAll(async () => {
  cert = createLoopbackCertificate();
  port = await freePort();
  server = await serveHttps2(port, cert, (req) => {
    seen.push(req);
    const body = JSON.parse(req.body);
    if (body.fail) throw new Error("asked to fail");
    return { status: 201, body: { echo: body.text } };
  });
});
afterAll(async () => {
  await server?.close();
  cert?.remove();
});

/** One POST on an HTTP/2 session; resolves with the status, content-length and body. */
function post(session: http2.ClientHttp2Session, body: unknown) {
  return new Promise<{ status: number; length: number; body: string }>((resolve, reject) => {
    const stream = session.request({
      ":method": "POST",
      ":path": "/v1/chat/completions?x=1",
      "content-type": "application/json",
    });
    let status = 0;
    let length = 0;
    let text = "";
    stream.on("response", (headers) => {
      status = Number(headers[":status"]);
      length = Number(headers["content-length"]);
    });
    stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    stream.on("end", () => resolve({ status, length, body: text }));
    stream.on("error", reject);
    stream.end(JSON.stringify(body));
  });
}

describe("HTTPS / HTTP/2 server of the stand-ins", () => {
  it("answers concurrent streams on one connection, trusted through its certificate; a throw answers 500", async () => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca: readFileSync(cert.certFile) });
    const sessionError = new Promise<never>((_, reject) => session.on("error", reject));
    try {
      const both = Promise.all([post(session, { text: "2021 – now, 北京" }), post(session, { fail: true })]);
      const [ok, failed] = await Promise.race([both, sessionError]);
      const okBody = JSON.stringify({ echo: "2021 – now, 北京" });
      expect(ok).toEqual({ status: 201, length: Buffer.byteLength(okBody), body: okBody });
      expect(failed.status).toBe(500);
      expect(JSON.parse(failed.body)).toEqual({ error: { message: "Error: asked to fail", type: "server_error" } });
      expect(seen.slice(-2).map((r) => [r.method, r.path, r.headers["content-type"], r.headers[":method"]])).toEqual([
        ["POST", "/v1/chat/completions", "application/json", undefined],
        ["POST", "/v1/chat/completions", "application/json", undefined],
      ]);
    } finally {
      session.close();
    }
  });

  it.each([
    ["offers only HTTP/1.1 (refused in the TLS handshake)", ["http/1.1"], "EPROTO"],
    ["offers no protocol (hung up on at once)", undefined, "ECONNRESET"],
  ])("speaks HTTP/2 only: a client that %s is never handled", async (_, alpn, code) => {
    const before = seen.length;
    const outcome = await new Promise<string>((resolve) => {
      const req = https.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/v1/chat/completions",
        ca: readFileSync(cert.certFile),
        ...(alpn ? { ALPNProtocols: alpn } : {}),
      });
      req.on("response", (res) => resolve(`answered ${res.statusCode}`));
      req.on("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      req.end(JSON.stringify({ text: "over HTTP/1.1" }));
    });
    expect(outcome).toBe(code);
    expect(seen.length).toBe(before);
  });
});
