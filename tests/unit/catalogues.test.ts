/**
 * The page-kind and task catalogues (src/core/page-kinds.ts, src/core/tasks.ts) and what is derived from
 * them, or must agree with them where it cannot be derived: the migrations' select fields, the extraction
 * pack's page keys. The compile-time checks are typed here too (`npm run check` runs them); the
 * extension's registry has its own (extension/features/registry.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { MIGRATIONS_DIR, ROOT } from "../../scripts/lib/pocketbase.mjs";
import { PACK_PAGES } from "../../src/core/extraction-pack";
import type { Covered } from "../../src/core/leftovers";
import { PAGE_KINDS, PAGES, isPageType, type PageType } from "../../src/core/page-kinds";
import { PLANS, TOKENS } from "../../src/core/plans";
import {
  TASK_KINDS,
  TASKS,
  isCorrection,
  isFollowUp,
  readsWholeProfile,
  tasksOf,
  tasksOn,
  theTaskOn,
  type EveryPageKindHasATask,
  type Task,
} from "../../src/core/tasks";
import { migratedSchema } from "../helpers/migration-schema";
import { PROMPTS } from "../../src/core/prompts";

describe("the page-kind catalogue", () => {
  it("names each page kind once, with a plan rule, a label and at least one route family", () => {
    expect(new Set(PAGES).size).toBe(PAGES.length);
    for (const page of PAGES) {
      expect(["free", "pro"]).toContain(PAGE_KINDS[page].plan);
      expect(PAGE_KINDS[page].label).not.toBe("");
      expect(PAGE_KINDS[page].routes.length).toBeGreaterThan(0);
    }
    expect(isPageType("chat-window")).toBe(false);
    expect(isPageType("toString")).toBe(false);
  });

  it("gives each plan its pages by their plan rule: Free the free ones, Pro all", () => {
    expect(PLANS.free.pages).toEqual(PAGES.filter((page) => PAGE_KINDS[page].plan === "free"));
    expect(PLANS.pro.pages).toEqual(PAGES);
  });

  it("holds the daily allowance once: Free's limit and its feature line read it", () => {
    expect(PLANS.free.dailyTokenLimit).toBe(TOKENS.dailyAllowance);
    expect(PLANS.free.features).toContain("10,000 tokens a day (input and output)");
    expect([...PLANS.free.features, ...PLANS.pro.features].join(" ")).not.toContain("{");
  });
});

describe("the task catalogue", () => {
  it("gives every task a page kind (or none: the follow-up), a prompt, a word limit and a button label", () => {
    for (const task of TASKS) {
      const kind = TASK_KINDS[task];
      if (kind.page !== null) expect(PAGES).toContain(kind.page);
      expect(PROMPTS[task].version).toBeGreaterThanOrEqual(1);
      expect(kind.maxWords).toBeGreaterThan(0);
      expect(kind.label).not.toBe("");
    }
    expect(TASKS.filter(isFollowUp)).toEqual(["chat"]);
  });

  it("has a task on every page kind", () => {
    for (const page of PAGES) expect(tasksOf(page).length, page).toBeGreaterThan(0);
  });

  it("decides which requests read the whole saved profile: the jobs tasks, and a follow-up on a jobs page", () => {
    // every request validation lets through: a task on its page, a follow-up on any
    const valid = PAGES.flatMap((page) => [...tasksOf(page), ...TASKS.filter(isFollowUp)].map((task) => ({ task, page })));
    const whole = valid.filter(({ task, page }) => readsWholeProfile(task, page)).map(({ task, page }) => `${task}@${page}`);
    // as before the catalogue: exactly the requests on a jobs page
    expect(whole).toEqual(valid.filter(({ page }) => page === "jobs").map(({ task, page }) => `${task}@${page}`));
    expect(whole).toEqual(["jobs.cover_letter@jobs", "jobs.advice@jobs", "chat@jobs"]);
  });
});

/** The source files below `dir` (relative to the repository) whose names `keep` accepts: tests, fixtures and builds left out. */
function sources(dir: string, keep: (file: string) => boolean): { file: string; text: string }[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|js)$/.test(file) && !/\.test\.|fixtures|(^|\/)build\/|\.plasmo|node_modules/.test(file))
    .filter(keep)
    .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(join(ROOT, dir, file), "utf8") }));
}

