/**
 * What the hooks' type check needs beside PocketBase's own declarations (pocketbase/types.d.ts, written by
 * PocketBase 0.22.20 itself: `node scripts/hook-types.mjs`): the console PocketBase's engine provides, and
 * DynamicModel's fields, which are whatever shape it was made with.
 */
declare const console: { log(...args: unknown[]): void; error(...args: unknown[]): void; warn(...args: unknown[]): void };

interface DynamicModel {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever shape it was made with
  [field: string]: any;
}
