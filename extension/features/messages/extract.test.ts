// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

import type { Extraction, ThreadContext } from "../types";
import { extractThread, findComposer, findReplyAnchor, findThread, MAX_MESSAGES } from "./extract";

const SHARED = resolve(__dirname, "../../../../shared/fixtures/linkedin");
const OWN = resolve(__dirname, "../../../tests/fixtures/linkedin");

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html");
}

function load(dir: string, file: string): Document {
  return parse(readFileSync(resolve(dir, file), "utf8"));
}

function context(result: Extraction<ThreadContext>): ThreadContext["thread"] {
  if (!result.ok) throw new Error(`extraction failed: ${result.reason}`);
  return result.context.thread;
}

describe("messaging-1.html (real capture: overlay chat window, Spanish UI, 2023)", () => {
  const doc = load(SHARED, "messaging-1.html");

  it("finds the overlay conversation window", () => {
    const thread = findThread(doc);
    expect(thread).not.toBeNull();
    expect(thread!.classList.contains("msg-overlay-conversation-bubble")).toBe(true);
    expect(thread!.getAttribute("role")).toBe("dialog");
  });

  it("extracts the participant and the received message", () => {
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.participants).toEqual(["Mariana Hohot"]);
    // nothing in the capture says who the signed-in user is (no own messages, no global nav)
    expect(thread.me).toBe("");
    expect(thread.messages).toHaveLength(1);
    const [message] = thread.messages;
    expect(message!.sender).toBe("Mariana Hohot");
    expect(message!.time).toBe("14:44");
    expect(message!.me).toBe(false);
    // the UI is Spanish; the message itself was written in English
    expect(message!.text.startsWith("Hello Alejo,\nI am from the team of QATestlab")).toBe(true);
    expect(message!.text.endsWith("Thank you 🙂")).toBe(true);
    // the visually hidden "… ha enviado los siguientes mensajes …" heading is not part of the text
    expect(message!.text).not.toMatch(/enviado|Ver el perfil/);
  });

  it("uses the caller's name for me", () => {
    const thread = context(extractThread(findThread(doc)!, "Alejo Scotti"));
    expect(thread.me).toBe("Alejo Scotti");
    expect(thread.participants).toEqual(["Mariana Hohot"]);
    expect(thread.messages[0]!.me).toBe(false);
  });

  it("finds the composer and the reply anchor", () => {
    const thread = findThread(doc)!;
    const composer = findComposer(thread);
    expect(composer).not.toBeNull();
    expect(composer!.classList.contains("msg-form__contenteditable")).toBe(true);
    expect(composer!.getAttribute("contenteditable")).toBe("true");
    const anchor = findReplyAnchor(thread);
    expect(anchor).not.toBeNull();
    expect(anchor!.classList.contains("msg-form__footer")).toBe(true);
  });
});

describe("messaging-small.html (hand-written full-page thread)", () => {
  const doc = load(OWN, "messaging-small.html");

  it("finds the full-page thread", () => {
    const thread = findThread(doc);
    expect(thread).not.toBeNull();
    expect(thread!.id).toBe("ember500");
  });

  it("reads messages oldest first, each inheriting its group's sender and time", () => {
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.messages).toEqual([
      { sender: "Lucía Ferrante", time: "9:12 AM", text: "Hi Tomás, thanks for connecting!", me: false },
      {
        sender: "Lucía Ferrante",
        time: "9:12 AM",
        text: "Are you still looking for a designer\nfor the mobile app?",
        me: false,
      },
      { sender: "Tomás Rivera", time: "10:03 AM", text: "Hi Lucía, yes we are.", me: true },
      { sender: "Tomás Rivera", time: "10:03 AM", text: "Could you share your portfolio?", me: true },
      { sender: "Lucía Ferrante", time: "8:47 AM", text: "Sure, here it is: example.com/lucia", me: false },
    ]);
  });

  it("infers me from the messages without the --other modifier and excludes me from participants", () => {
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.me).toBe("Tomás Rivera");
    expect(thread.participants).toEqual(["Lucía Ferrante"]);
  });

  it("keeps screen-reader text out of names and messages", () => {
    const thread = context(extractThread(findThread(doc)!));
    const all = JSON.stringify(thread);
    expect(all).not.toMatch(/sent the following|View .*profile|opens in a new window|Status is reachable/);
  });

  it("finds the composer and the footer", () => {
    const thread = findThread(doc)!;
    expect(findComposer(thread)?.getAttribute("aria-label")).toBe("Write a message…");
    expect(findReplyAnchor(thread)?.tagName).toBe("FOOTER");
  });
});

