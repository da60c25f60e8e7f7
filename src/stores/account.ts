/** The signed-in user's settings: about-you fields, saved LinkedIn profile, memory, export, deletion. */
import { atom } from "nanostores";
import { validateAccountUpdate, type AccountFields } from "../core/account-settings";
import { EMPTY_VOICE, readVoice } from "../core/persona";
import { ClientResponseError } from "pocketbase";
import { pb } from "../lib/pocketbase";
import { refusedField } from "../lib/errors";
import { logout } from "./session";

export const EMPTY_ACCOUNT: AccountFields = {
  name: "",
  industry: "",
  role: "",
  howDidYouHear: "",
  profile: "",
  voice: EMPTY_VOICE,
};

/** What /settings shows, as stored; null until loaded. */
export const $account = atom<AccountFields | null>(null);

/** Reads the user's details record (owners may read it); an account without one shows empty fields. */
export async function loadAccount(userId: string): Promise<AccountFields> {
  let fields = EMPTY_ACCOUNT;
  try {
    const record = await pb.collection("user_details").getOne(userId);
    fields = {
      name: String(record.name ?? ""),
      industry: String(record.industry ?? ""),
      role: String(record.role ?? ""),
      howDidYouHear: String(record.howDidYouHear ?? ""),
      profile: String(record.profile ?? ""),
      voice: readVoice(record.voice),
    };
  } catch (error) {
    if (!(error instanceof ClientResponseError && error.status === 404)) throw error;
  }
  $account.set(fields);
  return fields;
}

/** PATCH /api/account with sign-up's rules checked first; the store then holds what the server saved. */
export async function saveAccount(fields: Partial<AccountFields>): Promise<AccountFields> {
  const checked = validateAccountUpdate(fields);
  if (!checked.ok) throw refusedField(checked.error.field, checked.error.message);
  const saved = await pb.send<AccountFields>("/api/account", { method: "PATCH", body: checked.value });
  $account.set(saved);
  return saved;
}

/** The assistant's memory back to empty (DELETE /api/account/memory). */
export async function clearMemory() {
  await pb.send("/api/account/memory", { method: "DELETE" });
}

/** Downloads GET /api/account/export as the file the server names. */
export async function downloadExport() {
  const res = await fetch("/api/account/export", { headers: { Authorization: pb.authStore.token } });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? "We could not prepare your export. Please try again.");
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "netlift-account.json";
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** DELETE /api/account with the password; signs this browser out once the account is gone. */
export async function deleteAccount(password: string) {
  if (!password) throw new Error("Please enter your password to confirm.");
  await pb.send("/api/account", { method: "DELETE", body: { password } });
  $account.set(null);
  logout();
}
