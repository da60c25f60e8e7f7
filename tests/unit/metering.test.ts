/**
 * The token estimates against real tokenizers (OpenAI's o200k and cl100k, from the gpt-tokenizer
 * package): the quick estimate is what most requests pay for; the strict one is what a Free reservation
 * falls back to when text may tokenise densely, and must not let such text spend much more than it reserved.
 */
import { encode as cl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { encode as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { estimatePromptTokens, estimateTokens, estimateTokensStrict, reservationEstimate } from "../../src/core/metering";
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

describe("the reservation's estimate", () => {
  const chat = (content: string) => [
    { role: "system" as const, content: "You write LinkedIn comments." },
    { role: "user" as const, content },
  ];

  it("is the quick estimate when even four times it fits the balance", () => {
    const messages = chat(DENSE["digits between spaces"]!);
    const quick = estimatePromptTokens(messages);
    expect(reservationEstimate(messages, quick * 4 + 550, 550)).toBe(quick);
  });

  it("counts strictly when it may not fit: dense text reserves what it will really spend", () => {
    const messages = chat(DENSE["digits between spaces"]!);
    const quick = estimatePromptTokens(messages);
    const strict = reservationEstimate(messages, 5000, 550); // four times the quick estimate would not fit
    expect(strict).toBeGreaterThan(quick * 3);
    expect(strict).toBeGreaterThanOrEqual(realTokens(DENSE["digits between spaces"]!));
  });

  it("stays close to the quick estimate for ordinary text", () => {
    const messages = chat(ORDINARY.English!);
    expect(reservationEstimate(messages, 100, 550)).toBe(estimatePromptTokens(messages));
  });
});
