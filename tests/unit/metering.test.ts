/**
 * The token estimates against real tokenizers (OpenAI's o200k and cl100k, from the gpt-tokenizer
 * package): the quick estimate is what most requests pay for; the strict one is what a Free reservation
 * falls back to when text may tokenise densely, and must not let such text spend much more than it reserved.
 */
import { encode as cl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { encode as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import {
  abandonedUsage,
  estimatePromptTokens,
  estimateTokens,
  estimateTokensStrict,
  planReservation,
  type ChatMessage,
} from "../../src/core/metering";
import { CONTEXTS } from "../helpers/contexts";

const realTokens = (text: string) => Math.max(o200k(text).length, cl100k(text).length);

const spaced = (n: number, piece: (i: number) => string) => Array.from({ length: n }, (_, i) => piece(i)).join(" ");

/** Texts that tokenise densely: what an attacker sends to spend more than the estimate reserves. */
const DENSE: Record<string, string> = {
  "digits between spaces": spaced(3000, (i) => String(i % 10)),
  "digits between commas": Array.from({ length: 3000 }, (_, i) => String(i % 10)).join(","),
  "single letters": spaced(3000, (i) => "abcdefghij"[i % 10]!),
  punctuation: "!?.,;:".repeat(500),
  "random letters": Array.from({ length: 4000 }, (_, i) => String.fromCharCode(97 + ((i * 7919 + 13) % 26))).join(""),
  "letters and digits": Array.from({ length: 4000 }, (_, i) => "aB3xQz9+/"[(i * 31 + 7) % 9]).join(""),
  hexadecimal: Array.from({ length: 400 }, (_, i) => ((i * 2654435761) >>> 0).toString(16)).join(""),
  Chinese: "我们今天发布了新的入职流程，比计划提前了三周。".repeat(40),
  Hindi: "हमने आज नया ऑनबोर्डिंग फ्लो लॉन्च किया, तीन सप्ताह पहले।".repeat(30),
  emoji: "🚀🔥💡".repeat(300),
};

/** What pages really send: the strict count must not make them cost much more to reserve. */
const ORDINARY: Record<string, string> = {
  English: "Product managers at growing companies often struggle to balance customer requests with long-term strategy. ".repeat(
    20,
  ),
  German: "Wir haben heute den neuen Onboarding-Prozess veröffentlicht, drei Wochen früher als geplant. ".repeat(20),
  Russian: "Мы сегодня выпустили новый процесс адаптации, на три недели раньше срока. ".repeat(20),
  "a page's context (JSON)": JSON.stringify(CONTEXTS),
};

describe("token estimates against real tokenizers", () => {
  it.each(Object.keys(DENSE))("the strict count of %s is at least three quarters of the real tokens", (name) => {
    const text = DENSE[name]!;
    // the quick estimate is a quarter of them for digits; what is left over is bounded by the floor of a balance (lib/tokens.js)
    expect(estimateTokensStrict(text)).toBeGreaterThanOrEqual(0.75 * realTokens(text));
  });

  it("the quick estimate is a quarter of the real count for digits: why the strict one exists", () => {
    const text = DENSE["digits between spaces"]!;
    expect(estimateTokens(text) * 3).toBeLessThan(realTokens(text));
    expect(estimateTokensStrict(text)).toBeGreaterThanOrEqual(realTokens(text));
  });

  it.each(Object.keys(ORDINARY))(
    "the strict count of ordinary %s adds little: within 1.6× the real tokens, or the quick estimate",
    (name) => {
      const text = ORDINARY[name]!;
      expect(estimateTokensStrict(text)).toBeLessThanOrEqual(Math.max(estimateTokens(text), 1.6 * realTokens(text)));
      expect(estimateTokensStrict(text)).toBeGreaterThanOrEqual(realTokens(text) * 0.85);
    },
  );

  it("no text takes more than four times the quick estimate (a token a byte at most)", () => {
    for (const text of [...Object.values(DENSE), ...Object.values(ORDINARY)]) {
      expect(realTokens(text)).toBeLessThanOrEqual(4 * estimateTokens(text));
    }
  });
});

describe("the reservation", () => {
  const chat = (content: string): ChatMessage[] => [
    { role: "system", content: "You write LinkedIn comments." },
    { role: "user", content },
  ];
  const plan = (messages: ChatMessage[], room: number, taskMax = 550) => {
    let strictCounted = 0;
    const reservation = planReservation(
      estimatePromptTokens(messages),
      () => {
        strictCounted += 1;
        return estimatePromptTokens(messages, estimateTokensStrict);
      },
      room,
      taskMax,
    );
    return { reservation, strictCounted };
  };

  it("holds four times the quick estimate and the whole answer when that fits: what any tokenizer can count", () => {
    const messages = chat(DENSE["digits between spaces"]!);
    const quick = estimatePromptTokens(messages);
    const { reservation, strictCounted } = plan(messages, quick * 4 + 550);
    expect(reservation).toEqual({ promptTokens: quick, maxTokens: 550, amount: quick * 4 + 550 });
    expect(strictCounted).toBe(0); // the costly count is not needed
    // what the provider can count fits in what is held, so concurrent requests cannot share spare tokens
    expect(reservation!.amount).toBeGreaterThanOrEqual(realTokens(DENSE["digits between spaces"]!) + 550);
  });

  it("counts strictly when that does not fit: dense text reserves what it will really spend", () => {
    const messages = chat(DENSE["digits between spaces"]!);
    const quick = estimatePromptTokens(messages);
    const { reservation, strictCounted } = plan(messages, quick * 4 + 500); // four times the quick estimate would not fit
    expect(strictCounted).toBe(1);
    expect(reservation!.promptTokens).toBeGreaterThan(quick * 3);
    expect(reservation!.promptTokens).toBeGreaterThanOrEqual(realTokens(DENSE["digits between spaces"]!));
    expect(reservation!.amount).toBe(reservation!.promptTokens + reservation!.maxTokens);
    expect(reservation!.amount).toBeLessThanOrEqual(quick * 4 + 500);
  });

  it("asks for a shorter answer when only part of the task's fits, and for none below the smallest worth asking", () => {
    const messages = chat(ORDINARY.English!);
    const prompt = estimatePromptTokens(messages, estimateTokensStrict);
    expect(plan(messages, prompt + 200).reservation).toEqual({ promptTokens: prompt, maxTokens: 200, amount: prompt + 200 });
    expect(plan(messages, prompt + 63).reservation).toBeNull();
    expect(plan(messages, 0).reservation).toBeNull();
  });

  it("stays close to the quick estimate for ordinary text", () => {
    const messages = chat(ORDINARY.English!);
    expect(plan(messages, 1000).reservation!.promptTokens).toBe(estimatePromptTokens(messages));
  });
});

describe("a stream the client hung up on", () => {
  it("charges the prompt as the provider counted it when it said so, else its strict count, and what was written", () => {
    expect(abandonedUsage(null, 900, "Hello there")).toEqual({ prompt: 900, completion: 3, total: 903 });
    expect(abandonedUsage({ prompt_tokens: 1234, completion_tokens: 7 }, 900, "Hello")).toEqual({
      prompt: 1234,
      completion: 7,
      total: 1241,
    });
    // a count that is not one is ignored; what was written is never counted below its estimate
    expect(abandonedUsage({ prompt_tokens: "many", completion_tokens: 0 }, 900, "Hello there")).toEqual({
      prompt: 900,
      completion: 3,
      total: 903,
    });
  });

  it("charges dense text at least what a real tokenizer counts, where the quick estimate is a quarter of it", () => {
    const text = DENSE["digits between spaces"]!;
    const messages: ChatMessage[] = [{ role: "user", content: text }];
    const charged = abandonedUsage(null, estimatePromptTokens(messages, estimateTokensStrict), "").total;
    expect(charged).toBeGreaterThanOrEqual(realTokens(text));
    expect(estimatePromptTokens(messages)).toBeLessThan(realTokens(text) / 3);
  });
});
