/// <reference path="../types.d.ts" />
// Applies the environment to PocketBase's stored settings at every start: public URL, sender,
// SMTP, the verification e-mail (its link lands on the site, not the admin UI) and the admin
// account. `npm start` runs `migrate up` first, so the settings table exists here.

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
  settings.meta.verificationTemplate.actionUrl = "{APP_URL}/verify-email?token={TOKEN}";
  settings.meta.verificationTemplate.subject = `Verify your ${name} e-mail address`;
  settings.meta.verificationTemplate.body =
    "<p>Welcome to {APP_NAME}!</p>" +
    "<p>Click the link below to verify your e-mail address and start leveling up your networking game.</p>" +
    '<p><a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">Verify my e-mail</a></p>' +
    "<p>If you did not sign up, you can ignore this e-mail.</p>" +
    "<p>The {APP_NAME} team</p>";
  settings.smtp.enabled = smtp.host !== "";
  if (smtp.host !== "") {
    settings.smtp.host = smtp.host;
    settings.smtp.port = smtp.port;
    settings.smtp.username = smtp.username;
    settings.smtp.password = smtp.password;
    settings.smtp.tls = smtp.tls;
  }
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
