// @vitest-environment jsdom
/**
 * A conversation LinkedIn has drawn before its messages: the helper waits for them (never sending a prompt
 * without them), reads them when they come, and says what is missing when they do not. The inbox with no
 * conversation open is not a conversation being drawn.
 */
import { messagesFor } from "../shared/i18n";
import { CATALOGUES } from "../shared/i18n/catalogues";
import { afterEach, describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign } from "../../../tests/helpers/redesign";
import { waitForExtraction } from "../shared/wait-for-page";
import { extractOpenThread, extractThread, findOpenThread, findThread, threadBeingDrawn, WAITING_FOR_MESSAGES } from "./extract";

const THREAD_URL = "https://www.linkedin.com/messaging/thread/2-abc/";

/** messaging-small.html (or a translation) with its message list empty, as LinkedIn draws it before the messages come. */
function beforeMessages(file = "messaging-small.html", keepProfileCard = false) {
  const doc = loadOwn(file);
  const list = doc.querySelector("ul")!;
  const held = [...list.children];
  for (const item of held) if (!(keepProfileCard && item.querySelector(".msg-s-profile-card"))) item.remove();
  return { doc, list, held };
}

afterEach(() => {
  document.documentElement.innerHTML = "<head></head><body></body>";
  history.replaceState({}, "", "/");
});

describe("a conversation whose messages have not loaded yet", () => {
  it("is waited for: no messages, nothing but its title → waitingFor the conversation's messages (said in the page's language)", () => {
    for (const [file, said] of [
      ["messaging-small.html", /no messages yet/],
      ["messaging-small-de.html", /noch keine Nachrichten/],
      ["messaging-small-ja.html", new RegExp(CATALOGUES.ja.reasons.conversationLoading.slice(0, 8))],
    ] as const) {
      const { doc } = beforeMessages(file);
      expect(extractOpenThread(doc), file).toEqual({
        ok: false,
        reason: expect.stringMatching(said),
        waitingFor: WAITING_FOR_MESSAGES,
      });
    }
    expect(WAITING_FOR_MESSAGES).toBe("the conversation's messages");
  });

  it("is waited for while LinkedIn shows its loader, even with the profile card's text already there (never sent as the conversation)", () => {
    const { doc, list } = beforeMessages("messaging-small.html", true);
    list.insertAdjacentHTML("beforeend", '<li><div class="artdeco-loader" role="progressbar" aria-label="Loading"></div></li>');
    expect(extractOpenThread(doc)).toMatchObject({ ok: false, waitingFor: WAITING_FOR_MESSAGES });
    // once redesigned, the loader's role still says it
    expect(extractOpenThread(redesign(doc, 1))).toMatchObject({ ok: false, waitingFor: WAITING_FOR_MESSAGES });
  });

  it("on a conversation's page, is found by its composer and title even when nothing else says it is a conversation", () => {
    const { doc } = beforeMessages("messaging-small-fr.html");
    redesign(doc, 7);
    expect(findThread(doc)).toBeNull(); // no known class, no message: nothing recognises it
    const thread = findOpenThread(doc, THREAD_URL)!;
    expect(thread.querySelector("h2")?.textContent?.trim()).toBe("Lucía Ferrante");
    expect(thread.querySelector('[contenteditable="true"]')).not.toBeNull();
    expect(extractThread(thread)).toMatchObject({ ok: false, waitingFor: WAITING_FOR_MESSAGES });
    // the inbox is not a conversation being drawn
    expect(threadBeingDrawn(doc, "https://www.linkedin.com/messaging/")).toBeNull();
  });

  it("is read as soon as LinkedIn draws the messages, watching the page", async () => {
    const { doc, held } = beforeMessages("messaging-small-es.html");
    history.replaceState({}, "", "/messaging/thread/2-abc/");
    document.documentElement.lang = "es";
    document.body.replaceWith(document.adoptNode(doc.body));
    const read = () => extractOpenThread(document);
    expect(read()).toMatchObject({ ok: false, waitingFor: WAITING_FOR_MESSAGES });
    const result = waitForExtraction(document, read, { timeoutMs: 5000 });
    setTimeout(() => document.querySelector("ul")!.append(...held.map((item) => document.importNode(item, true))), 30);
    const answer = await result;
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.context.thread.messages.at(-1)).toMatchObject({
      sender: "Lucía Ferrante",
      me: false,
      text: expect.stringMatching(/^Sure, here it is:/),
    });
  });

  it("stays a wait (then a sentence) when they never come", async () => {
    const { doc } = beforeMessages();
    document.body.replaceWith(document.adoptNode(doc.body));
    const last = await waitForExtraction(document, () => extractOpenThread(document), { timeoutMs: 50 });
    expect(last).toMatchObject({ ok: false, waitingFor: WAITING_FOR_MESSAGES });
  });
});

describe("the inbox with no conversation open", () => {
  it("is not waited for: open a conversation first (also in another language, and redesigned)", () => {
    for (const file of ["messaging-hashed.html", "messaging-hashed-pt.html"]) {
      const inbox = loadOwn(file);
      inbox.getElementById("ember612")!.remove();
      inbox.getElementById("msg-overlay")!.remove();
      expect(findOpenThread(inbox, "https://www.linkedin.com/messaging/")).toBeNull();
      const said = messagesFor(inbox).reasons.noConversation;
      expect(said).toMatch(file.endsWith("-pt.html") ? /^Abra uma conversa/ : /^Open a conversation first: /);
      expect(extractOpenThread(inbox)).toEqual({ ok: false, reason: said });
      expect(extractOpenThread(redesign(inbox, 2026))).toEqual({ ok: false, reason: said });
    }
  });
});
