// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { insertIntoEditor } from "./insert";

/** A chat window's composer in #interop-outlet's shadow root. */
function composerInShadowRoot(html = "<p><br></p>") {
  document.body.innerHTML = `<div id="interop-outlet"></div>`;
  const root = document.getElementById("interop-outlet")!.attachShadow({ mode: "open" });
  root.innerHTML = `<div role="dialog"><div contenteditable="true" role="textbox">${html}</div><button type="submit" disabled>Send</button></div>`;
  return { root, editor: root.querySelector<HTMLElement>('[contenteditable="true"]')! };
}

/** The browser's insertText, as Chromium runs it: it replaces the selection, if the selection is in the editor. */
function fakeExecCommand(editor: HTMLElement, selectedNow: () => boolean, log: string[]) {
  return (command: string, _ui: boolean, value?: string) => {
    log.push(command);
    if (command === "selectAll") return true;
    if (command !== "insertText" || !selectedNow()) return false;
    editor.innerHTML = (value ?? "")
      .split("\n")
      .map((line) => `<p>${line || "<br>"}</p>`)
      .join("");
    return true;
  };
}

afterEach(() => {
  Reflect.deleteProperty(document, "execCommand");
  document.body.innerHTML = "";
});

describe("insertIntoEditor in a shadow root (a chat window in #interop-outlet)", () => {
  it("focuses the composer inside the shadow root and, where the selection took (Chromium: the root's own selection says so), inserts over it", () => {
    const { root, editor } = composerInShadowRoot("<p>an old draft</p>");
    const log: string[] = [];
    // Chromium takes the range into the shadow root; its document selection reads back as the host, the root's own as set
    Object.assign(root, { getSelection: () => ({ rangeCount: 1, getRangeAt: () => ({ startContainer: editor }) }) });
    Object.assign(document, { execCommand: fakeExecCommand(editor, () => true, log) });
    expect(insertIntoEditor(editor, "Thanks, Ingrid: Tuesday works.")).toBe(true);
    expect(root.activeElement).toBe(editor);
    expect(log).toEqual(["insertText"]);
    expect(editor.textContent).toBe("Thanks, Ingrid: Tuesday works.");
  });

  it("where the document's selection does not reach into the shadow root (as the spec has it), selects all inside the focused composer", () => {
    const { editor } = composerInShadowRoot("<p>an old draft</p>");
    const log: string[] = [];
    let selectAllDone = false;
    const exec = fakeExecCommand(editor, () => selectAllDone, log);
    Object.assign(document, {
      execCommand: (command: string, ui: boolean, value?: string) => {
        if (command === "selectAll") selectAllDone = true;
        return exec(command, ui, value);
      },
    });
    expect(insertIntoEditor(editor, "Thanks, Kwame.")).toBe(true);
    expect(log).toEqual(["selectAll", "insertText"]);
    expect(editor.textContent).toBe("Thanks, Kwame.");
  });

  it("without the browser's insertion, the text still lands, one paragraph a line", () => {
    const { editor } = composerInShadowRoot();
    expect(insertIntoEditor(editor, "Hi Kwame,\nhappy to talk.")).toBe(true);
    expect([...editor.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Hi Kwame,", "happy to talk."]);
  });
});
