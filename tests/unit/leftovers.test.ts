/**
 * The goal of the catalogues (issue #32, and the README's paragraph): a new page kind is one catalogue entry, a
 * folder with its feature, one registry line, one task entry and one prompt, and the compiler points at anything
 * left over; a new task is one entry and one prompt, its button shown by the surface it names. Here a page kind,
 * then a task, is added to its catalogue in memory, nothing else is done, and the extension's type check (the
 * same options as `npm run check`) names every place still to do, and nothing else.
 * What a compiler cannot see is held by tests: tests/unit/catalogues.test.ts (the migrations' select
 * fields, the extraction pack's page keys).
 */
import { join } from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { PACK_LANGUAGES as LANGUAGES } from "../../src/core/extraction-pack";

const CATALOGUE = join(ROOT, "src/core/page-kinds.ts");
const TASK_CATALOGUE = join(ROOT, "src/core/tasks.ts");
const END_OF_TASKS = "} as const satisfies Record<string, TaskKind>;";
const NEW_TASK = `  "jobs.salary": {
    page: "jobs",
    surface: "job",
    correction: false,
    followUp: false,
    maxWords: 200,
    wholeProfile: false,
    comment: false,
    label: "Salary",
  },
`;
const END_OF_CATALOGUE = "} as const satisfies Record<string, PageKind>;";
const NEW_KIND =
  '  notifications: { plan: "pro", label: "notifications", routes: [{ path: "/notifications", match: "tree" }] },\n';

type TypeError = { file: string; message: string };

/** Parsed files, shared by the programs (all but the edited catalogue are the same). */
const parsed = new Map<string, ts.SourceFile | undefined>();

/**
 * The extension's program (and the prompts' and the scripts' that bundle its extractors), with `edit` applied to
 * the file `target` (a catalogue).
 */
function program(edit: (source: string) => string, target = CATALOGUE): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, "extension/tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error("extension/tsconfig.json does not parse");
  const options = { ...config.options, noEmit: true, skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) => {
    if (file === target) return ts.createSourceFile(file, edit(ts.sys.readFile(file) ?? ""), language);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, language));
    return parsed.get(file);
  };
  const roots = [
    "src/core/tasks.ts",
    "src/core/prompts/index.ts",
    "extension/features/registry.ts",
    "extension/features/controller.ts",
    // every language's words (the popup and the background import them; the content script, English only)
    "extension/features/shared/i18n/catalogues.ts",
    "scripts/bench/extraction-entry.ts",
    "scripts/eval/cases-entry.ts",
  ];
  return ts.createProgram({ rootNames: roots.map((file) => join(ROOT, file)), options, host });
}

/**
 * The type errors of `files` of the program (by default all the project's own: the libraries' declarations are not
 * what a page kind changes).
 */
function typeErrors(of: ts.Program, files?: ReadonlySet<string>): TypeError[] {
  const own = of
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !file.fileName.includes("/node_modules/"))
    .filter((file) => !files || files.has(file.fileName.slice(ROOT.length + 1)));
  return own.flatMap((file) =>
    of
      .getSemanticDiagnostics(file)
      .map((d) => ({ file: file.fileName.slice(ROOT.length + 1), message: ts.flattenDiagnosticMessageText(d.messageText, " ") })),
  );
}

const key = (e: TypeError) => `${e.file}: ${e.message}`;

/** The program as it is (without a Plasmo build its messaging types are missing): the same before and after an edit. */
let unedited: ts.Program | null = null;

/**
 * The errors of the program with `edit` applied to `target`, but those the program has without it: only the files
 * with errors after the edit are checked as they are (checking the unedited program whole cost about 1 s more).
 */
function newErrors(edit: (source: string) => string, target = CATALOGUE): TypeError[] {
  const errors = typeErrors(program(edit, target));
  unedited ??= program((source) => source);
  const known = new Set(typeErrors(unedited, new Set(errors.map((e) => e.file))).map(key));
  return errors.filter((e) => !known.has(key(e)));
}

it(
  "a page kind added to the catalogue alone: the compiler names the task, the feature and the scripts' tables it still needs",
  { timeout: 120_000 },
  () => {
    const errors = newErrors((source) => {
      expect(source).toContain(END_OF_CATALOGUE);
      return source.replace(END_OF_CATALOGUE, NEW_KIND + END_OF_CATALOGUE);
    });

    // its route families and name in the extraction pack and its schema are written by `npm run codegen` (the
    // pack's page names are the catalogue's), so detection (extension/features/page-type.ts) compiles as it is
    // and its name in each language's words, where a helper lists the pages it works on (English's is the catalogue's label)
    const catalogues = LANGUAGES.filter((language) => language !== "en").map(
      (language) => `extension/features/shared/i18n/${language}.ts`,
    );
    expect(errors.map((e) => e.file).sort()).toEqual(
      [
        "extension/features/registry.ts",
        "scripts/bench/extraction-entry.ts",
        "scripts/eval/drivers.ts",
        "src/core/tasks.ts",
        ...catalogues,
      ].sort(),
    );
    for (const file of catalogues)
      expect(errors.find((e) => e.file === file)?.message, file).toContain("Property 'notifications' is missing");
    expect(errors.find((e) => e.file === "src/core/tasks.ts")?.message).toContain("no task works on the page: notifications");
    expect(errors.find((e) => e.file === "extension/features/registry.ts")?.message).toContain(
      "no feature registered for the page: notifications",
    );
    for (const table of errors.filter((e) => e.file.startsWith("scripts/")))
      expect(table.message).toContain("Property 'notifications' is missing");
  },
);

it(
  "a task added to the catalogue alone: the compiler names its prompt and its button's label in each language, nothing else (its button comes from its surface)",
  { timeout: 120_000 },
  () => {
    const errors = newErrors((source) => {
      expect(source).toContain(END_OF_TASKS);
      return source.replace(END_OF_TASKS, NEW_TASK + END_OF_TASKS);
    }, TASK_CATALOGUE);
    const catalogues = LANGUAGES.map((language) => `extension/features/shared/i18n/${language}.ts`);
    expect(errors.map((e) => e.file).sort()).toEqual(["src/core/prompts/index.ts", ...catalogues].sort());
    for (const error of errors) expect(error.message, error.file).toContain("jobs.salary");
  },
);
