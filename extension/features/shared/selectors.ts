/**
 * Markup names every page type shares (data only: the strategies that use them are in ./roots.ts).
 *
 * The lists themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.shared`), which the server can update without a release (issue #29); this file names them
 * and says what each one finds. Read them at the moment of a query (`SHARED.NAME`), never copy them.
 */
import { packNames } from "./pack";

export const SHARED = packNames("shared", {
  selectors: [
    // Elements whose open shadow root holds part of LinkedIn's page, searched first (most to least stable).
    // Since mid-2026 the chat windows floating over every page, and the post composer, are drawn in
    // `#interop-outlet`'s shadow root (a zero-height host; the windows paint with fixed positions).
    "SHADOW_HOSTS",
  ],
});

/** Our own helpers' hosts (their shadow roots hold our UI, never LinkedIn's page). */
export const OWN_HOST = "[data-netlift]";
