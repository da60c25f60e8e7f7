// @vitest-environment jsdom
import { EN } from "../shared/i18n/en";
import { describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign, REDESIGN_SEEDS } from "../../../tests/helpers/redesign";
import { attachDeclarativeShadowRoots, outletRoot } from "../../../tests/helpers/shadow-dom";
import { findThread } from "../messages/extract";
import type { Extraction } from "../types";
import type { ThreadContext } from "../messages/extract";
import { extractChatWindow } from "./extract";
import { findChatWindows, windowComposer, windowKey } from "./find";

/** chat-windows.html as Chromium parses it: the windows in #interop-outlet's open shadow root. */
function chatPage(): Document {
  const doc = loadOwn("chat-windows.html");
  attachDeclarativeShadowRoots(doc);
  return doc;
}

function thread(result: Extraction<ThreadContext>) {
  if (!result.ok) throw new Error(`extraction failed: ${result.reason}`);
  return result;
}

/** The title each window shows (the other participant), in order. */
const titles = (windows: Element[]) => windows.map((w) => w.querySelector("h2")?.textContent?.trim());

describe("chat-windows.html (own: two open windows and a minimised one in #interop-outlet's shadow root, 2026)", () => {
  it("the windows are out of reach of document queries: the /messaging/ page's finder sees none", () => {
    const doc = chatPage();
    expect(outletRoot(doc)).not.toBeNull();
    expect(doc.querySelector(".msg-overlay-conversation-bubble")).toBeNull();
    expect(findThread(doc)).toBeNull();
  });

  it("finds both open windows inside the shadow root, not the minimised one nor the conversation list", () => {
    const windows = findChatWindows(chatPage());
    expect(titles(windows)).toEqual(["Ingrid Solberg", "Kwame Asante"]);
    for (const win of windows) expect(win.getRootNode()).toBe(outletRoot(win.ownerDocument));
    expect(windows.map(windowKey)).toEqual(["in:ingrid-solberg-example", "in:kwame-asante-example"]);
  });

  it("each window reads its own conversation: participants, senders, times, the user's own message; from a shadow root", () => {
    const [ingrid, kwame] = findChatWindows(chatPage());
    const first = thread(extractChatWindow(ingrid!));
    expect(first.shadow).toBe(true);
    expect(first.layer).toBe("selectors");
    expect(first.context.thread.participants).toEqual(["Ingrid Solberg"]);
    expect(first.context.thread.me).toBe("Lena Marchetti");
    expect(first.context.thread.messages.map((m) => [m.sender, m.time, m.me])).toEqual([
      ["Ingrid Solberg", "9:12 AM", false],
      ["Lena Marchetti", "9:30 AM", true],
      ["Ingrid Solberg", "10:05 AM", false],
    ]);
    expect(first.context.thread.messages[2]!.text).toContain("20-minute call next week");

    const second = thread(extractChatWindow(kwame!)).context.thread;
    expect(second.participants).toEqual(["Kwame Asante"]);
    expect(second.messages.map((m) => [m.sender, m.time])).toEqual([
      ["Kwame Asante", "4:40 PM"],
      ["Kwame Asante", "4:40 PM"],
    ]);
    expect(JSON.stringify(second)).not.toMatch(/Ingrid|Fjordlys/);
    expect(JSON.stringify(first.context)).not.toMatch(/Kwame|Odile/);
  });

  it("each window's composer is its own", () => {
    const [ingrid, kwame] = findChatWindows(chatPage());
    expect(ingrid!.contains(windowComposer(ingrid!))).toBe(true);
    expect(kwame!.contains(windowComposer(kwame!))).toBe(true);
    expect(windowComposer(ingrid!)).not.toBe(windowComposer(kwame!));
  });

  it("a window minimised (its modifier, its body hidden) or closed is no longer found; a closed one says so when read", () => {
    const doc = chatPage();
    const [ingrid, kwame] = findChatWindows(doc);
    ingrid!.classList.add("msg-overlay-conversation-bubble--is-minimized");
    expect(titles(findChatWindows(doc))).toEqual(["Kwame Asante"]);
    ingrid!.classList.remove("msg-overlay-conversation-bubble--is-minimized");
    ingrid!.querySelector<HTMLElement>(".msg-overlay-conversation-bubble__content-wrapper")!.hidden = true;
    expect(titles(findChatWindows(doc))).toEqual(["Kwame Asante"]);
    kwame!.remove();
    expect(findChatWindows(doc)).toEqual([]);
    expect(extractChatWindow(kwame!)).toEqual({ ok: false, reason: EN.reasons.windowClosed });
  });

  it("the post composer LinkedIn also draws in the outlet (an editor, no messages) is not a chat window", () => {
    const doc = chatPage();
    const root = outletRoot(doc)!;
    root.querySelectorAll('[role="dialog"]').forEach((w) => w.remove());
    root.querySelector("aside")!.insertAdjacentHTML(
      "beforeend",
      `<div role="dialog" aria-label="Create a post"><h2>Lena Marchetti</h2><p>Post to Anyone</p>
        <div class="ql-editor" contenteditable="true" role="textbox" aria-label="Text editor for creating content"><p><br></p></div>
        <button type="button">Post</button></div>`,
    );
    expect(findChatWindows(doc)).toEqual([]);
  });

  it("a dialog without a composer of its own does not borrow another window's", () => {
    const doc = chatPage();
    const root = outletRoot(doc)!;
    root
      .querySelector("aside")!
      .insertAdjacentHTML("afterbegin", `<div role="dialog"><ul><li><time>9:00 AM</time><p>An emoji picker</p></li></ul></div>`);
    expect(titles(findChatWindows(doc))).toEqual(["Ingrid Solberg", "Kwame Asante"]);
  });

  for (const seed of REDESIGN_SEEDS) {
    it(`seed ${seed}: after a simulated redesign of the windows (classes hashed, ids gone), each reads its own conversation by structure`, () => {
      const doc = chatPage();
      redesign(outletRoot(doc)! as unknown as Document, seed);
      redesign(doc, seed);
      expect(doc.getElementById("interop-outlet")).toBeNull();
      const windows = findChatWindows(doc);
      // no class says which window is minimised: its hidden body does
      expect(titles(windows)).toEqual(["Ingrid Solberg", "Kwame Asante"]);
      const [ingrid, kwame] = windows.map((w) => thread(extractChatWindow(w)));
      expect(ingrid!.layer).toBe("structure");
      expect(ingrid!.shadow).toBe(true);
      expect(ingrid!.context.thread.participants).toEqual(["Ingrid Solberg"]);
      expect(ingrid!.context.thread.messages.map((m) => [m.sender, m.time, m.me])).toEqual([
        ["Ingrid Solberg", "9:12 AM", false],
        ["Lena Marchetti", "9:30 AM", true],
        ["Ingrid Solberg", "10:05 AM", false],
      ]);
      expect(kwame!.context.thread.participants).toEqual(["Kwame Asante"]);
      expect(kwame!.context.thread.messages.at(-1)!.text).toContain("Odile Varga");
    });
  }
});

describe("messaging-overlay.html (own: a chat window in the light DOM, Spanish UI, 2023)", () => {
  it("is found as a chat window, and its facts are not from a shadow root", () => {
    const doc = loadOwn("messaging-overlay.html");
    const windows = findChatWindows(doc);
    expect(windows.map((w) => w.id)).toEqual(["ember874"]);
    const result = thread(extractChatWindow(windows[0]!));
    expect(result.shadow).toBeUndefined();
    expect(result.context.thread.participants).toEqual(["Camila Ortúzar"]);
  });
});
