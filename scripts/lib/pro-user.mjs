// @ts-check
/**
 * A verified Pro account on a running server, for the benchmark and the demo recordings: signed up
 * through POST /api/signup like anyone, then verified and upgraded by the admin, and agreed to the
 * disclosure as the extension records it (POST /api/account/consent): /api/assist sends nothing on
 * without that, and each of its requests names the `disclosure` agreed to.
 */

/**
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} admin
 * @param {{ email: string, password: string, name: string }} user
 * @returns {Promise<{ id: string, token: string, disclosure: { version: string, provider: string } }>}
 */
export async function createProUser(baseUrl, admin, user) {
  const send = async (/** @type {string} */ path, /** @type {object | null} */ body, token = "", method = "POST") => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
      body: body === null ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const { id } = await send("/api/signup", { ...user, passwordConfirm: user.password });
  const { token: adminToken } = await send("/api/admins/auth-with-password", { identity: admin.email, password: admin.password });
  await send(`/api/collections/users/records/${id}`, { verified: true }, adminToken, "PATCH");
  await send(`/api/collections/user_details/records/${id}`, { premium: true }, adminToken, "PATCH"); // Pro: no cap to run out of
  const { token } = await send("/api/collections/users/auth-with-password", { identity: user.email, password: user.password });
  const { disclosure } = await send("/api/me", null, token, "GET");
  await send("/api/account/consent", { decision: "agreed", ...disclosure }, token);
  return { id, token, disclosure };
}
