/// <reference path="../../types.d.ts" />
// The consent fields of user_details (1733100000_consent.js), written through the Dao in a transaction
// like the other account settings, so the account cache sees the save.

/** Saves `choice` ({ decision, version, provider }) made at `now`; returns it with its time (ISO). */
function record(user, choice, now) {
  const core = require(`${__hooks}/lib/core.js`);
  require(`${__hooks}/lib/accounts.js`).ensureDetails($app.dao(), user, now); // an account made outside sign-up may have none yet
  $app.dao().runInTransaction((tx) => {
    const details = tx.findRecordById("user_details", user.id);
    details.load({
      consentDecision: choice.decision,
      consentVersion: choice.version,
      consentProvider: choice.provider,
      consentAt: core.toPbDate(now),
    });
    tx.saveRecord(details);
  });
  return { decision: choice.decision, version: choice.version, provider: choice.provider, at: now.toISOString() };
}

module.exports = { record };
