/// <reference path="../../types.d.ts" />
// A takeover starts clean (#37, finding 10). Anyone can sign up with someone else's address and, before
// its owner ever sees the account, save a LinkedIn profile, a voice and a consent on it. When the owner
// then takes the account over, by a password reset (which also verifies it) or by confirming the
// verification link, what was saved before the address was proven goes: it fed every prompt the owner
// sent. Only for an account that was not verified before: a verified one has been its owner's all along.
// What sign-up itself asked (name, industry, role) stays: the owner sees and edits it in /settings, and
// it is also what a genuine new user just typed before clicking the link.

/**
 * Clears, with `dao` (inside the takeover's own transaction, where there is one), the saved profile, the
 * voice, the decision about the extension's disclosure and the assistant's memory of `userId`. Records
 * are saved through the Dao, so the account cache's hooks see the change (account-cache.pb.js).
 */
function startClean(dao, userId, now) {
  const core = require(`${__hooks}/lib/core.js`);
  const found = (collection) => {
    try {
      return dao.findRecordById(collection, userId);
    } catch (_) {
      return null; // an account made outside sign-up may have none yet: nothing to clear
    }
  };
  const details = found("user_details");
  if (details) {
    details.load({ profile: "", voice: null, consentDecision: "", consentVersion: "", consentProvider: "", consentAt: "" });
    dao.saveRecord(details);
  }
  const memory = found("conversations");
  if (memory) {
    memory.load(core.initialRecords(core.toPbDate(now)).conversations);
    dao.saveRecord(memory);
  }
}

module.exports = { startClean };
