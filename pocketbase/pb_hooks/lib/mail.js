/// <reference path="../../types.d.ts" />
// The product's e-mails: PocketBase's three account templates (their links land on the site, never on
// PocketBase's own pages) and the two it has no template for, "your account was deleted" and "someone
// tried to sign up with your address".

function button(label) {
  return `<p><a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">${label}</a></p>`;
}

/** "30 minutes", "2 hours" from a token's lifetime in seconds. */
function lifetime(seconds) {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes % 60 !== 0) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
}

/** Sets the verification, password-reset and e-mail-change templates on PocketBase's settings. */
function applyTemplates(settings, name) {
  const meta = settings.meta;
  meta.verificationTemplate.actionUrl = "{APP_URL}/verify-email?token={TOKEN}";
  meta.verificationTemplate.subject = `Verify your ${name} e-mail address`;
  meta.verificationTemplate.body =
    "<p>Welcome to {APP_NAME}!</p>" +
    "<p>Click the link below to verify your e-mail address and start leveling up your networking game.</p>" +
    button("Verify my e-mail") +
    "<p>If you did not sign up, you can ignore this e-mail.</p>" +
    "<p>The {APP_NAME} team</p>";

  meta.resetPasswordTemplate.actionUrl = "{APP_URL}/reset-password?token={TOKEN}";
  meta.resetPasswordTemplate.subject = `Reset your ${name} password`;
  meta.resetPasswordTemplate.body =
    "<p>Hello,</p>" +
    "<p>Someone asked to reset the password of your {APP_NAME} account. Click the link below to choose a new one.</p>" +
    button("Choose a new password") +
    `<p>The link works once and expires after ${lifetime(settings.recordPasswordResetToken.duration)}. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>` +
    "<p>The {APP_NAME} team</p>";

  meta.confirmEmailChangeTemplate.actionUrl = "{APP_URL}/confirm-email-change?token={TOKEN}";
  meta.confirmEmailChangeTemplate.subject = `Confirm your new ${name} e-mail address`;
  meta.confirmEmailChangeTemplate.body =
    "<p>Hello,</p>" +
    "<p>Someone asked to use this address for their {APP_NAME} account. Click the link below and enter the account's password to confirm.</p>" +
    button("Confirm my new e-mail") +
    "<p>Until you confirm, the account keeps its current address. If you did not ask for this, ignore this e-mail.</p>" +
    "<p>The {APP_NAME} team</p>";
}

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]);
}

/** Sends one of our own e-mails to `email`. Throws when the mail server refuses it. */
function send(email, subject, html) {
  const settings = $app.settings();
  const message = new MailerMessage({
    // plain objects: the engine makes them mail addresses (the declarations ask for Go's type)
    from: /** @type {any} */ ({ address: settings.meta.senderAddress, name: settings.meta.senderName }),
    to: /** @type {any} */ ([{ address: email }]),
    subject: subject,
    html: html,
  });
  $app.newMailClient().send(message);
}

/**
 * Sends "someone tried to sign up with your address" to the account that has it: sign-up answers such an
 * attempt as if it had made an account (no account oracle), and tells the owner instead. Throws when the
 * mail server refuses it.
 */
function sendSignupAttempt(email) {
  const name = $app.settings().meta.appName;
  const site = require(`${__hooks}/lib/config.js`).appUrl();
  const html =
    "<p>Hello,</p>" +
    `<p>Someone tried to sign up for ${escapeHtml(name)} with this e-mail address, which already has an account. ` +
    "Nothing was changed, and no second account was made.</p>" +
    `<p>If it was you: <a href="${site}/login">log in</a> with your password, or ` +
    `<a href="${site}/forgot-password">choose a new one</a> if you no longer know it.</p>` +
    "<p>If it was not you, you can ignore this e-mail: no one can use your account without its password.</p>" +
    `<p>The ${escapeHtml(name)} team</p>`;
  send(email, `Someone tried to sign up for ${name} with your address`, html);
}

/** Sends "your account was deleted" to the address the account had. Throws when the mail server refuses it. */
function sendAccountDeleted(email, cancelledSubscription) {
  const name = $app.settings().meta.appName;
  const html =
    "<p>Hello,</p>" +
    `<p>Your ${escapeHtml(name)} account for ${escapeHtml(email)} was deleted, as you asked. Its details, saved LinkedIn profile, ` +
    "assistant memory and usage figures are gone, and the messages you sent us no longer carry your name or address.</p>" +
    (cancelledSubscription ? "<p>Your Pro subscription was cancelled: you will not be charged again.</p>" : "") +
    "<p>You can sign up again with the same address at any time.</p>" +
    `<p>The ${escapeHtml(name)} team</p>`;
  send(email, `Your ${name} account was deleted`, html);
}

module.exports = { applyTemplates, sendAccountDeleted, sendSignupAttempt };
