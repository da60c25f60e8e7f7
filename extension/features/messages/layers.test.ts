// @vitest-environment jsdom
/** The conversation's layers: which one reads each markup, what each reads alone, and what the user is told when none can. */
import { EN } from "../shared/i18n/en";
import { describe, expect, it } from "vitest";

import { describeCapture, loadCapture, loadOwn, parseHtml } from "../../../tests/helpers/linkedin-captures";
import { redesign } from "../../../tests/helpers/redesign";
import type { Extraction } from "../types";
import type { ThreadContext } from "./facts";
import { extractOpenThread, extractThread, findComposer, findReplyAnchor, findThread, lastLines } from "./extract";

function layered(result: Extraction<ThreadContext>) {
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return { layer: result.layer, thread: result.context.thread };
}

const OWN = ["messaging-small.html", "messaging-overlay.html", "messaging-hashed.html"];

describe("the known selectors", () => {
  it.each(OWN)("win on %s", (file) => {
    const doc = loadOwn(file);
    expect(layered(extractThread(findThread(doc)!)).layer).toBe("selectors");
    // the page-level entry point reads the same conversation
    expect(extractOpenThread(doc)).toEqual(extractThread(findThread(doc)!));
  });
});

describeCapture("messaging-1.html", "overlay chat window, Spanish UI, 2023 (layers)", () => {
  it("the known selectors win", () => {
    expect(layered(extractThread(findThread(loadCapture("messaging-1.html"))!)).layer).toBe("selectors");
  });
});

