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

/** The OpenAI-compatible chat-completions API. LLM_BASE_URL=off disables the assistant (503). */
function llm() {
  const baseUrl = env("LLM_BASE_URL", "http://127.0.0.1:11434/v1").replace(/\/+$/, "");
  return {
    baseUrl,
    apiKey: env("LLM_API_KEY", ""),
    model: env("LLM_MODEL", "llama3.2"),
    timeoutSeconds: parseInt(env("LLM_TIMEOUT_SECONDS", "30"), 10),
    configured: baseUrl !== "" && baseUrl !== "off",
  };
}

/** Requests allowed per window; RATE_LIMIT_* override them (tests, busy deployments). */
function rateLimits() {
  const n = (name, fallback) => parseInt(env(name, String(fallback)), 10);
  return {
    assistPerUser: { limit: n("RATE_LIMIT_ASSIST_USER", 20), windowMs: 60000 },
    assistPerIp: { limit: n("RATE_LIMIT_ASSIST_IP", 60), windowMs: 60000 },
    signInPerIp: { limit: n("RATE_LIMIT_SIGNIN_IP", 10), windowMs: 60000 },
    signupPerIp: { limit: n("RATE_LIMIT_SIGNUP_IP", 5), windowMs: 600000 },
    messagesPerIp: { limit: n("RATE_LIMIT_MESSAGES_IP", 10), windowMs: 600000 },
  };
}

function publicDir() {
  return env("PB_PUBLIC_DIR", `${__hooks}/../../dist`);
}

module.exports = { env, appUrl, smtp, stripe, llm, rateLimits, publicDir };
