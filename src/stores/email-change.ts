/** Changing the e-mail address: PocketBase's request-email-change, then its confirm link on /confirm-email-change. */
import { checkNewEmail, normalizeEmail } from "../core/email-address";
import { pb } from "../lib/pocketbase";
import { login, logout } from "./session";

/** Sends the confirmation link to the new address (stored, and compared, in lower case). */
export async function requestEmailChange(currentEmail: string, typed: string): Promise<string> {
  const checked = checkNewEmail(typed, "newEmail");
  if (!checked.ok) throw new Error(checked.error.message);
  const email = checked.value;
  if (email === normalizeEmail(currentEmail)) throw new Error("That is already your e-mail address.");
  await pb.collection("users").requestEmailChange(email);
  return email;
}

/**
 * Confirms the new address with the account's password. The account's sessions end with the change
 * (PocketBase gives it a new token key), so this browser signs in again with the new address.
 */
export async function confirmEmailChange(token: string, password: string, newEmail: string): Promise<{ signedIn: boolean }> {
  if (!password) throw new Error("Please enter your password to confirm.");
  await pb.collection("users").confirmEmailChange(token, password);
  logout();
  if (!newEmail) return { signedIn: false };
  try {
    await login(newEmail, password);
    return { signedIn: true };
  } catch {
    return { signedIn: false };
  }
}
