/// <reference path="../../types.d.ts" />
// Accounts: provisioning at sign-up and reading a user's details with the daily reset applied.

/**
 * Creates the user, its user_details and its conversations with the given dao. Call it inside
 * runInTransaction: any throw rolls all three back.
 */
function provisionAccount(dao, input, now) {
  const core = require(`${__hooks}/lib/core.js`);
  const user = new Record(dao.findCollectionByNameOrId("users"));
  const form = new RecordUpsertForm($app, user);
  form.setDao(dao);
  form.loadData({
    email: input.email,
    password: input.password,
    passwordConfirm: input.passwordConfirm,
    name: input.name,
    emailVisibility: false,
  });
  form.submit();

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
  dao.saveRecord(details);

  const conversations = new Record(dao.findCollectionByNameOrId("conversations"));
  conversations.setId(user.id);
  conversations.load(initial.conversations);
  dao.saveRecord(conversations);
  return user;
}

/** Moves a due balance back to maxTokens in one conditional UPDATE, so concurrent requests reset once. */
function applyDueReset(dao, userId, now) {
  const core = require(`${__hooks}/lib/core.js`);
  const stamp = core.toPbDate(now);
  dao
    .db()
    .newQuery(
      "UPDATE user_details SET tokenBalance = maxTokens, lastTokenReset = {:now}, updated = {:now} " +
        "WHERE id = {:id} AND (lastTokenReset = '' OR lastTokenReset <= {:cutoff})",
    )
    .bind({ now: stamp, id: userId, cutoff: core.toPbDate(core.dueCutoff(now)) })
    .execute();
}

/** The user's details after any due reset, as a plain snapshot; null when the record is missing. */
function loadDetails(dao, userId, now) {
  applyDueReset(dao, userId, now);
  let record;
  try {
    record = dao.findRecordById("user_details", userId);
  } catch (_) {
    return null;
  }
  return {
    premium: record.getBool("premium"),
    tokenBalance: record.getInt("tokenBalance"),
    maxTokens: record.getInt("maxTokens"),
    lastTokenReset: record.getString("lastTokenReset"),
    name: record.getString("name"),
    subscriptionStatus: record.getString("subscriptionStatus"),
    paymentFailedAt: record.getString("paymentFailedAt"),
    stripeCustomerId: record.getString("stripeCustomerId"),
  };
}

module.exports = { provisionAccount, applyDueReset, loadDetails };
