/** Forgotten and changed passwords: PocketBase's reset links, and POST /api/account/password for a signed-in user. */
import { normalizeEmail } from "../core/email-address";
import { validateNewPassword } from "../core/signup";
import { pb } from "../lib/pocketbase";
import { readTokenClaims } from "../lib/token-claims";
import { login, logout } from "./session";

/** Mails a reset link if the address has an account; the answer is the same when it has none. */
export async function requestPasswordReset(email: string) {
  await pb.collection("users").requestPasswordReset(normalizeEmail(email));
}

function checkNewPassword(password: string, passwordConfirm: string) {
  const checked = validateNewPassword(password, passwordConfirm);
  if (!checked.ok) throw new Error(checked.error.message);
}

/**
 * Sets the new password with the e-mailed link's token, then signs in with it (the token carries the
 * address). `signedIn` is false when that sign-in did not work: the visitor then logs in by hand.
 */
export async function resetPassword(
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<{ signedIn: boolean; email: string }> {
  checkNewPassword(password, passwordConfirm);
  await pb.collection("users").confirmPasswordReset(token, password, passwordConfirm);
  const email = readTokenClaims(token)?.email ?? "";
  logout(); // a session of this browser ended with the old password
  if (!email) return { signedIn: false, email };
  try {
    await login(email, password);
    return { signedIn: true, email };
  } catch {
    return { signedIn: false, email };
  }
}

/**
 * Changes the signed-in user's password. Every session ends with it (PocketBase gives the account a
 * new token key), this one too: it signs in again with the new password. `signedIn` false: log in by hand.
 */
export async function changePassword(
  email: string,
  currentPassword: string,
  password: string,
  passwordConfirm: string,
): Promise<{ signedIn: boolean }> {
  if (!currentPassword) throw new Error("Please enter your current password.");
  checkNewPassword(password, passwordConfirm);
  await pb.send("/api/account/password", { method: "POST", body: { currentPassword, password, passwordConfirm } });
  try {
    await login(email, password);
    return { signedIn: true };
  } catch {
    logout();
    return { signedIn: false };
  }
}
