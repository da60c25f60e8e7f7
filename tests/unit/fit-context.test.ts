import { describe, expect, it } from "vitest";
import { ASSIST_LIMITS, validateAssist, type Context } from "../../src/core/assist";
import { fitContext } from "../../src/core/fit-context";

const sentence = (i: number, n: number) =>
  `Message ${i}: ${"we should talk about the roadmap and the hiring plan. ".repeat(n)}`.trim();
const thread = (count: number, text: (i: number) => string): Context => ({
  thread: {
    participants: ["Odette Varga"],
    me: "Ada Lovelace",
    messages: Array.from({ length: count }, (_, i) => ({
      sender: i % 2 ? "Ada Lovelace" : "Odette Varga",
      time: "10:02",
      text: text(i),
      me: i % 2 === 1,
    })),
  },
});
const accepted = (context: Context) =>
  validateAssist({
    task: "messages.reply",
    page: "messages",
    context,
    goal: "book a call",
  });
const bodyBytes = (context: Context) =>
  new TextEncoder().encode(
    JSON.stringify({
      task: "messages.reply",
      page: "messages",
      context,
      goal: "book a call",
    }),
  ).length;

describe("fitContext", () => {
  it("returns a context that already fits as it is", () => {
    const context = thread(5, (i) => sentence(i, 2));
    expect(fitContext(context)).toBe(context);
  });

  it("drops a long thread's oldest messages until the server accepts it, keeping the latest, without touching the page's copy", () => {
    const context = thread(30, (i) => sentence(i, 14)); // ~750 characters each: over the limit
    expect(accepted(context).ok).toBe(false);
    const fitted = fitContext(context);
    expect(accepted(fitted).ok).toBe(true);
    const messages = (fitted.thread as { messages: { text: string }[] }).messages;
    expect(messages.length).toBeLessThan(30);
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.at(-1)!.text).toBe(sentence(29, 14));
    expect(messages[0]!.text).toBe(sentence(30 - messages.length, 14));
    expect((context.thread as { messages: unknown[] }).messages).toHaveLength(30);
  });

  it("drops a profile's last (oldest) roles before it cuts any text", () => {
    const role = (i: number) => ({
      title: `Role ${i}`,
      company: `Company ${i}`,
      description: "Led the data platform team. ".repeat(120),
    });
    const context: Context = {
      profile: {
        name: "Elena Petrova",
        about: "Forecasting models. ".repeat(100),
        experience: Array.from({ length: 10 }, (_, i) => role(i)),
      },
    };
    const fitted = fitContext(context);
    expect(
      validateAssist({
        task: "profile.summary",
        page: "profile",
        context: fitted,
      }).ok,
    ).toBe(true);
    const profile = fitted.profile as {
      about: string;
      experience: { title: string }[];
    };
    expect(profile.about).toBe((context.profile as { about: string }).about);
    expect(profile.experience[0]!.title).toBe("Role 0");
    expect(profile.experience.length).toBeLessThan(10);
  });

  it("shortens a text that is too long on its own, marking the cut", () => {
    const context: Context = {
      post: { author: "Ana", text: "A very long post. ".repeat(2_000) },
    };
    const fitted = fitContext(context);
    const text = (fitted.post as { text: string }).text;
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(ASSIST_LIMITS.contextText);
    expect(validateAssist({ task: "feed.comment", page: "feed", context: fitted }).ok).toBe(true);
  });

  it("counts bytes too: a thread in Chinese fits the body limit", () => {
    const context = thread(30, (i) => `第${i}条消息：` + "我们下周讨论路线图和招聘计划。".repeat(40)); // 3 bytes a character
    expect(JSON.stringify(context).length).toBeLessThan(ASSIST_LIMITS.contextChars);
    expect(bodyBytes(context)).toBeGreaterThan(ASSIST_LIMITS.bodyBytes);
    const fitted = fitContext(context);
    expect(bodyBytes(fitted)).toBeLessThanOrEqual(ASSIST_LIMITS.bodyBytes);
    expect(accepted(fitted).ok).toBe(true);
    expect((fitted.thread as { messages: unknown[] }).messages.length).toBeGreaterThan(10);
  });
});
