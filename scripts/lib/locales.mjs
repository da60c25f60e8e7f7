// @ts-check
/**
 * The extension's _locales (extension/locales/<locale>/messages.json, which Plasmo copies into the build):
 * its name, description and shortcut's description in the browser's language, as Chrome and Firefox read
 * them (`__MSG_extensionName__` in the manifest). Written by `npm run codegen` from each language's `store`
 * words in the extension's catalogues (extension/features/shared/i18n/), so there is one home for them.
 */
import { importTs } from "./import-ts.mjs";
import { join } from "node:path";

/** Chrome's locale names for each catalogue language (it knows "pt_BR" and "zh_CN", not "pt" or "zh"). */
export const LOCALE_DIRS = {
  en: ["en"],
  es: ["es"],
  pt: ["pt_BR", "pt_PT"],
  fr: ["fr"],
  de: ["de"],
  it: ["it"],
  nl: ["nl"],
  hi: ["hi"],
  zh: ["zh_CN"],
  ja: ["ja"],
};

/** @typedef {{ name: string, description: string, openHelper: string }} StoreWords */

/**
 * Each language's `store` words, from the catalogues (bundled with esbuild: they are TypeScript).
 * @param {string} root
 */
export async function storeWords(root) {
  /** @type {{ STORE: Record<string, StoreWords> }} */
  const module = await importTs(
    [
      'import { CATALOGUES } from "./extension/features/shared/i18n/catalogues";',
      "export const STORE = Object.fromEntries(Object.entries(CATALOGUES).map(([language, m]) => [language, m.store]));",
    ],
    root,
  );
  return module.STORE;
}

/**
 * Every messages.json as it should be: path (from the repository's root) → text.
 * @param {string} root
 * @returns {Promise<Map<string, string>>}
 */
export async function localeFiles(root) {
  const store = await storeWords(root);
  const files = new Map();
  for (const [language, dirs] of Object.entries(LOCALE_DIRS)) {
    const words = store[language];
    if (!words) throw new Error(`the catalogues have no language "${language}"`);
    const messages = {
      extensionName: { message: words.name, description: "The extension's name in the store and the browser." },
      extensionDescription: { message: words.description, description: "The extension's description in the store." },
      openHelper: { message: words.openHelper, description: "What the keyboard shortcut does (chrome://extensions/shortcuts)." },
    };
    for (const dir of dirs) files.set(join("extension/locales", dir, "messages.json"), `${JSON.stringify(messages, null, 2)}\n`);
  }
  return files;
}
