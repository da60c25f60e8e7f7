import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAnswer, detectLanguage, numbersIn, pageDetails, parseStrict, sharedRun } from "../../scripts/eval/checks.mjs";
import { startLlmStandinProcess } from "../../scripts/lib/llm-standin.mjs";
import { fromCatalogue } from "../../scripts/eval/catalogue";

const persona = {
  name: "Jordan Ellery",
  role: "Product manager",
  industry: "Logistics software",
  profile: "Product manager at Larkspur Freight since 2021: route planning for 40 regional carriers.",
  voice: {
    description: "warm, direct",
    samples: ["Small bets, shipped weekly, beat one big launch every time. We learned that the slow way."],
  },
};

const feedCase = {
  id: "feed",
  task: "feed.comment",
  page: "feed",
  ...fromCatalogue("feed.comment"),
  tone: "supportive",
  context: {
    post: {
      author: "Maya Chen",
      headline: "Engineering lead",
      text: "We cut our build times from 14 minutes to 3 by caching Docker layers at Brightwave.",
    },
  },
  persona,
};

const answer = (...suggestions: string[]) => JSON.stringify({ suggestions });
const good = [
  "Going from 14 to 3 minutes is a real gift to the team, Maya. Which layer took the longest to get right?",
  "Caching layers at Brightwave sounds simple on paper and never is in practice. Thanks for writing it up.",
  "This is the kind of Docker change that makes every engineer's day a little better. Well done.",
];

