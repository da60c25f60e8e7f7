/**
 * The extension's words in each language, for tests that click its buttons and read its lines on LinkedIn in
 * another language: read from the catalogues' sources (extension/features/shared/i18n/<lang>.ts), which
 * Playwright's loader does not import (the extension's folder is no ES module to it).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../../scripts/lib/pocketbase.mjs";

/**
 * A catalogue's lines, read from its source (extension/features/shared/i18n/<lang>.ts: Playwright's loader does not
 * take the extension's modules), by key: "insert", "tasks.profile.summary", "choices.Reconnect".
 */
export function catalogue(language: string): Record<string, string> {
  const source = readFileSync(join(ROOT, `extension/features/shared/i18n/${language}.ts`), "utf8");
  const lines: Record<string, string> = {};
  let group = "";
  const entry = /^ {2}(\w+): \{$|^( {2,4})(?:"([^"]+)"|(\w+)):\s*(?:\n\s*)?"((?:[^"\\]|\\.)*)",?$/gm;
  for (const [, opens, indent, quoted, bare, value] of source.matchAll(entry)) {
    if (opens) group = opens;
    else lines[indent!.length === 4 ? `${group}.${quoted ?? bare}` : (quoted ?? bare)!] = JSON.parse(`"${value}"`);
  }
  return lines;
}

/** A line of `language`'s catalogue, its `{name}`s filled. */
export function say(language: string, key: string, values: Record<string, string | number> = {}): string {
  const line = catalogue(language)[key];
  if (line === undefined) throw new Error(`no line "${key}" in the ${language} catalogue`);
  return line.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
