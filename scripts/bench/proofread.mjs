// @ts-check
/**
 * The time the review of a proofread answer (src/core/proofread-review.ts: the word diff of
 * src/core/proofread.ts, the tells the correction added, the checks, the reasons) adds to an answer,
 * measured where it runs: in PocketBase's JS engine, with the hooks' own copy of src/core
 * (pocketbase/pb_hooks/lib/core.js), on a throwaway PocketBase whose only hook times it. The call path is
 * the pipeline's (pocketbase/pb_hooks/lib/assist-pipeline.js, review): parseSuggestions on the model's
 * content (a streamed answer skips it: its suggestions come parsed), then reviewProofread; when a check
 * fails the model is asked once more and the review runs again, so an answer costs at most twice this.
 * Three answers:
 * - realistic: a 300-word LinkedIn post with a dozen typos and grammar slips, the model's correction and
 *   its twelve reasons; median of 5 rounds of 50 reviews. Target: under 25 ms an answer.
 * - worst: the longest draft the server accepts (ASSIST_LIMITS.contextText characters, the limit of any text
 *   in a request's context; own-writing.ts adds no other), every word of three letters or more misspelt, and
 *   its correction, which changes all of those (three words in four), keeps the length and fits the
 *   completion budget, so the checks pass and the review runs once. Median of 3 single reviews. Bound: 250 ms.
 * - rewrite: a draft at the limit in Chinese (every character a token, none of them once: nothing anchors the
 *   diff) and a correction sharing none of its characters, as long as the completion budget allows: the diff
 *   stops at its step limit (src/core/proofread.ts, DIFF_STEP_LIMIT). Median of 3 single reviews. Bound: 250 ms.
 * Also reports PocketBase's peak memory (VmHWM) after each, with the production GOGC (SERVER_ENV).
 */
import { SERVER_ENV } from "../lib/pocketbase.mjs";
import { withTimingHook } from "./engine.mjs";

export const PROOFREAD_TARGET_MS = { realistic: 25, worst: 250, rewrite: 250 };

/** The post as the model corrects it (296 words). */
const CORRECTED = `Three years ago I almost turned down the job that changed my career.

The offer came from a small logistics startup in Rotterdam. Twelve people, one warehouse, and a founder who answered my questions with more questions. My friends told me it was a step backwards: I was leaving a stable role at a large bank for a company that might not exist in a year.

I said yes anyway, and here is what I learned.

First, ownership beats titles. At the bank I managed a process; at the startup I owned a problem. When our delivery times slipped, nobody asked whose fault it was. We sat down, looked at the data and fixed it together, usually before lunch.

Second, small teams learn faster than they plan. We tried things that would have taken a quarter of meetings elsewhere. Some of them failed, and that was fine, because we knew by Friday instead of by the end of the year.

Third, your network is built by the work you do, not by the events you attend. The customers we helped through a difficult winter are the ones who still call me today, and two of them introduced me to my current team.

It was not all easy. There were months when I wondered whether I had made a mistake, and weeks when the coffee machine was the most reliable thing in the office. But I would make the same choice again.

If you are weighing a similar move, my advice is simple: talk to the people you would work with every day, ask them what went wrong last month, and listen carefully to how they answer. You will learn more from that conversation than from any job description.

What was the decision that shaped your career?`;

/**
 * The user's slips: [corrected, as the draft has it, the model's reason].
 * @type {[string, string, string][]}
 */
const SLIPS = [
  ["almost turned", "allmost turned", "Spelling."],
  ["changed my career.", "changed my carreer.", "Spelling."],
  ["with more questions.", "with more question.", 'Plural, like "my questions".'],
  ["it was a step", "it were a step", "Subject-verb agreement."],
  ["might not exist in", "might not exists in", 'Verb form after "might".'],
  ["I managed a process", "I manage a process", "Past tense, like the rest of the story."],
  ["asked whose fault", "asked who's fault", '"Whose" is the possessive.'],
  ["data and fixed it", "data and fix it", 'Past tense, like "sat" and "looked".'],
  ["small teams learn faster", "small teams learns faster", 'A plural subject takes "learn".'],
  ["fine, because we", "fine, becuase we", "Spelling."],
  ["network is built by", "network is build by", "Past participle."],
  ["helped through a", "helped trough a", '"Through", not "trough".'],
];

const DRAFT = SLIPS.reduce((draft, [good, bad]) => {
  if (!draft.includes(good)) throw new Error(`the post has no "${good}"`);
  return draft.replace(good, bad);
}, CORRECTED);

