/// <reference path="../../types.d.ts" />
// A streamed chat completion from any OpenAI-compatible API. $http.send only returns whole bodies, so
// the request runs in curl (`stream: true`, usage asked for), started directly (no shell between), and
// the hook reads curl's output a block at a time (whatever has arrived, up to 64 KiB) and splits the
// lines itself. Every wake-up of the hook costs the server CPU (a blocking read, a sleep: 0.33 ms each in
// an idle PocketBase on 2 cores, more during a stream; more than the work it wakes for), so once the first
// words have gone to the client (`slowDown()`), it reads at most every BATCH_MS: the words of that time go
// out together (docs/capacity.md, Streaming). Nothing secret is on a command line (`ps` and
// /proc/*/cmdline show those to every local user): the URL, the headers with the API key and the body go
// to curl on its standard input (`--config -`). curl also ends a connection that cannot open within
// LLM_TIMEOUT_SECONDS, or a stream that stalls for that long. Where curl is missing, `mode()` says so and
// the route falls back to whole answers (lib/assist-stream.js).

const STORE_KEY = "assist:streaming";

/** curl's arguments; the status line after the body tells how the request ended (000: no answer). */
const CURL_ARGS = ["-sS", "-N", "--no-buffer", "--config", "-", "-w", "\nnetlift-status:%{http_code}\n"];

// While the model is silent, the hook still wakes up every TICK_MS: a read has a deadline on the pipe,
// and a read that times out is a tick ({ type: "tick" }), so a client that hung up is noticed within
// seconds and the stream can be kept alive.
const TICK_MS = 2000;
/** what fill() returns for a tick */
const TICK = {};
/** After slowDown(): at most one read of curl's output per BATCH_MS (10 updates a second). */
const BATCH_MS = 100;
/** the read buffer: more than a pipe holds (64 KiB on Linux), so one read takes all that has arrived */
const BLOCK_BYTES = 65536;

/** "curl" when this host can stream from the provider, else "fallback"; found once, kept in the app store. */
function mode() {
  const store = $app.store();
  let found = store.get(STORE_KEY);
  if (!found) {
    try {
      const probe = $os.cmd("curl", "--version");
      probe.env = [`PATH=${$os.getenv("PATH")}`];
      probe.run();
      found = "curl";
    } catch (_) {
      found = "fallback";
    }
    store.set(STORE_KEY, found);
  }
  return found;
}

/** The content and usage of a non-streamed chat completion (JSON text), or null. */
function wholeAnswer(text) {
  try {
    const json = JSON.parse(text);
    const message = json.choices && json.choices[0] && json.choices[0].message;
    return message && typeof message.content === "string" ? { content: message.content, usage: json.usage || null } : null;
  } catch (_) {
    return null;
  }
}

