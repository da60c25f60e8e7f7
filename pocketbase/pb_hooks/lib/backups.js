/// <reference path="../../types.d.ts" />
// Scheduled backups, configured from the environment at every start (the bootstrap hook): on by default
// (daily, 7 kept), to S3-compatible storage when BACKUP_S3_BUCKET is set, so copies can leave the machine.

/** Applies BACKUP_* to `settings.backups`; a bad value stops the start with a message that names it. */
function configure(settings) {
  const config = require(`${__hooks}/lib/config.js`);
  const wanted = config.backups();
  const backups = settings.backups;
  backups.cron = wanted.cron;
  backups.cronMaxKeep = wanted.keep;
  backups.s3.enabled = wanted.s3.enabled;
  backups.s3.endpoint = wanted.s3.endpoint;
  backups.s3.bucket = wanted.s3.bucket;
  backups.s3.region = wanted.s3.region;
  backups.s3.accessKey = wanted.s3.accessKey;
  backups.s3.secret = wanted.s3.secret;
  backups.s3.forcePathStyle = wanted.s3.forcePathStyle;
  try {
    backups.validate();
  } catch (err) {
    throw new Error(
      `The backup settings are not valid (BACKUP_CRON="${wanted.cron}", BACKUP_KEEP=${wanted.keep}, BACKUP_S3_*): ${String(err).replace(/^(Go)?Error:\s*/, "")}`,
    );
  }
}

module.exports = { configure };