// a hook's handler sees nothing outside itself (PocketBase runs it in a VM of its pool): all of it is inside
const HOOK = `
routerAdd("GET", "/__bench/proofread", (c) => {
  const DRAFT = ${JSON.stringify(DRAFT)};
  const CORRECTED = ${JSON.stringify(CORRECTED)};
  const SLIPS = ${JSON.stringify(SLIPS)};
  const kind = c.queryParam("case");
  const worst = kind !== "realistic";
  try {
    return c.json(200, measure());
  } catch (err) {
    return c.json(500, { error: String(err) });
  }

function measure() {
  const core = require(__hooks + "/core.js");
  // words as the server counts them: a Chinese character is one
  const words = (t) => (t.match(/[\\u4e00-\\u9fff]|[^\\s\\u4e00-\\u9fff]+/g) || []).length;
  const request = (draft) => {
    const valid = core.validateAssist({ task: "proofread", page: "feed", context: { draft: draft, editor: "post" } });
    if (!valid.ok) throw new Error("the server refuses the draft: " + JSON.stringify(valid.error));
    return valid.value;
  };
  const persona = core.personaOf({ name: "Maya Jansen", role: "Operations lead", industry: "Logistics" });
  let req, content, expected;
  if (kind === "rewrite") {
    // a draft at the limit in a script whose every character is a token (no word repeats it once: nothing
    // anchors the diff), and a correction that shares none of its characters, as long as the budget allows
    const han = (from, step, length) => Array.from({ length: length }, (_, i) => String.fromCharCode(from + ((i * step) % 2000))).join("");
    const draft = han(0x4e00, 7, core.ASSIST_LIMITS.contextText - 10);
    req = request(draft);
    const budget = core.buildPrompt(req, [], persona).maxTokens;
    const corrected = han(0x5800, 3, budget - 200);
    content = JSON.stringify({ suggestions: [corrected], changes: [] });
    expected = null;
  } else if (worst) {
    // the post again and again, up to the longest text a request's context may hold, cut after a word
    const limit = core.ASSIST_LIMITS.contextText;
    let corrected = "";
    while (corrected.length < limit) corrected += CORRECTED + "\\n\\n";
    corrected = corrected.slice(0, limit + 1).replace(/\\s+\\S*$/, "");
    // every word of three letters or more misspelt (its 2nd and 3rd letters swapped): same length, every such word a change
    const draft = corrected.replace(/[A-Za-z]{3,}/g, (w) => w[0] + w[2] + w[1] + w.slice(3));
    req = request(draft);
    const changes = [];
    const re = /[A-Za-z]{3,}/g;
    let m;
    while (changes.length < 30 && (m = re.exec(corrected))) {
      const from = m[0][0] + m[0][2] + m[0][1] + m[0].slice(3);
      if (from !== m[0]) changes.push({ from: from, to: m[0], reason: "Spelling." });
    }
    content = JSON.stringify({ suggestions: [corrected], changes: changes });
    expected = { text: corrected, changes: 30 };
  } else {
    req = request(DRAFT);
    content = JSON.stringify({ suggestions: [CORRECTED], changes: SLIPS.map((s) => ({ from: s[1], to: s[0], reason: s[2] })) });
    expected = { text: CORRECTED, changes: SLIPS.length };
  }
  const budget = core.buildPrompt(req, [], persona).maxTokens;
  if (core.estimateTokens(content) > budget) throw new Error("the answer would not fit the completion budget of " + budget + " tokens");
  // the pipeline's call path for a whole answer (assist-pipeline.js, review)
  const review = () => core.reviewProofread(req, core.parseSuggestions(content, 1), content, persona);
  const first = review();
  if (expected && (first.suggestions[0] !== expected.text || first.changes.length !== expected.changes || !first.checks.ok || first.tells.length))
    throw new Error("the review did not pass the correction as it is: " + JSON.stringify(first.checks));
  const draft = req.context.draft;
  const diffWords = (a, b) => { const x = a.split(/\\s+/), y = b.split(/\\s+/); let n = 0; for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) n++; return n; };
  const rounds = [];
  const perRound = worst ? 1 : 50;
  for (let r = 0; r < (worst ? 3 : 5); r++) {
    const started = Date.now();
    for (let i = 0; i < perRound; i++) review();
    rounds.push((Date.now() - started) / perRound);
  }
  rounds.sort((a, b) => a - b);
  return {
    draftChars: draft.length,
    limitChars: core.ASSIST_LIMITS.contextText,
    words: words(draft),
    changedWords: expected ? diffWords(draft, expected.text) : "all",
    answerTokens: core.estimateTokens(content),
    budgetTokens: budget,
    msPerAnswer: rounds[Math.floor(rounds.length / 2)],
    rangeMs: [rounds[0], rounds[rounds.length - 1]],
  };
}
});
`;

export async function benchProofread() {
  return withTimingHook("proofread", HOOK, { ...SERVER_ENV, ...process.env }, async (server) => {
    /** @type {Record<string, any>} */
    const result = {};
    for (const kind of /** @type {const} */ (["realistic", "worst", "rewrite"])) {
      const res = await server.get(`/__bench/proofread?case=${kind}`);
      if (!res.ok) throw new Error(`the ${kind} case failed (${res.status}): ${await res.text()}`);
      result[kind] = { ...(await res.json()), peakMiB: server.peakMiB() };
    }
    console.log(`\nProofread review in PocketBase's engine (parseSuggestions + reviewProofread, as the pipeline calls them):`);
    for (const kind of /** @type {const} */ (["realistic", "worst", "rewrite"])) {
      const r = result[kind];
      const target = PROOFREAD_TARGET_MS[kind];
      r.targetMs = target;
      r.meetsTarget = r.msPerAnswer < target;
      console.log(
        `  ${kind.padEnd(9)} ${r.msPerAnswer.toFixed(2)} ms an answer (rounds ${r.rangeMs.map((/** @type {number} */ v) => v.toFixed(2)).join("–")}; target < ${target} ms: ${r.meetsTarget ? "met" : "MISSED"})` +
          ` — draft of ${r.words} words, ${r.draftChars} characters (limit ${r.limitChars}), ${r.changedWords} words changed,` +
          ` answer ~${r.answerTokens} of ${r.budgetTokens} tokens; PocketBase peak ${r.peakMiB ?? "?"} MiB`,
      );
    }
    return result;
  });
}
