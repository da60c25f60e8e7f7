/**
 * The user's own profile URL, remembered (chrome.storage.local) the first time the profile helper
 * recognises their profile, so that later visits know it even if LinkedIn drops the self-view signals.
 */
const KEY = "netlift.ownProfileUrl";

export async function rememberedOwnProfileUrl(): Promise<string | undefined> {
  try {
    const stored = await chrome.storage.local.get(KEY);
    const url = stored[KEY];
    return typeof url === "string" ? url : undefined;
  } catch {
    return undefined; // storage unavailable (extension reloaded): the other signals still apply
  }
}

export async function rememberOwnProfileUrl(url: string): Promise<void> {
  try {
    await chrome.storage.local.set({ [KEY]: url });
  } catch {
    // best effort
  }
}

/** Signing out forgets it: the next account may be someone else's. */
export async function forgetOwnProfileUrl(): Promise<void> {
  try {
    await chrome.storage.local.remove(KEY);
  } catch {
    // best effort
  }
}
