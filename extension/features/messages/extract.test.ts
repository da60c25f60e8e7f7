// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import {
  describeCapture,
  loadCapture,
  loadOwn,
  parseHtml,
  SHAPE,
  squash,
  visibleLines,
} from "../../../tests/helpers/linkedin-captures";
import type { Extraction } from "../types";
import type { ThreadContext } from "./facts";
import { extractThread, findComposer, findReplyAnchor, findThread, MAX_MESSAGES } from "./extract";

function context(result: Extraction<ThreadContext>): ThreadContext["thread"] {
  if (!result.ok) throw new Error(`extraction failed: ${result.reason}`);
  return result.context.thread;
}

/** A document holding only this element, as a capture of that element alone would be (no nav, no page). */
function alone(el: Element): Document {
  return parseHtml(el.outerHTML);
}

describe("messaging-overlay.html (own: overlay chat window, Spanish UI, Ember-classic 2023)", () => {
  const doc = loadOwn("messaging-overlay.html");

  it("finds the overlay conversation window, not the minimised conversation list bubble", () => {
    const thread = findThread(doc);
    expect(thread).not.toBeNull();
    expect(thread!.classList.contains("msg-overlay-conversation-bubble")).toBe(true);
    expect(thread!.getAttribute("role")).toBe("dialog");
    expect(thread!.id).toBe("ember874");
  });

  it("extracts the participant and the received message", () => {
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.participants).toEqual(["Camila Ortúzar"]);
    // no own messages: the global nav's "Yo" photo names the signed-in user
    expect(thread.me).toBe("Nicolás Ferreyra");
    expect(thread.messages).toHaveLength(1);
    const [message] = thread.messages;
    expect(message!.sender).toBe("Camila Ortúzar");
    expect(message!.time).toBe("16:20");
    expect(message!.me).toBe(false);
    // the UI is Spanish; the message itself was written in English
    expect(message!.text.startsWith("Hello Nicolás,\nI work with Pruebas Boreal")).toBe(true);
    expect(message!.text.endsWith("Thanks 🙂")).toBe(true);
    // the visually hidden "… ha enviado los siguientes mensajes …" heading is not part of the text
    expect(message!.text).not.toMatch(/enviado|Ver el perfil/);
  });

  it("without the page around the window (as in the capture), nothing says who me is", () => {
    const bubble = alone(findThread(doc)!);
    const thread = context(extractThread(findThread(bubble)!));
    expect(thread.me).toBe("");
    expect(thread.participants).toEqual(["Camila Ortúzar"]);
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({ sender: "Camila Ortúzar", time: "16:20", me: false });
  });

  it("uses the caller's name for me", () => {
    const bubble = alone(findThread(doc)!);
    const thread = context(extractThread(findThread(bubble)!, "Nicolás Ferreyra"));
    expect(thread.me).toBe("Nicolás Ferreyra");
    expect(thread.participants).toEqual(["Camila Ortúzar"]);
    expect(thread.messages[0]!.me).toBe(false);
    // the caller's name wins over the nav's
    expect(context(extractThread(findThread(doc)!, "Nico F.")).me).toBe("Nico F.");
  });

  it("keeps the page chrome, the feed, the profile card and the quick replies out", () => {
    const all = JSON.stringify(context(extractThread(findThread(doc)!)));
    expect(all).not.toMatch(
      /Inicio|Mi red|Mensajes|notificaciones|Teodoro|esmaltes|Estado|Activo ahora|Contacto de 1er grado|Gerente de cuentas|Gracias, Camila|Responder|Escribe un mensaje|Adjunta|Enviar|jueves/,
    );
  });

  it("finds the composer and the reply anchor", () => {
    const thread = findThread(doc)!;
    const composer = findComposer(thread);
    expect(composer).not.toBeNull();
    expect(composer!.classList.contains("msg-form__contenteditable")).toBe(true);
    expect(composer!.getAttribute("contenteditable")).toBe("true");
    expect(composer!.getAttribute("aria-label")).toBe("Escribe un mensaje…");
    const anchor = findReplyAnchor(thread);
    expect(anchor).not.toBeNull();
    expect(anchor!.classList.contains("msg-form__footer")).toBe(true);
    expect(thread.contains(anchor)).toBe(true);
  });
});

