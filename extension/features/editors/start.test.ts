// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { PageType } from "../../../src/core/plans";
import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { attachDeclarativeShadowRoots, outletRoot } from "../../../tests/helpers/shadow-dom";
import type { AssistMessage, AssistResult, AssistStreamEvent, OwnPostsReply } from "../../lib/messages";
import type { PlanSource } from "../shared/plan-source";
import { agreedConsent, fakeBackground } from "../../../tests/helpers/fake-background";
import { APPLICATION_HTML, POST_COMPOSER_HTML } from "./fixtures";
import { ACTIVITY_URL, NO_NOTES } from "./PostDraftAction";
import { EDITOR_TOOLS, startEditors } from "./start";

/** The corrections the stand-in model makes, and the answer's extras (reasons, checks) for the next request. */
const FIXES: [RegExp, string][] = [
  [/\btomorow\b/g, "tomorrow"],
  [/\bjoinn\b/g, "join"],
];
const extras = { value: {} as Partial<AssistResult> };
const streamAssist = vi.fn((body: AssistMessage, onEvent: (event: AssistStreamEvent) => void) => {
  const context = body.context as { draft?: string; notes?: string; followUp?: { text: string } };
  const suggestions =
    body.task === ("proofread" as string)
      ? [FIXES.reduce((text, [wrong, right]) => text.replace(wrong, right), context.draft ?? "")]
      : [1, 2, 3].map((i) => `Draft ${i}: ${context.notes || context.followUp?.text || body.instruction}`);
  const usage = { prompt: 1, completion: 1, total: 2 };
  queueMicrotask(() =>
    onEvent({ type: "done", data: { suggestions, usage, tokenBalance: 1, maxTokens: 2, resetsAt: "", ...extras.value } }),
  );
  return { stop: vi.fn() };
});
/** The user's saved posts, as the background worker answers them (tests change the answer). */
const requestOwnPosts = vi.fn(async (): Promise<OwnPostsReply> => ({ ok: true, data: { posts: [] } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const planOf = (plan: "free" | "pro"): PlanSource => ({
  get: () => plan,
  subscribe: () => () => undefined,
  refresh: async () => plan,
  stop: () => undefined,
});

/** chat-windows.html in this test's document (its windows in #interop-outlet's shadow root), with the post composer beside them. */
function openPage() {
  const page = loadOwn("chat-windows.html");
  document.body.replaceWith(document.adoptNode(page.body));
  attachDeclarativeShadowRoots(document);
  outletRoot(document)!.querySelector("aside")!.insertAdjacentHTML("beforeend", POST_COMPOSER_HTML);
}

const windowOf = (name: string) =>
  [...outletRoot(document)!.querySelectorAll('[role="dialog"]')].find(
    (w) => w.querySelector("h2")?.textContent?.trim() === name,
  )!;
const composerOf = (win: Element) => win.querySelector<HTMLElement>('[contenteditable="true"]')!;
const toolsIn = (win: Element) => win.querySelector<HTMLElement>(`[data-netlift="${EDITOR_TOOLS}"]`);
const inTools = (win: Element) => toolsIn(win)?.shadowRoot ?? null;
const button = (win: Element, name: RegExp) =>
  [...(inTools(win)?.querySelectorAll("button") ?? [])].find(
    (b) => name.test(b.textContent ?? "") || name.test(b.getAttribute("aria-label") ?? ""),
  );
const textOf = (win: Element) => inTools(win)?.textContent ?? "";

/** Types as LinkedIn's editor receives it: the text lands, and an input event (composed, as typing's is) fires. */
function type(editor: HTMLElement, text: string) {
  if (editor instanceof HTMLTextAreaElement) editor.value = text;
  else editor.innerHTML = text ? `<p>${text}</p>` : "<p><br></p>";
  editor.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType: "insertText", data: text }));
}

