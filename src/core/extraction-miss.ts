/**
 * POST /api/extension/miss: a helper that could not find the facts it needed on a LinkedIn page says so,
 * with the page type, the extraction pack and the extension's version: nothing of the page, nothing of
 * the user. Counted per day (extraction_misses), so the operator sees LinkedIn's markup drift.
 */
import { apiError } from "./errors";
import { PAGES, isPageType, type PageType } from "./plans";
import type { Validation } from "./signup";

export interface ExtractionMiss {
  page: PageType;
  /** the extraction pack's version ("" when the extension has none) */
  pack: string;
  /** the extension's version */
  extension: string;
}

const VERSION = /^[0-9A-Za-z._+-]*$/;
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
  const version = (field: "pack" | "extension") => {
    const value = raw[field] ?? "";
    return typeof value === "string" && value.length <= MISS_LIMITS[field] && VERSION.test(value) ? value : null;
  };
  const pack = version("pack");
  if (pack === null) return invalid("pack", `pack must be a version of at most ${MISS_LIMITS.pack} characters.`);
  const extension = version("extension");
  if (extension === null)
    return invalid("extension", `extension must be a version of at most ${MISS_LIMITS.extension} characters.`);
  return { ok: true, value: { page: raw.page, pack, extension } };
}
