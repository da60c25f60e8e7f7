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

/**
 * `require` of our own libraries, typed: each of pb_hooks/lib as its file declares it, and lib/core.js
 * (generated from src/core/server.ts) as src/core declares it (tsconfig.core-types.json writes those
 * declarations, `npm run check` first). A hook that calls a function a library does not export, or with
 * arguments of the wrong kind, fails the check. tests/unit/hook-types.test.ts holds this list to the folder.
 */
interface NetliftLibraries {
  core: typeof import("../node_modules/.cache/netlift/core-types/server");
  "absent-account": typeof import("./pb_hooks/lib/absent-account.js");
  "account-cache": typeof import("./pb_hooks/lib/account-cache.js");
  "account-data": typeof import("./pb_hooks/lib/account-data.js");
  "account-settings": typeof import("./pb_hooks/lib/account-settings.js");
  accounts: typeof import("./pb_hooks/lib/accounts.js");
  "assist-pipeline": typeof import("./pb_hooks/lib/assist-pipeline.js");
  "assist-reservation": typeof import("./pb_hooks/lib/assist-reservation.js");
  "assist-stream": typeof import("./pb_hooks/lib/assist-stream.js");
  backups: typeof import("./pb_hooks/lib/backups.js");
  billing: typeof import("./pb_hooks/lib/billing.js");
  "body-limits": typeof import("./pb_hooks/lib/body-limits.js");
  config: typeof import("./pb_hooks/lib/config.js");
  consent: typeof import("./pb_hooks/lib/consent.js");
  conversations: typeof import("./pb_hooks/lib/conversations.js");
  "deleted-allowances": typeof import("./pb_hooks/lib/deleted-allowances.js");
  drift: typeof import("./pb_hooks/lib/drift.js");
  errors: typeof import("./pb_hooks/lib/errors.js");
  "extraction-counts": typeof import("./pb_hooks/lib/extraction-counts.js");
  "extraction-pack": typeof import("./pb_hooks/lib/extraction-pack.js");
  http: typeof import("./pb_hooks/lib/http.js");
  "llm-stream": typeof import("./pb_hooks/lib/llm-stream.js");
  llm: typeof import("./pb_hooks/lib/llm.js");
  "mail-guard": typeof import("./pb_hooks/lib/mail-guard.js");
  mail: typeof import("./pb_hooks/lib/mail.js");
  "password-check": typeof import("./pb_hooks/lib/password-check.js");
  ratelimit: typeof import("./pb_hooks/lib/ratelimit.js");
  "realtime-sessions": typeof import("./pb_hooks/lib/realtime-sessions.js");
  "record-writes": typeof import("./pb_hooks/lib/record-writes.js");
  "route-handlers": typeof import("./pb_hooks/lib/route-handlers.js");
  "settings-store": typeof import("./pb_hooks/lib/settings-store.js");
  site: typeof import("./pb_hooks/lib/site.js");
  statements: typeof import("./pb_hooks/lib/statements.js");
  stripe: typeof import("./pb_hooks/lib/stripe.js");
  "subscription-cancel": typeof import("./pb_hooks/lib/subscription-cancel.js");
  takeover: typeof import("./pb_hooks/lib/takeover.js");
  tokens: typeof import("./pb_hooks/lib/tokens.js");
}
type NetliftRequired<P extends string> = P extends `${string}/lib/${infer Name extends keyof NetliftLibraries}.js`
  ? NetliftLibraries[Name]
  : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- anything else (no hook requires anything else)
    any;
declare function require<P extends string>(path: P): NetliftRequired<P>;