/** Waits for `assertion` to hold, letting the scans run and React render between tries (it renders when each act ends). */
async function settle(assertion: () => void, timeout = 2000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 25)));
    try {
      return assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

let stop: (() => void) | null = null;
function start(plan: "free" | "pro" = "pro", pageType: PageType | null = null) {
  let feature!: ReturnType<typeof startEditors>;
  act(() => {
    feature = startEditors({
      doc: document,
      planSource: planOf(plan),
      upgradeUrl: "https://netlift.example/dashboard",
      pageType: () => pageType,
      url: () => document.location.href,
    });
  });
  stop = () => act(() => feature.stop());
}

beforeEach(() => {
  fakeBackground({
    stream: streamAssist,
    messages: {
      consent: agreedConsent(),
      "own-posts": () => requestOwnPosts(),
      miss: () => undefined,
    },
  });
  streamAssist.mockClear();
  requestOwnPosts.mockReset().mockResolvedValue({ ok: true, data: { posts: [] } });
  extras.value = {};
});
afterEach(() => {
  stop?.();
  stop = null;
  Reflect.deleteProperty(document, "execCommand");
  document.body.innerHTML = "";
});

describe("Proofread beside the editors", () => {
  it("appears beside a chat window's composer once it holds a few words, and goes when it is emptied", async () => {
    openPage();
    start();
    const kwame = windowOf("Kwame Asante");
    expect(toolsIn(kwame)).toBeNull();
    act(() => type(composerOf(kwame), "Thanks Kwame"));
    // looked at again (the scan after typing), and still no action
    await settle(() => expect(toolsIn(kwame)).toBeNull(), 0);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(button(kwame, /Proofread/)).toBeUndefined();
    act(() => type(composerOf(kwame), "Thanks Kwame, I will reach out tomorow."));
    await settle(() => expect(button(kwame, /Proofread/)).toBeDefined());
    expect(toolsIn(kwame)!.previousElementSibling).toBe(composerOf(kwame));
    expect(toolsIn(windowOf("Ingrid Solberg"))).toBeNull();
    act(() => type(composerOf(kwame), ""));
    await settle(() => expect(button(kwame, /Proofread/)).toBeUndefined());
  });

  it("sends that window's draft with its conversation, shows the diff with a reason per change, and Replace writes into that composer with input events", async () => {
    openPage();
    start();
    const kwame = windowOf("Kwame Asante");
    const ingrid = windowOf("Ingrid Solberg");
    act(() => type(composerOf(kwame), "Thanks Kwame, I will joinn Odile tomorow."));
    await settle(() => expect(button(kwame, /Proofread/)).toBeDefined());
    extras.value = { changes: [{ from: "tomorow", to: "tomorrow", reason: "Spelling: two r's." }] };
    await act(async () => button(kwame, /Proofread/)!.click());
    await settle(() => expect(textOf(kwame)).toContain("Replace my draft"));

    const body = streamAssist.mock.calls[0]![0];
    expect(body).toMatchObject({
      task: "proofread",
      page: "messages",
      shadow: true,
      context: { draft: "Thanks Kwame, I will joinn Odile tomorow.", editor: "message" },
    });
    expect(JSON.stringify((body.context as { replyingTo: unknown }).replyingTo)).toContain("Kwame Asante");

    const root = inTools(kwame)!;
    expect([...root.querySelectorAll(".nl-diff del")].map((d) => d.textContent)).toEqual(["joinn", "tomorow"]);
    expect([...root.querySelectorAll(".nl-diff ins")].map((d) => d.textContent)).toEqual(["join", "tomorrow"]);
    // not by colour alone: each change is introduced in words
    expect(root.querySelector(".nl-diff")!.textContent).toContain("[removed: joinn][added: join]");
    // seen: "joinn → join"; heard: "removed joinn, added join" (the arrow is hidden from screen readers)
    const changes = [...root.querySelectorAll('[data-testid="netlift-change"]')].map((li) => li.textContent);
    expect(changes).toEqual(["removed joinn → , added join", "removed tomorow → , added tomorrow: Spelling: two r's."]);
    expect([...root.querySelectorAll('[data-testid="netlift-reason"]')].map((r) => r.textContent)).toEqual([
      ": Spelling: two r's.",
    ]);
    expect(root.querySelector('[data-testid="netlift-warning"]')).toBeNull();

    const events: string[] = [];
    composerOf(kwame).addEventListener("input", (e) => events.push((e as InputEvent).inputType));
    await act(async () => button(kwame, /Replace my draft/)!.click());
    expect(composerOf(kwame).textContent).toBe("Thanks Kwame, I will join Odile tomorrow.");
    expect(events).toContain("insertText");
    expect(textOf(kwame)).toContain("Replaced: review your draft and send it yourself.");
    expect(composerOf(ingrid).textContent).toBe("");
  });

  it("warns when the answer's checks say the correction went beyond a proofread", async () => {
    openPage();
    start();
    const ingrid = windowOf("Ingrid Solberg");
    act(() => type(composerOf(ingrid), "Happy to joinn the call next week."));
    await settle(() => expect(button(ingrid, /Proofread/)).toBeDefined());
    extras.value = { checks: { withinLength: true, newNumbers: [], newNames: ["Marcus"] } };
    await act(async () => button(ingrid, /Proofread/)!.click());
    await settle(() =>
      expect(inTools(ingrid)!.querySelector('[data-testid="netlift-warning"]')?.textContent).toContain(
        "adds names your draft does not have: Marcus",
      ),
    );
  });

  it("the plan follows the page: a Free user is locked on the feed (nothing sent), and proofreads on a profile", async () => {
    openPage();
    start("free", "feed");
    const kwame = windowOf("Kwame Asante");
    act(() => type(composerOf(kwame), "Thanks Kwame, see you tomorow."));
    await settle(() => expect(button(kwame, /Proofread/)).toBeDefined());
    await act(async () => button(kwame, /Proofread/)!.click());
    await settle(() => expect(textOf(kwame)).toContain("Proofread is part of Pro"));
    expect(streamAssist).not.toHaveBeenCalled();
    stop?.();

    openPage();
    start("free", "profile");
    const again = windowOf("Kwame Asante");
    act(() => type(composerOf(again), "Thanks Kwame, see you tomorow."));
    await settle(() => expect(button(again, /Proofread/)).toBeDefined());
    await act(async () => button(again, /Proofread/)!.click());
    await settle(() => expect(textOf(again)).toContain("Replace my draft"));
    expect(streamAssist.mock.calls[0]![0]).toMatchObject({ task: "proofread", page: "profile" });
  });

  it("Replace into a job application's textarea: the native value setter and an input event", async () => {
    document.body.innerHTML = APPLICATION_HTML;
    window.history.pushState({}, "", "/jobs/view/4012345678/");
    start("free", "jobs");
    const field = document.getElementById("note") as HTMLTextAreaElement;
    const modal = document.querySelector('[role="dialog"]')!;
    act(() => type(field, "I would love to joinn your team."));
    await settle(() => expect(button(modal, /Proofread/)).toBeDefined());
    await act(async () => button(modal, /Proofread/)!.click());
    await settle(() => expect(textOf(modal)).toContain("Replace my draft"));
    expect(streamAssist.mock.calls[0]![0]).toMatchObject({ page: "jobs", context: { editor: "application" } });
    const events: string[] = [];
    field.addEventListener("input", (e) => events.push((e as InputEvent).inputType));
    await act(async () => button(modal, /Replace my draft/)!.click());
    expect(field.value).toBe("I would love to join your team.");
    expect(events).toEqual(["insertReplacementText"]);
    window.history.pushState({}, "", "/");
  });
});

describe("Draft a post", () => {
  const composer = () => outletRoot(document)!.querySelector<HTMLElement>('[aria-label="Create a post"]')!;

  it("is in the post composer at once; three drafts from the notes; Insert puts one into the composer; nothing else", async () => {
    openPage();
    start("pro", "feed");
    await settle(() => expect(button(composer(), /Draft a post/)).toBeDefined());
    expect(button(composer(), /Proofread/)).toBeUndefined();
    await act(async () => button(composer(), /Draft a post/)!.click());
    const notes = inTools(composer())!.querySelector<HTMLTextAreaElement>("textarea")!;
    await act(async () => button(composer(), /Write drafts/)!.click());
    expect(textOf(composer())).toContain("Write a few notes or bullet points first");
    expect(streamAssist).not.toHaveBeenCalled();
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      setter.call(notes, "- shipped data contracts\n- what broke");
      notes.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => button(composer(), /Write drafts/)!.click());
    await settle(() =>
      expect(inTools(composer())!.querySelectorAll('[data-testid="netlift-suggestion"][data-complete]')).toHaveLength(3),
    );
    expect(streamAssist.mock.calls[0]![0]).toMatchObject({
      task: "post.draft",
      page: "feed",
      context: { notes: "- shipped data contracts\n- what broke" },
    });
    const insert = [
      ...inTools(composer())!.querySelectorAll<HTMLButtonElement>('[data-testid="netlift-suggestion"] button'),
    ].find((b) => b.textContent === "Insert")!;
    await act(async () => insert.click());
    expect(composer().querySelector(".ql-editor")!.textContent).toBe(
      "Draft 1: - shipped data contracts\n- what broke".replace("\n", ""),
    );
    expect(textOf(composer())).toContain("Inserted: review it and post it yourself.");
  });

  it("a Free user sees the Pro lock when opening it, and nothing is sent", async () => {
    openPage();
    start("free", "feed");
    await settle(() => expect(button(composer(), /Draft a post/)).toBeDefined());
    await act(async () => button(composer(), /Draft a post/)!.click());
    expect(textOf(composer())).toContain("Draft a post is part of Pro");
    expect(inTools(composer())!.querySelector("textarea")).toBeNull();
    expect(streamAssist).not.toHaveBeenCalled();
  });
  /** Writes `text` into the notes as typing does (React reads the native value setter's value on input). */
  async function fillNotes(text: string) {
    const notes = inTools(composer())!.querySelector<HTMLTextAreaElement>("#nl-post-notes")!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(notes, text);
      notes.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  const picker = () => inTools(composer())!.querySelector<HTMLFieldSetElement>('[data-testid="netlift-own-posts"]')!;
  const radios = () => [...picker().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const drafts = () => inTools(composer())!.querySelectorAll('[data-testid="netlift-suggestion"][data-complete]');
  async function openDraftPanel() {
    openPage();
    start("pro", "feed");
    await settle(() => expect(button(composer(), /Draft a post/)).toBeDefined());
    await act(async () => button(composer(), /Draft a post/)!.click());
  }

  const LAUNCH =
    "We moved every team onto data contracts this quarter. Schema owners now sign off each change, and the 2 a.m. pages stopped.";
  const HIRING = "Hiring: two data engineers in Oslo.";

  it("lists the user's saved posts to follow up; picking one makes the notes optional and sends it as followUp, with the notes", async () => {
    requestOwnPosts.mockResolvedValue({ ok: true, data: { posts: [LAUNCH, HIRING] } });
    await openDraftPanel();
    await settle(() => expect(radios()).toHaveLength(3));
    expect(requestOwnPosts).toHaveBeenCalledTimes(1);
    expect(picker().querySelector("legend")!.textContent).toBe("Follow up one of my posts");
    // each post by its first ~90 characters, in a label (its accessible name), the whole post on hover
    const labels = radios().map((r) => r.closest("label")!);
    expect(labels.map((l) => l.textContent)).toEqual([
      "None",
      "We moved every team onto data contracts this quarter. Schema owners now sign off each…",
      HIRING,
    ]);
    expect(labels[1]!.title).toBe(LAUNCH);
    expect(radios()[0]!.checked).toBe(true);
    // one group: the arrow keys move between them
    expect(new Set(radios().map((r) => r.name)).size).toBe(1);
    const notes = inTools(composer())!.querySelector<HTMLTextAreaElement>("#nl-post-notes")!;
    expect(notes.placeholder).toContain("- what happened");

    await act(async () => radios()[1]!.click());
    expect(radios()[1]!.checked).toBe(true);
    expect(notes.placeholder).toBe("What happened since? (optional)");
    // no notes: the post alone is enough
    await act(async () => button(composer(), /Write drafts/)!.click());
    await settle(() => expect(drafts()).toHaveLength(3));
    expect(streamAssist.mock.calls[0]![0]).toMatchObject({
      task: "post.draft",
      context: { notes: "", followUp: { text: LAUNCH } },
    });
    // what was sent shows the post followed up
    const sent = inTools(composer())!.querySelector('[data-testid="netlift-sent"]')!.textContent!;
    expect(JSON.parse(sent)).toEqual({ notes: "", followUp: { text: LAUNCH } });

    await fillNotes("- two teams asked for the template");
    await act(async () => button(composer(), /Write drafts/)!.click());
    await settle(() => expect(streamAssist).toHaveBeenCalledTimes(2));
    expect(streamAssist.mock.calls[1]![0].context).toEqual({
      notes: "- two teams asked for the template",
      followUp: { text: LAUNCH },
    });

    // None again: the notes alone, as before
    await act(async () => radios()[0]!.click());
    await act(async () => button(composer(), /Write drafts/)!.click());
    await settle(() => expect(streamAssist).toHaveBeenCalledTimes(3));
    expect(streamAssist.mock.calls[2]![0].context).toEqual({ notes: "- two teams asked for the template" });
  });

  it("with no saved posts: a line says how to save them, linking the activity page; no notes and no post is refused", async () => {
    await openDraftPanel();
    await settle(() => expect(picker().textContent).toContain("No posts of yours saved yet"));
    expect(picker().textContent).toBe(
      "Follow up one of my postsNo posts of yours saved yet: open your activity page and click “Use my recent posts as samples”.",
    );
    const link = picker().querySelector("a")!;
    expect(link.href).toBe(ACTIVITY_URL);
    expect(link.target).toBe("_blank");
    expect(radios()).toHaveLength(0);
    await act(async () => button(composer(), /Write drafts/)!.click());
    expect(textOf(composer())).toContain(NO_NOTES);
    expect(streamAssist).not.toHaveBeenCalled();
  });

  it("posts that could not be read: said in one line, and the notes still work", async () => {
    requestOwnPosts.mockResolvedValue({ ok: false, error: { code: "internal", message: "Cannot reach the server." } });
    await openDraftPanel();
    await settle(() =>
      expect(picker().textContent).toContain("Couldn't load your posts: Cannot reach the server. Your notes still work."),
    );
    await fillNotes("- shipped data contracts");
    await act(async () => button(composer(), /Write drafts/)!.click());
    await settle(() => expect(drafts()).toHaveLength(3));
    expect(streamAssist.mock.calls[0]![0].context).toEqual({ notes: "- shipped data contracts" });
  });

  it("refused before the user agreed to the disclosure: read again once they have, and the posts show", async () => {
    requestOwnPosts.mockResolvedValueOnce({
      ok: false,
      error: { code: "consent_required", message: "Netlift sends nothing until you agree to what it sends." },
    });
    requestOwnPosts.mockResolvedValue({ ok: true, data: { posts: [HIRING] } });
    await openDraftPanel();
    await settle(() => expect(picker().textContent).toContain("once you have agreed to what Netlift sends"));
    await fillNotes("- shipped data contracts");
    await act(async () => button(composer(), /Write drafts/)!.click());
    await settle(() => expect(radios()).toHaveLength(2));
    expect(requestOwnPosts).toHaveBeenCalledTimes(2);
  });
});