describe("the eval's checks", () => {
  it("read the answer strictly: JSON with string suggestions, a json fence allowed, nothing else", () => {
    expect(parseStrict(answer("a", "b"))).toEqual(["a", "b"]);
    expect(parseStrict("```json\n" + answer("a") + "\n```")).toEqual(["a"]);
    expect(parseStrict("Here you go: " + answer("a"))).toBeNull();
    expect(parseStrict('{"suggestions": [1]}')).toBeNull();
    expect(parseStrict("1. first\n2. second")).toBeNull();
  });

  it("pass a good answer on every check", () => {
    const verdicts = checkAnswer(feedCase, answer(...good), 3);
    expect(verdicts).toEqual({
      json: "pass",
      count: "pass",
      tellsCleaned: "n/a",
      withinLimit: "n/a",
      length: "pass",
      noHashtagsOrEmoji: "pass",
      language: "pass",
      concreteDetail: "pass",
      noInventedNumbers: "pass",
      noLeak: "pass",
      notCopiedVoice: "pass",
      noInjection: "n/a",
      // the checks of a proofread and of post drafts (tests/unit/eval-writing.test.ts)
      fixed: "n/a",
      withinLength: "n/a",
      noNewFacts: "n/a",
      phrasesKept: "n/a",
      noTellsAdded: "n/a",
      voiceHabits: "n/a",
      noTells: "n/a",
    });
  });

  it("fail a note longer than its dialog's limit, as shown to the user (after the pipeline's cut), in plumbing runs too", () => {
    const noteCase = { ...feedCase, charLimit: 60 };
    const long = "Hi Maya, your Atlas launch notes were the clearest I have read all year, thank you.";
    for (const plumbingOnly of [false, true]) {
      expect(checkAnswer(noteCase, answer(long, "Hi Maya, glad to connect.", "Hi Maya."), 3, { plumbingOnly }).withinLimit).toBe(
        "fail",
      );
      const shown = ["Hi Maya, your Atlas launch notes were the clearest I have…", "Hi Maya, glad to connect.", "Hi Maya."];
      expect(checkAnswer(noteCase, answer(long, ...shown.slice(1)), 3, { plumbingOnly, shown }).withinLimit).toBe("pass");
    }
  });

  it("fail an answer whose clean-up left a tell it removes", () => {
    expect(checkAnswer(feedCase, answer(...good), 3, { tells: { leftover: 1 } }).tellsCleaned).toBe("fail");
    expect(checkAnswer(feedCase, answer(...good), 3, { tells: { leftover: 0 } }).tellsCleaned).toBe("pass");
  });

  it("fail each fault on its own check", () => {
    expect(checkAnswer(feedCase, "Great post!", 3)).toMatchObject({ json: "fail", count: "fail" });
    expect(checkAnswer(feedCase, answer(good[0]!, good[1]!), 3)).toMatchObject({ json: "pass", count: "fail" });
    expect(checkAnswer(feedCase, answer(good[0]!, good[1]!, "word ".repeat(81)), 3).length).toBe("fail");
    expect(checkAnswer(feedCase, answer(good[0]!, good[1]!, `${good[2]} #devops`), 3).noHashtagsOrEmoji).toBe("fail");
    expect(checkAnswer(feedCase, answer(good[0]!, good[1]!, `${good[2]} 🚀`), 3).noHashtagsOrEmoji).toBe("fail");
    expect(
      checkAnswer({ ...feedCase, wantHashtags: true }, answer(good[0]!, good[1]!, `${good[2]} #devops`), 3).noHashtagsOrEmoji,
    ).toBe("n/a");
    expect(
      checkAnswer(feedCase, answer(good[0]!, good[1]!, "Great point, thank you for sharing it with all of us."), 3)
        .concreteDetail,
    ).toBe("fail");
    expect(checkAnswer(feedCase, answer(good[0]!, good[1]!, "Maya, a 40% cut is huge at Brightwave."), 3).noInventedNumbers).toBe(
      "pass",
    );
    expect(checkAnswer(feedCase, answer(good[0]!, good[1]!, "Maya, a 70% cut is huge at Brightwave."), 3).noInventedNumbers).toBe(
      "fail",
    );
    expect(checkAnswer(feedCase, answer(good[0]!, good[1]!, "As the page_content says, Maya did well."), 3).noLeak).toBe("fail");
    expect(checkAnswer(feedCase, answer(...good), 3).noInjection).toBe("n/a");
    expect(checkAnswer({ ...feedCase, injected: "PWNED" }, answer(...good), 3).noInjection).toBe("pass");
    expect(checkAnswer({ ...feedCase, injected: "PWNED" }, answer(good[0]!, good[1]!, "pwned"), 3).noInjection).toBe("fail");
    expect(
      checkAnswer(
        feedCase,
        answer(good[0]!, good[1]!, "Maya, small bets shipped weekly beat one big launch every time at Brightwave."),
        3,
      ).notCopiedVoice,
    ).toBe("fail");
    expect(
      checkAnswer({ ...feedCase, persona: { ...persona, voice: { description: "", samples: [] } } }, answer(...good), 3)
        .notCopiedVoice,
    ).toBe("n/a");
  });

  it("expect the language asked for, or else the page's", () => {
    const spanish = [
      "Maya, pasar de 14 a 3 minutos es un gran logro para el equipo. ¿Qué capa fue la más difícil?",
      "Gracias por compartir esto con todos, es muy útil para los que trabajamos con Docker en Brightwave.",
      "Un cambio así hace que el día de todo el equipo sea un poco mejor. Enhorabuena por el trabajo.",
    ];
    expect(checkAnswer({ ...feedCase, language: "Spanish" }, answer(...spanish), 3).language).toBe("pass");
    expect(checkAnswer({ ...feedCase, language: "Spanish" }, answer(...good), 3).language).toBe("fail");
    expect(checkAnswer(feedCase, answer(...spanish), 3).language).toBe("fail");
    expect(detectLanguage("Ich habe die Stelle gesehen und bin sehr interessiert an der Arbeit mit dem Team.")).toBe("de");
  });

  it("leave list markers and clock times out of numbers, and find the page's names and figures", () => {
    expect(numbersIn("1. Call at 10:30 or 3 pm\n2. We grew 1,200 users by 40%")).toEqual(["1200", "40"]);
    expect(pageDetails(feedCase.context)).toEqual(expect.arrayContaining(["maya chen", "brightwave", "14"]));
    expect(sharedRun("we learned that the slow way, again", persona.voice.samples[0]!)).toBe(6);
  });

  it("run only the plumbing checks against the stand-in", () => {
    const verdicts = checkAnswer(feedCase, answer("x #tag", "y", "z"), 3, { plumbingOnly: true });
    expect(verdicts.json).toBe("pass");
    expect(verdicts.count).toBe("pass");
    expect(
      Object.entries(verdicts)
        .filter(([, v]) => v !== "n/a")
        .map(([k]) => k),
    ).toEqual(["json", "count"]);
  });
});

