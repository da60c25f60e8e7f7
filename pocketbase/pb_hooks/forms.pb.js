/// <reference path="../types.d.ts" />
// Contact and feedback messages: validated on the server, stored in `messages`, and forwarded
// to FORMS_ENDPOINT (as name, email, mainText) when it is set.

onRecordBeforeCreateRequest((e) => {
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const verdict = limiter.hit("messages", limiter.clientIp(e.httpContext), config.rateLimit("messagesPerIp"), Date.now());
  if (verdict.limited) {
    e.httpContext.response().header().set("Retry-After", String(verdict.retryAfterSeconds));
    throw new ApiError(429, `Too many messages. Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`, {});
  }
  const problem = core.validateMessage({
    kind: e.record.getString("kind"),
    name: e.record.getString("name"),
    email: e.record.getString("email"),
    mainText: e.record.getString("mainText"),
  });
  if (problem) throw new BadRequestError(problem);
  const user = require(`${__hooks}/lib/http.js`).authUser(e.httpContext);
  if (user && e.record.getString("user") === "") e.record.set("user", user.id);
}, "messages");

onRecordAfterCreateRequest((e) => {
  const config = require(`${__hooks}/lib/config.js`);
  const endpoint = config.env("FORMS_ENDPOINT", "");
  if (!endpoint) return;
  try {
    const res = $http.send({
      url: endpoint,
      method: "POST",
      body: JSON.stringify({
        name: e.record.getString("name"),
        email: e.record.getString("email"),
        mainText: e.record.getString("mainText"),
      }),
      headers: { "content-type": "application/json", accept: "application/json" },
      timeout: 10,
    });
    if (res.statusCode >= 400) console.error("FORMS_ENDPOINT answered", res.statusCode, "for message", e.record.id);
  } catch (err) {
    // The message is stored either way; forwarding is best effort.
    console.error("FORMS_ENDPOINT failed for message", e.record.id, String(err));
  }
}, "messages");
