/**
 * Whether this tab's sign-up could not send the verification e-mail (POST /api/signup answered
 * `verificationSent: false`), so /verify-email does not claim a link was sent. Kept in sessionStorage: it survives
 * a reload and a detour through /login, and ends with the tab.
 */

const KEY = "netlift_verification_unsent";

const normalise = (email: string) => email.trim().toLowerCase();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // storage disabled: the page then assumes the e-mail went out, as it did before this notice existed
    return null;
  }
}

export function rememberVerificationUnsent(email: string) {
  storage()?.setItem(KEY, normalise(email));
}

export function isVerificationUnsent(email: string): boolean {
  return storage()?.getItem(KEY) === normalise(email);
}

/** After a resend the server accepted: PocketBase sends in the background and reports no delivery failure. */
export function forgetVerificationUnsent() {
  storage()?.removeItem(KEY);
}
