// @ts-check
/**
 * The JSON stand-ins' handler (see plain-http.mjs) served over HTTPS with HTTP/2 only: what hosted
 * OpenAI-compatible APIs speak. Go's client then sends every call over one multiplexed connection;
 * over plain HTTP/1.1 it keeps two idle connections per host and dials a new one for about half of
 * its calls under load, a cost that belongs to a local provider (Ollama), not a hosted one.
 */
import http2 from "node:http2";
import { readFileSync } from "node:fs";
import { ABORT, listenOnLoopback } from "./plain-http.mjs";

/**
 * Serves `handle` on https://127.0.0.1:port with the given certificate. A throw or rejection answers
 * 500 with its message.
 * @param {number} port
 * @param {{ keyFile: string, certFile: string }} tls
 * @param {(req: import("./plain-http.mjs").PlainRequest) => import("./plain-http.mjs").PlainResponse | Promise<import("./plain-http.mjs").PlainResponse>} handle
 * @returns {Promise<{ close: () => Promise<void>, connections: () => number }>}
 */
export async function serveHttps2(port, tls, handle) {
  const server = http2.createSecureServer({ key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) });
  /** @type {Set<import("node:http2").ServerHttp2Session>} */
  const sessions = new Set();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  server.on("unknownProtocol", (socket) => socket.destroy()); // HTTP/1.1: hung up on at once, not after 10 s
  server.on("stream", (stream, headers) => {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    stream.on("error", () => stream.destroy());
    stream.on("end", () => {
      /** @type {Record<string, string>} */
      const plain = {};
      for (const [name, value] of Object.entries(headers)) if (!name.startsWith(":")) plain[name] = String(value);
      const request = {
        method: String(headers[":method"]),
        path: new URL(String(headers[":path"]), "https://stand-in").pathname,
        headers: plain,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      /** @param {number} status @param {unknown} body */
      const answer = (status, body) => {
        if (stream.destroyed || stream.closed) return; // the client gave up (a timeout): nobody to answer
        const json = JSON.stringify(body);
        stream.respond({ ":status": status, "content-type": "application/json", "content-length": Buffer.byteLength(json) });
        stream.end(json);
      };
      /** @param {number} status @param {AsyncIterable<string | typeof ABORT>} events */
      const streamAnswer = async (status, events) => {
        if (stream.destroyed || stream.closed) return;
        stream.respond({ ":status": status, "content-type": "text/event-stream", "cache-control": "no-cache" });
        for await (const event of events) {
          if (stream.destroyed || stream.closed) return;
          if (event === ABORT) return void stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
          stream.write(event);
        }
        stream.end();
      };
      Promise.resolve()
        .then(() => handle(request))
        .then(
          (res) => ("stream" in res ? streamAnswer(res.status, res.stream) : answer(res.status, res.body)),
          (err) => answer(500, { error: { message: String(err), type: "server_error" } }),
        )
        .catch(() => stream.destroy()); // a body that cannot be serialised: reset the stream, keep serving
    });
  });
  return listenOnLoopback(server, port, sessions);
}
