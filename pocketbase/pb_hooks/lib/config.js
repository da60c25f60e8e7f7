/// <reference path="../../types.d.ts" />
// Server configuration from the environment (docs/configuration.md). Read per call: hook
// handlers are isolated programs and must not rely on module state.

/**
 * The app-store key of variables set while the server runs: only the test stacks' own route writes it
 * (tests/pb_hooks/test-controls.pb.js, never shipped), so that a test of a limit needs no server of its own.
 */
const RUNTIME_ENV = "netlift.runtimeEnv";

/** The environment variable `name` (a value set at run time first), or `fallback` when it is unset or empty. */
function env(name, fallback) {
  const runtime = $app.store().get(RUNTIME_ENV);
  const value = runtime && typeof runtime[name] === "string" ? runtime[name] : $os.getenv(name);
  return value === "" ? fallback : value;
}

function appUrl() {
  const host = env("HOST", "127.0.0.1");
  const port = env("PORT", "8090");
  return env("APP_URL", `http://${host}:${port}`).replace(/\/+$/, "");
}

function smtp() {
  const host = env("SMTP_HOST", "");
  return {
    host,
    port: parseInt(env("SMTP_PORT", "587"), 10),
    username: env("SMTP_USERNAME", ""),
    password: env("SMTP_PASSWORD", ""),
    tls: env("SMTP_TLS", "false") === "true",
    sender: env("SMTP_SENDER", "no-reply@netlift.app"),
  };
}

/**
 * The key that encrypts PocketBase's stored settings (PB_ENCRYPTION_KEY, named by --encryptionEnv), or ""
 * for none. PocketBase needs exactly 32 characters (AES-256); anything else would fail on the first save.
 */
function encryptionKey(envName) {
  if (!envName) return "";
  const key = $os.getenv(envName);
  if (key !== "" && key.length !== 32) {
    throw new Error(`${envName} must be exactly 32 characters (it has ${key.length}); unset it to store settings unencrypted.`);
  }
  return key;
}

/**
 * Scheduled backups: BACKUP_CRON (default daily at 03:00 UTC; "off" turns them off), BACKUP_KEEP (7),
 * and S3-compatible storage when BACKUP_S3_BUCKET is set.
 */
function backups() {
  const cron = env("BACKUP_CRON", "0 3 * * *").trim();
  const keep = parseInt(env("BACKUP_KEEP", "7"), 10);
  const bucket = env("BACKUP_S3_BUCKET", "");
  return {
    cron: cron === "off" ? "" : cron,
    keep: keep,
    s3: {
      enabled: bucket !== "",
      endpoint: env("BACKUP_S3_ENDPOINT", ""),
      bucket: bucket,
      region: env("BACKUP_S3_REGION", ""),
      accessKey: env("BACKUP_S3_ACCESS_KEY", ""),
      secret: env("BACKUP_S3_SECRET", ""),
      forcePathStyle: env("BACKUP_S3_FORCE_PATH_STYLE", "false") === "true",
    },
  };
}

/** Stripe settings; `configured` only when all three secrets/ids are present. */
function stripe() {
  const secretKey = env("STRIPE_SECRET_KEY", "");
  const webhookSecret = env("STRIPE_WEBHOOK_SECRET", "");
  const priceId = env("STRIPE_PRICE_ID", "");
  return {
    secretKey,
    webhookSecret,
    priceId,
    apiBase: env("STRIPE_API_BASE", "https://api.stripe.com").replace(/\/+$/, ""),
    configured: secretKey !== "" && webhookSecret !== "" && priceId !== "",
  };
}

/**
 * The OpenAI-compatible chat-completions API. LLM_BASE_URL=off disables the assistant (503).
 * `provider`: the AI provider as the extension's disclosure names it (LLM_PROVIDER_NAME, else the host
 * of LLM_BASE_URL): a change asks every user again before their next request.
 */
function llm() {
  const baseUrl = env("LLM_BASE_URL", "http://127.0.0.1:11434/v1").replace(/\/+$/, "");
  return {
    baseUrl,
    provider: require(`${__hooks}/lib/core.js`).providerName(env("LLM_PROVIDER_NAME", ""), baseUrl),
    apiKey: env("LLM_API_KEY", ""),
    model: env("LLM_MODEL", "llama3.2"),
    timeoutSeconds: parseInt(env("LLM_TIMEOUT_SECONDS", "30"), 10),
    configured: baseUrl !== "" && baseUrl !== "off",
  };
}

/**
 * Pro's fair-use cap: tokens a Pro account may spend a day (PRO_DAILY_TOKENS; the catalogue's
 * TOKENS.proFairUse, 1,000,000, by default), so that a stolen session or a runaway client cannot spend
 * the operator's money without end. Anything but a positive whole number is the default.
 */
