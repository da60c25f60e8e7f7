// @vitest-environment jsdom
/**
 * The panel shows the tells of machine-written text (issue #31): underlined as the words stream in,
 * their reason on hover and keyboard focus, removed in one click by the server's clean-up rule, a
 * "Plainer" follow-up that names them, and Insert taking exactly the text shown.
 */
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { TellSettings } from "../../../src/core/answer-review";
import { TELL_REASONS } from "../../../src/core/tells";
import type { AssistMessage, AssistResult, AssistStreamEvent } from "../../lib/messages";
import type { PlanSource } from "./plan-source";
import { agreedConsent, fakeBackground } from "../../../tests/helpers/fake-background";
import { Helper } from "./Helper";
import { HELPER_CSS } from "./styles";

/** The stream the panel opened last: the test sends its events. */
const stream = { bodies: [] as unknown[], emit: (_event: AssistStreamEvent) => undefined as void };
const streamAssist = vi.fn((body: unknown, onEvent: (event: AssistStreamEvent) => void) => {
  stream.bodies.push(body);
  stream.emit = onEvent;
  return { stop: vi.fn() };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PRO: PlanSource = { get: () => "pro", subscribe: () => () => undefined, refresh: async () => "pro", stop: () => undefined };
const POST = { post: { author: "Priya", headline: "", text: "We moved billing to a new provider.", comments: [] } };
const ENGLISH: TellSettings = { languages: ["en"], comment: true, keepDashes: false };

let root: Root;
let host: HTMLElement;
const onInsert = vi.fn(async (_text: string) => true);

function renderHelper() {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      createElement(Helper, {
        name: "feed",
        page: "feed",
        planSource: PRO,
        upgradeUrl: "https://netlift.example/dashboard",
        actions: [{ label: "Suggest comment", task: "feed.comment" }],
        getContext: () => ({ ok: true as const, layer: "selectors" as const, context: POST }),
        onInsert,
      }),
    ),
  );
}

const button = (name: RegExp, within: ParentNode = host) =>
  [...within.querySelectorAll("button")].find((b) => name.test(b.textContent ?? ""))!;
const items = () => [...host.querySelectorAll<HTMLLIElement>('[data-testid="netlift-suggestion"]')];
const marks = (item: Element = host) => [...item.querySelectorAll<HTMLElement>('[data-testid="netlift-tell"]')];
/** A suggestion's text as the page holds it: exactly the suggestion (the reason box draws its words with CSS). */
const shown = (item: Element) => item.querySelector('[data-testid="netlift-suggestion-text"]')!.textContent;
/** The Remove buttons in `within` (labelled with the phrase they take out). */
const removes = (within: ParentNode = host) => [...within.querySelectorAll<HTMLButtonElement>("button.nl-tell-remove")];

async function send(event: AssistStreamEvent) {
  await act(async () => stream.emit(event));
}
/** Asks for comments and streams `suggestions` in, then the answer as the server reviewed it. */
async function answer(suggestions: string[], tellOptions: TellSettings | undefined = ENGLISH) {
  await act(async () => button(/Suggest comment/).click());
  for (const [index, text] of suggestions.entries()) await send({ type: "delta", index, text });
  const data: AssistResult = {
    suggestions,
    tellOptions,
    usage: { prompt: 1, completion: 1, total: 2 },
    tokenBalance: 9998,
    maxTokens: 10000,
    resetsAt: "",
  };
  await send({ type: "done", data });
}