describe("messaging-hashed.html (own: full-page thread, Ember + hashed classes, 2025–26)", () => {
  const doc = loadOwn("messaging-hashed.html");

  it("finds the full-page thread, not the overlay bubbles left open", () => {
    const thread = findThread(doc);
    expect(thread).not.toBeNull();
    expect(thread!.id).toBe("ember612");
    expect(thread!.classList.contains("msg-thread")).toBe(true);
    expect(thread!.closest("#msg-overlay")).toBeNull();
  });

  it("reads every group oldest first, later messages inheriting their group's sender and time", () => {
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.messages).toEqual([
      {
        sender: "Odette Varga",
        time: "9:41 AM",
        text: "Hi Jordan — I read your write-up on routing dashboards and loved it.",
        me: false,
      },
      {
        sender: "Odette Varga",
        time: "9:41 AM",
        text: "Would you be open to a short contract with Lumen Freight?\nRemote, about three months.",
        me: false,
      },
      { sender: "Jordan Ellery", time: "10:02 AM", text: "Hi Odette, thanks for reaching out!", me: true },
      {
        sender: "Jordan Ellery",
        time: "10:02 AM",
        text: "Yes, I’m open to it. What does your stack look like?",
        me: true,
      },
      // the link keeps its text, without the hidden "(opens in a new window)"; the attachment after it has no text
      {
        sender: "Odette Varga",
        time: "8:15 AM",
        text: "Mostly TypeScript and Postgres 🚚 The brief is here: example.com/lumen/brief",
        me: false,
      },
      {
        sender: "Jordan Ellery",
        time: "8:30 AM",
        text: "Sounds good. Does Thursday at 3 PM work for a call?",
        me: true,
      },
    ]);
  });

  it("infers me from the messages without the --other modifier (the nav agrees) and excludes me from participants", () => {
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.me).toBe("Jordan Ellery");
    expect(thread.participants).toEqual(["Odette Varga"]);

    const withoutNav = loadOwn("messaging-hashed.html");
    withoutNav.getElementById("global-nav")!.remove();
    const again = context(extractThread(findThread(withoutNav)!));
    expect(again.me).toBe("Jordan Ellery");
    expect(again.messages.map((m) => m.me)).toEqual([false, false, true, true, false, true]);
  });

  it("names the other participant from the title bar when only my messages are loaded", () => {
    const mineOnly = loadOwn("messaging-hashed.html");
    for (const item of mineOnly.querySelectorAll("#ember612 .msg-s-event-listitem--other")) {
      item.closest("li")!.remove();
    }
    const thread = context(extractThread(findThread(mineOnly)!));
    expect(thread.participants).toEqual(["Odette Varga"]);
    expect(thread.me).toBe("Jordan Ellery");
    expect(thread.messages.every((m) => m.me && m.sender === "Jordan Ellery")).toBe(true);
    expect(thread.messages).toHaveLength(3);
  });

  it("uses the caller's name for me", () => {
    const thread = context(extractThread(findThread(doc)!, "Jordan Ellery"));
    expect(thread.me).toBe("Jordan Ellery");
    expect(thread.participants).toEqual(["Odette Varga"]);
    expect(thread.messages.filter((m) => m.me).map((m) => m.sender)).toEqual(["Jordan Ellery", "Jordan Ellery", "Jordan Ellery"]);
  });

  it("keeps screen-reader text, reactions, receipts, attachments and the rest of the page out", () => {
    const all = JSON.stringify(context(extractThread(findThread(doc)!)));
    expect(all).not.toMatch(
      /sent the following|View .*profile|opens in a new window|Seen by|reacted|👍|Contract-brief|Download|Status is|Active now|Head of Operations|1st/,
    );
    // the nav, the conversation list and the overlay bubbles are other parts of the page
    expect(all).not.toMatch(/Home|My Network|notifications|You:|Hugo|Sana|Bea|meetup|Write a message|Send/);
  });

  it("finds the thread's composer and footer, not a bubble's", () => {
    const thread = findThread(doc)!;
    const composer = findComposer(thread);
    expect(composer?.getAttribute("aria-label")).toBe("Write a message…");
    expect(composer?.closest("#ember612")).toBe(thread);
    const anchor = findReplyAnchor(thread);
    expect(anchor?.tagName).toBe("FOOTER");
    expect(anchor?.classList.contains("msg-form__footer")).toBe(true);
    expect(anchor?.closest("#ember612")).toBe(thread);
  });

  it("without the full-page thread, picks the active bubble, else the last open one, never the minimised one", () => {
    const page = loadOwn("messaging-hashed.html");
    page.getElementById("ember612")!.remove();

    const active = findThread(page)!;
    expect(active.id).toBe("ember700");
    const hugo = context(extractThread(active));
    expect(hugo.participants).toEqual(["Hugo Lindqvist"]);
    expect(hugo.me).toBe("Jordan Ellery"); // from the nav
    expect(hugo.messages).toEqual([
      { sender: "Hugo Lindqvist", time: "6:05 PM", text: "Are we still on for the meetup on Friday?", me: false },
    ]);
    expect(findComposer(active)?.closest("[role=dialog]")).toBe(active);
    expect(findReplyAnchor(active)?.closest("[role=dialog]")).toBe(active);

    active.classList.remove("msg-overlay-conversation-bubble--is-active");
    // Sana's bubble is the last open one; Bea's, after it, is minimised
    expect(findThread(page)!.id).toBe("ember710");
  });
});