describe("the structure layer", () => {
  it.each(OWN)("reads %s, once redesigned, exactly as the selectors read the original", (file) => {
    const before = layered(extractThread(findThread(loadOwn(file))!));
    const page = redesign(loadOwn(file), 1);
    const after = layered(extractThread(findThread(page)!));
    expect(after.layer).toBe("structure");
    expect(after.thread).toEqual(before.thread);
  });

  // 2026-style markup: no list elements, no classes; roles, <time>, /in/ links, names in <p>, a plain-text name,
  // a composer that is editable but has no textbox role (no known composer selector matches it)
  const SDUI = `<!DOCTYPE html><html><head><title>(2) Messaging | LinkedIn</title></head><body>
    <header><nav aria-label="Primary Navigation"><a href="/feed/">Home</a>
      <button type="button"><img alt="Ines Duarte" src="data:,"><span>Me</span></button></nav></header>
    <main><div componentkey="thread-detail">
      <div><a href="/in/marek-halloran/"><h2>Marek Halloran</h2></a><p>Active 2h ago</p></div>
      <div role="list" aria-label="Messages">
        <div role="listitem"><time datetime="2026-03-02">Monday</time></div>
        <div role="listitem">
          <a href="/in/marek-halloran/"><img alt="Marek Halloran" src="data:,"></a>
          <div><a href="/in/marek-halloran/"><p>Marek Halloran</p></a><time>2:14 PM</time></div>
          <div><p>Thanks for the intro call today.</p><p>Could you share the deck?</p></div>
        </div>
        <div role="listitem"><div><p>Also: is Friday still fine?</p></div><button type="button" aria-label="React">👍</button></div>
        <div role="listitem">
          <div><p>Ines Duarte</p><time>3:02 PM</time></div>
          <div><p>Sure, sending it now.</p></div>
        </div>
        <div role="listitem">
          <div><a href="/in/marek-halloran/"><p>Marek Halloran</p></a><time>3:10 PM</time></div>
          <div><a href="https://files.example.com/notes.pdf"><span>notes.pdf</span><span>120 KB</span></a></div>
        </div>
        <div role="listitem"><div><p>Got it, thanks! Let’s talk Friday.</p></div></div>
      </div>
      <form><div contenteditable="true" aria-multiline="true" aria-label="Write a message…"></div>
        <div><button type="button" aria-label="Attach a file"></button><button type="submit">Send</button></div></form>
    </div></main></body></html>`;

  it("reads a conversation no selector knows: groups, a plain-text name, an attachment opening a group, me from the navigation", () => {
    const doc = parseHtml(SDUI);
    const thread = findThread(doc)!;
    expect(thread.getAttribute("componentkey")).toBe("thread-detail");
    const { layer, thread: read } = layered(extractThread(thread));
    expect(layer).toBe("structure");
    expect(read).toEqual({
      participants: ["Marek Halloran"],
      me: "Ines Duarte",
      messages: [
        {
          sender: "Marek Halloran",
          time: "2:14 PM",
          text: "Thanks for the intro call today.\nCould you share the deck?",
          me: false,
        },
        { sender: "Marek Halloran", time: "2:14 PM", text: "Also: is Friday still fine?", me: false },
        { sender: "Ines Duarte", time: "3:02 PM", text: "Sure, sending it now.", me: true },
        { sender: "Marek Halloran", time: "3:10 PM", text: "Got it, thanks! Let’s talk Friday.", me: false },
      ],
    });
  });

  it("finds that conversation's composer and puts the action on its send row", () => {
    const thread = findThread(parseHtml(SDUI))!;
    expect(findComposer(thread)?.getAttribute("aria-label")).toBe("Write a message…");
    const anchor = findReplyAnchor(thread)!;
    expect(anchor.parentElement?.tagName).toBe("FORM");
    expect(anchor.querySelector('button[type="submit"]')).not.toBeNull();
    expect(anchor.contains(findComposer(thread))).toBe(false);
  });

  it("keeps only the newest messages of a long conversation, each with its group's sender", () => {
    const groups = Array.from(
      { length: 20 },
      (
        _,
        g,
      ) => `<li><div><a href="/in/p${g % 2}/">${g % 2 ? "Ana Ruiz" : "Bo Lind"}</a><time>${g}:00 AM</time></div><p>m${g}a</p></li>
        <li><p>m${g}b</p></li><li><p>m${g}c</p></li>`,
    ).join("");
    const doc = parseHtml(
      `<div role="dialog"><ul>${groups}</ul><form><div contenteditable="true" role="textbox"></div></form></div>`,
    );
    const { thread } = layered(extractThread(findThread(doc)!, "Ana Ruiz"));
    expect(thread.messages).toHaveLength(30);
    expect(thread.messages[0]).toEqual({ sender: "Bo Lind", time: "10:00 AM", text: "m10a", me: false });
    expect(thread.messages.at(-1)).toEqual({ sender: "Ana Ruiz", time: "19:00 AM", text: "m19c", me: true });
  });

  it("among chat windows, takes the one with focus, else the last open one", () => {
    const page = loadOwn("messaging-hashed.html");
    page.getElementById("ember612")!.remove();
    redesign(page, 7);
    // focus needs a live document: the test's own
    document.body.innerHTML = page.body.innerHTML;
    const windows = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
    // Hugo's (the active one, by a class the redesign took away), Sana's, and Bea's minimised one without a composer
    expect(findThread(document)).toBe(windows[1]);
    expect(layered(extractThread(windows[1]!)).thread.messages.at(-1)).toMatchObject({
      sender: "Sana Iqbal",
      text: "Thanks for the intro to Odette!",
    });
    findComposer(windows[0]!)!.focus();
    expect(findThread(document)).toBe(windows[0]);
    document.body.innerHTML = "";
  });

  it("does not take a comment box or a new message without a conversation for a conversation", () => {
    const doc = parseHtml(`<main>
      <article><p>A post</p><ul><li><a href="/in/x/">X</a><time>9:00 AM</time><p>A comment</p></li></ul>
        <form><div contenteditable="true" role="textbox" aria-label="Add a comment…"></div></form></article>
      <div role="dialog"><header><h2>New message</h2></header>
        <form><input aria-label="Type a name"><div contenteditable="true" role="textbox" aria-label="Write a message…"></div></form></div>
    </main>`);
    expect(findThread(doc)).toBeNull();
  });
});

describe("the text layer", () => {
  const WINDOW = `<div role="dialog" aria-label="Messaging">
      <header><h2>Rafael Quinteros</h2><button type="button">Close your conversation</button></header>
      <div>
        <div><span>Rafael Quinteros</span> <span>Yesterday</span></div>
        <div>Could you send me the deck before Friday?</div>
        <div><span>You</span> <span>Today</span></div>
        <div>Sure, I will send it tonight.</div>
      </div>
      <form><div contenteditable="true" role="textbox" aria-label="Write a message…"></div><button type="submit">Send</button></form>
    </div>`;

  it("reads a conversation whose structure says nothing (no times, no lists): its text, chrome removed", () => {
    const thread = findThread(parseHtml(WINDOW))!;
    expect(thread.getAttribute("role")).toBe("dialog");
    const { layer, thread: read } = layered(extractThread(thread));
    expect(layer).toBe("text");
    expect(read.messages).toEqual([]);
    expect(read.participants).toEqual(["Rafael Quinteros"]);
    expect(read.pageText).toBe(
      "Rafael Quinteros Yesterday\nCould you send me the deck before Friday?\nYou Today\nSure, I will send it tonight.",
    );
  });

  it("keeps the end of a long conversation (its newest messages) within what the API accepts", () => {
    const lines = Array.from({ length: 400 }, (_, i) => `<div>Message number ${i} of a very long conversation.</div>`).join("");
    const thread = findThread(parseHtml(WINDOW.replace("<div>Sure, I will send it tonight.</div>", lines)))!;
    const { thread: read } = layered(extractThread(thread));
    expect(read.pageText!.length).toBeLessThanOrEqual(8000);
    expect(read.pageText!.length).toBeGreaterThan(7000);
    expect(read.pageText!.endsWith("Message number 399 of a very long conversation.")).toBe(true);
    expect(lastLines("a\nbb\nccc", 6)).toBe("bb\nccc");
  });
});

