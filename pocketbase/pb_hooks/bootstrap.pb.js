/// <reference path="../types.d.ts" />
// Applies the environment to PocketBase's stored settings at every start: public URL, sender,
// SMTP, the account e-mails (lib/mail.js: links land on the site, not the admin UI), scheduled backups
// and the admin account. `npm start` runs `migrate up` first, so the settings table exists here.

onAfterBootstrap((e) => {
  const config = require(`${__hooks}/lib/config.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const dao = e.app.dao();
  if (!dao.hasTable("_params") || !dao.hasTable("_admins")) return; // first `migrate` run: nothing to configure yet

  const settings = e.app.settings();
  const smtp = config.smtp();
  const name = core.PRODUCT.name;
  settings.meta.appName = name;
  settings.meta.appUrl = config.appUrl();
  settings.meta.senderName = name;
  settings.meta.senderAddress = smtp.sender;
  // verification, password reset and e-mail change: links to the site's own pages, product wording
  require(`${__hooks}/lib/mail.js`).applyTemplates(settings, name);
  settings.smtp.enabled = smtp.host !== "";
  if (smtp.host !== "") {
    settings.smtp.host = smtp.host;
    settings.smtp.port = smtp.port;
    settings.smtp.username = smtp.username;
    settings.smtp.password = smtp.password;
    settings.smtp.tls = smtp.tls;
  }
  require(`${__hooks}/lib/backups.js`).configure(settings);
  // saveSettings stores plain JSON unless given the key (the admin UI passes it; so must we)
  require(`${__hooks}/lib/settings-store.js`).save(dao, settings, config.encryptionKey(e.app.encryptionEnv()));

  const adminEmail = config.env("PB_ADMIN_EMAIL", "");
  const adminPassword = config.env("PB_ADMIN_PASSWORD", "");
  if (adminEmail && adminPassword) {
    let admin;
    try {
      admin = dao.findAdminByEmail(adminEmail);
    } catch (_) {
      admin = new Admin();
      admin.email = adminEmail;
    }
    admin.setPassword(adminPassword);
    dao.saveAdmin(admin);
  }
});
