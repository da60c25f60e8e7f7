/// <reference path="../../types.d.ts" />
// A minimal Stripe REST client for the hooks: form-encoded requests with bracket notation, Bearer
// auth, JSON answers. Throws StripeError with Stripe's own message on any non-2xx.

class StripeError {
  constructor(status, message, type) {
    this.status = status;
    this.message = message;
    this.type = type;
  }

  toString() {
    return `Stripe ${this.status}: ${this.message}`;
  }
}

/**
 * `idempotencyKey`: Stripe answers a repeat of the same POST with the first one's result instead of acting twice.
 * @returns {any} Stripe's JSON, whichever object the path answers with
 */
function stripeRequest(method, path, params, idempotencyKey) {
  const config = require(`${__hooks}/lib/config.js`).stripe();
  const core = require(`${__hooks}/lib/core.js`);
  const body = params ? core.formEncode(params) : "";
  const headers = {
    authorization: `Bearer ${config.secretKey}`,
    "content-type": "application/x-www-form-urlencoded",
    "stripe-version": "2024-06-20",
  };
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  let res;
  try {
    res = $http.send({
      url: config.apiBase + path + (method === "GET" && body ? `?${body}` : ""),
      method: method,
      body: method === "GET" ? "" : body,
      headers: headers,
      timeout: 20,
    });
  } catch (err) {
    throw new StripeError(0, `Stripe could not be reached: ${err}`, "api_connection_error");
  }
  const json = res.json || {};
  if (res.statusCode >= 400) {
    const e = json.error || {};
    throw new StripeError(res.statusCode, e.message || `Stripe answered ${res.statusCode}`, e.type || "api_error");
  }
  return json;
}

module.exports = { stripeRequest, StripeError };
