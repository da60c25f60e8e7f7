/// <reference path="../../types.d.ts" />
// A streamed chat completion from any OpenAI-compatible API. $http.send only returns whole bodies, so
// the request runs in curl (`stream: true`, usage asked for), and sh frames curl's output line by line
// ("000123" + the line, each as soon as it arrives) so that the hook reads whole lines with two reads
// each, never byte by byte. Nothing secret is on a command line (`ps` and /proc/*/cmdline show those to
// every local user): the URL, the headers with the API key and the body go to curl on its standard
// input (`--config -`). curl also ends a connection that cannot open within LLM_TIMEOUT_SECONDS, or a
// stream that stalls for that long. Where sh or curl is missing, `available()` says so and the route
// falls back to whole answers (lib/assist-stream.js).

const STORE_KEY = "assist:streaming";

// %06d is the line's length in bytes (LC_ALL=C): the hook then reads exactly that line and its newline;
// the empty lines between events are left out (half the lines, and every one costs the hook two reads)
const SCRIPT =
  "curl -sS -N --no-buffer --config - -w '\\nnetlift-status:%{http_code}\\n' 2>&1 | " +
  '{ while IFS= read -r line || [ -n "$line" ]; do [ -n "$line" ] || continue; printf \'%06d%s\\n\' "${#line}" "$line"; done; }';

// While the model is silent, the hook still wakes up every TICK_MS: a line's header is read with a
// deadline on the pipe, and a read that times out is a tick ({ type: "tick" }), so a client that hung up
// is noticed within seconds and the stream can be kept alive. Nothing is lost to a timeout: sh writes each
// header with its line in one write, so a timeout only ever meets an empty pipe.
const TICK_MS = 2000;
/** what readLine returns for a tick (no line can be it) */
const TICK = {};

/** "curl" when this host can stream from the provider, else "fallback"; found once, kept in the app store. */
function mode() {
  const store = $app.store();
  let found = store.get(STORE_KEY);
  if (!found) {
    try {
      const probe = $os.cmd("sh", "-c", "command -v curl >/dev/null");
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
 * Starts the request. `next()` blocks until the next event: { type: "text", text } (a piece of the
 * answer), { type: "usage", usage } (what the provider counted), { type: "end" }, or { type: "error",
 * message, retryable, started } (started: the provider had begun its answer). `stop()` ends it at once.
 */
function open(config, messages, maxTokens) {
  const cmd = $os.cmd("sh", "-c", SCRIPT);
  cmd.env = [`PATH=${$os.getenv("PATH")}`, "LC_ALL=C"];
  const stdin = cmd.stdinPipe();
  const out = cmd.stdoutPipe();
  cmd.start();
  stdin.write(configText(config, messages, maxTokens));
  stdin.close();

  let finished = false;
  let started = false;
  let done = false;
  const unreadable = []; // lines that are not events: an error body, curl's own message
  let pending = []; // events read ahead (a whole answer gives three at once)

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

  /**
   * Ends the stream before its end (the client hung up): curl and the framer are sh's children, which
   * killing sh leaves running (curl would notice only at its next write, and a silent model writes
   * nothing), so they are ended first, by the PIDs Linux lists for sh (/proc/<pid>/task/<pid>/children).
   */
  function abort() {
    if (finished) return;
    const pid = cmd.process.pid;
    try {
      $os.cmd("sh", "-c", `kill $(cat /proc/${pid}/task/${pid}/children) 2>/dev/null`).run();
    } catch (_) {
      // no such list on this system, or they have exited: curl then ends at its next write
    }
    stop();
  }

  // The pipe's read deadline, refreshed at most every half second (setting one is several calls from
  // JavaScript into Go, and a streaming model writes a line every few milliseconds): a read then waits
  // between 1.5 and 2 s for a line before it is a tick. -1: none set yet; 0: the pipe takes no deadline
  // (no ticks then).
  let deadlineAt = -1;
  function refreshDeadline(now) {
    if (deadlineAt === 0) return;
    try {
      out.setReadDeadline(new DateTime().time().add(/** @type {any} */ (TICK_MS * 1000000))); // a Duration: nanoseconds
      deadlineAt = now + TICK_MS;
    } catch (_) {
      deadlineAt = 0;
    }
  }

  /** The next line, TICK after about TICK_MS without one, or null at the end of the output. */
  function readLine() {
    let now = Date.now();
    if (deadlineAt !== 0 && deadlineAt - now < TICK_MS - 500) refreshDeadline(now);
    let head;
    try {
      head = readerToString(out, 6);
    } catch (err) {
      if (deadlineAt !== 0 && /i\/o timeout/.test(String(err))) {
        deadlineAt = -1; // expired: the next read sets a new one
        return TICK;
      }
      throw err;
    }
    if (head.length < 6) return null;
    // the line came in the same write as its header; a deadline about to pass is moved first all the same
    now = Date.now();
    if (deadlineAt !== 0 && deadlineAt - now < 1000) refreshDeadline(now);
    return readerToString(out, parseInt(head, 10) + 1).replace(/\r?\n$/, "");
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
    for (;;) {
      const line = readLine();
      if (line === null)
        return fail(`the stream ended without a status${unreadable.length ? `: ${unreadable.join(" ")}` : ""}`, true);
      if (line === TICK) return { type: "tick" };
      if (line.indexOf("netlift-status:") === 0) {
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
      if (chunk.error) return fail(`the provider reported: ${JSON.stringify(chunk.error).slice(0, 300)}`, false);
      started = true;
      const choice = chunk.choices && chunk.choices[0];
      if (choice && choice.finish_reason) done = true; // some servers end without [DONE]
      const text = choice && choice.delta && typeof choice.delta.content === "string" ? choice.delta.content : "";
      // usage usually comes alone at the end; some servers (vLLM's continuous usage) send it with every
      // chunk, text and all: both are passed on, the usage first (what a hang-up is charged by)
      if (chunk.usage) {
        if (text) pending.push({ type: "text", text: text });
        return { type: "usage", usage: chunk.usage };
      }
      if (text) return { type: "text", text: text };
    }
  }

  return { next: next, stop: abort };
}

module.exports = { mode, open };
