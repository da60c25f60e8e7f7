// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { secondsLeft } from "../../lib/session";
import { profileAsText } from "../profile/start";
import { errorLine } from "./errors";
import { CATALOGUES } from "./i18n/catalogues";
import { insertIntoEditor, waitFor } from "./insert";

describe("insertIntoEditor", () => {
  it("replaces the editor's content and fires the input event LinkedIn listens to", () => {
    document.body.innerHTML = '<div class="ql-editor" contenteditable="true"><p>old draft</p></div>';
    const editor = document.querySelector<HTMLElement>(".ql-editor")!;
    const events: string[] = [];
    editor.addEventListener("input", (e) => events.push((e as InputEvent).inputType));
    expect(insertIntoEditor(editor, "Congrats on the launch, Priya!")).toBe(true);
    expect(editor.textContent).toBe("Congrats on the launch, Priya!");
    expect(events).toContain("insertText");
    expect(document.querySelector("form")).toBeNull(); // nothing submitted
  });
  it("keeps the browser's own insertion of a multi-line reply (its paragraphs have no line breaks)", () => {
    document.body.innerHTML = '<div class="msg-form__contenteditable" contenteditable="true"><p><br></p></div>';
    const editor = document.querySelector<HTMLElement>("[contenteditable]")!;
    // what Chrome's insertText does with "\n": a new paragraph per line, undoable, trusted events
    const execCommand = (_command: string, _ui: boolean, value: string) => {
      editor.innerHTML = value
        .split("\n")
        .map((line) => `<p>${line || "<br>"}</p>`)
        .join("");
      return true;
    };
    Object.assign(document, { execCommand });
    let untrusted = 0;
    editor.addEventListener("input", () => (untrusted += 1));
    try {
      expect(insertIntoEditor(editor, "Hi Odette,\n\nThanks for the intro. Would Tuesday at 10 work for a call?")).toBe(true);
    } finally {
      Reflect.deleteProperty(document, "execCommand");
    }
    expect(untrusted).toBe(0); // the fallback did not replace it
    expect([...editor.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Hi Odette,",
      "",
      "Thanks for the intro. Would Tuesday at 10 work for a call?",
    ]);
  });

  it("falls back to one paragraph per line when the browser inserts nothing", () => {
    document.body.innerHTML = '<div class="ql-editor" contenteditable="true"><p>old</p></div>';
    const editor = document.querySelector<HTMLElement>(".ql-editor")!;
    expect(insertIntoEditor(editor, "Congrats, Priya!\nWell deserved.")).toBe(true);
    expect([...editor.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Congrats, Priya!", "Well deserved."]);
  });
});

describe("waitFor", () => {
  it("resolves once the thing appears, and gives up after the timeout", async () => {
    setTimeout(() => document.body.append(Object.assign(document.createElement("div"), { id: "late" })), 30);
    expect(await waitFor(() => document.getElementById("late"), 1000)).not.toBeNull();
    expect(await waitFor(() => document.getElementById("never"), 80)).toBeNull();
  });
});

describe("errorLine", () => {
  it.each([
    [{ code: "plan_required", message: "x" }, "This helper is part of Pro."],
    [{ code: "ai_unavailable", message: "x" }, "The AI service didn't answer. Nothing was charged; try again in a moment."],
    [{ code: "unauthenticated", message: "x" }, "Sign in to Netlift: click the extension icon."],
    [{ code: "invalid_input", message: "context is too long." }, "context is too long."],
    [{ code: "rate_limited", message: "x", retryAfter: 12 }, "Too many requests. Try again in 12 s."],
    [{ code: "rate_limited", message: "x", retryAfter: 0 }, "Too many requests. You can try again now."],
    [{ code: "rate_limited", message: "x" }, "Too many requests at once. Wait a few seconds and try again."],
    [
      { code: "consent_required", message: "x" },
      "Netlift sends nothing until you agree to what it sends: click the helper again, or open the Netlift popup.",
    ],
  ] as const)("%o → %s", (error, line) => {
    expect(errorLine(error)).toBe(line);
  });

  it("in the page's language (a code it has no words for keeps the server's message)", () => {
    document.documentElement.lang = "ja";
    try {
      expect(errorLine({ code: "consent_required", message: "x" })).toBe(CATALOGUES.ja.consentRequired);
      expect(errorLine({ code: "plan_required", message: "x" })).toBe(CATALOGUES.ja.planRequired);
      expect(errorLine({ code: "invalid_input", message: "context is too long." })).toBe("context is too long.");
    } finally {
      document.documentElement.lang = "";
    }
  });

  it("says when tokens refresh", () => {
    expect(errorLine({ code: "token_limit", message: "x", resetsAt: "2026-11-22T09:30:00.000Z" })).toMatch(
      /^You've used today's tokens\. They refresh at /,
    );
  });
});

describe("session tokens", () => {
  const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, "")}.s`;
  it("reads the seconds left before expiry", () => {
    expect(secondsLeft(jwt(1_000_100), 1_000_000_000)).toBe(100);
    expect(secondsLeft("garbage")).toBe(-1);
  });
});

describe("profileAsText", () => {
  it("writes the own profile as the text job helpers use", () => {
    const text = profileAsText({
      name: "Ada Lovelace",
      headline: "Engineer",
      location: "London",
      about: "I like engines.",
      experience: [{ title: "Analyst", company: "Babbage & Co", dates: "1842 – 1843", description: "Notes on the engine." }],
      own: true,
    });
    expect(text).toBe(
      "Ada Lovelace\nEngineer\nLondon\n\nAbout:\nI like engines.\n\nExperience:\n- Analyst at Babbage & Co (1842 – 1843): Notes on the engine.",
    );
  });
});
