/**
 * Layered extraction: every page type reads its facts in up to three layers, cheapest and most precise
 * first, and the first layer after which the page's key facts are all there wins:
 * - selectors: the known selectors of each markup generation (./<page>/selectors.ts);
 * - structure: signals that survive a redesign (the title, headings, ARIA labels, link shapes, meta tags);
 * - text: the visible text of the region the user works on, cleaned of LinkedIn's chrome.
 * A later layer only fills what the earlier ones left empty, and runs only when they fell short. The
 * layer that won travels with the request (POST /api/assist `extraction`), so a LinkedIn release that
 * breaks the selectors shows on the server as a shift to the other layers.
 */
import type { Extraction, Layer } from "../types";

export type { Extraction, Layer };

export const LAYERS: readonly Layer[] = ["selectors", "structure", "text"];

/** The smallest page text worth sending: a line or two of real content. */
export const MIN_PAGE_TEXT = 40;

export interface LayeredSpec<F extends object, C> {
  /** the facts before any layer ran ("" and [] mean "not found") */
  empty: F;
  /** each layer reads what it can; `found` holds what the earlier layers found */
  layers: Record<Layer, (found: F) => Partial<F>>;
  /** whether the key facts are all there */
  complete: (facts: F) => boolean;
  /** the text layer's page text, when its facts carry one */
  pageText?: (facts: F) => string;
  /** the context sent to the API */
  wrap: (facts: F) => C;
  /** what the user should do when no layer found anything usable */
  nothing: () => string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/** `found` with the empty fields that `more` has filled in. */
export function fill<F extends object>(found: F, more: Partial<F>): F {
  const out = { ...found } as Record<string, unknown>;
  for (const [key, value] of Object.entries(more)) if (isEmpty(out[key]) && !isEmpty(value)) out[key] = value;
  return out as F;
}

/**
 * Runs the layers in order and stops at the first one after which the key facts are complete; the text
 * layer also wins with page text alone (the model reads the facts from it). Nothing usable → ok:false.
 */
export function extractLayered<F extends object, C>(spec: LayeredSpec<F, C>): Extraction<C> {
  let facts = spec.empty;
  for (const layer of LAYERS) {
    facts = fill(facts, spec.layers[layer](facts));
    const usable = spec.complete(facts) || (layer === "text" && (spec.pageText?.(facts) ?? "").length >= MIN_PAGE_TEXT);
    if (usable) return { ok: true, context: spec.wrap(facts), layer };
  }
  return { ok: false, reason: spec.nothing() };
}
