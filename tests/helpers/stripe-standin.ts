/**
 * A local stand-in for the Stripe API (the one paid service tests cannot reach): form-encoded
 * bodies with bracket notation, Bearer auth, Stripe-shaped objects and errors. It checks the
 * fields our server must send, so a wrong parameter fails the test with Stripe's kind of 400.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { freePort } from "../../scripts/lib/pocketbase.mjs";

export type Params = { [key: string]: string | Params | Params[] | string[] };

/** Decodes `a[b][0][c]=1&x=2` into nested objects/arrays, as Stripe does. */
export function parseForm(body: string): Params {
  const root: any = {};
  for (const pair of body.split("&").filter(Boolean)) {
    const [rawKey, rawValue = ""] = pair.split("=");
    const key = decodeURIComponent(rawKey!.replace(/\+/g, " "));
    const value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    });
  }
  return root;
}

export interface StandinOptions {
  secretKey: string;
  priceId: string;
  appUrl: string;
}

export interface Subscription {
  id: string;
  object: "subscription";
  status: string;
  customer: string;
  metadata: Record<string, string>;
  items: { object: "list"; data: { price: { id: string } }[] };
  created: number;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

export async function startStripeStandin(options: StandinOptions) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const requests: { method: string; path: string; params: Params; headers: IncomingMessage["headers"] }[] = [];
  const subscriptions = new Map<string, Subscription>();
  const sessions = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, unknown>();
  const products: Record<string, unknown>[] = [];
  const prices: Record<string, unknown>[] = [];
  const webhookEndpoints: Record<string, unknown>[] = [];
  let failNext: number | null = null;
  /** failures waiting for a request that matches them (method and path): one answer each */
  const failMatching: { method: string; path: string; status: number }[] = [];

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
    res.end(JSON.stringify(body));
  }
  const invalid = (res: ServerResponse, message: string, param?: string) =>
    send(res, 400, { error: { type: "invalid_request_error", message, param } });
  const list = (data: unknown[]) => ({ object: "list", data, has_more: false, url: "" });

  function checkCheckout(p: Params): [string, string] | null {
    const item = (p.line_items as Params[] | undefined)?.[0];
    if (p.mode !== "subscription") return ["mode must be subscription", "mode"];
    if (!item || item.price !== options.priceId)
      return [`line_items[0][price] must be ${options.priceId}`, "line_items[0][price]"];
    if (item.quantity !== "1") return ["line_items[0][quantity] must be 1", "line_items[0][quantity]"];
    if ((p.line_items as Params[]).length !== 1) return ["exactly one line item expected", "line_items"];
    if (p.success_url !== `${options.appUrl}/checkout/success`) return ["unexpected success_url", "success_url"];
    if (p.cancel_url !== `${options.appUrl}/checkout/failed`) return ["unexpected cancel_url", "cancel_url"];
    if (typeof p.client_reference_id !== "string" || !p.client_reference_id)
      return ["client_reference_id required", "client_reference_id"];
    if (Boolean(p.customer) === Boolean(p.customer_email)) return ["pass exactly one of customer or customer_email", "customer"];
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const u = new URL(req.url!, url);
    let body = "";
    for await (const chunk of req) body += chunk;
    const path = u.pathname;

    if (req.method === "GET" && path.startsWith("/pay/")) {
      res.writeHead(200, { "content-type": "text/html" });
      const paying = sessions.get(path.slice(5));
      // as Stripe's own page: a session that is no longer open says so and takes no payment
      if (paying && paying.status !== "open") {
        return res.end(
          `<!doctype html><title>Stripe Checkout (test stand-in)</title><h1>This Checkout Session is no longer active</h1>`,
        );
      }
      return res.end(
        `<!doctype html><title>Stripe Checkout (test stand-in)</title><h1>Pay Netlift Pro</h1><p>${path.slice(5)}</p>`,
      );
    }
    if (req.method === "GET" && path.startsWith("/portal/")) {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(`<!doctype html><title>Billing portal (test stand-in)</title><h1>Manage your subscription</h1>`);
    }

    // test control, for tests in other processes (Playwright workers): not part of Stripe's API
    if (req.method === "POST" && path === "/__control/subscriptions") {
      return send(res, 200, api.setSubscription(JSON.parse(body)));
    }
    if (req.method === "POST" && path === "/__control/fail-next") {
      failNext = Number(JSON.parse(body || "{}").status ?? 500);
      return send(res, 200, { ok: true });
    }

    const params = req.method === "GET" ? parseForm(u.search.slice(1)) : parseForm(body);
    requests.push({ method: req.method!, path, params, headers: req.headers });
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
    }
    if (req.method === "POST" && !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) {
      return invalid(res, "Stripe expects form-encoded bodies");
    }
    if (failNext !== null) {
      const status = failNext;
      failNext = null;
      return send(res, status, { error: { type: "api_error", message: "Simulated Stripe failure" } });
    }
    const matching = failMatching.findIndex((f) => f.method === req.method && f.path === path);
    if (matching >= 0) {
      const [failure] = failMatching.splice(matching, 1);
      return send(res, failure!.status, { error: { type: "api_error", message: "Simulated Stripe failure" } });
    }

    // Stripe's idempotency: a POST repeated with the same Idempotency-Key gets the first result, nothing new
    const idempotencyKey = req.method === "POST" ? String(req.headers["idempotency-key"] ?? "") : "";
    if (idempotencyKey && idempotent.has(idempotencyKey)) return send(res, 200, idempotent.get(idempotencyKey));
    const remember = <T>(object: T): T => {
      if (idempotencyKey) idempotent.set(idempotencyKey, object);
      return object;
    };

    if (req.method === "POST" && path === "/v1/customers") {
      if (typeof params.email !== "string" || !params.email.includes("@")) return invalid(res, "email required", "email");
      const customer = {
        id: id("cus"),
        object: "customer",
        email: params.email,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return send(res, 200, remember(customer));
    }
    if (req.method === "GET" && path === "/v1/subscriptions") {
      // Stripe's default: every subscription that is not canceled
      const found = [...subscriptions.values()].filter(
        (s) =>
          (!params.customer || s.customer === params.customer) &&
          (params.status ? params.status === "all" || s.status === params.status : s.status !== "canceled"),
      );
      return send(res, 200, list(found.slice(0, Number(params.limit ?? 10))));
    }
    if (req.method === "GET" && path === "/v1/checkout/sessions") {
      const found = [...sessions.values()]
        .filter((s) => (!params.customer || s.customer === params.customer) && (!params.status || s.status === params.status))
        .reverse(); // newest first
      return send(res, 200, list(found.slice(0, Number(params.limit ?? 10))));
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const problem = checkCheckout(params);
      if (problem) return invalid(res, problem[0], problem[1]);
      const sessionId = id("cs");
      const created = Math.floor(Date.now() / 1000);
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: "subscription",
        created,
        expires_at: created + 24 * 3600,
        url: `${url}/pay/${sessionId}`,
        client_reference_id: params.client_reference_id,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: params.metadata ?? {},
        status: "open",
        success_url: params.success_url,
        cancel_url: params.cancel_url,
      };
      sessions.set(sessionId, session);
      return send(res, 200, remember(session));
    }
    // one session: retrieve it, or expire it (only an open one can be; Stripe answers 400 otherwise)
    const checkout = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (checkout && (req.method === "GET" ? !checkout[2] : req.method === "POST" && checkout[2])) {
      const sessionId = decodeURIComponent(checkout[1]!);
      const found = sessions.get(sessionId);
      if (!found)
        return send(res, 404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such checkout.session: '${sessionId}'`,
            param: "session",
          },
        });
      if (req.method === "GET") return send(res, 200, found);
      if (found.status !== "open") {
        return invalid(
          res,
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(found.status)}".`,
        );
      }
      // expired: it can no longer be paid, and it has no URL any more (Stripe gives one only while it is open)
      Object.assign(found, { status: "expired", url: null });
      return send(res, 200, found);
    }
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (req.method === "DELETE" && customer) {
      // Stripe's "delete a customer": gone from the customer list, its subscriptions cancelled at once
      const key = decodeURIComponent(customer[1]!);
      if (!customers.has(key))
        return send(res, 404, { error: { type: "invalid_request_error", message: `No such customer: '${key}'`, param: "id" } });
      customers.delete(key);
      for (const s of subscriptions.values()) if (s.customer === key && s.status !== "canceled") s.status = "canceled";
      return send(res, 200, { id: key, object: "customer", deleted: true });
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === "GET" && sub) {
      const found = subscriptions.get(decodeURIComponent(sub[1]!));
      if (!found)
        return send(res, 404, {
          error: { type: "invalid_request_error", message: `No such subscription: '${sub[1]}'`, param: "id" },
        });
      return send(res, 200, found);
    }
    if (req.method === "DELETE" && sub) {
      // cancels at once (Stripe's "cancel a subscription"), answering the subscription as it is now
      const found = subscriptions.get(decodeURIComponent(sub[1]!));
      if (!found)
        return send(res, 404, {
          error: { type: "invalid_request_error", message: `No such subscription: '${sub[1]}'`, param: "id" },
        });
      found.status = "canceled";
      Object.assign(found, { canceled_at: Math.floor(Date.now() / 1000), ended_at: Math.floor(Date.now() / 1000) });
      return send(res, 200, found);
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      if (typeof params.customer !== "string" || !params.customer) return invalid(res, "customer required", "customer");
      if (params.return_url !== `${options.appUrl}/dashboard`) return invalid(res, "unexpected return_url", "return_url");
      const portalId = id("bps");
      return send(res, 200, {
        id: portalId,
        object: "billing_portal.session",
        customer: params.customer,
        url: `${url}/portal/${portalId}`,
      });
    }

    // the catalogue and webhook endpoints npm run stripe:setup manages
    const collections: Record<string, Record<string, unknown>[]> = {
      "/v1/products": products,
      "/v1/prices": prices,
      "/v1/webhook_endpoints": webhookEndpoints,
    };
    const collection = collections[path];
    if (collection && req.method === "GET") {
      const keys = params.lookup_keys as string[] | undefined;
      return send(res, 200, list(keys ? collection.filter((p) => keys.includes(String(p.lookup_key))) : collection));
    }
    if (collection && req.method === "POST") {
      const prefix = { "/v1/products": "prod", "/v1/prices": "price", "/v1/webhook_endpoints": "we" }[path]!;
      const object = {
        id: id(prefix),
        object: prefix === "we" ? "webhook_endpoint" : prefix === "prod" ? "product" : "price",
        ...params,
      } as Record<string, unknown>;
      if (prefix === "price") object.unit_amount = Number(params.unit_amount);
      if (prefix === "we") object.secret = `whsec_${randomBytes(12).toString("hex")}`;
      collection.push(prefix === "we" ? { ...object, secret: undefined } : object);
      return send(res, 200, object);
    }
    return send(res, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: { type: "api_error", message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  const api = {
    url,
    requests,
    subscriptions,
    products,
    prices,
    webhookEndpoints,
    /** Stores a subscription as Stripe would hold it; returns it. */
    setSubscription(s: { id?: string; status: string; customer?: string; userId?: string }): Subscription {
      const subscription: Subscription = {
        id: s.id ?? id("sub"),
        object: "subscription",
        status: s.status,
        customer: s.customer ?? id("cus"),
        metadata: s.userId ? { userId: s.userId } : {},
        items: { object: "list", data: [{ price: { id: options.priceId } }] },
        created: Math.floor(Date.now() / 1000),
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    customers,
    sessions,
    /** The customer pays a Checkout Session: it completes and its subscription is active. Only an open one can be paid. */
    completeSession(sessionId: string): Subscription {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status !== "open")
        throw new Error(`session ${sessionId} is ${String(session.status)}: it can no longer be paid`);
      session.status = "complete";
      const userId = String((session.metadata as Record<string, string>).userId ?? session.client_reference_id);
      const subscription = api.setSubscription({ status: "active", userId, customer: String(session.customer) });
      session.subscription = subscription.id;
      return subscription;
    },
    failNextRequest(status = 500) {
      failNext = status;
    },
    /** The next request with this method and path fails (whatever comes before it). */
    failNextMatching(method: string, path: string, status = 500) {
      failMatching.push({ method, path, status });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}

export type StripeStandin = Awaited<ReturnType<typeof startStripeStandin>>;

export const STRIPE_TEST = {
  secretKey: "sk_test_netlift_standin_key",
  webhookSecret: "whsec_netlift_standin_secret",
  priceId: "price_test_netlift_pro",
};

/** The env that points a test server's billing at the stand-in. */
export function stripeEnv(standin: { url: string }) {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret,
    STRIPE_PRICE_ID: STRIPE_TEST.priceId,
    STRIPE_API_BASE: standin.url,
  };
}