beforeEach(() => {
  fakeBackground({
    stream: streamAssist,
    messages: { consent: agreedConsent(), miss: () => undefined },
  });
  streamAssist.mockClear();
  stream.bodies = [];
  onInsert.mockClear();
  renderHelper();
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe("tells in the panel", () => {
  it("underlines each tell, focusable, described by its reason, which shows on hover and on focus", async () => {
    await answer(["We moved billing in a week. A real game-changer.", "How did you move the invoices?"]);
    const [mark] = marks(items()[0]);
    expect(mark?.tagName).toBe("MARK");
    expect(mark?.textContent).toBe("game-changer");
    expect(mark?.tabIndex).toBe(0);
    const reason = document.getElementById(mark!.getAttribute("aria-describedby")!);
    expect(reason?.textContent).toBe(TELL_REASONS.buzzword);
    expect(items()[0]!.contains(reason)).toBe(false); // the suggestion's text is only the suggestion
    expect(shown(items()[0]!)).toBe("We moved billing in a week. A real game-changer.");
    expect(host.querySelector('[data-testid="netlift-tell-tip"] [data-reason]')?.getAttribute("data-reason")).toBe(
      TELL_REASONS.buzzword,
    );
    expect(marks(items()[1])).toEqual([]);
    act(() => mark!.focus());
    expect(host.querySelector(":focus")).toBe(mark);
    // the reason's box is hidden until the mark is hovered or holds the focus (checked in Chromium too)
    expect(HELPER_CSS).toMatch(/\.nl-tell:hover \.nl-tip, \.nl-tell:focus-within \.nl-tip \{ display: block; \}/);
    expect(HELPER_CSS).toMatch(/\.nl-tell mark \{[^}]*text-decoration: underline/);
  });

  it("one click removes a tell by the clean-up's rule; Insert and Copy take the text as shown", async () => {
    await answer(["It is not just a refactor, but a new way of working. A real game-changer for us."]);
    const item = items()[0]!;
    expect(marks(item).map((m) => m.dataset.kind)).toEqual(["not_just_but", "buzzword"]);

    expect(removes(item).map((b) => b.getAttribute("aria-label"))).toEqual([
      "Remove “not just a refactor, but”",
      "Remove “game-changer”",
    ]);
    await act(async () => removes(item)[0]!.click());
    expect(shown(items()[0]!)).toBe("It is a new way of working. A real game-changer for us.");
    // found again in the new text: the remaining mark is where its phrase now is, and holds the focus
    expect(marks(items()[0]!).map((m) => m.textContent)).toEqual(["game-changer"]);
    expect(host.querySelector(":focus")).toBe(marks(items()[0]!)[0]);

    await act(async () => removes(items()[0]!)[0]!.click());
    expect(shown(items()[0]!)).toBe("It is a new way of working. A real for us.");
    expect(marks(items()[0]!)).toEqual([]);

    await act(async () => button(/Insert/, items()[0]!).click());
    expect(onInsert).toHaveBeenCalledWith("It is a new way of working. A real for us.");
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await act(async () => button(/Copy/, items()[0]!).click());
    expect(writeText).toHaveBeenCalledWith("It is a new way of working. A real for us.");
  });

  it("marks as the words stream in, without Remove until the answer is done", async () => {
    await act(async () => button(/Suggest comment/).click());
    await send({ type: "delta", index: 0, text: "Thanks for sharing! We shipped it — a real game-" });
    expect(marks().map((m) => m.dataset.kind)).toEqual(["opener"]); // the dash is the clean-up's call: the voice may keep it
    await send({ type: "delta", index: 0, text: "changer for the team." });
    expect(marks().map((m) => m.textContent)).toEqual(["Thanks for sharing! ", "game-changer"]);
    expect(removes()).toEqual([]);
    expect(button(/Plainer/)).toBeUndefined();

    const data: AssistResult = {
      suggestions: ["We shipped it, a real game-changer for the team."],
      tellOptions: ENGLISH,
      usage: { prompt: 1, completion: 1, total: 2 },
      tokenBalance: 1,
      maxTokens: 1,
      resetsAt: "",
    };
    await send({ type: "done", data });
    expect(marks().map((m) => m.textContent)).toEqual(["game-changer"]);
    expect(removes()).toHaveLength(1);
  });

  it("keeps what the user's voice keeps: no em dash marked when the answer says the voice uses them", async () => {
    await answer(["We shipped it — finally, after a year."], { ...ENGLISH, keepDashes: true });
    expect(marks()).toEqual([]);
    act(() => root.unmount());
    renderHelper();
    await answer(["We shipped it — finally, after a year."], ENGLISH);
    expect(marks().map((m) => m.dataset.kind)).toEqual(["dash"]);
  });

  it("Plainer asks for that suggestion again without its tells, named, as a follow-up", async () => {
    await answer(["How did you move the invoices?", "It is not just a refactor, but a new way of working. A real game-changer."]);
    expect(button(/Plainer/, items()[0]!)).toBeUndefined(); // nothing to make plainer
    await act(async () => removes(items()[1]!)[0]!.click()); // the user already took one out
    await act(async () => button(/Plainer/, items()[1]!).click());
    const body = stream.bodies.at(-1) as AssistMessage;
    expect(body.task).toBe("chat");
    expect(body.instruction).toBe(
      'Rewrite suggestion 2 of your previous answer (it begins "It is not just a refactor,") plainer, as I would write it: keep what it says, and leave out "not just a refactor, but" (the "not just X, but Y" shape), "game-changer" (a buzzword).',
    );
    expect(body.instruction!.length).toBeLessThanOrEqual(500);
  });
});
