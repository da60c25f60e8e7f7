/**
 * What each page-type feature extracts: pure functions from the DOM to the `context` the assistant
 * needs (POST /api/assist). An extractor that finds nothing says why (and what to do) instead of
 * returning empty text; one that succeeds says which layer found the facts (shared/layers.ts). Each page's
 * `context` is declared in its own folder (<page>/facts.ts), beside the facts it is made of.
 */

import type { ExtractionLayer } from "../../src/core/assist";

/** How the facts were found: known selectors, redesign-proof page structure, or the region's visible text. */
export type Layer = ExtractionLayer;

/**
 * `waitingFor`: the part LinkedIn has not loaded yet ("the job description"), when the rest is there: the
 * helper then says it is waiting for it and reads the page again as it changes (shared/wait-for-page.ts).
 * `shadow`: the facts were read inside a shadow root (a chat window in `#interop-outlet`); the server counts it.
 */
export type Extraction<T> =
  | { ok: true; context: T; layer: Layer; shadow?: boolean }
  | { ok: false; reason: string; waitingFor?: string };
