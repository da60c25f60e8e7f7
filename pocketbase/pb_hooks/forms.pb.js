/// <reference path="../types.d.ts" />
// Contact and feedback messages: validated on the server, stored in `messages`, and forwarded
// to FORMS_ENDPOINT (as name, email, mainText) when it is set.

// The limit per network is checked before the body is read (lib/record-writes.js).
onRecordBeforeCreateRequest((e) => {
  const core = require(`${__hooks}/lib/core.js`);
  const problem = core.validateMessage({
    kind: e.record.getString("kind"),
    name: e.record.getString("name"),
    email: e.record.getString("email"),
    mainText: e.record.getString("mainText"),
  });
  if (problem) require(`${__hooks}/lib/errors.js`).refuse("invalid_input", problem);
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
