/**
 * The extraction pack in force in this page, and the one way features read it. Every name of LinkedIn's
 * markup (selectors, mount points, attribute names, componentkey prefixes, words per language, route
 * families) comes from the pack: the copy bundled in the package (src/core/extraction-pack.json, the same
 * file the server starts from), merged with the server's newer pack when the background has one
 * (./pack-watch.ts puts it in force, ../../lib/pack-rules.ts says which). Features declare the names
 * they read (`packNames`, `packWords`) and read them at the moment they query the page, so a pack that
 * arrives while the page is open applies at the next click or scan, without a reload.
 */
import BUNDLED_JSON from "../../../src/core/extraction-pack.json";
import type { ExtractionPack, PackPageName } from "../../../src/core/extraction-pack";
import { effectivePack } from "../../lib/pack-rules";
import { LANGUAGES, type WordTable } from "./language";

export type { PackPageName };
/** The sections whose values are lists of strings (attribute names and prefixes are read as lists too). */
export type PackListSection = "selectors" | "mounts" | "attributes" | "prefixes";

/** The pack bundled in the package. */
export const BUNDLED_PACK = BUNDLED_JSON as unknown as ExtractionPack;

let inForce: ExtractionPack = BUNDLED_PACK;
/** Changes with every pack put in force: what is derived from a pack is kept per generation. */
let generation = 0;

export function currentPack(): ExtractionPack {
  return inForce;
}

export function packGeneration(): number {
  return generation;
}

/**
 * Puts the server's pack (merged over the bundled one, if newer) in force, or the bundled one alone for
 * null. Returns whether anything changed.
 */
export function putPackInForce(served: ExtractionPack | null): boolean {
  const next = effectivePack(BUNDLED_PACK, served);
  if (next === inForce) return false;
  inForce = next;
  generation += 1;
  for (const listener of listeners) listener();
  return true;
}

const listeners = new Set<() => void>();

/** Calls `listener` after each pack put in force (features scan the page again); returns the function that stops it. */
export function onPackChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly string[] = Object.freeze([]);

/** Every name a feature declared, by page and section: a unit test holds the bundled pack to them. */
export const DECLARED: { page: PackPageName; section: PackListSection | "words"; names: readonly string[] }[] = [];

function listIn(pack: ExtractionPack, page: PackPageName, section: PackListSection, name: string): readonly string[] {
  const value = pack.pages[page]?.[section]?.[name];
  if (value === undefined) return NONE;
  return typeof value === "string" ? [value] : value;
}

/** The names a feature declares, over all its sections. */
type NamesOf<S> = { [K in keyof S]-?: S[K] extends readonly (infer N extends string)[] ? N : never }[keyof S];

/**
 * A feature's view of its page's lists: for each name, in the section it is declared in, the list in
 * force now (read at each access). Attribute names and prefixes come as lists too (one, or several in order).
 * A name the pack lacks reads as an empty list (a unit test holds the bundled pack to every declared name).
 */
export function packNames<const S extends Partial<Record<PackListSection, readonly string[]>>>(
  page: PackPageName,
  sections: S,
): { readonly [N in NamesOf<S>]: readonly string[] } {
  const view: Record<string, readonly string[]> = {};
  for (const [section, names] of Object.entries(sections) as [PackListSection, readonly string[]][]) {
    DECLARED.push({ page, section, names });
    for (const name of names) {
      Object.defineProperty(view, name, { enumerable: true, get: () => listIn(inForce, page, section, name) });
    }
  }
  return Object.freeze(view) as never;
}

/** The route families of a page type in force ("/feed/**", "/in/*", "/jobs/search*", "/jobs": ../page-type.ts reads them). */
export function packRoutes(page: PackPageName): readonly string[] {
  return inForce.pages[page]?.routes ?? NONE;
}

/**
 * A feature's word table: for each interface language, each key's forms in force now. Each language's
 * table is built once per pack, so its lists keep their identity (what is derived from them is cached by it).
 */
export function packWords<K extends string>(page: PackPageName, keys: Record<K, true>): WordTable<K> {
  const names = Object.keys(keys) as K[];
  DECLARED.push({ page, section: "words", names });
  const built = new Map<string, { generation: number; table: Record<K, readonly string[]> }>();
  const view = {} as WordTable<K>;
  for (const lang of LANGUAGES) {
    Object.defineProperty(view, lang, {
      enumerable: true,
      get() {
        const known = built.get(lang);
        if (known && known.generation === generation) return known.table;
        const words = inForce.pages[page]?.words?.[lang] ?? {};
        const table = Object.fromEntries(names.map((key) => [key, words[key] ?? NONE])) as Record<K, readonly string[]>;
        built.set(lang, { generation, table });
        return table;
      },
    });
  }
  return Object.freeze(view);
}

/** `build`'s value, built again only when another pack is put in force (patterns made of a pack's words). */
export function perPack<T>(build: () => T): () => T {
  let known: { generation: number; value: T } | null = null;
  return () => {
    if (!known || known.generation !== generation) known = { generation, value: build() };
    return known.value;
  };
}