describe("the tasks' buttons and behaviours come from the catalogue", () => {
  const extension = sources("extension/features", () => true);

  it("every task's surface shows its buttons: the extension asks the catalogue for each surface's tasks", () => {
    const shown = new Set(
      extension.flatMap(({ text }) =>
        [...text.matchAll(/\b(?:tasksOn|theTaskOn)\(\s*(?:own \? )?"([a-z-]+)"(?:\s*:\s*"([a-z-]+)")?/g)].flatMap((m) =>
          [m[1]!, m[2]].filter(Boolean),
        ),
      ),
    );
    const surfaces = new Set(TASKS.map((task) => TASK_KINDS[task].surface));
    expect([...surfaces].filter((surface) => !shown.has(surface))).toEqual([]);
    // each task has a surface with a button for it
    for (const task of TASKS) expect(tasksOn(TASK_KINDS[task].surface)).toContain(task);
  });

  it("no task is named in logic outside the catalogue: what differs between tasks is a field of it", () => {
    const names = TASKS.map((task) => task.replace(".", "\\."));
    const inLogic = new RegExp(`(?:[!=]==\\s*|case\\s+|taskAction\\(\\s*|TASK_KINDS\\[\\s*)"(?:${names.join("|")})"`, "g");
    const files = [
      ...sources("src/core", (file) => file !== "tasks.ts" && !file.startsWith("prompts/")),
      ...extension,
      ...sources("extension/background", () => true),
      ...sources("pocketbase/pb_hooks", (file) => !file.endsWith("core.js")),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file, text }) => [...text.matchAll(inLogic)].map((m) => `${file}: ${m[0]}`))).toEqual([]);
  });

  it("the behaviours the catalogue names: the follow-up, the correction, the reply to a post", () => {
    expect(theTaskOn("answer")).toBe("chat");
    expect(TASKS.filter(isFollowUp)).toEqual(["chat"]);
    expect(TASKS.filter(isCorrection)).toEqual(["proofread"]);
    expect(TASKS.filter((task) => (TASK_KINDS[task] as { repliesTo?: string }).repliesTo)).toEqual(["feed.comment"]);
  });
});

describe("what cannot be derived from the catalogues agrees with them", () => {
  it("every collection's `page` select field holds exactly the page kinds (a new page kind needs a migration)", () => {
    const schema = migratedSchema(MIGRATIONS_DIR);
    const selects = [...schema].flatMap(([collection, fields]) =>
      fields
        .filter((field) => field.name === "page" && field.type === "select")
        .map((field) => ({ collection, values: field.options?.values ?? [] })),
    );
    expect(selects.map((s) => s.collection).sort()).toEqual(["extraction_counts", "extraction_misses"]);
    for (const { collection, values } of selects) expect([...values].sort(), collection).toEqual([...PAGES].sort());
  });

  it("an extraction pack may carry every page kind", () => {
    for (const page of PAGES) expect(PACK_PAGES as readonly string[]).toContain(page);
  });
});

describe("leftovers are caught at compile time (checked by `npm run check`)", () => {
  /** Tomorrow's catalogue: a new page kind (the chat windows, say) before anything else is done. */
  type Tomorrow = PageType | "chat-window";
  type TaskPages = NonNullable<(typeof TASK_KINDS)[Task]["page"]>;

  it("a page kind no task works on is named by the compiler", () => {
    expectTypeOf<EveryPageKindHasATask>().toEqualTypeOf<true>();
    expectTypeOf<
      Covered<Exclude<Tomorrow, TaskPages>, "no task works on the page">
    >().toEqualTypeOf<"no task works on the page: chat-window">();
  });

  it("a table keyed by page kind or by task must have every key", () => {
    expectTypeOf<Record<PageType, 1>>().not.toExtend<Record<Tomorrow, 1>>();
    expectTypeOf<Omit<Record<Task, 1>, "chat">>().not.toExtend<Record<Task, 1>>();
  });
});
