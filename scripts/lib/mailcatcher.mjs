// @ts-check
/**
 * A local SMTP server that keeps every message in memory: the development inbox of `npm start`
 * and the tests' real SMTP peer. STARTTLS is not offered: PocketBase upgrades whenever it is.
 */
import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** @typedef {{ id: number, to: string[], from: string, subject: string, html: string, text: string, links: string[], receivedAt: string }} CaughtMail */

/** The links a reader can follow: href targets of an HTML body, or bare URLs of a text body; entities decoded. */
export function extractLinks(/** @type {string} */ body) {
  const pattern = /<a\b/i.test(body) ? /href\s*=\s*["'](https?:\/\/[^"']+)["']/gi : /(https?:\/\/[^\s"'<>]+)/g;
  const links = [];
  for (const match of body.matchAll(pattern)) if (match[1]) links.push(match[1].replace(/&amp;/g, "&"));
  return [...new Set(links)];
}

/** @param {{ port?: number, host?: string }} [options] */
export async function startMailCatcher(options = {}) {
  /** @type {CaughtMail[]} */
  const messages = [];
  const events = new EventEmitter();
  /** while set, a message's data is not acknowledged (the sender waits, as on a slow mail server) */
  /** @type {Promise<void> | null} */
  let held = null;
  let releaseHeld = () => {};
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const html = typeof parsed.html === "string" ? parsed.html : "";
          const text = parsed.text ?? "";
          /** @type {CaughtMail} */
          const mail = {
            id: messages.length + 1,
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            html,
            text,
            links: extractLinks(html || text),
            receivedAt: new Date().toISOString(),
          };
          return (held ?? Promise.resolve()).then(() => {
            messages.push(mail);
            events.emit("mail", mail);
            callback();
          });
        })
        .catch(callback);
    },
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  const address = smtp.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    host,
    port,
    messages,
    events,
    /**
     * Resolves with the first message (already caught or still to come) sent to `to`.
     * @param {string} to
     * @param {number} [timeoutMs]
     * @returns {Promise<CaughtMail>}
     */
    waitFor(to, timeoutMs = 10_000) {
      const wanted = to.toLowerCase();
      const found = messages.find((m) => m.to.some((a) => a.toLowerCase() === wanted));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          events.off("mail", onMail);
          reject(new Error(`No e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        /** @param {CaughtMail} m */
        function onMail(m) {
          if (!m.to.some((a) => a.toLowerCase() === wanted)) return;
          clearTimeout(timer);
          events.off("mail", onMail);
          resolve(m);
        }
        events.on("mail", onMail);
      });
    },
    /** Makes the server slow: every message waits, unacknowledged, until release(). */
    hold() {
      held ??= new Promise((resolve) => (releaseHeld = resolve));
    },
    release() {
      held = null;
      releaseHeld();
    },
    close() {
      releaseHeld();
      return new Promise((resolve) => smtp.close(() => resolve(undefined)));
    },
  };
}

/** @param {string} s */
const escape = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A tiny web inbox for the caught mail: newest first, links clickable.
 * @param {{ messages: CaughtMail[] }} catcher
 * @param {{ port: number, host?: string }} options
 */
export async function startInbox(catcher, options) {
  const server = createServer((req, res) => {
    if (req.url === "/messages.json") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify(catcher.messages));
    }
    const items = [...catcher.messages]
      .reverse()
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to.join(", "))} · ${escape(m.receivedAt)}</p>
<ul>${m.links.map((l) => `<li><a href="${escape(l)}">${escape(l)}</a></li>`).join("")}</ul>
<details><summary>Body</summary><pre>${escape(m.text)}</pre></details></article>`,
      )
      .join("");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Netlift dev inbox</title>
<style>body{font:15px system-ui;margin:2rem auto;max-width:50rem;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}</style>
<h1>Dev inbox (${catcher.messages.length})</h1>${items || "<p>No mail yet. Sign up on the site and the verification e-mail lands here.</p>"}`);
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve(undefined));
  });
  return { url: `http://${host}:${options.port}`, close: () => new Promise((r) => server.close(() => r(undefined))) };
}
