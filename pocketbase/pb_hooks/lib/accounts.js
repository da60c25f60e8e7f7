/// <reference path="../../types.d.ts" />
// Accounts: provisioning at sign-up, reading a user's details with the daily reset applied, and who
// holds an address.

/**
 * The new user's record, validated and filled by PocketBase's own form (the address's format and
 * uniqueness, the password's bcrypt hash, a username), not yet saved. Call it outside any transaction: the
 * hash takes a core for a quarter of a second, and inside a transaction it would hold SQLite's one writer
 * that long, so that sign-ups at once would wait for each other's hashes (ten: nine seconds on a busy
 * two-core machine).
 */
function userRecord(input) {
  const user = new Record($app.dao().findCollectionByNameOrId("users"));
  const form = new RecordUpsertForm($app, user);
  form.loadData({
    email: input.email,
    password: input.password,
    passwordConfirm: input.passwordConfirm,
    name: input.name,
    emailVisibility: false,
  });
  form.validateAndFill();
  return user;
}

/**
 * Saves `user` (from userRecord), its user_details and its conversations with the given dao. Call it
 * inside runInTransaction: any throw rolls all three back.
 */
function provisionAccount(dao, user, input, now) {
  const core = require(`${__hooks}/lib/core.js`);
  dao.saveRecord(user);

  const initial = core.initialRecords(core.toPbDate(now));
  const details = new Record(dao.findCollectionByNameOrId("user_details"));
  details.setId(user.id);
  details.load(initial.details);
  details.load({
    email: input.email,
    name: input.name,
    industry: input.industry,
    role: input.role,
    howDidYouHear: input.howDidYouHear,
  });
  // an account with this address deleted earlier today leaves its day behind (lib/deleted-allowances.js)
  const left = require(`${__hooks}/lib/deleted-allowances.js`).takeOver(dao, input.email, now);
  if (left) details.load(left);
  dao.saveRecord(details);

  const conversations = new Record(dao.findCollectionByNameOrId("conversations"));
  conversations.setId(user.id);
  conversations.load(initial.conversations);
  dao.saveRecord(conversations);
  return user;
}

const REHEARSAL = "netlift: sign-up rehearsal, rolled back";

/**
 * Sign-up's work for `input`, in one transaction: the account made (`user`, and its `id`), or, when
 * `rehearse`, the very same work for a stand-in address on the same domain, rolled back (`user` null, `id`
 * the stand-in's, which never exists). Sign-up rehearses for an address that already has an account, so
 * that answering it costs what making one costs (the password's bcrypt hash above all): the time of the
 * answer must not tell which addresses have accounts. Nothing of a rehearsal is kept, and no after-hook
 * sees it (0.22 runs them once the transaction commits).
 */
function provision(input, now, rehearse) {
  /** @type {models.Record | null} */
  let made = null;
  try {
    const domain = input.email.slice(input.email.lastIndexOf("@") + 1);
    const standIn = rehearse
      ? Object.assign({}, input, { email: `rehearsal-${$security.randomString(24).toLowerCase()}@${domain}` })
      : input;
    const user = userRecord(standIn);
    $app.dao().runInTransaction((tx) => {
      made = provisionAccount(tx, user, standIn, now);
      if (rehearse) throw new Error(REHEARSAL);
    });
  } catch (err) {
    if (!rehearse || !made || String(err).indexOf(REHEARSAL) < 0) throw err;
  }
  if (!made) throw new Error("sign-up: no account was provisioned");
  return { user: rehearse ? null : made, id: made.id };
}

/**
 * The address as the account that has it stores it (an admin-made one may have capitals; PocketBase looks
 * addresses up exactly), or "" for none. `table`: "users" (the default) or "_admins".
 * @param {"users" | "_admins"} [table]
 */
function storedAddress(dao, email, table) {
  const rows = arrayOf(new DynamicModel({ email: "" }));
  dao
    .concurrentDB()
    .newQuery(`SELECT email FROM ${table === "_admins" ? "_admins" : "users"} WHERE email = {:email} COLLATE NOCASE LIMIT 1`)
    .bind({ email: email })
    .all(rows);
  return rows.length ? rows[0].email : "";
}

/**
 * Gives a user that has none its user_details, with the day's full allowance: accounts made in the
 * admin UI or the admin API skip the sign-up route. True when it created them. A concurrent request
 * that created them first is fine.
 */
