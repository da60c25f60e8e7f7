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

const DETAILS_SQL =
  "SELECT premium, tokenBalance, maxTokens, lastTokenReset, name, subscriptionStatus, paymentFailedAt, stripeCustomerId, profile " +
  "FROM user_details WHERE id = {:id}";

function readDetails(dao, userId) {
  const row = new DynamicModel({
    premium: false,
    tokenBalance: 0,
    maxTokens: 0,
    lastTokenReset: "",
    name: "",
    subscriptionStatus: "",
    paymentFailedAt: "",
    stripeCustomerId: "",
    profile: "",
  });
  try {
    // a plain SELECT: this runs on every assist request, where record hydration is measurable
    dao.concurrentDB().newQuery(DETAILS_SQL).bind({ id: userId }).one(row);
  } catch (_) {
    return null;
  }
  return {
    premium: row.premium,
    tokenBalance: row.tokenBalance,
    maxTokens: row.maxTokens,
    lastTokenReset: row.lastTokenReset,
    name: row.name,
    subscriptionStatus: row.subscriptionStatus,
    paymentFailedAt: row.paymentFailedAt,
    stripeCustomerId: row.stripeCustomerId,
    profile: row.profile,
  };
}

/** The user's details after any due reset, as a plain snapshot; null when the record is missing. */
function loadDetails(dao, userId, now) {
  const core = require(`${__hooks}/lib/core.js`);
  const details = readDetails(dao, userId);
  // only a due reset writes; reading stays on the concurrent connections
  if (details && core.isResetDue(core.parsePbDate(details.lastTokenReset), now)) {
    require(`${__hooks}/lib/tokens.js`).resetDue(dao, now, userId);
    return readDetails(dao, userId);
  }
  return details;
}

module.exports = { provisionAccount, loadDetails };
