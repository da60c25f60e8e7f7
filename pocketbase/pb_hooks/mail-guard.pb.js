/// <reference path="../types.d.ts" />
// Every minute, the times of account e-mails that no longer count are dropped (lib/mail-guard.js):
// without it every address ever mailed would stay in memory.

cronAdd("netlift-mail-guard-sweep", "* * * * *", () => {
  require(`${__hooks}/lib/mail-guard.js`).sweep(Date.now());
});
