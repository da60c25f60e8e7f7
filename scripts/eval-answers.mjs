// @ts-check
/**
 * npm run eval:answers: answer quality on a fixed set of about 34 cases (every task, several tones and
 * goals, several languages, with and without a voice; proofreads and post drafts in four languages), built from LinkedIn pages with the extension's own
 * extractors (the real captures where they exist, else our fixtures). Each case runs against the
 * configured OpenAI-compatible provider (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, from the environment or
 * .env) with the product's own prompts, and each answer is scored with objective checks
 * (scripts/eval/checks.mjs). It prints a table per task and writes JSON (eval-results/), so that two
 * prompt versions or two models can be compared: `--compare=a.json,b.json`.
 * With no provider configured it runs against the local stand-in and checks only the plumbing (the JSON
 * parses, the count is right); CI runs that mode, and it exits 1 when the plumbing fails.
 * Flags: --out=<file>, --cases=<id,id>, --compare=<a.json,b.json>
 */
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { checkAnswer, draftVerdicts, parseStrict, proofreadVerdicts, tellFigures, WRITING_CHECKS } from "./eval/checks.mjs";
import { loadEnv } from "./lib/env.mjs";
import { capturePath, OWN_FIXTURES } from "./lib/linkedin-fixtures.mjs";
import { startLlmStandin } from "./lib/llm-standin.mjs";
import { ROOT } from "./lib/pocketbase.mjs";

