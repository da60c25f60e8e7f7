/**
 * Before every unit test: every language's words at hand, and the page's language unset again. The extension's
 * words follow <html lang> (extension/features/shared/i18n); its content script gets the page's words from the
 * background as it starts (extension/features/shared/page-words.ts, tested there), here they are all at hand. The
 * "unit" project shares one jsdom document across its files (`isolate: false`): a test that reads LinkedIn in
 * Spanish must not leave the next one in Spanish.
 */
import { beforeEach } from "vitest";
import { setCatalogues } from "../../extension/features/shared/i18n";
import { CATALOGUES } from "../../extension/features/shared/i18n/catalogues";

beforeEach(() => {
  setCatalogues(CATALOGUES);
  if (typeof document !== "undefined") document.documentElement.removeAttribute("lang");
});
