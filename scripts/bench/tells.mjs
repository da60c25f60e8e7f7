// @ts-check
/**
 * The time the review for tells (src/core/answer-review.ts) adds to an answer, measured where it runs:
 * in PocketBase's JS engine, with the hooks' own copy of src/core (pocketbase/pb_hooks/lib/core.js), on
 * a throwaway PocketBase whose only hook times it. A 300-word answer of three suggestions, once plain
 * and once full of tells (an opener, em dashes, a buzzword, not-just-but, a closing question); median
 * of 5 rounds of 200 reviews. Target: under 1 ms an answer.
 */
import { withTimingHook } from "./engine.mjs";

export const TELLS_TARGET_MS = 1;

const HOOK = String.raw`
routerAdd("GET", "/__bench/tells", (c) => {
  const core = require(__hooks + "/core.js");
  const plain = "We moved our nightly batch jobs to spot instances last spring, and the savings paid for two more engineers. The hard part was preemption: we split every job into steps that restart from a checkpoint, and we keep one on-demand node for the steps that cannot. ";
  const tells = "Great post! " + plain.replace(", and the", " — and the") + "It is not just a cost cut, but a new way of working. A real game-changer. What do you think? ";
  const words = (t) => t.split(" ").filter(Boolean).length;
  const suggestion = (base) => { let t = ""; while (words(t) < 100) t += base; return t.split(" ").slice(0, 100).join(" "); };
  const req = core.validateAssist({ task: "feed.comment", page: "feed", context: { post: { author: "Maya", headline: "", text: "We cut our cloud bill by forty percent.", comments: [] } } }).value;
  const out = {};
  for (const kind of ["plain", "tells"]) {
    const answer = [0, 1, 2].map(() => suggestion(kind === "plain" ? plain : tells));
    core.reviewSuggestions(req, answer);
    const rounds = [];
    for (let r = 0; r < 5; r++) {
      const started = Date.now();
      for (let i = 0; i < 200; i++) core.reviewSuggestions(req, answer);
      rounds.push((Date.now() - started) / 200);
    }
    rounds.sort((a, b) => a - b);
    out[kind] = { words: words(answer.join(" ")), msPerAnswer: rounds[2], rangeMs: [rounds[0], rounds[4]] };
  }
  return c.json(200, out);
});
`;

export async function benchTells() {
  return withTimingHook("tells", HOOK, process.env, async ({ get }) => {
    const res = await get("/__bench/tells");
    if (!res.ok) throw new Error(`the review for tells failed in PocketBase's engine (${res.status}): ${await res.text()}`);
    const result = await res.json();
    console.log(
      `\nReview for tells in PocketBase's engine (a ${result.plain.words}-word answer, median of 5 rounds; target < ${TELLS_TARGET_MS} ms):`,
    );
    for (const kind of ["plain", "tells"]) {
      console.log(
        `  ${kind.padEnd(6)} ${result[kind].msPerAnswer.toFixed(2)} ms an answer (rounds ${result[kind].rangeMs.map((/** @type {number} */ v) => v.toFixed(2)).join("–")})`,
      );
    }
    return result;
  });
}