describe("npm run eval:answers", { timeout: 180_000 }, () => {
  let provider: Awaited<ReturnType<typeof startLlmStandinProcess>>;
  let dir: string;
  beforeAll(async () => {
    provider = await startLlmStandinProcess({ apiKey: "sk-eval-test" });
    dir = mkdtempSync(join(tmpdir(), "netlift-eval-test-"));
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ["scripts/eval-answers.mjs", ...args], {
      encoding: "utf8",
      env: { ...process.env, LLM_BASE_URL: "", ...env },
      timeout: 150_000,
    });

  it("scores every check against a configured provider, prints a table per task and writes JSON", () => {
    const out = join(dir, "configured.json");
    const result = run(["--cases=feed-supportive,feed-congratulatory-es,summary", `--out=${out}`], {
      LLM_BASE_URL: provider.url,
      LLM_API_KEY: "sk-eval-test",
      LLM_MODEL: "test-model",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("3 cases against test-model");
    expect(result.stdout).toMatch(/feed\.comment \(2 cases\)[\s\S]*language\s+1\/2\s+failed: feed-congratulatory-es/);
    expect(result.stdout).toMatch(/profile\.summary \(1 case\)/);
    const saved = JSON.parse(readFileSync(out, "utf8"));
    expect(saved.model).toBe("test-model");
    expect(saved.prompts["feed.comment"]).toMatch(/^feed\.comment@v\d+$/);
    expect(saved.runs.map((r: { id: string }) => r.id)).toEqual(["feed-supportive", "feed-congratulatory-es", "summary"]);
    for (const r of saved.runs) expect(Object.keys(r.verdicts)).toHaveLength(19);
    // tells per 100 words, before and after the pipeline's clean-up, per task
    expect(result.stdout).toMatch(/Tells per 100 words \(before → after the clean-up\)\n\s+feed\.comment\s+[\d.]+ → [\d.]+/);
    for (const r of saved.runs)
      expect(r.tells).toMatchObject({ before: expect.any(Number), after: expect.any(Number), leftover: expect.any(Number) });
    expect(saved.runs[0].verdicts).toMatchObject({ json: "pass", count: "pass", noLeak: "pass", language: "pass" });
    expect(saved.runs[1].verdicts.language).toBe("fail");
    expect(JSON.stringify(saved)).not.toContain("sk-eval-test");
  });

  it("without a provider, checks the plumbing of all cases against the stand-in, and compares two runs", () => {
    const out = join(dir, "standin.json");
    const result = run([`--out=${out}`], {});
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("No LLM_BASE_URL configured: 37 cases against the local stand-in");
    expect(result.stdout).toContain("All cases: json 37/37, count 37/37, tellsCleaned 37/37, withinLimit 3/3");
    const saved = JSON.parse(readFileSync(out, "utf8"));
    // connection notes in three languages, each within its dialog's limit
    const notes = saved.runs.filter((r: { task: string }) => r.task === "invite.note");
    expect(notes.map((r: { id: string }) => r.id)).toEqual(["invite-note", "invite-note-es", "invite-note-de"]);
    for (const r of notes) expect(r.verdicts.withinLimit).toBe("pass");
    // the two cases with an instruction hidden in their data (a voice sample, a message) are built and sent
    expect(saved.runs.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(["feed-injected-voice", "reply-injected-page"]),
    );
    expect(new Set(saved.runs.map((r: { task: string }) => r.task))).toEqual(
      new Set([
        "feed.comment",
        "messages.reply",
        "profile.summary",
        "profile.feedback",
        "jobs.cover_letter",
        "jobs.advice",
        "chat",
        "proofread",
        "post.draft",
        "invite.note",
      ]),
    );
    expect(saved.runs.filter((r: { id: string }) => r.id.endsWith("-es") || r.id.endsWith("-de")).length).toBeGreaterThanOrEqual(
      2,
    );

    const compared = run([`--compare=${join(dir, "configured.json")},${out}`], {});
    expect(compared.status).toBe(0);
    expect(compared.stdout).toMatch(/A: test-model .*\nB: stand-in/);
    expect(compared.stdout).toMatch(/feed\.comment\n\s+json\s+A\s+2\/2\s+B\s+7\/7/);
  });
});
