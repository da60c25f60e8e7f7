/**
 * Markup names every page type shares (data only: the strategies that use them are in ./roots.ts).
 */

/**
 * Elements whose open shadow root holds part of LinkedIn's page, searched first (most to least stable).
 * Since mid-2026 the chat windows floating over every page, and the post composer, are drawn in
 * `#interop-outlet`'s shadow root (a zero-height host; the windows paint with fixed positions).
 */
export const SHADOW_HOSTS: readonly string[] = [
  // LinkedIn's interop shell outlet
  "#interop-outlet",
];

/** Our own helpers' hosts (their shadow roots hold our UI, never LinkedIn's page). */
export const OWN_HOST = "[data-netlift]";
