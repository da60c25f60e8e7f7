/**
 * The server's extraction pack as the background keeps it (chrome.storage.local), and as every open
 * LinkedIn tab watches it: a pack the background stores reaches the tabs through storage.onChanged,
 * without a reload. What is read back is checked again (lib/pack-rules storedPackOf).
 */
import { storedPackOf, type StoredPack } from "./pack-rules";

export const PACK_KEY = "extractionPack";

export async function readStoredPack(): Promise<StoredPack | null> {
  const items = await chrome.storage.local.get(PACK_KEY).catch(() => ({}) as Record<string, unknown>);
  return storedPackOf((items as Record<string, unknown>)[PACK_KEY]);
}

/** Background: keeps what the server answered (storage only reports real changes to the tabs). */
export async function writeStoredPack(stored: StoredPack): Promise<void> {
  await chrome.storage.local.set({ [PACK_KEY]: stored });
}

/** Content scripts: calls `onPack` with each pack the background stores; returns the function that stops watching. */
export function watchStoredPack(onPack: (stored: StoredPack | null) => void): () => void {
  const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    const change = changes[PACK_KEY];
    if (area === "local" && change) onPack(storedPackOf(change.newValue));
  };
  chrome.storage.onChanged.addListener(listener);
  return () => chrome.storage.onChanged.removeListener(listener);
}