function ensureDetails(dao, user, now) {
  const core = require(`${__hooks}/lib/core.js`);
  try {
    dao.findRecordById("user_details", user.id);
    return false;
  } catch (_) {
    // missing: create below
  }
  const details = new Record(dao.findCollectionByNameOrId("user_details"));
  details.setId(user.id);
  details.load(core.initialRecords(core.toPbDate(now)).details);
  details.load({ email: user.email(), name: user.getString("name") });
  try {
    dao.saveRecord(details);
    return true;
  } catch (err) {
    if (/UNIQUE/i.test(String(err))) return false;
    throw err;
  }
}

// column -> the value DynamicModel uses to type it
const DETAIL_COLUMNS = {
  premium: false,
  tokenBalance: 0,
  maxTokens: 0,
  lastTokenReset: "",
  name: "",
  role: "",
  industry: "",
  // the voice's JSON, as text (src/core/persona.ts reads it)
  voice: "",
  subscriptionStatus: "",
  paymentFailedAt: "",
  stripeCustomerId: "",
  stripeSubscriptionId: "",
  profile: "",
  // the extension's disclosure, as the user decided about it (1733100000_consent.js): /api/assist checks it
  consentDecision: "",
  consentVersion: "",
  consentProvider: "",
};

/** A column as selected: a JSON field is NULL until first set, which would not scan into its text. */
function selected(name) {
  return name === "voice" ? "COALESCE(voice, '') AS voice" : name;
}

/**
 * The listed columns of a user's details (all when `columns` is omitted), or null.
 * @returns {any} the columns asked for decide its shape
 */
function readDetails(dao, userId, columns) {
  const names = columns || Object.keys(DETAIL_COLUMNS);
  const shape = {};
  for (let i = 0; i < names.length; i++) shape[names[i]] = DETAIL_COLUMNS[names[i]];
  const row = new DynamicModel(shape);
  try {
    // a plain SELECT of only what the caller needs: this runs on every assist request, where
    // record hydration (and copying a long saved profile) is measurable
    dao
      .concurrentDB()
      .newQuery(`SELECT ${names.map(selected).join(", ")} FROM user_details WHERE id = {:id}`)
      .bind({ id: userId })
      .one(row);
  } catch (_) {
    return null;
  }
  const details = {};
  for (let i = 0; i < names.length; i++) details[names[i]] = row[names[i]];
  return details;
}

/**
 * The user's details after any due reset, as a plain snapshot; null when the record is missing.
 * `columns` narrows the read; lastTokenReset is always read, since the reset depends on it.
 */
function loadDetails(dao, userId, now, columns) {
  const core = require(`${__hooks}/lib/core.js`);
  const names = columns && columns.indexOf("lastTokenReset") < 0 ? columns.concat(["lastTokenReset"]) : columns;
  const details = readDetails(dao, userId, names);
  // only a due reset writes; reading stays on the concurrent connections
  if (details && core.isResetDue(core.parsePbDate(details.lastTokenReset), now)) {
    require(`${__hooks}/lib/tokens.js`).resetDue(dao, now, userId);
    return readDetails(dao, userId, names);
  }
  return details;
}

/** loadDetails for a user whose details may be missing (made outside sign-up): creates them first when they are. */
function loadOrCreateDetails(dao, user, now, columns) {
  const details = loadDetails(dao, user.id, now, columns);
  if (details) return details;
  ensureDetails(dao, user, now); // false when a concurrent request made them first: read them all the same
  return loadDetails(dao, user.id, now, columns);
}

/**
 * Whether another account holds `email` (lower case) in any case: PocketBase compares addresses
 * exactly, and accounts made before sign-up lower-cased them may hold capitals.
 */
function emailTakenByAnother(dao, email, userId) {
  const row = new DynamicModel({ id: "" });
  try {
    dao
      .concurrentDB()
      .newQuery("SELECT id FROM users WHERE lower(email) = {:email} AND id != {:id} LIMIT 1")
      .bind({ email: email, id: userId })
      .one(row);
    return true;
  } catch (_) {
    return false;
  }
}

module.exports = {
  provisionAccount,
  provision,
  storedAddress,
  ensureDetails,
  loadDetails,
  loadOrCreateDetails,
  emailTakenByAnother,
};
