/**
 * The extraction pack: every name of LinkedIn's markup the extension reads (route families, CSS
 * selectors per page type and fact, attribute names, componentkey prefixes, words per interface language,
 * mount points), as one versioned JSON document. Data only: no expressions, no steps, no code. The
 * extension's strategies are compiled into it and only choose among these names. The server serves the
 * newest published pack (GET /api/extension/pack); the extension merges it over its bundled copy by key.
 * This module validates a pack, in the extension and in the hooks alike; docs/extraction-pack.schema.json
 * says the same in JSON Schema, for reviewers (a unit test holds the two together).
 */

import { PAGES, type PageType } from "./page-kinds";

export const PACK_SCHEMA = 1;

/** A pack's version: year.month.day.n ("2026.11.26.1"); a newer pack has a larger one, compared part by part. */
export const PACK_VERSION = /^\d{4}\.\d{1,2}\.\d{1,2}\.\d{1,3}$/;

export const PACK_LIMITS = {
  /** the whole pack as JSON */
  bytes: 256 * 1024,
  /** names of lists (selectors, attributes, prefixes, mounts) and of words */
  name: 64,
  /** one selector, attribute, prefix, route or word */
  text: 300,
  /** items of one list */
  items: 60,
  /** entries of one map */
  entries: 200,
  /**
   * placeholders ({name}, {time}, {file}) in one word: each can stand for many lengths of text, and the
   * extension must find where each one ends; 2 is what LinkedIn's wording needs ("Seen by {name} at {time}")
   */
  placeholders: 2,
} as const;

/** What a word's placeholders are written as ("Invite {name} to connect"). */
export const PACK_PLACEHOLDERS = ["name", "time", "file"] as const;
const PLACEHOLDER = new RegExp(`\\{(${PACK_PLACEHOLDERS.join("|")})\\}`, "g");

/** The sections of a page's data, and what each holds. */
export const PACK_SECTIONS = {
  /** path prefixes of the page type's routes ("/jobs/search") */
  routes: "list",
  /** CSS selector lists by name, tried in order */
  selectors: "lists",
  /** attribute names by name ("componentkey"): one, or several tried in order */
  attributes: "names",
  /** componentkey (or other attribute) value prefixes by name ("job-card-component-ref-"): one, or several in order */
  prefixes: "names",
  /** words per interface language: { "es": { "easyApply": ["Solicitud sencilla"] } } */
  words: "languages",
  /** where helpers mount, CSS selector lists by name */
  mounts: "lists",
} as const;
export type PackSection = keyof typeof PACK_SECTIONS;

export interface PackPage {
  routes?: string[];
  selectors?: Record<string, string[]>;
  attributes?: Record<string, string | string[]>;
  prefixes?: Record<string, string | string[]>;
  words?: Record<string, Record<string, string[]>>;
  mounts?: Record<string, string[]>;
}

export interface ExtractionPack {
  version: string;
  schema: number;
  /** by page type (feed, messages, profile, jobs) and "shared" (what every page reads: shadow hosts…) */
  pages: Record<string, PackPage>;
}

/** A page key of a pack: a page kind of the catalogue (./page-kinds.ts), or "shared" (what every page reads). */
export type PackPageName = PageType | "shared";
/** The page keys a pack may have: the catalogue's page kinds and "shared" (docs/extraction-pack.schema.json lists them: `npm run codegen` writes that list). */
export const PACK_PAGES: readonly PackPageName[] = [...PAGES, "shared"];
/** Interface languages a pack may carry words for. */
export const PACK_LANGUAGES = ["en", "es", "pt", "fr", "de", "it", "nl", "hi", "zh", "ja"] as const;