describe("messaging-small.html (own: full-page thread, Ember-classic)", () => {
  const doc = loadOwn("messaging-small.html");

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
    const doc = parseHtml(`
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
    const doc = parseHtml(`
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
    const doc = parseHtml(`<main><h1>Feed</h1></main>`);
    expect(findThread(doc)).toBeNull();
  });

  it("messages nested in a group wrapper share the wrapper's name and time", () => {
    const doc = parseHtml(`
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
    const doc = parseHtml(`
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
    const doc = parseHtml(`
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
    const doc = parseHtml(`<div class="msg-convo-wrapper msg-thread"><ul>${items}</ul></div>`);
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
    const doc = parseHtml(
      `<div id="msg-overlay">${bubble("A", "")}${bubble("B", "msg-overlay-conversation-bubble--is-active")}${bubble("C", "msg-overlay-conversation-bubble--is-minimized")}</div>`,
    );
    const thread = findThread(doc)!;
    expect(thread.getAttribute("data-name")).toBe("B");
    expect(context(extractThread(thread)).participants).toEqual(["B"]);
    expect(findComposer(thread)?.closest("[data-name]")?.getAttribute("data-name")).toBe("B");

    const noActive = parseHtml(
      `<div id="msg-overlay">${bubble("A", "")}${bubble("C", "msg-overlay-conversation-bubble--is-minimized")}</div>`,
    );
    expect(findThread(noActive)!.getAttribute("data-name")).toBe("A");
  });

  it("finds a composer that sits next to the thread pane, not one of another conversation", () => {
    const doc = parseHtml(`
      <div class="scaffold-layout__detail">
        <div class="msg-thread"><p class="msg-s-event-listitem__body">x</p></div>
        <form class="msg-form"><div class="msg-form__contenteditable" contenteditable="true" role="textbox" id="mine"></div>
          <footer class="msg-form__footer" id="foot"></footer></form>
      </div>`);
    const thread = findThread(doc)!;
    expect(findComposer(thread)?.id).toBe("mine");
    expect(findReplyAnchor(thread)?.id).toBe("foot");

    const overlay = parseHtml(`
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

describeCapture("messaging-1.html", "overlay chat window, Spanish UI, 2023", () => {
  const doc = loadCapture("messaging-1.html");
  // who is in the conversation, as the window's close button names them: "Cierra tu conversación con <me> y <them>"
  const [, me = "", them = ""] =
    /^Cierra tu conversación con (.+) y (.+)$/.exec(
      visibleLines(doc.body).find((line) => line.startsWith("Cierra tu conversación con")) ?? "",
    ) ?? [];
  // who sent the message group and when, as its screen-reader heading says: "<Name> ha enviado los siguientes mensajes a las <time>"
  const heading = [...doc.querySelectorAll(".visually-hidden")]
    .map((el) => squash(el.textContent))
    .find((text) => text.includes(" ha enviado "));
  const [, sender = "", time = ""] = /^(.+) ha enviado los siguientes mensajes a las (.+)$/.exec(heading ?? "") ?? [];

  it("finds the overlay conversation window", () => {
    const thread = findThread(doc);
    expect(thread).not.toBeNull();
    expect(thread!.classList.contains("msg-overlay-conversation-bubble")).toBe(true);
    expect(thread!.getAttribute("role")).toBe("dialog");
  });

  it("extracts the participant and the received message", () => {
    expect(them).toMatch(SHAPE.personName);
    expect(sender).toBe(them);
    const thread = context(extractThread(findThread(doc)!));
    expect(thread.participants).toEqual([them]);
    // nothing in the conversation says which of the two is the signed-in user (no own messages, no global nav)
    expect(thread.me).toBe("");
    expect(thread.messages).toHaveLength(1);
    const [message] = thread.messages;
    expect(message!.sender).toBe(sender);
    expect(time).toMatch(SHAPE.clockTime);
    expect(message!.time).toBe(time);
    expect(message!.me).toBe(false);
    // the message is what its group shows after the sender's name and time, line break kept
    // (the UI is Spanish; the message itself was written in English)
    const group = doc.querySelector("[data-event-urn]")!.closest("li")!;
    const lines = visibleLines(group);
    const body = lines.slice(lines.lastIndexOf(time) + 1);
    expect(body.length).toBeGreaterThanOrEqual(2);
    expect(message!.text).toBe(body.join("\n"));
    expect(message!.text.length).toBeGreaterThan(100);
    // the visually hidden "… ha enviado los siguientes mensajes …" heading is not part of the text
    expect(message!.text).not.toMatch(/enviado|Ver el perfil/);
    expect(message!.text).not.toContain(sender);
  });

  it("uses the caller's name for me", () => {
    expect(me).toMatch(SHAPE.personName);
    expect(me).not.toBe(them);
    const thread = context(extractThread(findThread(doc)!, me));
    expect(thread.me).toBe(me);
    expect(thread.participants).toEqual([them]);
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