describe("nothing to read", () => {
  it("the inbox with no conversation open: ok:false, open a conversation first (also once redesigned)", () => {
    const inbox = loadOwn("messaging-hashed.html");
    inbox.getElementById("ember612")!.remove();
    inbox.getElementById("msg-overlay")!.remove();
    expect(findThread(inbox)).toBeNull();
    expect(extractOpenThread(inbox)).toEqual({ ok: false, reason: EN.reasons.noConversation });
    expect(EN.reasons.noConversation).toMatch(/^Open a conversation first: /);
    expect(extractOpenThread(redesign(inbox, 2026))).toEqual({ ok: false, reason: EN.reasons.noConversation });
  });

  it("a conversation whose messages have no text (an attachment): says what to do, sends nothing, waits for nothing", () => {
    const result = extractThread(findThread(parseHtml(WINDOW_WITHOUT_TEXT))!);
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/no text to reply to \(attachments only\?\)/) });
  });
});

const WINDOW_WITHOUT_TEXT = `<div role="dialog"><header><h2>Rafael Quinteros</h2></header>
  <ul><li><a href="/in/rafael/">Rafael Quinteros</a><time>9:00 AM</time><a href="https://files.example.com/a.pdf">a.pdf</a></li></ul>
  <form><div contenteditable="true" role="textbox"></div></form></div>`;

describe("an attachment opening a group (the group's name and time were lost)", () => {
  const SNIPPET = `<div class="msg-convo-wrapper msg-thread"><ul>
    <li class="msg-s-message-list__event"><div class="msg-s-event-listitem" data-event-urn="u1">
      <div class="msg-s-message-group__meta"><span class="msg-s-message-group__name">Jordan Ellery</span><time class="msg-s-message-group__timestamp">10:02 AM</time></div>
      <p class="msg-s-event-listitem__body">Hi</p></div></li>
    <li class="msg-s-message-list__event"><div class="msg-s-event-listitem msg-s-event-listitem--other" data-event-urn="u2">
      <div class="msg-s-message-group__meta"><span class="msg-s-message-group__name">Odette Varga</span><time class="msg-s-message-group__timestamp">8:15 AM</time></div>
      <div class="msg-s-event-listitem__attachment-item"><a>brief.pdf</a></div></div></li>
    <li class="msg-s-message-list__event"><div class="msg-s-event-listitem msg-s-event-listitem--other" data-event-urn="u3">
      <p class="msg-s-event-listitem__body">Here is the brief</p></div></li>
    </ul><form class="msg-form"><div class="msg-form__contenteditable" contenteditable="true" role="textbox"></div></form></div>`;

  it("the known selectors: the next message takes the attachment's group", () => {
    const { layer, thread } = layered(extractThread(findThread(parseHtml(SNIPPET))!));
    expect(layer).toBe("selectors");
    expect(thread.participants).toEqual(["Odette Varga"]);
    expect(thread.me).toBe("Jordan Ellery");
    expect(thread.messages).toEqual([
      { sender: "Jordan Ellery", time: "10:02 AM", text: "Hi", me: true },
      { sender: "Odette Varga", time: "8:15 AM", text: "Here is the brief", me: false },
    ]);
  });

  it("the structure, once redesigned: the same", () => {
    const { layer, thread } = layered(extractThread(findThread(redesign(parseHtml(SNIPPET), 7))!, "Jordan Ellery"));
    expect(layer).toBe("structure");
    expect(thread.participants).toEqual(["Odette Varga"]);
    expect(thread.messages).toEqual([
      { sender: "Jordan Ellery", time: "10:02 AM", text: "Hi", me: true },
      { sender: "Odette Varga", time: "8:15 AM", text: "Here is the brief", me: false },
    ]);
  });
});
