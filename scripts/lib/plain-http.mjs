// @ts-check
/**
 * A small HTTP/1.1 server for JSON stand-ins, on plain sockets: keep-alive, request bodies by
 * Content-Length (what Go's client and fetch send; a chunked body gets 411), one request at a time
 * per connection, every answer JSON with its Content-Length.
 *
 * Why not node:http: the LLM stand-in shares this machine's two cores with the server the benchmark
 * measures, and Go's client opens a new connection for about half of its calls (its default
 * transport keeps two idle connections per host). Under the benchmark's load the LLM stand-in cost
 * 0.22–0.26 ms of CPU per call on node:http and 0.18–0.21 ms on this: CPU a real provider would
 * spend on its own machine, not on ours.
 */
import { createServer } from "node:net";
import { STATUS_CODES } from "node:http";

/**
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body: string }} PlainRequest
 * @typedef {{ status: number, body: unknown } | { status: number, stream: AsyncIterable<string | typeof ABORT> }} PlainResponse
 * A `stream` answer is server-sent events: each string is written as it comes, then the connection
 * closes; ABORT drops the connection mid-answer (a provider that dies).
 */

/** Yielded by a stream answer: the connection is dropped there, as a failing provider drops it. */
export const ABORT = Symbol("abort");

const HEAD_END = Buffer.from("\r\n\r\n");
const MAX_HEAD_BYTES = 64 * 1024;

/** @param {number} status @param {unknown} body @param {boolean} close */
function responseText(status, body, close) {
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Unknown"}\r\ncontent-type: application/json\r\n` +
    `content-length: ${Buffer.byteLength(json)}\r\n${close ? "connection: close\r\n" : ""}\r\n${json}`
  );
}

/** @param {string} head the request line and headers */
function parseHead(head) {
  const lines = head.split("\r\n");
  const [method = "", target = "/"] = (lines[0] ?? "").split(" ");
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { method, path: new URL(target, "http://stand-in").pathname, headers };
}

/**
 * Serves `handle` on 127.0.0.1:port. A throw or rejection answers 500 with its message.
 * @param {number} port
 * @param {(req: PlainRequest) => PlainResponse | Promise<PlainResponse>} handle
 * @returns {Promise<{ close: () => Promise<void>, connections: () => number, streams: () => number }>}
 */
export async function servePlainHttp(port, handle) {
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  /** the connections a streamed answer is being written to now (a client that hung up leaves it at once) */
  const streaming = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => streaming.delete(socket));
    socket.setNoDelay(true);
    let buffered = Buffer.alloc(0);
    let busy = false;

    /** @param {number} status @param {unknown} body @param {boolean} close */
    const answer = (status, body, close) => {
      if (socket.destroyed || socket.writableEnded) return; // the client gave up (a timeout): nobody to answer
      socket.write(responseText(status, body, close));
      if (close) socket.end();
    };

    /** @param {number} status @param {AsyncIterable<string | typeof ABORT>} events */
    const streamAnswer = async (status, events) => {
      if (socket.destroyed || socket.writableEnded) return;
      streaming.add(socket);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Unknown"}\r\ncontent-type: text/event-stream\r\n` +
          "cache-control: no-cache\r\nconnection: close\r\n\r\n",
      );
      for await (const event of events) {
        if (socket.destroyed) return; // the client hung up: the loop's iterator is closed with it
        if (event === ABORT) return void socket.destroy();
        socket.write(event);
      }
      streaming.delete(socket);
      socket.end();
    };

    const next = () => {
      if (busy || socket.destroyed || socket.writableEnded) return;
      const headEnd = buffered.indexOf(HEAD_END);
      if (headEnd < 0) {
        if (buffered.length > MAX_HEAD_BYTES) answer(431, { error: { message: "Request headers too large." } }, true);
        return;
      }
      let head;
      try {
        head = parseHead(buffered.subarray(0, headEnd).toString("latin1"));
      } catch {
        answer(400, { error: { message: "Malformed request line." } }, true);
        return;
      }
      const { method, path, headers } = head;
      if (headers["transfer-encoding"]) {
        answer(411, { error: { message: "Send the body with a Content-Length." } }, true);
        return;
      }
      const length = headers["content-length"] ?? "0";
      if (!/^\d+$/.test(length)) {
        answer(400, { error: { message: "Content-Length must be a number of bytes." } }, true);
        return;
      }
      const bodyStart = headEnd + HEAD_END.length;
      const bodyEnd = bodyStart + Number(length);
      if (buffered.length < bodyEnd) return; // the rest of the body is on its way
      const body = buffered.subarray(bodyStart, bodyEnd).toString("utf8");
      buffered = buffered.subarray(bodyEnd);
      const close = (headers.connection ?? "").toLowerCase() === "close";
      busy = true;
      Promise.resolve()
        .then(() => handle({ method, path, headers, body }))
        .then(
          (res) => ("stream" in res ? streamAnswer(res.status, res.stream) : answer(res.status, res.body, close)),
          (err) => answer(500, { error: { message: String(err), type: "server_error" } }, close),
        )
        .finally(() => {
          busy = false;
          next();
        });
    };

    socket.on("data", (chunk) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      next();
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => sockets.delete(socket));
  });
  return { ...(await listenOnLoopback(server, port, sockets)), streams: () => streaming.size };
}

/**
 * Listens on 127.0.0.1:port; close() drops the open connections (`open`, kept by the caller) and stops;
 * connections() counts them (a client that hung up is gone from it).
 * @param {import("node:net").Server} server
 * @param {number} port
 * @param {Set<{ destroy: () => void }>} open
 * @returns {Promise<{ close: () => Promise<void>, connections: () => number }>}
 */
export async function listenOnLoopback(server, port, open) {
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  return {
    connections: () => open.size,
    close: () =>
      new Promise((resolve) => {
        for (const connection of open) connection.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
