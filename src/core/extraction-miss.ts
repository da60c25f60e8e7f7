/**
 * POST /api/extension/miss: a helper that could not find the facts it needed on a LinkedIn page says so,
 * with the page type, the extraction pack and the extension's version: nothing of the page, nothing of
 * the user. Counted per day (extraction_misses), so the operator sees LinkedIn's markup drift.
 */
import { apiError } from "./errors";
import { PACK_VERSION } from "./extraction-pack";
import { PAGES, isPageType, type PageType } from "./plans";
import type { Validation } from "./signup";

export interface ExtractionMiss {
  page: PageType;
  /** the extraction pack's version ("" when the extension has none) */
  pack: string;
  /** the extension's version */
  extension: string;
}

/**
 * An extension's version as browsers take it (the manifest's `version`, from extension/package.json): one to four
 * numbers joined by dots ("0.1.0"). Nothing else is stored: these fields reach the operator's drift figures and
 * e-mail, and free text there was a channel to the operator ("Visit.evil.example…", issue #37).
 */
export const EXTENSION_VERSION = /^\d{1,5}(\.\d{1,5}){0,3}$/;
export const MISS_LIMITS = { pack: 40, extension: 20 } as const;

const invalid = (field: string, message: string): Validation<never> => ({
  ok: false,
  error: apiError("invalid_input", message, { field }),
});

export function validateExtractionMiss(body: unknown): Validation<ExtractionMiss> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return invalid("body", "The request body must be a JSON object.");
  const raw = body as Record<string, unknown>;
  const unknown = Object.keys(raw).find((key) => key !== "page" && key !== "pack" && key !== "extension");
  if (unknown !== undefined) return invalid(unknown, `"${unknown}" is not part of a miss report: page, pack and extension only.`);
  if (!isPageType(raw.page)) return invalid("page", `page must be one of ${PAGES.join(", ")}.`);
  // an extension without a pack says "" (or nothing); any other pack is a published pack's version
  const pack = raw.pack ?? "";
  if (typeof pack !== "string" || (pack !== "" && !PACK_VERSION.test(pack)))
    return invalid("pack", 'pack must be an extraction pack\'s version, like "2026.11.26.1" (year, month, day, number).');
  const extension = raw.extension;
  if (typeof extension !== "string" || extension.length > MISS_LIMITS.extension || !EXTENSION_VERSION.test(extension))
    return invalid("extension", 'extension must be the extension\'s version, like "0.1.0" (numbers joined by dots).');
  return { ok: true, value: { page: raw.page, pack, extension } };
}
