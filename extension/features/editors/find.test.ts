// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { attachDeclarativeShadowRoots, outletRoot } from "../../../tests/helpers/shadow-dom";
import { proofreadContext, NO_DRAFT } from "./context";
import { editorText, holdsDraft } from "./draft";
import { findEditors, type FoundEditor } from "./find";
import { APPLICATION_HTML, POST_COMPOSER_HTML } from "./fixtures";

/** chat-windows.html as Chromium parses it: the windows in #interop-outlet's open shadow root. */
function chatPage(): Document {
  const doc = loadOwn("chat-windows.html");
  attachDeclarativeShadowRoots(doc);
  return doc;
}

const summary = (editors: FoundEditor[]) =>
  editors.map((e) => [e.kind, e.subject?.kind ?? null, e.element.getRootNode() === e.element.ownerDocument ? "page" : "shadow"]);

function write(editor: HTMLElement, text: string) {
  if (editor instanceof HTMLTextAreaElement) editor.value = text;
  else
    editor.innerHTML = text
      .split("\n")
      .map((line) => `<p>${line || "<br>"}</p>`)
      .join("");
}

describe("findEditors", () => {
  it("finds each open chat window's composer inside #interop-outlet's shadow root, not the minimised one's", () => {
    const doc = chatPage();
    const editors = findEditors(doc);
    expect(summary(editors)).toEqual([
      ["message", "window", "shadow"],
      ["message", "window", "shadow"],
    ]);
    const titles = editors.map(
      (e) => e.subject && "element" in e.subject && e.subject.element.querySelector("h2")?.textContent?.trim(),
    );
    expect(titles).toEqual(["Ingrid Solberg", "Kwame Asante"]);
    for (const e of editors) expect(e.element.closest('[role="dialog"]')).toBe((e.subject as { element: Element }).element);
  });

  it("finds the open conversation's composer on /messaging/", () => {
    const doc = loadOwn("messaging-small.html");
    const editors = findEditors(doc, "https://www.linkedin.com/messaging/thread/2-abc/");
    expect(summary(editors)).toEqual([["message", "thread", "page"]]);
    expect(editors[0]!.element.classList.contains("msg-form__contenteditable")).toBe(true);
  });

  it("finds a feed post's open comment box, with its post, and not Quill's hidden clipboard", () => {
    const editors = findEditors(loadOwn("feed-classic.html"), "https://www.linkedin.com/feed/");
    expect(summary(editors)).toEqual([["comment", "post", "page"]]);
    expect(editors[0]!.element.classList.contains("ql-editor")).toBe(true);
  });

  it("finds the post composer LinkedIn draws in the outlet's shadow root beside the chat windows, as a post (not a chat window)", () => {
    const doc = chatPage();
    outletRoot(doc)!.querySelector("aside")!.insertAdjacentHTML("beforeend", POST_COMPOSER_HTML);
    const editors = findEditors(doc);
    expect(summary(editors)).toEqual([
      ["message", "window", "shadow"],
      ["message", "window", "shadow"],
      ["post", null, "shadow"],
    ]);
    expect(editors[2]!.element.classList.contains("ql-editor")).toBe(true);
  });

  it("finds a job application's prose field (a textarea in Easy Apply's modal), never its one-line inputs", () => {
    const doc = loadOwn("chat-windows.html");
    doc.body.insertAdjacentHTML("beforeend", APPLICATION_HTML);
    const editors = findEditors(doc, "https://www.linkedin.com/jobs/view/4012345678/").filter((e) => e.kind === "application");
    expect(editors.map((e) => e.element.id)).toEqual(["note"]);
    expect(editors[0]!.subject).toEqual({ kind: "page" });
  });

  it("never finds our own helpers' fields (the post draft's notes)", () => {
    const doc = chatPage();
    const host = doc.createElement("div");
    host.setAttribute("data-netlift", "editor-tools");
    host.attachShadow({ mode: "open" }).innerHTML = `<textarea>notes of mine here</textarea>`;
    doc.body.append(host);
    expect(findEditors(doc).every((e) => !e.element.closest("[data-netlift]"))).toBe(true);
    expect(findEditors(doc)).toHaveLength(2);
  });
});

describe("the draft threshold", () => {
  it("a draft is a few words at least (MIN_DRAFT_WORDS): two words are not one, three are", () => {
    const [editor] = findEditors(chatPage());
    const el = editor!.element;
    expect(holdsDraft(el)).toBe(false); // the empty composer: <p><br></p>
    write(el, "Thanks Ingrid");
    expect(holdsDraft(el)).toBe(false);
    write(el, "Thanks Ingrid, Tuesday");
    expect(holdsDraft(el)).toBe(true);
    write(el, "");
    expect(holdsDraft(el)).toBe(false);
  });

  it("reads a rich editor's paragraphs as lines, and a textarea's value", () => {
    const [editor] = findEditors(chatPage());
    write(editor!.element, "Hi Ingrid,\n\nTuesday works for me.");
    expect(editorText(editor!.element)).toBe("Hi Ingrid,\n\nTuesday works for me.");
    const textarea = document.createElement("textarea");
    textarea.value = "  I would love to joinn your team.  ";
    expect(editorText(textarea)).toBe("I would love to joinn your team.");
  });
});

describe("what a proofread sends", () => {
  it("the draft, the editor's kind and what it answers (that window's conversation, read in the shadow root)", () => {
    const [ingrid, kwame] = findEditors(chatPage());
    write(kwame!.element, "Thank you Kwame, I will reach out to Odile tomorow.");
    const found = proofreadContext(kwame!);
    if (!found.ok) throw new Error(found.reason);
    expect(found.shadow).toBe(true);
    expect(found.context.draft).toBe("Thank you Kwame, I will reach out to Odile tomorow.");
    expect(found.context.editor).toBe("message");
    const about = JSON.stringify(found.context.replyingTo);
    expect(about).toContain("Kwame Asante");
    expect(about).not.toMatch(/Ingrid|Fjordlys/);
    expect(proofreadContext(ingrid!)).toEqual({ ok: false, reason: NO_DRAFT });
  });

  it("a comment sends the post it answers; a new post sends no subject", () => {
    const [comment] = findEditors(loadOwn("feed-classic.html"), "https://www.linkedin.com/feed/");
    write(comment!.element, "Congrats on the launch, well deserved!");
    const sent = proofreadContext(comment!);
    if (!sent.ok) throw new Error(sent.reason);
    expect(sent.context.editor).toBe("comment");
    expect(Object.keys(sent.context.replyingTo ?? {})).toEqual(["post"]);

    const doc = chatPage();
    outletRoot(doc)!.querySelector("aside")!.insertAdjacentHTML("beforeend", POST_COMPOSER_HTML);
    const post = findEditors(doc).find((e) => e.kind === "post")!;
    write(post.element, "Three things I learned shipping data contracts.");
    const fromPost = proofreadContext(post);
    expect(fromPost.ok && fromPost.context).toEqual({ draft: "Three things I learned shipping data contracts.", editor: "post" });
  });
});

describe("post-composer.html (own: the feed with the post composer open in #interop-outlet's shadow root, 2026)", () => {
  it("finds the composer's editor as a post, in the shadow root; the share box's trigger is no editor", () => {
    const doc = loadOwn("post-composer.html");
    attachDeclarativeShadowRoots(doc);
    expect(summary(findEditors(doc, "https://www.linkedin.com/feed/"))).toEqual([["post", null, "shadow"]]);
  });
});
