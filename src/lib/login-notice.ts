/**
 * Why another page sent the visitor to /login. The reason travels in the query string (it must survive a full page
 * load); the text the login page shows for it lives here, next to the function that builds the link.
 */

export type LoginNotice =
  | "verified"
  | "verification-link-failed"
  | "session-expired"
  | "after-signup"
  | "password-reset"
  | "password-changed"
  | "email-changed"
  | "account-deleted";

export interface LoginNoticeText {
  tone: "success" | "error";
  text: string;
}

const TEXTS: Record<LoginNotice, LoginNoticeText> = {
  verified: { tone: "success", text: "Your e-mail address is verified. Log in to continue." },
  "verification-link-failed": {
    tone: "error",
    text: "This verification link did not work: it may have expired or been replaced by a newer one. Log in and we will take you to the page where you can send yourself a new link.",
  },
  "session-expired": { tone: "error", text: "Your session has expired. Please log in again to continue to your dashboard." },
  // sign-up answers an address that already has an account as it answers a new one (its owner gets an
  // e-mail instead), so this must hold in both cases
  "after-signup": {
    tone: "success",
    text: "We could not sign you in automatically. If this address already had an account, we sent it an e-mail: log in with that account's password, or reset it. Otherwise log in with the password you just chose.",
  },
  "password-reset": { tone: "success", text: "Your new password is set. Log in with it to continue." },
  "password-changed": {
    tone: "success",
    text: "Your password was changed and your other sessions were signed out. Log in with your new password.",
  },
  "email-changed": { tone: "success", text: "Your e-mail address is changed. Log in with your new address." },
  "account-deleted": {
    tone: "success",
    text: "Your account and its data were deleted, and we sent a confirmation to your e-mail address. You can sign up again at any time.",
  },
};

/** "/login?notice=…" (with the e-mail to prefill, when given). "verified" keeps its older form, "/login?verified=1". */
export function loginPath(notice: LoginNotice, email?: string): string {
  const params = new URLSearchParams(notice === "verified" ? { verified: "1" } : { notice });
  if (email) params.set("email", email);
  return `/login?${params}`;
}

/** What the login page shows and prefills for its query string (`location.search`). */
export function readLoginQuery(search: string): { notice: LoginNoticeText | null; email: string } {
  const params = new URLSearchParams(search);
  const name = params.has("verified") ? "verified" : params.get("notice");
  const notice = name && Object.hasOwn(TEXTS, name) ? TEXTS[name as LoginNotice] : null;
  return { notice, email: params.get("email")?.trim() ?? "" };
}