/** A value for curl's config file: double-quoted, backslashes and quotes escaped (JSON has no raw newline). */
function quoted(value) {
  return `"${String(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function configText(config, messages, maxTokens) {
  const body = JSON.stringify({
    model: config.model,
    messages: messages,
    max_tokens: maxTokens,
    temperature: 0.7,
    stream: true,
    stream_options: { include_usage: true },
  });
  const lines = [
    `url = ${quoted(`${config.baseUrl}/chat/completions`)}`,
    'header = "Content-Type: application/json"',
    'header = "Accept: text/event-stream"',
    `connect-timeout = ${config.timeoutSeconds}`,
    // a stream that sends nothing for this long has stalled
    "speed-limit = 1",
    `speed-time = ${config.timeoutSeconds}`,
    `data-binary = ${quoted(body)}`,
  ];
  if (config.apiKey) lines.push(`header = ${quoted(`Authorization: Bearer ${config.apiKey}`)}`);
  // the certificates Go trusts (SSL_CERT_FILE), so that curl and $http.send trust the same providers
  const certFile = $os.getenv("SSL_CERT_FILE");
  if (certFile) lines.push(`cacert = ${quoted(certFile)}`);
  return lines.join("\n") + "\n";
}

/**
 * Starts the request. `next()` blocks until the next event: { type: "text", text } (the answer's next
 * words: all that arrived in one read), { type: "usage", usage } (what the provider counted),
 * { type: "end" }, or { type: "error", message, retryable, started } (started: the provider had begun its
 * answer). `slowDown()` batches what follows (the first words are out); `stop()` ends it at once.
 */
function open(config, messages, maxTokens) {
  const cmd = $os.cmd("curl", ...CURL_ARGS);
  cmd.env = [`PATH=${$os.getenv("PATH")}`, "LC_ALL=C"];
  const stdin = cmd.stdinPipe();
  const out = cmd.stdoutPipe();
  cmd.stderr = cmd.stdout; // curl's own message (-sS) among the lines, where an error reads it
  cmd.start();
  stdin.write(configText(config, messages, maxTokens));
  stdin.close();

  let finished = false;
  let started = false;
  let done = false;
  let batching = false;
  const unreadable = []; // lines that are not events: an error body, curl's own message
  let pending = []; // events read ahead (a whole answer gives three at once)
  let lines = []; // whole lines read and not yet looked at
  const splitter = require(`${__hooks}/lib/core.js`).createLineSplitter();
  let ended = false; // curl's output is at its end
  let lastRead = 0;
  const block = new ArrayBuffer(BLOCK_BYTES);
  const bytes = new Uint8Array(block);

  function stop() {
    if (finished) return;
    finished = true;
    try {
      cmd.process.kill();
    } catch (_) {
      // it has already exited
    }
    try {
      cmd.wait();
    } catch (_) {
      // killed, or curl failed: the events said why
    }
  }

  // The pipe's read deadline, refreshed at most every half second (setting one is several calls from
  // JavaScript into Go): a read then waits between 1.5 and 2 s before it is a tick. -1: none set yet;
  // 0: the pipe takes no deadline (no ticks then).
  let deadlineAt = -1;
  function refreshDeadline(now) {
    if (deadlineAt === 0 || deadlineAt - now >= TICK_MS - 500) return;
    try {
      out.setReadDeadline(new DateTime().time().add(/** @type {any} */ (TICK_MS * 1000000))); // a Duration: nanoseconds
      deadlineAt = now + TICK_MS;
    } catch (_) {
      deadlineAt = 0;
    }
  }

  /**
   * Reads what curl has written (after slowDown(), no sooner than BATCH_MS after the last read) into
   * `lines`; TICK after about TICK_MS without a byte; false at the end of the output.
   */
  function fill() {
    if (ended) return false;
    if (batching) {
      const wait = lastRead + BATCH_MS - Date.now();
      if (wait > 0) sleep(wait);
    }
    refreshDeadline(Date.now());
    let n = 0;
    try {
      n = out.read(block);
      lastRead = Date.now();
    } catch (err) {
      if (deadlineAt !== 0 && /i\/o timeout/.test(String(err))) {
        deadlineAt = -1; // expired: the next read sets a new one
        return TICK;
      }
      ended = true; // the end of the output (EOF), or the pipe closed by stop()
    }
    // at the end, the last line if it had no line end
    const got = ended ? splitter.end() : splitter.push(bytes, n);
    for (let i = 0; i < got.length; i++) if (got[i]) lines.push(got[i]); // the empty lines between events say nothing
    return !ended || lines.length > 0;
  }

  function fail(message, retryable) {
    stop();
    return { type: "error", message: message, retryable: retryable && !started, started: started };
  }

  function next() {
    if (pending.length) {
      const event = pending.shift();
      if (event.type === "end") stop();
      return event;
    }
    if (finished) return { type: "end" };
    let text = ""; // the words of this read, given as one event
    let usage = null;
    /** what was gathered before `line`, which is looked at again at the next call */
    const gathered = (line) => {
      if (line !== undefined) lines.unshift(line);
      if (usage) {
        if (text) pending.push({ type: "text", text: text });
        return { type: "usage", usage: usage };
      }
      return { type: "text", text: text };
    };
    for (;;) {
      if (!lines.length) {
        if (text || usage) return gathered();
        const read = fill();
        if (read === TICK) return { type: "tick" };
        if (!read) return fail(`the stream ended without a status${unreadable.length ? `: ${unreadable.join(" ")}` : ""}`, true);
        continue;
      }
      const line = lines.shift();
      if (line.indexOf("netlift-status:") === 0) {
        if (text || usage) return gathered(line);
        const status = parseInt(line.slice(15), 10);
        if (status === 200 && done) {
          stop();
          return { type: "end" };
        }
        const whole = status === 200 && !started ? wholeAnswer(unreadable.join("")) : null;
        if (whole) {
          // a provider that ignored `stream` and answered in one piece
          pending = whole.usage ? [{ type: "usage", usage: whole.usage }, { type: "end" }] : [{ type: "end" }];
          started = true;
          return { type: "text", text: whole.content };
        }
        const detail = unreadable.join(" ").slice(0, 300);
        if (status === 200) return fail(`the stream broke off${detail ? `: ${detail}` : ""}`, false);
        return fail(`status ${status || "none"}${detail ? `: ${detail}` : ""}`, status === 0 || status >= 500);
      }
      if (line.indexOf("data:") !== 0) {
        if (line.trim() && unreadable.length < 20) unreadable.push(line.trim());
        continue;
      }
      const payload = line.slice(5).trim();
      if (payload === "[DONE]") {
        done = true;
        continue;
      }
      let chunk;
      try {
        chunk = JSON.parse(payload);
      } catch (_) {
        unreadable.push(payload.slice(0, 200));
        continue;
      }
      if (chunk.error) {
        if (text || usage) return gathered(line);
        return fail(`the provider reported: ${JSON.stringify(chunk.error).slice(0, 300)}`, false);
      }
      started = true;
      const choice = chunk.choices && chunk.choices[0];
      if (choice && choice.finish_reason) done = true; // some servers end without [DONE]
      if (choice && choice.delta && typeof choice.delta.content === "string") text += choice.delta.content;
      // usage usually comes alone at the end; some servers (vLLM's continuous usage) send it with every
      // chunk, text and all: both are passed on, the usage first (what a hang-up is charged by)
      if (chunk.usage) usage = chunk.usage;
    }
  }

  return {
    next: next,
    stop: stop,
    /** The first words are out: from now on, read at most every BATCH_MS. */
    slowDown: () => {
      batching = true;
    },
  };
}

module.exports = { mode, open };