const arg = (/** @type {string} */ name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** @param {Record<string, any>[]} runs */
function printTables(runs) {
  const checks = Object.keys(runs[0]?.verdicts ?? {});
  const tasks = [...new Set(runs.map((r) => r.task))];
  for (const task of tasks) {
    const rows = runs.filter((r) => r.task === task);
    console.log(`\n${task} (${rows.length} case${rows.length === 1 ? "" : "s"})`);
    for (const check of checks) {
      const applicable = rows.filter((r) => r.verdicts[check] !== "n/a");
      if (!applicable.length) continue;
      const passed = applicable.filter((r) => r.verdicts[check] === "pass");
      const failed = applicable.filter((r) => r.verdicts[check] === "fail").map((r) => r.id);
      console.log(
        `  ${check.padEnd(18)} ${String(passed.length).padStart(2)}/${applicable.length}${failed.length ? `   failed: ${failed.join(", ")}` : ""}`,
      );
    }
  }
}

/** Tells per 100 words per task, before and after the clean-up (the quality figure to compare prompts by). */
function printTells(/** @type {Record<string, any>[]} */ runs) {
  console.log("\nTells per 100 words (before → after the clean-up)");
  for (const task of [...new Set(runs.map((r) => r.task))]) {
    const rows = runs.filter((r) => r.task === task && r.tells);
    const mean = (/** @type {"before" | "after"} */ k) =>
      (rows.reduce((sum, r) => sum + r.tells[k], 0) / Math.max(1, rows.length)).toFixed(1);
    console.log(`  ${task.padEnd(18)} ${mean("before").padStart(5)} → ${mean("after")}`);
  }
}

/** @param {Record<string, any>[]} runs */
function summarise(runs) {
  /** @type {Record<string, { passed: number, applicable: number }>} */
  const summary = {};
  for (const run of runs) {
    for (const [check, verdict] of Object.entries(run.verdicts)) {
      summary[check] ??= { passed: 0, applicable: 0 };
      if (verdict === "n/a") continue;
      summary[check].applicable += 1;
      if (verdict === "pass") summary[check].passed += 1;
    }
  }
  return summary;
}

function compare(/** @type {string} */ files) {
  const [a, b] = files.split(",").map((file) => JSON.parse(readFileSync(file, "utf8")));
  if (!a || !b) throw new Error("--compare needs two result files: --compare=a.json,b.json");
  console.log(`A: ${a.model} (${a.date}), prompts ${Object.values(a.prompts).join(" ")}`);
  console.log(`B: ${b.model} (${b.date}), prompts ${Object.values(b.prompts).join(" ")}`);
  const tasks = [...new Set([...a.runs, ...b.runs].map((r) => r.task))];
  for (const task of tasks) {
    console.log(`\n${task}`);
    const sa = summarise(a.runs.filter((/** @type {any} */ r) => r.task === task));
    const sb = summarise(b.runs.filter((/** @type {any} */ r) => r.task === task));
    for (const check of Object.keys({ ...sa, ...sb })) {
      const fa = sa[check];
      const fb = sb[check];
      const cell = (/** @type {{ passed: number, applicable: number } | undefined} */ f) =>
        f && f.applicable ? `${f.passed}/${f.applicable}` : "n/a";
      console.log(`  ${check.padEnd(18)} A ${cell(fa).padStart(5)}   B ${cell(fb).padStart(5)}`);
    }
  }
}

/**
 * The answer as the pipeline reviews it (a proofread by its own review), and, for the tasks on the user's
 * own writing, their checks: a proofread's on its final correction (and the tells its raw one added),
 * the drafts' on what the user sees.
 * @param {any} lib @param {any} c @param {any} request @param {string[]} suggestions @param {string} content @param {any} persona
 */
function reviewWriting(lib, c, request, suggestions, content, persona) {
  if (c.correction) {
    const reviewed = lib.reviewProofread(request, suggestions, content, persona);
    const draft = c.context.draft;
    const writing = proofreadVerdicts(c, reviewed.suggestions[0], {
      check: lib.checkProofread(draft, reviewed.suggestions[0], c.keep ?? []),
      addedTells: lib.addedTells(draft, suggestions[0] ?? "", {}).length,
    });
    return { reviewed, writing };
  }
  const reviewed = lib.reviewSuggestions(request, suggestions, persona);
  return {
    reviewed,
    writing: c.surface === "composer" ? draftVerdicts(c, reviewed.suggestions, { tellsLeft: reviewed.tells.length }) : undefined,
  };
}

async function loadCaseBuilder() {
  const dir = mkdtempSync(join(tmpdir(), "netlift-eval-"));
  try {
    const file = join(dir, "cases.mjs");
    await build({
      entryPoints: [join(ROOT, "scripts/eval/cases-entry.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: file,
      logLevel: "error",
    });
    return await import(pathToFileURL(file).href);
  } finally {
    setTimeout(() => rmSync(dir, { recursive: true, force: true }), 0);
  }
}

async function main() {
  const comparing = arg("compare");
  if (comparing) return compare(comparing);

  const env = loadEnv();
  const { JSDOM } = /** @type {{ JSDOM: new (html: string) => { window: { document: Document } } }} */ (
    await import(/** @type {string} */ ("jsdom"))
  );
  const lib = await loadCaseBuilder();
  // a page is parsed once, however many cases read it (the extractors only read it): 29 page cases, 16 pages
  /** @type {Map<string, Document | null>} */
  const parsed = new Map();
  const load = (/** @type {string} */ file, /** @type {boolean} */ capture) => {
    const path = capture ? capturePath(file) : join(OWN_FIXTURES, file);
    if (!path) return null;
    if (!parsed.has(path)) {
      try {
        parsed.set(path, new JSDOM(readFileSync(path, "utf8")).window.document);
      } catch {
        parsed.set(path, null);
      }
    }
    return parsed.get(path) ?? null;
  };
  const only = arg("cases")?.split(",");
  const cases = lib.buildCases(load, only);

  const provider = env.LLM_BASE_URL && env.LLM_BASE_URL !== "off" ? env.LLM_BASE_URL : null;
  // the stand-in writes the tells a model writes, so that CI sees the clean-up work
  const standin = provider ? null : await startLlmStandin({ withTells: true });
  const baseUrl = (standin ? standin.url : (provider ?? "")).replace(/\/+$/, "");
  const model = standin ? "stand-in" : env.LLM_MODEL || "llama3.2";
  const timeoutMs = Number(env.LLM_TIMEOUT_SECONDS || 30) * 2000;
  console.log(
    standin
      ? `No LLM_BASE_URL configured: ${cases.length} cases against the local stand-in, plumbing checks only.`
      : `${cases.length} cases against ${model} at ${baseUrl}.`,
  );

  /** @type {Record<string, any>[]} */
  const runs = [];
  /** @type {Record<string, string>} */
  const prompts = {};
  try {
    for (const c of cases) {
      const checked = lib.validateAssist({
        task: c.task,
        page: c.page,
        context: c.context,
        tone: c.tone,
        goal: c.goal,
        language: c.language,
        instruction: c.instruction,
      });
      if (!checked.ok) throw new Error(`case ${c.id} is not a valid request: ${checked.error.message}`);
      const built = lib.buildPrompt(
        checked.value,
        c.followUp ? lib.CHAT_HISTORY : [],
        lib.personaOf({ ...c.persona, voice: JSON.stringify(c.persona.voice) }, 12000),
      );
      prompts[c.task] = built.promptId;
      const started = Date.now();
      const res = await fetch(`${baseUrl}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(env.LLM_API_KEY && !standin ? { authorization: `Bearer ${env.LLM_API_KEY}` } : {}),
        },
        body: JSON.stringify({ model, messages: built.messages, max_tokens: built.maxTokens, temperature: 0.7 }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = /** @type {any} */ (await res.json().catch(() => null));
      if (!res.ok || typeof body?.choices?.[0]?.message?.content !== "string") {
        throw new Error(`case ${c.id}: the provider answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
      const content = body.choices[0].message.content;
      const persona = lib.personaOf({ ...c.persona, voice: JSON.stringify(c.persona.voice) }, 12000);
      const suggestions = parseStrict(content) ?? lib.parseSuggestions(content, built.count);
      const { reviewed, writing } = reviewWriting(lib, c, checked.value, suggestions, content, persona);
      const tells = tellFigures(suggestions, { reviewed, findTells: lib.findTells, removable: lib.REMOVABLE });
      const verdicts = checkAnswer(c, content, built.count, {
        plumbingOnly: !!standin,
        tells,
        writing,
        shown: reviewed.suggestions,
      });
      runs.push({
        id: c.id,
        task: c.task,
        source: c.source,
        prompt: built.promptId,
        latencyMs: Date.now() - started,
        usage: body.usage ?? null,
        content,
        tells,
        verdicts,
      });
      process.stdout.write(Object.values(verdicts).includes("fail") ? "F" : ".");
    }
  } finally {
    await standin?.close();
  }
  console.log("");
  printTables(runs);
  printTells(runs);

  const summary = summarise(runs);
  console.log(
    `\nAll cases: ${Object.entries(summary)
      .map(([check, s]) => (s.applicable ? `${check} ${s.passed}/${s.applicable}` : ""))
      .filter(Boolean)
      .join(", ")}`,
  );
  const out =
    arg("out") ??
    join(ROOT, "eval-results", `${new Date().toISOString().replace(/[:.]/g, "-")}-${model.replace(/[^\w.-]+/g, "_")}.json`);
  mkdirSync(join(out, ".."), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), model, baseUrl: standin ? "stand-in" : baseUrl, prompts, runs, summary },
      null,
      2,
    ),
  );
  console.log(`Written to ${out}`);
  // the checks on the user's own writing run against the stand-in too: its answers must pass them
  const plumbing = ["json", "count", "tellsCleaned", "withinLimit", ...WRITING_CHECKS, "notCopiedVoice"];
  if (standin && plumbing.some((check) => summary[check]?.passed !== summary[check]?.applicable)) {
    console.error(
      "The plumbing failed: an answer did not parse, did not have the right count, kept a tell the clean-up removes, went past its character limit, or failed a check of a proofread or of post drafts.",
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
