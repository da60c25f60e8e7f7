/**
 * Requests written on a socket, for what fetch cannot send: a body of a declared length that never
 * comes (does the server answer before reading it?), a body larger than the server will take (fetch
 * gives up when the server answers and closes early), a chunked body of unknown length.
 */
import { connect, type Socket } from "node:net";

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /**
   * the body, sent with a Content-Length (`chunked: false`) or in chunks of unknown total length; a
   * number declares a Content-Length of that many bytes and sends none of them
   */
  body?: Buffer | number;
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  json: any;
}

const PIECE = 64 * 1024;

/** Resolves once `socket` can take more, or has closed. */
function drainedOrClosed(socket: Socket) {
  return new Promise<void>((resolve) => {
    const done = () => {
      socket.off("drain", done);
      socket.off("close", done);
      resolve();
    };
    socket.on("drain", done);
    socket.on("close", done);
  });
}

/**
 * Sends `request` to `baseUrl` and resolves with the answer once it is whole. The body is written piece by
 * piece until the answer comes or the server closes: the server may refuse it long before its end.
 * Rejects when nothing has come after `timeoutMs`.
 */
export function rawRequest(baseUrl: string, request: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const body = request.body;
  const head: string[] = [
    `${request.method} ${request.path} HTTP/1.1`,
    // kept alive, as browsers do: a client that says "Connection: close" gets Go's reset instead of its answer
    // when the server answers before reading all it sent (Go then closes without its usual short wait)
    `Host: ${url.host}`,
    ...Object.entries({ "content-type": "application/json", ...request.headers }).map(([k, v]) => `${k}: ${v}`),
  ];
  if (typeof body === "number") head.push(`Content-Length: ${body}`);
  else if (body && request.chunked) head.push("Transfer-Encoding: chunked");
  else head.push(`Content-Length: ${body ? body.length : 0}`);

  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    let answered = false;
    let done = false;
    const finish = (error: Error | null, response?: RawResponse) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (response) resolve(response);
      else reject(error);
    };
    const timer = setTimeout(
      () => finish(new Error(`no answer to ${request.method} ${request.path} in ${timeoutMs} ms`)),
      timeoutMs,
    );

    /** The answer, once its head and as much body as it declares have arrived; null before. */
    const parse = (closed: boolean): RawResponse | null => {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return null;
      const lines = received.subarray(0, end).toString("latin1").split("\r\n");
      const status = Number(lines[0]!.split(" ")[1]);
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      answered = true;
      const rest = received.subarray(end + 4);
      const length = headers["content-length"];
      if (length !== undefined ? rest.length < Number(length) : !closed) return null;
      const text = (length !== undefined ? rest.subarray(0, Number(length)) : rest).toString("utf8");
      let json: any = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status, headers, text, json };
    };

    socket.on("data", (data) => {
      received = Buffer.concat([received, data]);
      const response = parse(false);
      if (response) finish(null, response);
    });
    /** the server reset the connection while the body was still being written (it answered and closed early) */
    let reset = false;
    socket.on("close", () => {
      const response = parse(true);
      // a reset that arrives while the body is still written may make the kernel drop the answer it had received
      const why = reset
        ? `the server reset the connection before its answer to ${request.method} ${request.path} could be read`
        : `the server closed without an answer to ${request.method} ${request.path}`;
      finish(response ? null : Object.assign(new Error(why), { reset }), response ?? undefined);
    });
    // writing into a connection the server has answered and closed: expected when it refuses the body
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") reset = true;
    });

    socket.on("connect", async () => {
      socket.write(`${head.join("\r\n")}\r\n\r\n`);
      if (!body || typeof body === "number") return;
      for (let at = 0; at < body.length && !answered && !done && !socket.destroyed; at += PIECE) {
        const piece = body.subarray(at, at + PIECE);
        const framed = request.chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
          : piece;
        if (!socket.write(framed)) await drainedOrClosed(socket);
      }
      if (request.chunked && !answered && !socket.destroyed) socket.write("0\r\n\r\n");
    });
  });
}

/**
 * Writes `bytes` (one or more requests, as they are) on one connection and returns the status of every
 * answer that comes back on it before it closes or `waitMs` passes.
 */
export function statusesOnOneConnection(baseUrl: string, bytes: Buffer, waitMs = 2000): Promise<number[]> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1])));
    };
    const timer = setTimeout(done, waitMs);
    socket.on("data", (data) => (received += data.toString("latin1")));
    socket.on("close", done);
    socket.on("error", () => undefined);
    socket.on("connect", () => socket.write(bytes));
  });
}