const LIST_NAME = /^[A-Z][A-Z0-9_]*$/;
const WORD_KEY = /^[a-z][A-Za-z0-9]*$/;
// nothing a selector, a name or a word ever needs: control characters, and what only code or URLs use
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const FORBIDDEN = /[\u0000-\u001f\u007f]|javascript:|url\(|expression\(|<script/i;

export type PackCheck = { ok: true; pack: ExtractionPack } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function checkText(value: unknown, where: string): string | null {
  if (typeof value !== "string" || value.length === 0) return `${where} must be non-empty text.`;
  if (value.length > PACK_LIMITS.text) return `${where} is longer than ${PACK_LIMITS.text} characters.`;
  if (FORBIDDEN.test(value)) return `${where} holds something no markup name needs (a control character, a URL or code).`;
  return null;
}

function checkList(value: unknown, where: string, route = false): string | null {
  if (!Array.isArray(value) || value.length === 0) return `${where} must be a non-empty list.`;
  if (value.length > PACK_LIMITS.items) return `${where} has more than ${PACK_LIMITS.items} items.`;
  for (let i = 0; i < value.length; i++) {
    const problem = checkText(value[i], `${where}[${i}]`);
    if (problem) return problem;
    if (route && !(value[i] as string).startsWith("/")) return `${where}[${i}] must be a path starting with "/".`;
  }
  return null;
}

/** A word's forms: text, with at most PACK_LIMITS.placeholders placeholders each. */
function checkWords(value: unknown, where: string): string | null {
  const problem = checkList(value, where);
  if (problem) return problem;
  const forms = value as string[];
  for (let i = 0; i < forms.length; i++) {
    const found = forms[i]!.match(PLACEHOLDER) ?? [];
    if (found.length > PACK_LIMITS.placeholders) {
      return `${where}[${i}] has ${found.length} placeholders (${found.join(" ")}); a word may have at most ${PACK_LIMITS.placeholders}.`;
    }
  }
  return null;
}

/** A name, or a list of names tried in order. */
function checkNames(value: unknown, where: string): string | null {
  return Array.isArray(value) ? checkList(value, where) : checkText(value, where);
}

function checkMap(value: unknown, where: string, each: (v: unknown, at: string) => string | null, names: RegExp): string | null {
  if (!isObject(value)) return `${where} must be an object.`;
  const keys = Object.keys(value);
  if (keys.length > PACK_LIMITS.entries) return `${where} has more than ${PACK_LIMITS.entries} entries.`;
  for (const key of keys) {
    if (key.length > PACK_LIMITS.name || !names.test(key))
      return `${where} has a name that is not allowed: "${key.slice(0, 40)}".`;
    const problem = each(value[key], `${where}.${key}`);
    if (problem) return problem;
  }
  return null;
}

function checkPage(page: unknown, where: string): string | null {
  if (!isObject(page)) return `${where} must be an object.`;
  for (const key of Object.keys(page)) {
    const kind = (PACK_SECTIONS as Record<string, string>)[key];
    const at = `${where}.${key}`;
    const value = page[key];
    let problem: string | null;
    if (kind === "list") problem = checkList(value, at, true);
    else if (kind === "lists") problem = checkMap(value, at, (v, a) => checkList(v, a), LIST_NAME);
    else if (kind === "names") problem = checkMap(value, at, checkNames, LIST_NAME);
    else if (kind === "languages") {
      problem = checkMap(
        value,
        at,
        (words, a) => checkMap(words, a, checkWords, WORD_KEY),
        new RegExp(`^(${PACK_LANGUAGES.join("|")})$`),
      );
    } else problem = `${at} is not a section of a pack (${Object.keys(PACK_SECTIONS).join(", ")}).`;
    if (problem) return problem;
  }
  return null;
}

/** A pack as received (its JSON text, or the parsed value): valid, or the first reason it is not. */
export function validatePack(input: unknown): PackCheck {
  let value = input;
  if (typeof input === "string") {
    if (input.length > PACK_LIMITS.bytes) return { ok: false, error: `The pack is larger than ${PACK_LIMITS.bytes / 1024} KB.` };
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, error: "The pack is not valid JSON." };
    }
  }
  if (!isObject(value)) return { ok: false, error: "The pack must be a JSON object." };
  for (const key of Object.keys(value)) {
    if (key !== "version" && key !== "schema" && key !== "pages")
      return { ok: false, error: `"${key.slice(0, 40)}" is not part of a pack (version, schema, pages).` };
  }
  if (typeof value.version !== "string" || !PACK_VERSION.test(value.version)) {
    return { ok: false, error: 'version must look like "2026.11.26.1" (year, month, day, number).' };
  }
  if (value.schema !== PACK_SCHEMA) return { ok: false, error: `schema must be ${PACK_SCHEMA}.` };
  if (!isObject(value.pages)) return { ok: false, error: "pages must be an object." };
  for (const page of Object.keys(value.pages)) {
    if (!(PACK_PAGES as readonly string[]).includes(page))
      return { ok: false, error: `pages.${page.slice(0, 40)} is not a page type (${PACK_PAGES.join(", ")}).` };
    const problem = checkPage(value.pages[page], `pages.${page}`);
    if (problem) return { ok: false, error: problem };
  }
  if (typeof input !== "string" && JSON.stringify(value).length > PACK_LIMITS.bytes) {
    return { ok: false, error: `The pack is larger than ${PACK_LIMITS.bytes / 1024} KB.` };
  }
  return { ok: true, pack: value as unknown as ExtractionPack };
}

/** Whether version `a` is newer than `b` (both valid pack versions). */
export function isNewerPack(a: string, b: string): boolean {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 4; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) > (pb[i] ?? 0);
  return false;
}

/**
 * `over` merged onto `base` by key: each list, name or word list `over` has replaces the base's; what it
 * does not have stays. A pack from the server is merged onto the bundled one this way.
 */
export function mergePacks(base: ExtractionPack, over: ExtractionPack): ExtractionPack {
  const pages: Record<string, PackPage> = { ...base.pages };
  for (const [name, page] of Object.entries(over.pages)) {
    const merged: Record<string, unknown> = { ...(pages[name] ?? {}) };
    for (const [section, value] of Object.entries(page)) {
      if (section === "routes") merged.routes = value;
      else if (section === "words") {
        const words: Record<string, Record<string, string[]>> = { ...((merged.words as PackPage["words"]) ?? {}) };
        for (const [lang, table] of Object.entries(value as Record<string, Record<string, string[]>>))
          words[lang] = { ...(words[lang] ?? {}), ...table };
        merged.words = words;
      } else merged[section] = { ...((merged[section] as Record<string, unknown>) ?? {}), ...(value as Record<string, unknown>) };
    }
    pages[name] = merged as PackPage;
  }
  return { version: over.version, schema: over.schema, pages };
}