describe("edge cases", () => {
  it("a thread with no messages is not ok", () => {
    const doc = parse(`
      <div class="msg-convo-wrapper msg-thread">
        <h2 id="thread-detail-jump-target">Nadia Okafor</h2>
        <ul class="msg-s-message-list-content"><li class="msg-s-message-list__top-of-list"></li></ul>
        <form class="msg-form"><div class="msg-form__contenteditable" contenteditable="true" role="textbox"></div></form>
      </div>`);
    const result = extractThread(findThread(doc)!);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/no messages/);
  });

  it("a thread whose messages have no text is not ok", () => {
    const doc = parse(`
      <div class="msg-convo-wrapper msg-thread">
        <div class="msg-s-event-listitem msg-s-event-listitem--other" data-event-urn="urn:1">
          <span class="msg-s-message-group__name">Nadia Okafor</span>
          <p class="msg-s-event-listitem__body">  <span class="visually-hidden">Nadia Okafor sent the following message</span> </p>
        </div>
      </div>`);
    const result = extractThread(findThread(doc)!);
    expect(result.ok).toBe(false);
  });

  it("no conversation on the page → null", () => {
    const doc = parse(`<main><h1>Feed</h1></main>`);
    expect(findThread(doc)).toBeNull();
  });

  it("messages nested in a group wrapper share the wrapper's name and time", () => {
    const doc = parse(`
      <div class="msg-convo-wrapper msg-thread">
        <div class="msg-s-message-group">
          <div class="msg-s-message-group__meta">
            <span class="msg-s-message-group__name">Nadia Okafor</span>
            <time class="msg-s-message-group__timestamp">Yesterday</time>
          </div>
          <ul>
            <li class="msg-s-event-listitem msg-s-event-listitem--other"><p class="msg-s-event-listitem__body">One</p></li>
            <li class="msg-s-event-listitem msg-s-event-listitem--other"><p class="msg-s-event-listitem__body">Two</p></li>
          </ul>
        </div>
        <div class="msg-s-message-group">
          <div class="msg-s-message-group__meta">
            <span class="msg-s-message-group__name">Pedro Alves</span>
            <time class="msg-s-message-group__timestamp">Today</time>
          </div>
          <ul><li class="msg-s-event-listitem"><p class="msg-s-event-listitem__body">Three</p></li></ul>
        </div>
      </div>`);
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.messages.map((m) => [m.sender, m.time, m.text, m.me])).toEqual([
      ["Nadia Okafor", "Yesterday", "One", false],
      ["Nadia Okafor", "Yesterday", "Two", false],
      ["Pedro Alves", "Today", "Three", true],
    ]);
    expect(thread.me).toBe("Pedro Alves");
    expect(thread.participants).toEqual(["Nadia Okafor"]);
  });

  it("takes me from the nav photo when the thread has no own messages, and from the header as participant", () => {
    const doc = parse(`
      <nav><img class="global-nav__me-photo" alt="Pedro Alves" src="data:,"></nav>
      <div class="msg-convo-wrapper msg-thread">
        <h2 id="thread-detail-jump-target">Nadia Okafor</h2>
        <div class="msg-s-event-listitem msg-s-event-listitem--other">
          <p class="msg-s-event-listitem__body">Hello!</p>
        </div>
      </div>`);
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.me).toBe("Pedro Alves");
    expect(thread.participants).toEqual(["Nadia Okafor"]);
    // no name in the group: the only other participant is the sender
    expect(thread.messages).toEqual([{ sender: "Nadia Okafor", time: "", text: "Hello!", me: false }]);
  });

  it("marks messages by name when the caller says who me is", () => {
    const doc = parse(`
      <div class="msg-convo-wrapper msg-thread">
        <div class="msg-s-message-group"><span class="msg-s-message-group__name">Nadia Okafor</span>
          <p class="msg-s-event-listitem__body">Hi</p></div>
        <div class="msg-s-message-group"><span class="msg-s-message-group__name">Pedro Alves</span>
          <p class="msg-s-event-listitem__body">Hey</p></div>
      </div>`);
    const thread = context(extractThread(findThread(doc)!, "Pedro Alves"));
    expect(thread.messages.map((m) => m.me)).toEqual([false, true]);
    expect(thread.participants).toEqual(["Nadia Okafor"]);
  });

  it(`keeps only the last ${MAX_MESSAGES} messages`, () => {
    const items = Array.from(
      { length: 40 },
      (_, i) => `<li class="msg-s-message-list__event"><div class="msg-s-event-listitem msg-s-event-listitem--other">
        ${i % 10 === 0 ? `<div class="msg-s-message-group__meta"><span class="msg-s-message-group__name">Nadia Okafor</span><time class="msg-s-message-group__timestamp">${i}:00</time></div>` : ""}
        <p class="msg-s-event-listitem__body">message ${i}</p></div></li>`,
    ).join("");
    const doc = parse(`<div class="msg-convo-wrapper msg-thread"><ul>${items}</ul></div>`);
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.messages).toHaveLength(MAX_MESSAGES);
    // message 10 starts a group: its own name and time
    expect(thread.messages[0]).toEqual({ sender: "Nadia Okafor", time: "10:00", text: "message 10", me: false });
    expect(thread.messages.at(-1)).toMatchObject({ text: "message 39", time: "30:00" });
  });

  it("picks the active overlay window among several, ignoring minimised ones", () => {
    const bubble = (name: string, extra: string) => `
      <div class="msg-convo-wrapper msg-overlay-conversation-bubble ${extra}" role="dialog" data-name="${name}">
        <header><h2 class="msg-overlay-bubble-header__title">${name}</h2></header>
        <div class="msg-s-event-listitem msg-s-event-listitem--other"><p class="msg-s-event-listitem__body">hi from ${name}</p></div>
        <form class="msg-form"><div class="msg-form__contenteditable" contenteditable="true" role="textbox"></div>
          <footer class="msg-form__footer"></footer></form>
      </div>`;
    const doc = parse(
      `<div id="msg-overlay">${bubble("A", "")}${bubble("B", "msg-overlay-conversation-bubble--is-active")}${bubble("C", "msg-overlay-conversation-bubble--is-minimized")}</div>`,
    );
    const thread = findThread(doc)!;
    expect(thread.getAttribute("data-name")).toBe("B");
    expect(context(extractThread(thread)).participants).toEqual(["B"]);
    expect(findComposer(thread)?.closest("[data-name]")?.getAttribute("data-name")).toBe("B");

    const noActive = parse(`<div id="msg-overlay">${bubble("A", "")}${bubble("C", "msg-overlay-conversation-bubble--is-minimized")}</div>`);
    expect(findThread(noActive)!.getAttribute("data-name")).toBe("A");
  });

  it("finds a composer that sits next to the thread pane, not one of another conversation", () => {
    const doc = parse(`
      <div class="scaffold-layout__detail">
        <div class="msg-thread"><p class="msg-s-event-listitem__body">x</p></div>
        <form class="msg-form"><div class="msg-form__contenteditable" contenteditable="true" role="textbox" id="mine"></div>
          <footer class="msg-form__footer" id="foot"></footer></form>
      </div>`);
    const thread = findThread(doc)!;
    expect(findComposer(thread)?.id).toBe("mine");
    expect(findReplyAnchor(thread)?.id).toBe("foot");

    const overlay = parse(`
      <div id="msg-overlay">
        <div class="msg-overlay-conversation-bubble" id="a"><p class="msg-s-event-listitem__body">x</p></div>
        <div class="msg-overlay-conversation-bubble" id="b">
          <form class="msg-form"><div class="msg-form__contenteditable" contenteditable="true" role="textbox"></div></form>
        </div>
      </div>`);
    const a = overlay.getElementById("a")!;
    expect(findComposer(a)).toBeNull();
    expect(findReplyAnchor(a)).toBeNull();
  });
});
