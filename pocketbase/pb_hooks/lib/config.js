/// <reference path="../../types.d.ts" />
// Server configuration from the environment (CONTRACT.md "Environment"). Read per call: hook
// handlers are isolated programs and must not rely on module state.

function env(name, fallback) {
  const value = $os.getenv(name);
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

function publicDir() {
  return env("PB_PUBLIC_DIR", `${__hooks}/../../dist`);
}

module.exports = { env, appUrl, smtp, stripe, publicDir };
