/**
 * Before every unit test: the page's language is unset again. The extension's words follow <html lang>
 * (extension/features/shared/i18n), and the "unit" project shares one jsdom document across its files
 * (`isolate: false`): a test that reads LinkedIn in Spanish must not leave the next one in Spanish.
 */
import { beforeEach } from "vitest";

beforeEach(() => {
  if (typeof document !== "undefined") document.documentElement.removeAttribute("lang");
});