function proDailyTokens() {
  const fallback = require(`${__hooks}/lib/core.js`).TOKENS.proFairUse;
  const value = Number(env("PRO_DAILY_TOKENS", String(fallback)));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

// Requests allowed per window: [environment override, default limit, window]. RATE_LIMIT_* override
// the limits (tests, busy deployments).
const RATE_LIMITS = {
  assistPerUser: ["RATE_LIMIT_ASSIST_USER", 20, 60000],
  assistPerIp: ["RATE_LIMIT_ASSIST_IP", 60, 60000],
  signInPerIp: ["RATE_LIMIT_SIGNIN_IP", 10, 60000],
  // password sign-ins from one network, whatever the address: one network trying one password on many accounts
  signInPerNetwork: ["RATE_LIMIT_SIGNIN_NETWORK", 30, 600000],
  // admin sign-ins from one network (the admin UI at /_/ is public unless the proxy says otherwise)
  adminSignInPerIp: ["RATE_LIMIT_ADMIN_SIGNIN_IP", 5, 600000],
  // admin routes that send e-mail (password-reset requests, the settings' test e-mail), from one network
  adminMailPerIp: ["RATE_LIMIT_ADMIN_MAIL_IP", 5, 600000],
  // admin password-reset requests per network and address, as users' (passwordResetPerEmail)
  adminResetPerEmail: ["RATE_LIMIT_ADMIN_RESET_EMAIL", 3, 3600000],
  // admin password-reset confirmations from one network: each sets an admin's password from a token
  adminConfirmPerIp: ["RATE_LIMIT_ADMIN_CONFIRM_IP", 5, 600000],
  signupPerIp: ["RATE_LIMIT_SIGNUP_IP", 5, 600000],
  messagesPerIp: ["RATE_LIMIT_MESSAGES_IP", 10, 600000],
  // PocketBase's own request-verification (signed out), from one network
  verificationPerIp: ["RATE_LIMIT_VERIFICATION_IP", 5, 600000],
  // account e-mails of one kind (verification, password reset, e-mail change, sign-up attempt) one address
  // receives in an hour, besides the growing waits between them (mailPacing(), lib/mail-guard.js)
  mailPerAddress: ["RATE_LIMIT_MAIL_ADDRESS", 5, 3600000],
  passwordResetPerIp: ["RATE_LIMIT_RESET_IP", 5, 600000],
  // per address and network: a limit per address alone would let anyone use up the owner's requests
  passwordResetPerEmail: ["RATE_LIMIT_RESET_EMAIL", 3, 3600000],
  // wrong passwords when deleting the account or changing the password (a stolen session must not guess it)
  passwordCheckPerUser: ["RATE_LIMIT_PASSWORD_CHECK_USER", 5, 600000],
  emailChangePerUser: ["RATE_LIMIT_EMAIL_CHANGE_USER", 3, 600000],
  // the extension's reports of helpers that found nothing to send (POST /api/extension/miss)
  extensionMissPerUser: ["RATE_LIMIT_EXTENSION_MISS_USER", 30, 600000],
  // the extension's fetches of the extraction pack (at start, when the popup opens, at most hourly)
  extensionPackPerIp: ["RATE_LIMIT_EXTENSION_PACK_IP", 60, 600000],
  // routes that call a paid API (issue #37, finding 8), per account and per network: each call spends requests of
  // the operator's Stripe account, whose rate limit every user shares. Checkout and portal sessions together:
  billingPerUser: ["RATE_LIMIT_BILLING_USER", 10, 600000],
  billingPerIp: ["RATE_LIMIT_BILLING_IP", 60, 600000],
  // account deletion (it expires Checkout Sessions, cancels subscriptions and deletes the customer at Stripe)
  accountDeletionPerUser: ["RATE_LIMIT_ACCOUNT_DELETION_USER", 10, 600000],
  accountDeletionPerIp: ["RATE_LIMIT_ACCOUNT_DELETION_IP", 30, 600000],
};

/** One rate-limit rule, { limit, windowMs }, by name (a key of RATE_LIMITS). */
function rateLimit(name) {
  const rule = RATE_LIMITS[name];
  return { limit: parseInt(env(rule[0], String(rule[1])), 10), windowMs: rule[2] };
}

/**
 * How often one address receives an account e-mail of one kind (src/core/mail-pacing.ts): the waits
 * between them (MAIL_ADDRESS_WAITS, seconds, comma-separated; "0" for none) and the cap per hour
 * (RATE_LIMIT_MAIL_ADDRESS).
 */
function mailPacing() {
  const core = require(`${__hooks}/lib/core.js`);
  const cap = rateLimit("mailPerAddress");
  const waits = core.parseWaits(env("MAIL_ADDRESS_WAITS", ""));
  return { waitsSeconds: waits || core.DEFAULT_MAIL_PACING.waitsSeconds, perWindow: cap.limit, windowMs: cap.windowMs };
}

function publicDir() {
  return env("PB_PUBLIC_DIR", `${__hooks}/../../dist`);
}

module.exports = {
  RUNTIME_ENV,
  env,
  appUrl,
  smtp,
  encryptionKey,
  backups,
  stripe,
  llm,
  proDailyTokens,
  rateLimit,
  mailPacing,
  publicDir,
};
