// @ts-check
/**
 * The LLM stand-in's answers to the tasks on the user's own writing (issue #33), in the real wire format:
 * a proofread corrects a fixed list of common misspellings in the fenced draft and gives a reason for each;
 * post drafts are written from the fenced notes, in short sentences. Plausible enough for the pipeline,
 * the integration tests and the eval's checks to run on them in CI.
 */

/** Common misspellings per language: [wrong, right]. Whole words, case kept. */
export const MISSPELLINGS = {
  en: [
    ["recieved", "received"],
    ["teh", "the"],
    ["definately", "definitely"],
    ["untill", "until"],
    ["wich", "which"],
    ["seperate", "separate"],
    ["occured", "occurred"],
    ["tommorow", "tomorrow"],
  ],
  es: [
    ["tambien", "también"],
    ["despues", "después"],
    ["nesesario", "necesario"],
    ["exelente", "excelente"],
    ["atravez", "a través"],
    ["haci", "así"],
  ],
  de: [
    ["vieleicht", "vielleicht"],
    ["nähmlich", "nämlich"],
    ["wärend", "während"],
    ["seperat", "separat"],
    ["entgültig", "endgültig"],
    ["garnicht", "gar nicht"],
  ],
  fr: [
    ["developpement", "développement"],
    ["apeller", "appeler"],
    ["malgrès", "malgré"],
    ["aujourdhui", "aujourd'hui"],
    ["professionel", "professionnel"],
    ["language", "langage"],
  ],
};
/** The reason for a spelling fix, in the draft's language. */
const WHY = { en: "Spelling.", es: "Ortografía.", de: "Rechtschreibung.", fr: "Orthographe." };
/** A follow-up post's first line, per language. */
const FOLLOW_UP = {
  en: "A follow-up to my last post.",
  es: "Sigo con mi última publicación.",
  de: "Ein Nachtrag zu meinem letzten Beitrag.",
  fr: "Une suite à mon dernier post.",
};
const COMMON = {
  en: ["the", "and", "to", "of", "is", "for", "with", "that", "we", "i", "you", "your"],
  es: ["el", "la", "de", "que", "y", "en", "los", "las", "por", "con", "para", "una"],
  de: ["der", "die", "und", "das", "ist", "nicht", "mit", "ich", "sie", "zu", "den", "wir"],
  fr: ["le", "la", "les", "et", "de", "des", "est", "pour", "vous", "une", "que", "nous"],
};

/** @typedef {keyof typeof MISSPELLINGS} Lang */

/** The language of a text by its frequent words (English when none stands out). */
function languageOf(/** @type {string} */ text) {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  /** @type {Lang} */
  let best = "en";
  let score = 0;
  for (const lang of /** @type {Lang[]} */ (Object.keys(COMMON))) {
    const n = words.filter((w) => COMMON[lang].includes(w)).length;
    if (n > score) [best, score] = [lang, n];
  }
  return best;
}

/** The fenced page content of the last user message, parsed (null when there is none). */
export function fencedContext(/** @type {string} */ user) {
  const m = /<page_content>\n([\s\S]*?)\n<\/page_content>/.exec(user);
  if (!m) return null;
  try {
    return JSON.parse(/** @type {string} */ (m[1]));
  } catch {
    return null;
  }
}

const keepCase = (/** @type {string} */ found, /** @type {string} */ right) =>
  found[0] === found[0]?.toUpperCase() ? right[0]?.toUpperCase() + right.slice(1) : right;

/**
 * The draft corrected: each listed misspelling of the draft's language fixed, with a reason.
 * @param {string} draft
 */
export function proofreadDraft(draft) {
  const lang = languageOf(draft);
  /** @type {{ from: string, to: string, reason: string }[]} */
  const changes = [];
  let text = draft;
  for (const [wrong, right] of MISSPELLINGS[lang]) {
    text = text.replace(new RegExp(`(?<![\\p{L}])${wrong}(?![\\p{L}])`, "giu"), (found) => {
      const to = keepCase(found, /** @type {string} */ (right));
      changes.push({ from: found, to, reason: WHY[lang] });
      return to;
    });
  }
  return { text, changes };
}

/**
 * Three posts from the notes (each note a short sentence, in a different order), after a first line
 * naming the post followed up; no exclamation marks, no hashtags or emoji.
 * @param {{ notes?: string, followUp?: { text?: string } }} context
 */
export function postDrafts(context) {
  const notes = (context.notes ?? "")
    .split(/\n+/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "")
        .replace(/!/g, ".")
        .trim(),
    )
    .filter(Boolean)
    .map((line) => `${line[0]?.toUpperCase()}${line.slice(1)}${/[.?]$/.test(line) ? "" : "."}`);
  const lang = languageOf(`${context.notes ?? ""} ${context.followUp?.text ?? ""}`);
  const opening = context.followUp?.text ? [FOLLOW_UP[lang]] : [];
  if (!notes.length) notes.push(...(context.followUp?.text ?? "").split(/(?<=[.?])\s+/).slice(0, 2));
  return [0, 1, 2].map((shift) =>
    [...opening, ...notes.slice(shift % notes.length), ...notes.slice(0, shift % notes.length)].join("\n\n"),
  );
}

/**
 * The answer of a request on the user's own writing, or null for any other task.
 * @param {{ messages: { role: string, content: string }[] }} body
 * @param {"long" | null} fault "long": a proofread that grows and adds a date, a number and a name
 */
export function writingAnswer(body, fault) {
  const system = body.messages.find((m) => m.role === "system")?.content ?? "";
  // the request's own message (a retry adds an instruction after it, without the fence)
  const user = [...body.messages].reverse().find((m) => m.role === "user" && m.content.includes("<page_content>"))?.content ?? "";
  const context = fencedContext(user);
  if (system.includes('"changes": [{"from"') && typeof context?.draft === "string") {
    const { text, changes } = proofreadDraft(context.draft);
    const corrected =
      fault === "long"
        ? `${text} I could also start on 1 March with my 12 colleagues from Contoso, who know the whole stack well.`
        : text;
    return JSON.stringify({ suggestions: [corrected], changes });
  }
  if (user.startsWith("Draft 3 LinkedIn posts") && context) return JSON.stringify({ suggestions: postDrafts(context) });
  if (user.startsWith("Suggest 3 personal notes") && context) return JSON.stringify({ suggestions: inviteNotes(context) });
  return null;
}

/**
 * Connection notes for the person whose profile is fenced: the first longer than any limit LinkedIn has (the
 * pipeline must cut it at a sentence or a word), the others short; each names the person and their headline.
 * @param {{ profile?: { name?: string, headline?: string } }} context
 */
export function inviteNotes(context) {
  const name = String(context.profile?.name ?? "there").split(/\s+/)[0];
  const about =
    String(context.profile?.headline ?? "your work")
      .split(/[|·]/)[0]
      ?.trim() || "your work";
  return [
    `Hi ${name}, I read about ${about} and the way your team plans its releases around the people who use them. I work on similar problems and would like to compare notes on what worked for you, what did not, and what you would do differently next time, if you are open to it. Thanks for considering it.`,
    `Hi ${name}, your path in ${about} caught my eye. I would be glad to connect and follow your work.`,
    `Hi ${name}, we work on neighbouring problems. Happy to connect and swap notes some time.`,
  ];
}
